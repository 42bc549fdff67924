import { httpErrors } from '@fastify/sensible';
import { type Trade, TRADE_PAGE_SIZE, type TradesQuery } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { listTradePage, tradeExists } from './trade-repository';

/**
 * GET /api/trades: one page of the history and the address of the next one (null on the
 * last page), with the same filters and page size, for the answer's `Link` header.
 */
export async function readTradePage(
  db: Queryable,
  leagueId: number,
  query: TradesQuery,
): Promise<{ trades: Trade[]; next: string | null }> {
  const { cursor, limit, ...filter } = query;
  // A cursor naming no trade of the league would answer an empty page as if the history ended there.
  if (cursor !== undefined && !(await tradeExists(db, leagueId, cursor))) {
    throw httpErrors.badRequest(`cursor ${cursor} names no trade of this league: start again from the first page`);
  }
  const page = await listTradePage(db, leagueId, filter, { cursor, limit: limit ?? TRADE_PAGE_SIZE });
  if (page.nextCursor === null) return { trades: page.trades, next: null };
  const next = new URLSearchParams();
  if (filter.season !== undefined) next.set('season', String(filter.season));
  if (filter.teamId !== undefined) next.set('teamId', String(filter.teamId));
  if (limit !== undefined) next.set('limit', String(limit));
  next.set('cursor', String(page.nextCursor));
  return { trades: page.trades, next: `/api/trades?${next}` };
}
