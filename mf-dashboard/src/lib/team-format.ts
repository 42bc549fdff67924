// How Home and Teams write a team's season: its record (docs/screens/home.md
// §4.2), written once for both screens. Points are shared-ui's formatPoints, as the Schedule's.
import type { TeamRecord } from 'shared-contracts';

/** wins-losses, with '-ties' only when the team has tied a game: '10-4', '9-4-1'. */
export function formatRecord({ wins, losses, ties }: Pick<TeamRecord, 'wins' | 'losses' | 'ties'>): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** Games back (docs/screens/home.md §4.2): `—` for the leader and any team level with it, else the number, halves as .5. */
export function formatGamesBack(gamesBack: number): string {
  return gamesBack === 0 ? '—' : String(gamesBack);
}

/**
 * A team's FAAB left for the season (docs/screens/teams.md §2): whole dollars,
 * as the budgets are kept.
 */
export const formatFaabLeft = (amount: number) => `$${amount} FAAB left`;
