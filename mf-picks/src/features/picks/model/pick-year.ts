import { PICK_YEARS } from 'shared-contracts';

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
