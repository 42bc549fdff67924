import { z } from 'zod/mini';

/**
 * What a member may be told of by email (docs/notifications.md §2): a trade offered to their
 * team, the answer to a trade their team offered (accepted or rejected), the end of the review
 * of a trade their team is in (completed, vetoed or rejected by the commissioner), the keeper
 * deadline 48 hours ahead, and the draft lottery's result. Each is on ('email') until the member turns
 * it off ('none').
 */
export const notificationKind = z.enum([
  'trade.offered',
  'trade.answered',
  'trade.reviewed',
  'keeper.deadline',
  'lottery.drawn',
]);
export type NotificationKind = z.infer<typeof notificationKind>;
export const NOTIFICATION_KINDS = notificationKind.options;

/** How a kind reaches the member: by email, or not at all. */
export const notificationDelivery = z.enum(['email', 'none']);
export type NotificationDelivery = z.infer<typeof notificationDelivery>;

/** A kind's delivery unless the member chose otherwise: every kind is emailed. */
export const DEFAULT_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  'trade.offered': 'email',
  'trade.answered': 'email',
  'trade.reviewed': 'email',
  'keeper.deadline': 'email',
  'lottery.drawn': 'email',
};

export const notificationPreference = z.object({ kind: notificationKind, delivery: notificationDelivery });
export type NotificationPreference = z.infer<typeof notificationPreference>;

/**
 * GET and PUT /api/notifications/preferences answer: the member's delivery of every kind in
 * the active league, and whether this server sends email at all (no SMTP_URL: it does not,
 * and Settings says so; the choices are kept for when it does).
 */
export const notificationPreferences = z.object({
  emailConfigured: z.boolean(),
  preferences: z.array(notificationPreference),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT body: the kinds to change (others keep theirs), each kind at most once. */
export const setNotificationPreferencesBody = z.object({
  preferences: z.array(notificationPreference).check(
    z.minLength(1, 'preferences must name at least one kind'),
    z.refine(
      (list) => new Set(list.map((preference) => preference.kind)).size === list.length,
      'preferences must name each kind once',
    ),
  ),
});
export type SetNotificationPreferencesBody = z.infer<typeof setNotificationPreferencesBody>;

/** GET /api/notifications/unsubscribe?token= : the signed token of an email's unsubscribe link. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: 'token is required: open the link from the email as it is' })
    .check(
      z.minLength(1, 'token is required: open the link from the email as it is'),
      z.maxLength(512, 'token is too long'),
    ),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/**
 * PUT /api/notifications/webhook: a league webhook's address (docs/notifications.md §4), a
 * Discord or Slack incoming webhook or any receiver of the same JSON. The server checks more
 * (https in production, not a private network); this is the shape.
 */
export const setWebhookBody = z.object({
  url: z
    .string({ error: 'url is required: paste the webhook address from Discord or Slack' })
    .check(
      z.trim(),
      z.minLength(1, 'url is required: paste the webhook address from Discord or Slack'),
      z.maxLength(2048, 'url is too long (2,048 characters at most)'),
      z.regex(/^[a-zA-Z][a-zA-Z\d+.-]*:\/\/\S+$/, 'url is not a web address: it should start with https://'),
    ),
});
export type SetWebhookBody = z.infer<typeof setWebhookBody>;

/** One attempt to deliver a webhook message: its answer's status code, or the error's code. */
export const webhookDelivery = z.object({
  id: z.number(),
  /** The activity feed's sentence it carried. */
  text: z.string(),
  attempt: z.number(),
  /** 'delivered'; 'retry': another attempt follows; 'failed': given up. */
  outcome: z.enum(['delivered', 'retry', 'failed']),
  statusCode: z.nullable(z.number()),
  error: z.nullable(z.string()),
  at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/**
 * GET /api/notifications/webhook (and PUT's, DELETE's answer): whether the league has a
 * webhook, what may be shown of its address (its host and last 4 characters: the address
 * itself is a secret), and the last 20 delivery attempts, newest first.
 */
export const leagueWebhook = z.object({
  configured: z.boolean(),
  hint: z.nullable(z.string()),
  deliveries: z.array(webhookDelivery),
});
export type LeagueWebhook = z.infer<typeof leagueWebhook>;
