import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Trade, TradeItem } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { teams, tradeItems, trades } from '../../db/schema';

export type TradeRow = typeof trades.$inferSelect;
export type TradeItemRow = typeof tradeItems.$inferSelect;

const proposedBy = alias(teams, 'proposed_by_team');
const proposedTo = alias(teams, 'proposed_to_team');

const toItem = (row: TradeItemRow): TradeItem => ({
  id: row.id,
  tradeId: row.tradeId,
  fromTeamId: row.fromTeamId,
  toTeamId: row.toTeamId,
  itemType: row.itemType,
  itemId: row.itemId,
  quantity: row.quantity,
});

export type TradeFilter = { season?: number; teamId?: number; tradeId?: number };

/** Trades with their teams' names and their items, newest first. */
export async function listTrades(db: Queryable, leagueId: number, filter: TradeFilter = {}): Promise<Trade[]> {
  const rows = await db
    .select({ trade: trades, byName: proposedBy.name, toName: proposedTo.name })
    .from(trades)
    .innerJoin(proposedBy, eq(proposedBy.id, trades.proposedByTeamId))
    .innerJoin(proposedTo, eq(proposedTo.id, trades.proposedToTeamId))
    .where(
      and(
        eq(trades.leagueId, leagueId),
        filter.season === undefined ? undefined : eq(trades.season, filter.season),
        filter.tradeId === undefined ? undefined : eq(trades.id, filter.tradeId),
        filter.teamId === undefined ? undefined : or(eq(trades.proposedByTeamId, filter.teamId), eq(trades.proposedToTeamId, filter.teamId)),
      ),
    )
    .orderBy(desc(trades.proposedAt), desc(trades.id));
  if (rows.length === 0) return [];

  const items = await db
    .select()
    .from(tradeItems)
    .where(inArray(tradeItems.tradeId, rows.map((row) => row.trade.id)))
    .orderBy(asc(tradeItems.id));
  const itemsByTrade = new Map<number, TradeItem[]>();
  for (const item of items) itemsByTrade.set(item.tradeId, [...(itemsByTrade.get(item.tradeId) ?? []), toItem(item)]);

  return rows.map(({ trade, byName, toName }) => ({
    id: trade.id,
    proposedByTeamId: trade.proposedByTeamId,
    proposedToTeamId: trade.proposedToTeamId,
    proposedByTeam: { name: byName },
    proposedToTeam: { name: toName },
    proposedAt: trade.proposedAt.toISOString(),
    status: trade.status,
    season: trade.season,
    items: itemsByTrade.get(trade.id) ?? [],
  }));
}

/** Every season the league has trades in, newest first. */
export async function listTradeSeasons(db: Queryable, leagueId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ season: trades.season }).from(trades).where(eq(trades.leagueId, leagueId)).orderBy(desc(trades.season));
  return rows.map((row) => row.season);
}

/** Pending trades proposed to `teamId`: the ones that team's manager has to answer. */
export async function countPendingTradesFor(db: Queryable, leagueId: number, teamId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(trades)
    .where(and(eq(trades.leagueId, leagueId), eq(trades.proposedToTeamId, teamId), eq(trades.status, 'pending')));
  return row?.count ?? 0;
}

export async function findTrade(db: Queryable, leagueId: number, tradeId: number): Promise<Trade | null> {
  const [found] = await listTrades(db, leagueId, { tradeId });
  return found ?? null;
}

/**
 * The trade row, locked until the caller's transaction ends: a second accept on another
 * API instance waits here, then reads the status the first one committed.
 */
export async function lockTrade(db: Queryable, leagueId: number, tradeId: number): Promise<TradeRow | null> {
  const [row] = await db
    .select()
    .from(trades)
    .where(and(eq(trades.leagueId, leagueId), eq(trades.id, tradeId)))
    .for('update');
  return row ?? null;
}

export async function itemsOf(db: Queryable, tradeId: number): Promise<TradeItemRow[]> {
  return db.select().from(tradeItems).where(eq(tradeItems.tradeId, tradeId)).orderBy(asc(tradeItems.id));
}

export async function insertTrade(
  db: Queryable,
  trade: Pick<TradeRow, 'leagueId' | 'season' | 'proposedByTeamId' | 'proposedToTeamId' | 'proposedByUserId'>,
  items: Array<Omit<TradeItemRow, 'id' | 'tradeId'>>,
): Promise<{ trade: TradeRow; items: TradeItemRow[] }> {
  const [stored] = await db.insert(trades).values(trade).returning();
  if (!stored) throw new Error('insert answered no trade');
  const storedItems = await db
    .insert(tradeItems)
    .values(items.map((item) => ({ ...item, tradeId: stored.id })))
    .returning();
  return { trade: stored, items: storedItems };
}

export async function setTradeStatus(db: Queryable, tradeId: number, status: TradeRow['status'], userId: number): Promise<TradeRow> {
  const [row] = await db
    .update(trades)
    .set({ status, respondedAt: new Date(), respondedByUserId: userId })
    .where(eq(trades.id, tradeId))
    .returning();
  if (!row) throw new Error(`trade ${tradeId} vanished inside its transaction`);
  return row;
}
