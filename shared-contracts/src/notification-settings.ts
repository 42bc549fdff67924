// The entry `shared-contracts/notifications`: each member's email notifications, the emails'
// unsubscribe link and the league's webhook, with their endpoint rows, which only the API and
// Settings use. Kept out of the main entry, which is shared whole and so paid for by every
// first view (docs/performance.md §2.2).
export * from './notifications';
export { notificationEndpoints } from './endpoints/notifications';
