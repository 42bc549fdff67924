// A game's page (docs/screens/matchup.md §1): `/matchups/<id>`, shareable. Home's panels and
// the matchup screen build it here; other remotes write the same path themselves (no app
// imports another).
export const matchupPath = (id: number) => `/matchups/${id}`;

/** The game id an address names (`/matchups/12` → 12), or null for any other address. */
export function matchupIdIn(pathname: string): number | null {
  const match = /^\/matchups\/(\d{1,10})\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
