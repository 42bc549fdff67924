// What the member's own notifications card offers mf-settings.
export { NotificationsCard, NOTIFICATION_LABELS, NO_EMAIL_TEXT } from './components/NotificationsCard';
