// The live stream's client (docs/web.md §13): its own entry (shared-app/live), imported after
// the first view, so the first view carries neither it nor the `eventsource` package.
export { openLiveStream } from './live-stream';
export type { LiveStatus, LiveStreamOptions } from './live-stream';
export {
  invalidateEverything,
  invalidateForActivity,
  invalidateForScores,
  ROOTS_OF_KIND,
  SCORE_ROOTS,
} from './live-invalidations';
