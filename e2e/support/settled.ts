// "The page's calls have settled", for a page that keeps one call open on purpose: the shell's
// live stream (GET /api/events) stays open for as long as the page does, so Playwright's
// `networkidle` (no request in flight for 500 ms) is reached only when the stream happens to
// open after the other calls have finished, a race a loaded machine loses.
import type { Page, Request } from '@playwright/test';
import { endpoints } from 'shared-contracts';

const QUIET_MS = 500;
const isLiveStream = (request: Request) => new URL(request.url()).pathname === endpoints.streamEvents.path;

const watched = new WeakMap<Page, { settled: () => Promise<void> }>();

/**
 * Watches the page's requests (from the first call on; later calls answer the same watcher):
 * `settled` resolves once no request other than the live stream has been in flight for 500 ms.
 * Start it before the navigation it waits for, so no request is missed.
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const existing = watched.get(page);
  if (existing) return existing;
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const settled = async () => {
    for (;;) {
      const quietFor = Date.now() - lastChange;
      if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
      await page.waitForTimeout(inFlight.size === 0 ? QUIET_MS - quietFor : 100);
    }
  };
  const watcher = { settled };
  watched.set(page, watcher);
  return watcher;
}
