export { toActivityItem } from './activity-items';
export type { FeedEntry } from './activity-repository';
export { feedActions, kindOfAction } from './activity-kinds';
