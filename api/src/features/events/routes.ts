import { httpErrors } from '@fastify/sensible';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { lastEventIdHeader } from 'shared-contracts/live-events';
import { memberOf } from '../../plugins/access';
import { route } from '../../plugins/endpoint-route';
import { DEFAULT_EVENT_HUB_OPTIONS, EventHub, type EventHubOptions } from './event-hub';
import { openEventStream } from './event-stream';

export type EventRoutesOptions = { hub?: Partial<EventHubOptions> };

/**
 * /api/events: the league's live stream (docs/api.md §20). One hub for the instance hears the
 * database's announcements through the database plugin's one listening connection.
 */
const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const hub = new EventHub(app.db, app.log, { ...DEFAULT_EVENT_HUB_OPTIONS, ...options.hub });
  app.onDatabaseChange(hub);
  // Before the server stops waiting for its connections: an open stream would hold it open.
  app.addHook('preClose', async () => hub.close());

  route(app, endpoints.streamEvents, async (request, reply) => {
    const member = memberOf(request);
    const header = request.headers['last-event-id'];
    let lastEventId: number | null = null;
    if (header !== undefined) {
      const parsed = lastEventIdHeader.safeParse(header);
      if (!parsed.success) throw httpErrors.badRequest(parsed.error.issues[0]?.message ?? 'Last-Event-ID is not an id');
      lastEventId = parsed.data;
    }
    if (!hub.reserve(member.userId))
      throw httpErrors.tooManyRequests(
        'You have too many live streams open: close a tab of this site, or wait for one to end',
      );
    const sink = openEventStream(reply);
    const close = hub.open(member.leagueId, member.userId, lastEventId, sink);
    reply.raw.on('close', close);
  });
};

export default eventRoutes;
