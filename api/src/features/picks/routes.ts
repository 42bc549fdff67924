import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchUpdatePicksBody, draftPickList, errorBody, generatePicksBody, picksQuery, setupResult } from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { batchUpdatePicks } from './pick-changes';
import lotteryRoutes from './lottery/routes';
import { generatePicks } from './pick-generator';
import { listPicks } from './pick-repository';

/** /api/picks: a year's draft picks; the commissioner reorders, reassigns and locks them, and runs the draft lottery. */
const pickRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "A year's draft picks by round, then position (empty last), then id",
        tags: ['picks'],
        querystring: picksQuery,
        response: { 200: draftPickList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listPicks(app.db, memberOf(request).leagueId, request.query.year),
  );

  app.post(
    '/generate',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Create future years' picks (rounds 1–5 for every team, held by itself) and ball rows; what exists is left alone (commissioner)",
        tags: ['picks'],
        body: generatePicksBody,
        response: { 200: setupResult, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => generatePicks(app.db, actorOf(request), request.body),
  );

  app.patch(
    '/batch',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Change picks' teams, positions and locks, all or none (commissioner)",
        tags: ['picks'],
        body: batchUpdatePicksBody,
        response: { 200: draftPickList, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => batchUpdatePicks(app.db, actorOf(request), request.body),
  );

  await app.register(lotteryRoutes, { prefix: '/lottery' });
};

export default pickRoutes;
