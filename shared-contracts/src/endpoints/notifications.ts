import { z } from 'zod/mini';
import { notificationPreferences, setNotificationPreferencesBody, unsubscribeQuery } from '../notifications';
import { endpoint } from './endpoint';

/** Each member's own email notifications, and the emails' unsubscribe link (docs/api.md §19). */
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
      "An email's unsubscribe link, without sign-in: its signed token names one member, league and kind, which stops being emailed; answers a small HTML page",
    tags: ['notifications'],
    access: 'public',
    query: unsubscribeQuery,
    success: { status: 200, schema: z.string() },
    refusals: [400, 429],
  }),
};
