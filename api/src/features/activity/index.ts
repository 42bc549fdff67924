// The activity feed's mapping from audit entries, for the live stream (features/events) and
// the notifications, which send the same words as the feed shows.
export { toActivityItem, type FeedNames } from './activity-items';
export { feedActions, kindOfAction } from './activity-kinds';
export type { FeedEntry } from './activity-repository';
export { feedNamesOf } from './feed-names';
