/**
 * Where Create draft picks starts: the league's current season's draft when it has no picks
 * yet (a league set up by hand has none, and the Draft Picks screen opens on that year), else
 * the first year after it that has none.
 */
export function firstYearWithoutPicks(currentSeason: number, yearsWithPicks: ReadonlySet<number>): number {
  let year = currentSeason;
  while (yearsWithPicks.has(year)) year += 1;
  return year;
}
