import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, generateScheduleBody, idParams, scheduleMatchup, scheduleResponse, seasonParams, setupResult, updateMatchupBody } from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { changeMatchupTeam, moveMatchup } from './schedule-edits';
import { generateSchedule } from './schedule-generator';
import { findScheduleMatchup, listSchedule } from './schedule-repository';

/** /api/schedule: a season's games, and the commissioner's edits to them. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:season',
    {
      schema: {
        summary: "A season's games, ordered by week, then position",
        tags: ['schedule'],
        params: seasonParams,
        response: { 200: scheduleResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ matchups: await listSchedule(app.db, memberOf(request).leagueId, request.params.season) }),
  );

  app.post(
    '/generate',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: "Generate a season's schedule: a balanced round robin over weeks 1..weeks (commissioner; a season with games is refused)",
        tags: ['schedule'],
        body: generateScheduleBody,
        response: { 201: setupResult, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await generateSchedule(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/matchups/:id',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: 'Move a game ({weekNumber, position}: insert and renumber both weeks) or change one of its teams (commissioner)',
        tags: ['schedule'],
        params: idParams,
        body: updateMatchupBody,
        response: { 200: scheduleMatchup, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const body = request.body;
      if (body.weekNumber !== undefined && body.position !== undefined) {
        await moveMatchup(app.db, actor, id, { weekNumber: body.weekNumber, position: body.position });
      } else if (body.homeTeamId !== undefined) {
        await changeMatchupTeam(app.db, actor, id, 'home', body.homeTeamId);
      } else {
        await changeMatchupTeam(app.db, actor, id, 'away', body.awayTeamId as number);
      }
      const updated = await findScheduleMatchup(app.db, actor.leagueId, id);
      if (!updated) throw app.httpErrors.notFound('Matchup not found');
      return updated;
    },
  );
};

export default scheduleRoutes;
