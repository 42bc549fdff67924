import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** The league's live stream (docs/api.md §20): any member opens it. */
export const eventEndpoints = {
  streamEvents: endpoint({
    method: 'GET',
    path: '/api/events',
    summary:
      "The league's events as Server-Sent Events (text/event-stream): the activity feed's items and new scores, each with its audit id; Last-Event-ID resumes after it",
    tags: ['activity'],
    access: 'member',
    // The body is a stream of events, never one JSON document: its events' schemas are
    // shared-contracts/live-events (the route writes them itself, past the serializer).
    success: { status: 200, schema: z.string() },
    refusals: [400, 401, 403, 429],
    streams: true,
  }),
};
