// How Home and Teams write a team's season: its record, its points and its initials
// (docs/screens/home.md §4.2), written once for both screens.
import type { TeamRecord } from 'shared-contracts';

/** wins-losses, with '-ties' only when the team has tied a game: '10-4', '9-4-1'. */
export function formatRecord({ wins, losses, ties }: Pick<TeamRecord, 'wins' | 'losses' | 'ties'>): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** Total points to 2 decimals: 1523.4 → '1523.40'. */
export function formatPoints(points: number): string {
  return points.toFixed(2);
}

/**
 * Two letters for a team's avatar: the first letters of its first two words ('Gotham Rogues'
 * → 'GR'), or the first two letters of a one-word name ('Titans' → 'TI'). Words are what is
 * left after dropping anything that is not a letter or a digit, so 'The "Blitz" Boys' reads
 * as The, Blitz, Boys.
 */
export function teamInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const [first, second] = words;
  if (!first) return '?';
  const letters = second ? [...first][0]! + [...second][0]! : [...first].slice(0, 2).join('');
  return letters.toUpperCase();
}
