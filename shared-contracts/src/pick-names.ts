// How a refusal names a draft pick: as members see it on the board, never by the row's id,
// which no screen shows. The API words its refusals with these; the screens' tests stand in
// for the API with the same words.

/** What a pick's name is made of. */
export interface NamedPick {
  year: number;
  round: number;
  /** Its place in the round; null before the round has an order. */
  position: number | null;
  currentTeamId: number;
  originalTeamId: number;
}

/**
 * "2025 round 1, pick 2, held by IRN", or, before the round has an order, "2025 round 1,
 * IRN's pick, held by IRN".
 */
export function pickName(pick: NamedPick, abbreviation: (teamId: number) => string): string {
  const which = pick.position === null ? `${abbreviation(pick.originalTeamId)}'s pick` : `pick ${pick.position}`;
  return `${pick.year} round ${pick.round}, ${which}, held by ${abbreviation(pick.currentTeamId)}`;
}

/** The refusal of a batch made from picks that changed since the page showed them (docs/api.md §9). */
export function changedSinceMessage(names: readonly string[]): string {
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join('; ')} and ${names.at(-1)}`;
  return `${listed} changed since you opened this page: reload to see ${names.length === 1 ? 'it' : 'them'}`;
}
