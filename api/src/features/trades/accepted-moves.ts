import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tradeItems, tradeTeams, trades } from '../../db/schema';

/**
 * A trade accepted in the app, as another feature names it: which, when, and between which
 * teams, every one of a trade of three or four (the proposer first, in the trade's order).
 */
export type AcceptedTrade = { id: number; acceptedAt: Date; teamIds: number[] };

/** The accepted trades of a season that moved each player (by player id) and each team's FAAB (by team id), oldest first. */
export type AcceptedMoves = { players: Map<number, AcceptedTrade[]>; faab: Map<number, AcceptedTrade[]> };

/**
 * Every trade of the season accepted in the app, by what it moved: a player item names the
 * player's row, a FAAB item both teams' balances (one gave, the other got). An import reads
 * these to tell which of the provider's answers would undo one (docs/leagues.md §5).
 */
export async function acceptedTradeMoves(db: Queryable, leagueId: number, season: number): Promise<AcceptedMoves> {
  const rows = await db
    .select({
      id: trades.id,
      acceptedAt: trades.respondedAt,
      proposedByTeamId: trades.proposedByTeamId,
      proposedToTeamId: trades.proposedToTeamId,
      itemType: tradeItems.itemType,
      itemId: tradeItems.itemId,
      fromTeamId: tradeItems.fromTeamId,
      toTeamId: tradeItems.toTeamId,
    })
    .from(tradeItems)
    .innerJoin(trades, and(eq(trades.leagueId, tradeItems.leagueId), eq(trades.id, tradeItems.tradeId)))
    .where(
      and(
        eq(trades.leagueId, leagueId),
        eq(trades.season, season),
        eq(trades.status, 'accepted'),
        inArray(tradeItems.itemType, ['player', 'faab']),
      ),
    )
    .orderBy(asc(trades.respondedAt), asc(trades.id));
  const teamsOf = await tradeTeamIds(
    db,
    leagueId,
    rows.map((row) => row.id),
  );
  const moves: AcceptedMoves = { players: new Map(), faab: new Map() };
  const add = (map: Map<number, AcceptedTrade[]>, key: number, trade: AcceptedTrade) => {
    const list = map.get(key) ?? [];
    if (list.at(-1)?.id !== trade.id) list.push(trade);
    map.set(key, list);
  };
  for (const row of rows) {
    if (!row.acceptedAt) continue;
    const trade = {
      id: row.id,
      acceptedAt: row.acceptedAt,
      // A trade accepted before trades stored their teams has just its two.
      teamIds: teamsOf.get(row.id) ?? [row.proposedByTeamId, row.proposedToTeamId],
    };
    if (row.itemType === 'player' && row.itemId !== null) add(moves.players, row.itemId, trade);
    if (row.itemType === 'faab') {
      add(moves.faab, row.fromTeamId, trade);
      add(moves.faab, row.toTeamId, trade);
    }
  }
  return moves;
}

/** Every team of each trade, in the trade's order. */
async function tradeTeamIds(db: Queryable, leagueId: number, tradeIds: number[]): Promise<Map<number, number[]>> {
  const byTrade = new Map<number, number[]>();
  if (tradeIds.length === 0) return byTrade;
  const rows = await db
    .select({ tradeId: tradeTeams.tradeId, teamId: tradeTeams.teamId })
    .from(tradeTeams)
    .where(and(eq(tradeTeams.leagueId, leagueId), inArray(tradeTeams.tradeId, [...new Set(tradeIds)])))
    .orderBy(asc(tradeTeams.tradeId), asc(tradeTeams.position));
  for (const row of rows) byTrade.set(row.tradeId, [...(byTrade.get(row.tradeId) ?? []), row.teamId]);
  return byTrade;
}

/** The latest of `list` accepted after `since` (any, without it); null when none. */
export function latestAcceptedSince(list: readonly AcceptedTrade[] | undefined, since: Date | undefined) {
  const after = (list ?? []).filter((trade) => !since || trade.acceptedAt > since);
  return after.at(-1) ?? null;
}
