import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../plugins/endpoint-route';
import { actorOf, memberOf } from '../../plugins/access';
import { findLeague } from '../league';
import { groupByTeam, requestedTeamIds } from '../teams';
import { upsertPlayers } from './player-import';
import { playerWeeks } from './player-points';
import { listPlayers } from './player-repository';
import { batchUpdatePlayers, createPlayer } from './player-writes';

/**
 * docs/decisions.md §17: a CSV import of up to 25,000 players arrives in one body of up to
 * 16 MB (a 20,000-row book the screen sends is about 5 MB; the room is for long names and teams).
 */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * /api/players: the keeper and auction book, one year at a time, with each player's points
 * (and his weeks' at /api/players/{playerId}/points), and GET /api/teams/players: each team's
 * players in a season. Writes are the commissioner's.
 */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listPlayers, async (request) =>
    listPlayers(app.db, memberOf(request).leagueId, request.query.year),
  );

  route(app, endpoints.createPlayer, async (request, reply) =>
    reply.code(201).send(await createPlayer(app.db, actorOf(request), request.body)),
  );

  route(app, endpoints.updatePlayers, async (request) => batchUpdatePlayers(app.db, actorOf(request), request.body));

  route(app, endpoints.upsertPlayers, async (request) => upsertPlayers(app.db, actorOf(request), request.body), {
    bodyLimit: IMPORT_BODY_LIMIT,
  });

  route(app, endpoints.getPlayerPoints, async (request) =>
    playerWeeks(app.db, memberOf(request).leagueId, request.params.playerId),
  );

  route(app, endpoints.listTeamPlayers, async (request) => {
    const { leagueId } = memberOf(request);
    const teamIds = await requestedTeamIds(app.db, leagueId, request.query.teamIds);
    const season = request.query.season ?? (await findLeague(app.db, leagueId))?.currentSeason;
    if (season === undefined) throw app.httpErrors.notFound('League not found');
    return groupByTeam(teamIds, await listPlayers(app.db, leagueId, season, teamIds), (found) => found.teamId);
  });
};

export default playerRoutes;
