import { z } from 'zod/mini';
import { activityItem } from './activity';
import { digits, INT4_MAX } from './common';

/**
 * The live stream of the league (GET /api/events, docs/api.md §20): Server-Sent Events, each
 * `event:` one of these names, `data:` one line of JSON, and `id:` the audit entry it tells of.
 * Kept out of the main entry: only the stream client, loaded after the first view, reads them.
 */
export const liveEventName = z.enum(['ready', 'activity', 'scores', 'reset']);
export type LiveEventName = z.infer<typeof liveEventName>;

/** `activity`: an item exactly as the activity feed shows it (the same words, the same sanitising). */
export const activityEvent = activityItem;

/** `scores`: the provider refresh changed scores of these weeks of the season (no feed item). */
export const scoresEvent = z.object({
  id: z.number().check(z.int()),
  season: z.number().check(z.int()),
  weeks: z.array(z.number().check(z.int())),
});
export type ScoresEvent = z.infer<typeof scoresEvent>;

/**
 * `ready`: the stream is open and has sent all it missed; `reset`: it cannot tell what was
 * missed (too much, or an unknown Last-Event-ID), so every view of the league reads afresh.
 */
export const streamMarker = z.object({});

/** How a reconnect tells where it stopped: the last `id:` it received, an audit entry id (0: none yet). */
export const lastEventIdHeader = digits(
  z.number().check(z.int(), z.minimum(0), z.maximum(INT4_MAX)),
  `Last-Event-ID must be a whole number from 0 to ${INT4_MAX}: the id of the last event received`,
);
