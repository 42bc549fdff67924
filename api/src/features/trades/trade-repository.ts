import { and, asc, count, desc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Trade, TradeItem } from 'shared-contracts';
import { isLeagueRow } from '../../db/league-row';
import type { Queryable } from '../../db/client';
import { teams, tradeItems, trades, tradeTeams, tradeVetoes } from '../../db/schema';
import { type Party, partiesOf } from './trade-parties';

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
/** A page: `limit` trades after the trade `cursor` (its id) in the list's order. */
export type TradePageRequest = { cursor?: number; limit: number };
export type TradePage = { trades: Trade[]; nextCursor: number | null };

/** Trades with their teams' names and their items, newest first. */
export async function listTrades(db: Queryable, leagueId: number, filter: TradeFilter = {}): Promise<Trade[]> {
  return selectTrades(db, leagueId, filter);
}

/**
 * One page of the history, newest first. The cursor is the last trade the caller has; the
 * page starts after it by (proposed at, id), the list's own order, compared inside the
 * database at its full precision, so no trade repeats or goes missing between pages. One
 * row more than asked tells whether another page follows.
 */
export async function listTradePage(
  db: Queryable,
  leagueId: number,
  filter: TradeFilter,
  page: TradePageRequest,
): Promise<TradePage> {
  const rows = await selectTrades(db, leagueId, filter, { ...page, limit: page.limit + 1 });
  const trades = rows.slice(0, page.limit);
  return { trades, nextCursor: rows.length > page.limit ? (trades.at(-1)?.id ?? null) : null };
}

/** Whether `tradeId` is a trade of the league (a cursor must name one). */
export async function tradeExists(db: Queryable, leagueId: number, tradeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.leagueId, leagueId), eq(trades.id, tradeId)));
  return row !== undefined;
}

async function selectTrades(
  db: Queryable,
  leagueId: number,
  filter: TradeFilter,
  page?: { cursor?: number; limit: number },
): Promise<Trade[]> {
  const afterCursor =
    page?.cursor === undefined
      ? undefined
      : sql`(${trades.proposedAt}, ${trades.id}) < (select c.proposed_at, c.id from ${trades} c where c.id = ${page.cursor} and c.league_id = ${leagueId})`;
  const query = db
    .select({ trade: trades, byName: proposedBy.name, toName: proposedTo.name })
    .from(trades)
    .innerJoin(proposedBy, eq(proposedBy.id, trades.proposedByTeamId))
    .innerJoin(proposedTo, eq(proposedTo.id, trades.proposedToTeamId))
    .where(
      and(
        eq(trades.leagueId, leagueId),
        filter.season === undefined ? undefined : eq(trades.season, filter.season),
        filter.tradeId === undefined ? undefined : eq(trades.id, filter.tradeId),
        filter.teamId === undefined
          ? undefined
          : or(
              eq(trades.proposedByTeamId, filter.teamId),
              eq(trades.proposedToTeamId, filter.teamId),
              inTradeTeams(leagueId, filter.teamId),
            ),
        afterCursor,
      ),
    )
    .orderBy(desc(trades.proposedAt), desc(trades.id));
  const rows = page ? await query.limit(page.limit) : await query;
  if (rows.length === 0) return [];

  const items = await db
    .select()
    .from(tradeItems)
    .where(
      inArray(
        tradeItems.tradeId,
        rows.map((row) => row.trade.id),
      ),
    )
    .orderBy(asc(tradeItems.id));
  // The counter-offers that closed the page's trades, read apart as the items are: one lookup
  // for the page by the unique index on counters_trade_id, the page's own query unchanged.
  const pageIds = rows.map((row) => row.trade.id);
  const counters = await db
    .select({ id: trades.id, countersTradeId: trades.countersTradeId })
    .from(trades)
    .where(and(eq(trades.leagueId, leagueId), inArray(trades.countersTradeId, pageIds)));
  const counteredBy = new Map(counters.map((counter) => [counter.countersTradeId, counter.id]));
  // The vetoes of the page's reviewed trades: the votes a review shows while it runs and after.
  const reviewed = rows.filter((row) => row.trade.reviewMode !== null).map((row) => row.trade.id);
  const vetoes =
    reviewed.length === 0
      ? []
      : await db
          .select({ tradeId: tradeVetoes.tradeId, teamId: tradeVetoes.teamId })
          .from(tradeVetoes)
          .where(inArray(tradeVetoes.tradeId, reviewed))
          .orderBy(asc(tradeVetoes.at), asc(tradeVetoes.teamId));
  const stored = await storedParties(db, leagueId, pageIds);
  const teamNames = new Map(
    (await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId))).map(
      (team) => [team.id, team.name],
    ),
  );
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
    note: trade.note,
    countersTradeId: trade.countersTradeId,
    counteredByTradeId: counteredBy.get(trade.id) ?? null,
    review:
      trade.reviewMode === null || trade.reviewMode === 'immediate'
        ? null
        : {
            mode: trade.reviewMode,
            endsAt: trade.reviewEndsAt?.toISOString() ?? null,
            threshold: trade.vetoThreshold,
            vetoTeamIds: vetoes.filter((veto) => veto.tradeId === trade.id).map((veto) => veto.teamId),
          },
    teams: partiesOf(trade, stored.get(trade.id) ?? []).map((party) => ({
      teamId: party.teamId,
      name: teamNames.get(party.teamId) ?? `team ${party.teamId}`,
      acceptedAt: party.acceptedAt?.toISOString() ?? null,
    })),
  }));
}

/** Every season the league has trades in, newest first. */
export async function listTradeSeasons(db: Queryable, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ season: trades.season })
    .from(trades)
    .where(eq(trades.leagueId, leagueId))
    .orderBy(desc(trades.season));
  return rows.map((row) => row.season);
}

/** A trade names `teamId` among its stored teams (a third or fourth team is named nowhere else). */
const inTradeTeams = (leagueId: number, teamId: number, waiting = false) =>
  sql`exists (select 1 from ${tradeTeams} where ${tradeTeams.leagueId} = ${leagueId} and ${tradeTeams.tradeId} = ${trades.id} and ${tradeTeams.teamId} = ${teamId}${waiting ? sql` and ${tradeTeams.acceptedAt} is null` : sql``})`;

/**
 * Pending trades waiting for `teamId`'s answer: the ones that team's manager has to accept or
 * reject. A trade with stored teams waits for each team that has not accepted; one without
 * (proposed before trades named their teams) waits for the team it was proposed to.
 */
export async function countPendingTradesFor(db: Queryable, leagueId: number, teamId: number): Promise<number> {
  const legacy = and(
    eq(trades.proposedToTeamId, teamId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(tradeTeams)
        .where(and(eq(tradeTeams.leagueId, trades.leagueId), eq(tradeTeams.tradeId, trades.id))),
    ),
  );
  const [row] = await db
    .select({ count: count() })
    .from(trades)
    .where(
      and(
        eq(trades.leagueId, leagueId),
        eq(trades.status, 'pending'),
        or(legacy, inTradeTeams(leagueId, teamId, true)),
      ),
    );
  return row?.count ?? 0;
}

/** The stored teams of each trade, by trade id (none for a trade proposed before they were stored). */
export async function storedParties(
  db: Queryable,
  leagueId: number,
  tradeIds: number[],
): Promise<Map<number, Party[]>> {
  const byTrade = new Map<number, Party[]>();
  if (tradeIds.length === 0) return byTrade;
  const rows = await db
    .select()
    .from(tradeTeams)
    .where(and(eq(tradeTeams.leagueId, leagueId), inArray(tradeTeams.tradeId, tradeIds)))
    .orderBy(asc(tradeTeams.tradeId), asc(tradeTeams.position));
  for (const row of rows)
    byTrade.set(row.tradeId, [
      ...(byTrade.get(row.tradeId) ?? []),
      { teamId: row.teamId, position: row.position, acceptedAt: row.acceptedAt },
    ]);
  return byTrade;
}

/** The trade's parties (the caller holds the trade's lock when it will act on them). */
export async function partiesOfTrade(db: Queryable, trade: TradeRow): Promise<Party[]> {
  return partiesOf(trade, (await storedParties(db, trade.leagueId, [trade.id])).get(trade.id) ?? []);
}

/**
 * Records the teams' acceptance (the caller holds the trade's lock). A trade without stored
 * teams gets them now, so its parties read the same ever after.
 */
export async function recordAcceptance(
  db: Queryable,
  trade: TradeRow,
  parties: readonly Party[],
  teamIds: readonly number[],
  userId: number,
): Promise<void> {
  const now = new Date();
  await db
    .insert(tradeTeams)
    .values(
      parties.map((party) => ({
        leagueId: trade.leagueId,
        tradeId: trade.id,
        teamId: party.teamId,
        position: party.position,
        acceptedAt: teamIds.includes(party.teamId) ? now : party.acceptedAt,
        acceptedByUserId: teamIds.includes(party.teamId) ? userId : null,
      })),
    )
    .onConflictDoUpdate({
      target: [tradeTeams.leagueId, tradeTeams.tradeId, tradeTeams.teamId],
      set: {
        acceptedAt: sql`coalesce(${tradeTeams.acceptedAt}, excluded.accepted_at)`,
        acceptedByUserId: sql`coalesce(${tradeTeams.acceptedByUserId}, excluded.accepted_by_user_id)`,
      },
    });
}

/**
 * Locks the proposing team's row until the transaction ends, so two proposals from one team
 * at the same moment count each other's pending trades one after the other. The lock is
 * `for no key update`, not `for update`: the trade row's foreign keys take a key-share lock
 * on both teams, and `for update` would conflict with it, so two opposite proposals (A to B
 * and B to A at once) would each hold one team and wait for the other's: a deadlock, answered
 * 500. `for no key update` still queues two proposals of one team but lets any trade refer
 * to the team (docs/api.md §10).
 */
export async function lockProposingTeam(db: Queryable, leagueId: number, teamId: number): Promise<void> {
  await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), eq(teams.id, teamId)))
    .for('no key update');
}

/** Pending trades `teamId` has proposed: what the cap on open offers counts. */
export async function countPendingTradesBy(db: Queryable, leagueId: number, teamId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(trades)
    .where(and(eq(trades.leagueId, leagueId), eq(trades.proposedByTeamId, teamId), eq(trades.status, 'pending')));
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

export async function itemsOf(db: Queryable, trade: Pick<TradeRow, 'id' | 'leagueId'>): Promise<TradeItemRow[]> {
  return db
    .select()
    .from(tradeItems)
    .where(and(eq(tradeItems.leagueId, trade.leagueId), eq(tradeItems.tradeId, trade.id)))
    .orderBy(asc(tradeItems.id));
}

export async function insertTrade(
  db: Queryable,
  trade: Pick<
    TradeRow,
    'leagueId' | 'season' | 'proposedByTeamId' | 'proposedToTeamId' | 'proposedByUserId' | 'note' | 'countersTradeId'
  >,
  items: Array<Omit<TradeItemRow, 'id' | 'leagueId' | 'tradeId'>>,
  teamIds: readonly number[] = [trade.proposedByTeamId, trade.proposedToTeamId],
): Promise<{ trade: TradeRow; items: TradeItemRow[]; teamIds: number[] }> {
  const [stored] = await db.insert(trades).values(trade).returning();
  if (!stored) throw new Error('insert answered no trade');
  const storedItems = await db
    .insert(tradeItems)
    .values(items.map((item) => ({ ...item, leagueId: stored.leagueId, tradeId: stored.id })))
    .returning();
  // Every team of the trade; the proposer's has accepted by proposing.
  await db.insert(tradeTeams).values(
    teamIds.map((teamId, position) => ({
      leagueId: stored.leagueId,
      tradeId: stored.id,
      teamId,
      position,
      acceptedAt: position === 0 ? stored.proposedAt : null,
      acceptedByUserId: position === 0 ? stored.proposedByUserId : null,
    })),
  );
  return { trade: stored, items: storedItems, teamIds: [...teamIds] };
}

export async function setTradeStatus(
  db: Queryable,
  trade: Pick<TradeRow, 'id' | 'leagueId'>,
  status: TradeRow['status'],
  userId: number,
): Promise<TradeRow> {
  const [row] = await db
    .update(trades)
    .set({ status, respondedAt: new Date(), respondedByUserId: userId })
    .where(isLeagueRow(trades, trade))
    .returning();
  if (!row) throw new Error(`trade ${trade.id} vanished inside its transaction`);
  return row;
}
