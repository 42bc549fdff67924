// Waiting for the page to settle after its first view (docs/web.md §13, §14).
import type { QueryClient } from '@tanstack/react-query';

/**
 * How long the page must have been quiet (no query fetching, no resource arriving) before
 * what comes after the first view starts loading (the live stream's client, docs/web.md §13;
 * keeping a member's answers, §14): the first view's own scripts and calls go first (the first
 * view's budget counts none of these), and a test's or a tool's "network idle" (500 ms without
 * a request) has come before the stream holds a request open. A fresh page's stream starts
 * where the log stands then: a change made in those moments shows on the next one.
 */
export const PAGE_QUIET_MS = 1000;
const QUIET_CHECK_MS = 250;

/** The newest moment a resource of the page finished arriving (ms since the page began). */
function lastResourceEnd(): number {
  const entries = performance.getEntriesByType('resource');
  return entries.reduce((latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd), 0);
}

/** Calls `start` once the page has been quiet for PAGE_QUIET_MS; answers the function that cancels it. */
export function whenQuiet(queryClient: QueryClient, start: () => void): () => void {
  const timer = setInterval(() => {
    if (queryClient.isFetching() > 0 || performance.now() - lastResourceEnd() < PAGE_QUIET_MS) return;
    clearInterval(timer);
    start();
  }, QUIET_CHECK_MS);
  return () => clearInterval(timer);
}
