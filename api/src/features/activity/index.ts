export { toActivityItem } from './activity-items';
export type { FeedEntry } from './activity-repository';
