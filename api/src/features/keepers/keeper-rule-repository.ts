import { and, eq } from 'drizzle-orm';
import { instantOfLocalTime } from 'shared-contracts/keepers';
import type { Queryable } from '../../db/client';
import { keeperRules } from '../../db/schema';
import { type KeeperRule, type KeeperRuleBody } from 'shared-contracts/keepers';
import { isLeagueRow, type LeagueRowKey } from '../../db/league-row';

export type KeeperRuleRow = typeof keeperRules.$inferSelect;

export function toKeeperRule(row: KeeperRuleRow): KeeperRule {
  return {
    season: row.season,
    increaseAmount: row.increaseAmount,
    increasePercent: row.increasePercent,
    addBuffer: row.addBuffer,
    maxYearsKept: row.maxYearsKept,
    maxKeepersPerTeam: row.maxKeepersPerTeam,
    auctionBudget: row.auctionBudget,
    deadline: row.deadline,
    timeZone: row.timeZone,
    keeperRound: row.keeperRound,
    tradedKeeperPick: row.tradedKeeperPick,
    deadlineAt: instantOfLocalTime(row.deadline, row.timeZone).toISOString(),
  };
}

/** A season's rule; `lock` holds it for the caller's transaction (a save waits for a declaration). */
export async function findKeeperRule(
  db: Queryable,
  leagueId: number,
  season: number,
  lock = false,
): Promise<KeeperRuleRow | null> {
  const query = db
    .select()
    .from(keeperRules)
    .where(and(eq(keeperRules.leagueId, leagueId), eq(keeperRules.season, season)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertKeeperRule(
  db: Queryable,
  leagueId: number,
  season: number,
  body: KeeperRuleBody,
): Promise<KeeperRuleRow> {
  const [row] = await db
    .insert(keeperRules)
    .values({ ...body, leagueId, season })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Error('keeper rule already exists');
  return row;
}

export async function updateKeeperRule(
  db: Queryable,
  rule: LeagueRowKey,
  body: KeeperRuleBody,
): Promise<KeeperRuleRow> {
  const [row] = await db.update(keeperRules).set(body).where(isLeagueRow(keeperRules, rule)).returning();
  if (!row) throw new Error('keeper rule vanished');
  return row;
}
