import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Lottery, LotteryEntry } from 'shared-contracts/lottery';
import type { Queryable } from '../../../db/client';
import { draftLotteries, draftLotteryEntries, users } from '../../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../../db/league-row';

export type LotteryRow = typeof draftLotteries.$inferSelect;

/** The year's lottery that is not reset (at most one), locked for the caller's transaction when asked. */
export async function findActiveLottery(
  db: Queryable,
  leagueId: number,
  year: number,
  lock = false,
): Promise<LotteryRow | null> {
  const query = db
    .select()
    .from(draftLotteries)
    .where(
      and(eq(draftLotteries.leagueId, leagueId), eq(draftLotteries.year, year), ne(draftLotteries.status, 'reset')),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Whether a year's lottery waits to be drawn (entries open or closed): its balls stay as it
 * published them and its round-1 positions are about to be set (docs/screens/picks.md §4.3).
 */
export function lotteryWaits(lottery: Pick<LotteryRow, 'status'> | null): lottery is LotteryRow {
  return lottery !== null && (lottery.status === 'open' || lottery.status === 'closed');
}

/** Why a waiting lottery's balls cannot change, by the editor or by a trade. */
export function ballsHeldMessage(year: number, status: string): string {
  return `the ${year} draft lottery is ${status}: its balls stay as published until it is drawn or reset`;
}

/** Every lottery of the year, newest first. */
export async function listLotteries(db: Queryable, leagueId: number, year: number): Promise<LotteryRow[]> {
  return db
    .select()
    .from(draftLotteries)
    .where(and(eq(draftLotteries.leagueId, leagueId), eq(draftLotteries.year, year)))
    .orderBy(desc(draftLotteries.id));
}

export async function insertLottery(db: Queryable, values: typeof draftLotteries.$inferInsert): Promise<LotteryRow> {
  const [row] = await db.insert(draftLotteries).values(values).returning();
  if (!row) throw new Error('the lottery was not stored');
  return row;
}

export async function updateLottery(
  db: Queryable,
  lottery: LeagueRowKey,
  changes: Partial<typeof draftLotteries.$inferInsert>,
): Promise<LotteryRow> {
  const [row] = await db.update(draftLotteries).set(changes).where(isLeagueRow(draftLotteries, lottery)).returning();
  if (!row) throw new Error(`lottery ${lottery.id} vanished inside its transaction`);
  return row;
}

/** Entries of these lotteries in the order they were added (the order the seed hashes them in). */
export async function listEntries(db: Queryable, lotteryIds: number[]): Promise<Map<number, LotteryEntry[]>> {
  const byLottery = new Map<number, LotteryEntry[]>(lotteryIds.map((id) => [id, []]));
  if (lotteryIds.length === 0) return byLottery;
  const rows = await db
    .select({
      id: draftLotteryEntries.id,
      lotteryId: draftLotteryEntries.lotteryId,
      text: draftLotteryEntries.text,
      createdAt: draftLotteryEntries.createdAt,
      displayName: users.displayName,
      email: users.email,
    })
    .from(draftLotteryEntries)
    .leftJoin(users, eq(users.id, draftLotteryEntries.userId))
    .where(inArray(draftLotteryEntries.lotteryId, lotteryIds))
    .orderBy(asc(draftLotteryEntries.id));
  for (const row of rows) {
    byLottery.get(row.lotteryId)?.push({
      id: row.id,
      memberName: row.displayName ?? row.email ?? 'A former member',
      text: row.text,
      addedAt: row.createdAt.toISOString(),
    });
  }
  return byLottery;
}

export async function countEntries(db: Queryable, lotteryId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(draftLotteryEntries)
    .where(eq(draftLotteryEntries.lotteryId, lotteryId));
  return row?.count ?? 0;
}

export async function countEntriesBy(db: Queryable, lotteryId: number, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(draftLotteryEntries)
    .where(and(eq(draftLotteryEntries.lotteryId, lotteryId), eq(draftLotteryEntries.userId, userId)));
  return row?.count ?? 0;
}

export async function insertEntry(db: Queryable, values: typeof draftLotteryEntries.$inferInsert) {
  const [row] = await db.insert(draftLotteryEntries).values(values).returning();
  if (!row) throw new Error('the entry was not stored');
  return row;
}

/** Drawn or reset lotteries show their secret; open and closed ones keep it. */
const revealsSecret = (row: LotteryRow) => row.status === 'drawn' || row.status === 'reset';

export function toLottery(row: LotteryRow, entries: LotteryEntry[]): Lottery {
  return {
    id: row.id,
    year: row.year,
    status: row.status as Lottery['status'],
    commitment: row.commitment,
    secret: revealsSecret(row) ? row.secret : null,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    resetAt: row.resetAt?.toISOString() ?? null,
    entries,
    teams: row.teams ?? null,
    lotteryOrder: row.lotteryOrder ?? null,
    order: row.fullOrder ?? null,
    positionsBefore: row.positionsBefore ?? null,
  };
}

/** What the audit log keeps of a lottery: everything but the secret while it is still one. */
export function auditedLottery(row: LotteryRow) {
  const { secret, ...rest } = row;
  return revealsSecret(row) ? { ...rest, secret } : rest;
}
