import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams, pendingTradeCount, proposeTradeBody, respondTradeBody, trade, tradeList, tradeSeasonList, tradesQuery } from 'shared-contracts';
import { readTradePage } from './trade-pages';
import { memberOf } from '../../plugins/access';
import { proposeTrade } from './trade-proposal';
import { countPendingTradesFor, listTradeSeasons } from './trade-repository';
import { respondToTrade } from './trade-responses';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const readErrors = { 401: errorBody, 403: errorBody };

/** /api/trades: the trade centre. Any member reads; managers act for their own team. */
const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'A page of trades, newest first, optionally of one season and one team; a Link header (rel="next") names the next page',
        tags: ['trades'],
        querystring: tradesQuery,
        response: { 200: tradeList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const page = await readTradePage(app.db, memberOf(request).leagueId, request.query);
      if (page.next) reply.header('Link', `<${page.next}>; rel="next"`);
      return page.trades;
    },
  );

  app.get(
    '/seasons',
    {
      schema: { summary: 'Every season the league has trades in, newest first', tags: ['trades'], response: { 200: tradeSeasonList, ...readErrors } },
    },
    async (request) => listTradeSeasons(app.db, memberOf(request).leagueId),
  );

  app.get(
    '/pending-count',
    {
      schema: {
        summary: "How many pending trades wait for the caller's team to accept or reject (0 without a team)",
        tags: ['trades'],
        response: { 200: pendingTradeCount, ...readErrors },
      },
    },
    async (request) => {
      const member = memberOf(request);
      return { count: member.teamId === null ? 0 : await countPendingTradesFor(app.db, member.leagueId, member.teamId) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: "Propose a trade in the current season (a manager from their own team; the commissioner for any)",
        tags: ['trades'],
        body: proposeTradeBody,
        response: { 201: trade, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await proposeTrade(app.db, memberOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: 'Accept, reject or cancel a pending trade; accepting moves every item at once',
        tags: ['trades'],
        params: idParams,
        body: respondTradeBody,
        response: { 200: trade, ...errors },
      },
    },
    async (request) => respondToTrade(app.db, memberOf(request), request.params.id, request.body.action),
  );
};

export default tradeRoutes;
