import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordEndpoints as endpoints } from 'shared-contracts/record-book';
import { actorOf, memberOf } from '../../plugins/access';
import { route } from '../../plugins/endpoint-route';
import { readPlayoffFormat, readRecordBook, savePlayoffFormat } from './records';

/** /api/records: the league's record book (any member) and its playoff format (the commissioner sets it). */
const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.getRecordBook, async (request) => readRecordBook(app.db, memberOf(request).leagueId));

  route(app, endpoints.getPlayoffFormat, async (request) => readPlayoffFormat(app.db, memberOf(request).leagueId));

  route(app, endpoints.setPlayoffFormat, async (request) => savePlayoffFormat(app.db, actorOf(request), request.body));
};

export default recordRoutes;
