import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DraftPick, PingPongBallEntry } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { draftPicks, pingPongBalls } from '../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../db/league-row';

export type PickRow = typeof draftPicks.$inferSelect;

const pickColumns = {
  id: draftPicks.id,
  year: draftPicks.year,
  round: draftPicks.round,
  position: draftPicks.position,
  currentTeamId: draftPicks.currentTeamId,
  originalTeamId: draftPicks.originalTeamId,
  isLocked: draftPicks.isLocked,
};

export const toPick = (row: PickRow): DraftPick => ({
  id: row.id,
  year: row.year,
  round: row.round,
  position: row.position,
  currentTeamId: row.currentTeamId,
  originalTeamId: row.originalTeamId,
  isLocked: row.isLocked,
});

/** docs/screens/picks.md §4.1: by position ascending, ties by id; picks without a position last. */
const draftOrder = [asc(draftPicks.round), sql`${draftPicks.position} asc nulls last`, asc(draftPicks.id)];

/** A year's picks in draft order: round, then position (empty last), then id. */
export async function listPicks(db: Queryable, leagueId: number, year: number): Promise<DraftPick[]> {
  return db
    .select(pickColumns)
    .from(draftPicks)
    .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, year)))
    .orderBy(...draftOrder);
}

/** Every pick these teams hold now, all years, in year then draft order. */
export async function listPicksHeldBy(db: Queryable, leagueId: number, teamIds: number[]): Promise<DraftPick[]> {
  if (teamIds.length === 0) return [];
  return db
    .select(pickColumns)
    .from(draftPicks)
    .where(and(eq(draftPicks.leagueId, leagueId), inArray(draftPicks.currentTeamId, teamIds)))
    .orderBy(asc(draftPicks.year), ...draftOrder);
}

/**
 * The league's picks with these ids, and every other pick of their (year, round), locked
 * for the caller's transaction: positions are checked against the whole round.
 */
export async function lockRoundsOf(db: Queryable, leagueId: number, ids: number[]): Promise<PickRow[]> {
  const named = db
    .select({ year: draftPicks.year, round: draftPicks.round })
    .from(draftPicks)
    .where(and(eq(draftPicks.leagueId, leagueId), inArray(draftPicks.id, ids)));
  return db
    .select()
    .from(draftPicks)
    .where(and(eq(draftPicks.leagueId, leagueId), sql`(${draftPicks.year}, ${draftPicks.round}) in (${named})`))
    .orderBy(asc(draftPicks.id))
    .for('update');
}

export async function updatePick(
  db: Queryable,
  pick: LeagueRowKey,
  changes: Pick<PickRow, 'currentTeamId' | 'position' | 'isLocked'>,
): Promise<PickRow> {
  const [row] = await db.update(draftPicks).set(changes).where(isLeagueRow(draftPicks, pick)).returning();
  if (!row) throw new Error(`pick ${pick.id} vanished inside its transaction`);
  return row;
}

/** A year's ping pong balls, one entry a team, in team order. */
export async function listPingPongBalls(db: Queryable, leagueId: number, year: number): Promise<PingPongBallEntry[]> {
  return db
    .select({ id: pingPongBalls.id, teamId: pingPongBalls.teamId, quantity: pingPongBalls.quantity })
    .from(pingPongBalls)
    .where(and(eq(pingPongBalls.leagueId, leagueId), eq(pingPongBalls.year, year)))
    .orderBy(asc(pingPongBalls.teamId));
}

/** A year's round-1 picks in draft order, locked for the caller's transaction: what a lottery orders. */
export async function lockRoundOne(db: Queryable, leagueId: number, year: number): Promise<PickRow[]> {
  return db
    .select()
    .from(draftPicks)
    .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, year), eq(draftPicks.round, 1)))
    .orderBy(...draftOrder)
    .for('update');
}

export type BallRow = typeof pingPongBalls.$inferSelect;

/** A year's ball rows of the league, locked for the caller's transaction. */
export async function lockBallRows(db: Queryable, leagueId: number, year: number): Promise<BallRow[]> {
  return db
    .select()
    .from(pingPongBalls)
    .where(and(eq(pingPongBalls.leagueId, leagueId), eq(pingPongBalls.year, year)))
    .orderBy(asc(pingPongBalls.teamId))
    .for('update');
}

export async function insertBallRow(
  db: Queryable,
  values: { leagueId: number; teamId: number; year: number; quantity: number },
): Promise<BallRow> {
  const [row] = await db.insert(pingPongBalls).values(values).returning();
  if (!row) throw new Error('the ball row was not stored');
  return row;
}

export async function updateBallQuantity(db: Queryable, ball: LeagueRowKey, quantity: number): Promise<BallRow> {
  const [row] = await db.update(pingPongBalls).set({ quantity }).where(isLeagueRow(pingPongBalls, ball)).returning();
  if (!row) throw new Error(`ball row ${ball.id} vanished inside its transaction`);
  return row;
}
