import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { listPingPongBalls } from '../picks';
import { applyBallAllocation, previewBallAllocation } from './ball-allocation';
import { setPingPongBalls } from './ball-changes';

/**
 * /api/ping-pong-balls: each team's balls for a year's draft lottery (kept with the picks);
 * the commissioner sets them by hand or from last season's standings.
 */
const pingPongRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listPingPongBalls, async (request) =>
    listPingPongBalls(app.db, memberOf(request).leagueId, request.query.year),
  );

  route(app, endpoints.setPingPongBalls, async (request) => setPingPongBalls(app.db, actorOf(request), request.body));

  route(app, endpoints.previewBallAllocation, async (request) =>
    previewBallAllocation(app.db, actorOf(request).leagueId, request.body),
  );

  route(app, endpoints.allocateBalls, async (request) => applyBallAllocation(app.db, actorOf(request), request.body));
};

export default pingPongRoutes;
