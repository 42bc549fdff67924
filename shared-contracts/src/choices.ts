// The fixed choices the screens offer (docs/product.md §6), written once so every remote and
// the API agree on them.

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** NFL weeks in every week selector: 1 to 18. */
export const WEEKS: readonly number[] = range(1, 18);
export const LAST_WEEK = 18;

/** Seasons offered by the dashboard, Teams and Schedule selectors. */
export const SCREEN_SEASONS: readonly number[] = range(2024, 2027);

/** Trade history's fixed seasons; the league's own trade seasons are added to them (docs/decisions.md §3). */
export const TRADE_HISTORY_SEASONS: readonly number[] = [2024, 2023, 2022];

/** Draft pick years. */
export const PICK_YEARS: readonly number[] = range(2025, 2030);

/** The Players year selector: the previous, current and next calendar year. */
export function playerYears(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return [year - 1, year, year + 1];
}

/** Next week's games are asked for only while that week exists (docs/screens/home.md §4.1). */
export function nextWeekOf(week: number): number | null {
  return week < LAST_WEEK ? week + 1 : null;
}

/** Trade item bounds (docs/screens/trades.md §4.2). */
export const PING_PONG_BALLS = { min: 1, max: 100, default: 1 } as const;
export const FAAB = { min: 1, max: 1000, default: 10 } as const;
