import { idParams } from '../common';
import {
  pendingTradeCount,
  proposeTradeBody,
  respondTradeBody,
  trade,
  tradeList,
  tradeSeasonList,
  tradesQuery,
} from '../trades';
import { endpoint } from './endpoint';

/** The trade centre: any member reads; a manager acts for their own team, the commissioner for any. */
export const tradeEndpoints = {
  listTrades: endpoint({
    method: 'GET',
    path: '/api/trades',
    summary:
      'A page of trades, newest first, optionally of one season and one team; a Link header (rel="next") names the next page',
    tags: ['trades'],
    access: 'member',
    query: tradesQuery,
    success: { status: 200, schema: tradeList },
    refusals: [400, 401, 403, 404],
  }),
  listTradeSeasons: endpoint({
    method: 'GET',
    path: '/api/trades/seasons',
    summary: 'Every season the league has trades in, newest first',
    tags: ['trades'],
    access: 'member',
    success: { status: 200, schema: tradeSeasonList },
    refusals: [401, 403],
  }),
  countPendingTrades: endpoint({
    method: 'GET',
    path: '/api/trades/pending-count',
    summary: "How many pending trades wait for the caller's team to accept or reject (0 without a team)",
    tags: ['trades'],
    access: 'member',
    success: { status: 200, schema: pendingTradeCount },
    refusals: [401, 403],
  }),
  proposeTrade: endpoint({
    method: 'POST',
    path: '/api/trades',
    summary: 'Propose a trade in the current season (a manager from their own team; the commissioner for any)',
    tags: ['trades'],
    access: 'member',
    body: proposeTradeBody,
    success: { status: 201, schema: trade },
    refusals: [400, 401, 403, 404, 409],
    creates: true,
  }),
  respondToTrade: endpoint({
    method: 'PUT',
    path: '/api/trades/:id',
    summary: 'Accept, reject or cancel a pending trade; accepting moves every item at once',
    tags: ['trades'],
    access: 'member',
    params: idParams,
    body: respondTradeBody,
    success: { status: 200, schema: trade },
    refusals: [400, 401, 403, 404, 409],
  }),
};
