import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { readTradePage } from './trade-pages';
import { memberOf } from '../../plugins/access';
import { proposeTrade } from './trade-proposal';
import { countPendingTradesFor, listTradeSeasons } from './trade-repository';
import { respondToTrade } from './trade-responses';

/** /api/trades: the trade centre. Any member reads; managers act for their own team. */
const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listTrades, async (request, reply) => {
    const page = await readTradePage(app.db, memberOf(request).leagueId, request.query);
    if (page.next) reply.header('Link', `<${page.next}>; rel="next"`);
    return page.trades;
  });

  route(app, endpoints.listTradeSeasons, async (request) => listTradeSeasons(app.db, memberOf(request).leagueId));

  route(app, endpoints.countPendingTrades, async (request) => {
    const member = memberOf(request);
    return { count: member.teamId === null ? 0 : await countPendingTradesFor(app.db, member.leagueId, member.teamId) };
  });

  route(app, endpoints.proposeTrade, async (request, reply) =>
    reply.code(201).send(await proposeTrade(app.db, memberOf(request), request.body)),
  );

  route(app, endpoints.respondToTrade, async (request) =>
    respondToTrade(app.db, memberOf(request), request.params.id, request.body.action),
  );
};

export default tradeRoutes;
