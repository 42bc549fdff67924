// What the member's own notifications card offers mf-settings.
export { NotificationsCard, NOTIFICATION_LABELS, NO_EMAIL_TEXT } from './components/NotificationsCard';
// The commissioner's League webhook card (docs/notifications.md §4).
export { LeagueWebhookCard, NO_DELIVERIES_TEXT, NO_WEBHOOK_TEXT } from './components/LeagueWebhookCard';
