import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTeamBody, errorBody, idParams, team, teamsQuery, teamsResponse, updateTeamBody } from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { teamsWithRecords } from '../matchups';
import teamDraftPicksRoutes from './draft-picks-routes';
import teamPlayersRoutes from './players-routes';
import { createTeam, removeTeam, updateTeam } from './team-editor';
import { listTeams } from './team-repository';

/**
 * /api/teams: the league's teams (with ?season= each also carries that season's record), and
 * what each team holds: its players and its draft picks. The commissioner creates, renames
 * and removes teams (one with history can only be renamed).
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamPlayersRoutes);
  await app.register(teamDraftPicksRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: "The league's teams, in id order; with a season, each team's wins, losses, ties and total points",
        tags: ['teams'],
        querystring: teamsQuery,
        response: { 200: teamsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { leagueId } = memberOf(request);
      const { season } = request.query;
      return season === undefined ? listTeams(app.db, leagueId) : teamsWithRecords(app.db, leagueId, season);
    },
  );

  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  app.post(
    '/',
    {
      config: { access: 'commissioner' },
      schema: { summary: 'Create a team; without an abbreviation one is derived from its name (commissioner)', tags: ['teams'], body: createTeamBody, response: { 201: team, ...failures } },
    },
    async (request, reply) => reply.code(201).send(await createTeam(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { access: 'commissioner' },
      schema: { summary: "Rename a team, or change its manager's name or its abbreviation (commissioner)", tags: ['teams'], params: idParams, body: updateTeamBody, response: { 200: team, ...failures } },
    },
    async (request) => updateTeam(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'commissioner' },
      schema: { summary: 'Remove a team without history: no games, picks, trades or players (commissioner)', tags: ['teams'], params: idParams, response: { 204: z.null(), ...failures } },
    },
    async (request, reply) => {
      await removeTeam(app.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default teamRoutes;
