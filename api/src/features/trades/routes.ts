import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { readTradePage } from './trade-pages';
import { actorOf, memberOf } from '../../plugins/access';
import { proposeTrade } from './trade-proposal';
import { countPendingTradesFor, listTradeSeasons } from './trade-repository';
import { respondToTrade } from './trade-responses';
import { readReviewRule, writeReviewRule } from './review-rule-repository';
import { REVIEW_INTERVAL_MS, startReviewTimer } from './review-timer';
import { castVeto, decideTrade, withdrawVeto } from './trade-review';

/**
 * /api/trades: the trade centre. Any member reads; managers act for their own team; the
 * league's review of accepted trades (docs/screens/trades.md §4.7), whose due reviews each
 * instance ends on a timer (`reviewIntervalMs`, 0 for none).
 */
const tradeRoutes: FastifyPluginAsyncZod<{ reviewIntervalMs?: number }> = async (
  app,
  { reviewIntervalMs = REVIEW_INTERVAL_MS },
) => {
  if (reviewIntervalMs > 0) startReviewTimer(app, reviewIntervalMs);

  route(app, endpoints.getTradeReviewRule, async (request) => readReviewRule(app.db, memberOf(request).leagueId));

  route(app, endpoints.setTradeReviewRule, async (request) => writeReviewRule(app.db, actorOf(request), request.body));

  route(app, endpoints.vetoTrade, async (request) => castVeto(app.db, memberOf(request), request.params.id));

  route(app, endpoints.withdrawTradeVeto, async (request) =>
    withdrawVeto(app.db, memberOf(request), request.params.id),
  );

  route(app, endpoints.decideTrade, async (request) =>
    decideTrade(app.db, memberOf(request), request.params.id, request.body.decision),
  );

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
    respondToTrade(app.db, memberOf(request), request.params.id, request.body.action, request.body.teamId),
  );
};

export default tradeRoutes;
