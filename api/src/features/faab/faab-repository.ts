import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { faabBalances } from '../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../db/league-row';

export type FaabRow = typeof faabBalances.$inferSelect;

/** A season's FAAB rows of the league, locked for the caller's transaction. */
export async function lockFaabRows(db: Queryable, leagueId: number, season: number): Promise<FaabRow[]> {
  return db
    .select()
    .from(faabBalances)
    .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, season)))
    .orderBy(asc(faabBalances.teamId))
    .for('update');
}

/** A season's FAAB rows of the league, unlocked: what the budgets read. */
export async function readFaabRows(db: Queryable, leagueId: number, season: number): Promise<FaabRow[]> {
  return db
    .select()
    .from(faabBalances)
    .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, season)))
    .orderBy(asc(faabBalances.teamId));
}

export async function insertFaabRow(
  db: Queryable,
  values: { leagueId: number; teamId: number; season: number; balance: number },
): Promise<FaabRow> {
  const [row] = await db.insert(faabBalances).values(values).returning();
  if (!row) throw new Error('inserted FAAB row missing');
  return row;
}

export async function updateFaabBalance(db: Queryable, faab: LeagueRowKey, balance: number): Promise<FaabRow> {
  const [row] = await db.update(faabBalances).set({ balance }).where(isLeagueRow(faabBalances, faab)).returning();
  if (!row) throw new Error(`FAAB row ${faab.id} vanished inside its transaction`);
  return row;
}
