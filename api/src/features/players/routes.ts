import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchUpdatePlayersBody,
  createPlayerBody,
  errorBody,
  player,
  playerList,
  playersQuery,
  upsertPlayersBody,
  upsertPlayersResult,
} from 'shared-contracts';
import { actorOf, memberOf } from '../../plugins/access';
import { upsertPlayers } from './player-import';
import { listPlayers } from './player-repository';
import { batchUpdatePlayers, createPlayer } from './player-writes';

/** DESIGN.md §6: a CSV import of thousands of players arrives in one body of up to 10 MB. */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** /api/players: the keeper and auction book, one year at a time. Writes are the commissioner's. */
const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: "A year's players, in name order",
        tags: ['players'],
        querystring: playersQuery,
        response: { 200: playerList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listPlayers(app.db, memberOf(request).leagueId, request.query.year),
  );

  app.post(
    '/',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: 'Add a player to a year (commissioner)',
        tags: ['players'],
        body: createPlayerBody,
        response: { 201: player, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlayer(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/batch',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: 'Change several players at once, all or none (commissioner)',
        tags: ['players'],
        body: batchUpdatePlayersBody,
        response: { 200: playerList, ...errors },
      },
    },
    async (request) => batchUpdatePlayers(app.db, actorOf(request), request.body),
  );

  app.post(
    '/upsert',
    {
      config: { access: 'commissioner' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import players: update by id or name, create the rest, all or none (commissioner)',
        tags: ['players'],
        body: upsertPlayersBody,
        response: { 200: upsertPlayersResult, ...errors },
      },
    },
    async (request) => upsertPlayers(app.db, actorOf(request), request.body),
  );
};

export default playerRoutes;
