// Notifications' rows of the endpoint table: an entry of their own (`shared-contracts/notifications`,
// docs/performance.md §2.2), so they import the main entry's names from 'shared-contracts'.
import { z } from 'zod/mini';
import {
  leagueWebhook,
  notificationPreferences,
  setNotificationPreferencesBody,
  setWebhookBody,
  unsubscribeQuery,
} from '../notifications';
import { endpoint } from 'shared-contracts';

/** Each member's own email notifications, the emails' unsubscribe link, and the league's webhook (docs/api.md §19). */
export const notificationEndpoints = {
  getNotificationPreferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    summary:
      "The caller's delivery (email or none) of each kind of notification in the league, and whether this server sends email",
    tags: ['notifications'],
    access: 'member',
    success: { status: 200, schema: notificationPreferences },
    refusals: [401, 403],
  }),
  setNotificationPreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    summary: "Set the caller's delivery of the kinds named (others keep theirs); answers every kind's",
    tags: ['notifications'],
    access: 'member',
    body: setNotificationPreferencesBody,
    success: { status: 200, schema: notificationPreferences },
    refusals: [400, 401, 403],
  }),
  unsubscribe: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    summary:
      "An email's unsubscribe link, without sign-in: checks its signed token (one member, league and kind) and answers a small HTML page asking to confirm; changes nothing, so a mail scanner opening the link unsubscribes no one",
    tags: ['notifications'],
    access: 'public',
    query: unsubscribeQuery,
    success: { status: 200, schema: z.string() },
    refusals: [400, 429],
  }),
  confirmUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    summary:
      "The unsubscribe page's button, or a mail program's one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): the token's member, league and kind stops being emailed; answers a small HTML page",
    tags: ['notifications'],
    access: 'public',
    query: unsubscribeQuery,
    success: { status: 200, schema: z.string() },
    refusals: [400, 429],
  }),
  getWebhook: endpoint({
    method: 'GET',
    path: '/api/notifications/webhook',
    summary:
      "The league's webhook: whether one is set, its host and last 4 characters (never the address), and its last 20 delivery attempts (commissioner)",
    tags: ['notifications'],
    access: 'commissioner',
    success: { status: 200, schema: leagueWebhook },
    refusals: [401, 403],
  }),
  setWebhook: endpoint({
    method: 'PUT',
    path: '/api/notifications/webhook',
    summary:
      "Set or replace the league's webhook address (https in production; a private or loopback network refused unless allowed); every activity item is posted to it (commissioner)",
    tags: ['notifications'],
    access: 'commissioner',
    body: setWebhookBody,
    success: { status: 200, schema: leagueWebhook },
    refusals: [400, 401, 403],
  }),
  deleteWebhook: endpoint({
    method: 'DELETE',
    path: '/api/notifications/webhook',
    summary: "Remove the league's webhook; messages not yet delivered are not sent (commissioner)",
    tags: ['notifications'],
    access: 'commissioner',
    success: { status: 200, schema: leagueWebhook },
    refusals: [401, 403],
  }),
  testWebhook: endpoint({
    method: 'POST',
    path: '/api/notifications/webhook/test',
    summary: "Queue a test message to the league's webhook; its delivery shows in the log (commissioner)",
    tags: ['notifications'],
    access: 'commissioner',
    success: { status: 200, schema: leagueWebhook },
    refusals: [401, 403, 404],
  }),
};
