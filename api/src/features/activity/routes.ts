import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { memberOf } from '../../plugins/access';
import { route } from '../../plugins/endpoint-route';
import { readActivityPage } from './activity-pages';

/** /api/activity: the league's feed, read from its audit log. Any member reads it. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.listActivity, async (request, reply) => {
    const page = await readActivityPage(app.db, memberOf(request).leagueId, request.query);
    if (page.next) reply.header('Link', `<${page.next}>; rel="next"`);
    return page.items;
  });
};

export default activityRoutes;
