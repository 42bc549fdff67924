import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, picksQuery, pingPongBallList } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { listPingPongBalls } from '../picks';

/** /api/ping-pong-balls: each team's balls for a year's draft lottery (kept with the picks). */
const pingPongRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "Each team's ping pong balls for a year, in team order",
        tags: ['picks'],
        querystring: picksQuery,
        response: { 200: pingPongBallList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listPingPongBalls(app.db, memberOf(request).leagueId, request.query.year),
  );
};

export default pingPongRoutes;
