import { z } from 'zod/mini';
import { digits, INT4_MAX, positiveId, positiveInt } from './common';

/**
 * What the league's activity feed tells of (docs/api.md §18): each kind is one change a
 * member would want to hear of, read from the audit log the change wrote in its own
 * transaction. The words of each item are written by the API (`text`), so the web holds no
 * wording of its own and the first view pays for none.
 */
export const activityKind = z.enum([
  'trade.proposed',
  'trade.accepted',
  'trade.rejected',
  'trade.cancelled',
  'trade.countered',
  'trade.completed',
  'trade.vetoed',
  'keeper.declared',
  'keeper.released',
  'lottery.opened',
  'lottery.drawn',
  'lottery.reset',
  'import',
  'rollover',
  'member.joined',
  'member.left',
  'schedule.edited',
  'pick.edited',
]);
export type ActivityKind = z.infer<typeof activityKind>;

/** One thing that happened in the league: who (a display name, never an email), when, which teams. */
export const activityItem = z.object({
  /** The audit entry's id: the next page's `before`. */
  id: z.number().check(z.int()),
  kind: activityKind,
  /** ISO 8601 time. */
  at: z.string(),
  /** The member who did it by their display name; null for the league itself (an automatic change) or a departed account. */
  actor: z.nullable(z.string()),
  /** The teams the change concerns, as ids of the league's teams (empty for league-wide changes). */
  teamIds: z.array(z.number().check(z.int())),
  /** One sentence that tells it, ready to show. */
  text: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
/** Newest first. */
export const activityList = z.array(activityItem);

/** How many items one page holds unless `limit` asks otherwise, and the most it may ask. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 100;

const limitMessage = `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;

/**
 * GET /api/activity?before=&limit=&team=&kind= : one page of the feed, newest first, paged as
 * the trade history is: a `Link` header names the next page, whose `before` is the id of the
 * last item of this one, so changes made meanwhile neither repeat nor push any out.
 */
export const activityQuery = z.object({
  before: z.optional(digits(positiveInt('before'), `before must be a whole number from 1 to ${INT4_MAX}`)),
  limit: z.optional(
    digits(
      z.number().check(z.int(limitMessage), z.minimum(1, limitMessage), z.maximum(ACTIVITY_PAGE_MAX, limitMessage)),
      limitMessage,
    ),
  ),
  team: z.optional(positiveId),
  kind: z.optional(activityKind),
});
export type ActivityQuery = z.infer<typeof activityQuery>;
