import type { draftPicks, faabBalances, pingPongBalls } from '../schema';
import type { Random } from './random';

type PickRow = typeof draftPicks.$inferInsert;

export const PICK_YEARS = [2025, 2026, 2027, 2028, 2029, 2030] as const;
export const ROUNDS = 5;
/** Years whose draft order is known: their picks carry positions 1..12 in every round. */
const ORDERED_YEARS = new Set([2025, 2026]);
const TRADED_PICK_CHANCE = 0.08;
export const FAAB_SEASONS = [2024, 2025] as const;

/**
 * Every team's pick in every round of 2025-2030. Known orders (2025, 2026) give each
 * round the same slots; a few picks have changed hands (the seeded trade history says
 * how); the top of the 2025 draft's first two rounds is locked.
 */
export function buildDraftPicks(random: Random, leagueId: number, teamIds: readonly number[]): PickRow[] {
  const rows: PickRow[] = [];
  for (const year of PICK_YEARS) {
    const order = ORDERED_YEARS.has(year) ? random.shuffle(teamIds) : null;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const teamId of teamIds) {
        const position = order ? order.indexOf(teamId) + 1 : null;
        const traded = random.chance(TRADED_PICK_CHANCE);
        rows.push({
          leagueId,
          year,
          round,
          position,
          originalTeamId: teamId,
          currentTeamId: traded ? random.pick(teamIds.filter((id) => id !== teamId)) : teamId,
          isLocked: year === 2025 && round <= 2 && position !== null && position <= 2,
        });
      }
    }
  }
  return rows;
}

export function buildPingPongBalls(
  random: Random,
  leagueId: number,
  teamIds: readonly number[],
): Array<typeof pingPongBalls.$inferInsert> {
  return PICK_YEARS.flatMap((year) =>
    teamIds.map((teamId) => ({ leagueId, teamId, year, quantity: random.int(1, 12) })),
  );
}

/** FAAB budgets of 100 a season: 2024's is spent down, 2025's is mid-season. */
export function buildFaabBalances(
  random: Random,
  leagueId: number,
  teamIds: readonly number[],
): Array<typeof faabBalances.$inferInsert> {
  return FAAB_SEASONS.flatMap((season) =>
    teamIds.map((teamId) => ({
      leagueId,
      teamId,
      season,
      balance: season === 2024 ? random.int(0, 40) : random.int(25, 100),
    })),
  );
}
