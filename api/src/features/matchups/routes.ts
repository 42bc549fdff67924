import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, seasonMatchupsResponse, seasonParams, standingsResponse, weekMatchupsResponse, weekParams, weekQuery } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { seasonMatchups, weekMatchups } from './matchup-repository';
import { seasonStandings } from './records';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody };

/** /api/matchups: standings and games as the dashboard reads them (snake_case where SPEC says so). */
const matchupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/standings/:season',
    {
      schema: {
        summary: "A season's standings: every team, by win percentage (a tie counts half), then total points",
        tags: ['matchups'],
        params: seasonParams,
        response: { 200: standingsResponse, ...failures },
      },
    },
    async (request) => ({ teams: await seasonStandings(app.db, memberOf(request).leagueId, request.params.season) }),
  );

  app.get(
    '/week/:week',
    {
      schema: {
        summary: "A week's games of a season, with both teams, in schedule order",
        tags: ['matchups'],
        params: weekParams,
        querystring: weekQuery,
        response: { 200: weekMatchupsResponse, ...failures },
      },
    },
    async (request) => ({
      matchups: await weekMatchups(app.db, memberOf(request).leagueId, request.query.season, request.params.week),
    }),
  );

  app.get(
    '/season/:season',
    {
      schema: {
        summary: "A season's games by team id, ordered by week, then position",
        tags: ['matchups'],
        params: seasonParams,
        response: { 200: seasonMatchupsResponse, ...failures },
      },
    },
    async (request) => ({ matchups: await seasonMatchups(app.db, memberOf(request).leagueId, request.params.season) }),
  );
};

export default matchupRoutes;
