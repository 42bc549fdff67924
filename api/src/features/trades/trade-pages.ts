import { httpErrors } from '@fastify/sensible';
import { type Trade, TRADE_PAGE_SIZE, type TradesQuery } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { findTeam } from '../teams';
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
  // A team or a cursor naming no row of the league is as missing as a path's id (docs/api.md §3):
  // an empty page would read as "no trades" or as the end of the history.
  if (filter.teamId !== undefined && !(await findTeam(db, leagueId, filter.teamId))) {
    throw httpErrors.notFound(`Team ${filter.teamId} not found`);
  }
  if (cursor !== undefined && !(await tradeExists(db, leagueId, cursor))) {
    throw httpErrors.notFound(`cursor ${cursor} names no trade of this league: start again from the first page`);
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
