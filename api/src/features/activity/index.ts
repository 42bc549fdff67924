// The activity feed's mapping from audit entries, for the live stream (features/events),
// which sends the same items as the feed shows.
export { namedUsers, toActivityItem, type FeedNames } from './activity-items';
export { feedActions } from './activity-kinds';
export { displayNames, type FeedEntry } from './activity-repository';
