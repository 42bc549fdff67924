import { PICK_YEARS, type DraftPick } from 'shared-contracts';

/**
 * The year the screen opens on without `?year=`: the league's current season's draft, held
 * within the years the selector offers (2025 to 2030).
 */
export function defaultPickYear(currentSeason: number | undefined): number {
  const first = PICK_YEARS[0] as number;
  const last = PICK_YEARS[PICK_YEARS.length - 1] as number;
  if (currentSeason === undefined) return first;
  return Math.min(Math.max(currentSeason, first), last);
}

/**
 * The next draft (docs/screens/picks.md §2): from the league's current season on, the first
 * year whose draft has not been held. A held draft's picks are all locked (its host, a
 * provider's import, wrote them settled: they were used); a year without picks is still to
 * come. Kept within the years the selector offers.
 */
export function nextDraftYear(currentSeason: number | undefined, picks: readonly DraftPick[]): number {
  const last = PICK_YEARS[PICK_YEARS.length - 1] as number;
  let year = defaultPickYear(currentSeason);
  while (year < last && isHeld(picks.filter((pick) => pick.year === year))) year += 1;
  return year;
}

const isHeld = (yearPicks: readonly DraftPick[]) => yearPicks.length > 0 && yearPicks.every((pick) => pick.isLocked);
