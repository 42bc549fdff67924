import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { listFaabBalances, setFaabBalances } from './faab-balances';

/** /api/faab: each team's free-agent budget for a season, what trades move; the commissioner sets it. */
const faabRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listFaabBalances, async (request) =>
    listFaabBalances(app.db, memberOf(request).leagueId, request.query.season),
  );

  route(app, endpoints.setFaabBalances, async (request) => setFaabBalances(app.db, actorOf(request), request.body));
};

export default faabRoutes;
