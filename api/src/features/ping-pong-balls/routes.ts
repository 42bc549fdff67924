import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ballAllocation, ballAllocationBody, errorBody, picksQuery, pingPongBallList, setPingPongBallsBody } from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { listPingPongBalls } from '../picks';
import { applyBallAllocation, previewBallAllocation } from './ball-allocation';
import { setPingPongBalls } from './ball-changes';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };

/**
 * /api/ping-pong-balls: each team's balls for a year's draft lottery (kept with the picks);
 * the commissioner sets them by hand or from last season's standings.
 */
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

  app.put(
    '/',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Set teams' balls for a year (0–100 each), all or none, audited (commissioner)",
        tags: ['picks'],
        body: setPingPongBallsBody,
        response: { 200: pingPongBallList, ...refusals },
      },
    },
    async (request) => setPingPongBalls(app.db, actorOf(request), request.body),
  );

  app.post(
    '/allocation/preview',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "What an allocation by last season's standings (worst first) would give each team; writes nothing (commissioner)",
        tags: ['picks'],
        body: ballAllocationBody,
        response: { 200: ballAllocation, ...refusals },
      },
    },
    async (request) => previewBallAllocation(app.db, actorOf(request).leagueId, request.body),
  );

  app.post(
    '/allocation',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Set every team's balls for a year by last season's standings, worst first, all or none, audited (commissioner)",
        tags: ['picks'],
        body: ballAllocationBody,
        response: { 200: pingPongBallList, ...refusals },
      },
    },
    async (request) => applyBallAllocation(app.db, actorOf(request), request.body),
  );
};

export default pingPongRoutes;
