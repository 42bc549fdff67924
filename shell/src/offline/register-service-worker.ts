// Registers the site's service worker (docs/web.md §14). Loaded by a dynamic import once the
// signed-in page has been quiet after its first view (layout/LiveUpdates.tsx), so none of it,
// and nothing the worker fetches, is in the first view.
import { SERVICE_WORKER_FILE } from 'shared-build/installable';
import { keepCompiledMessage, scriptsFetched } from './compiled-at-install';

/** Workbox's message asking its router to fetch and keep the given addresses (workbox-routing's cache listener). */
interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/**
 * The files this page fetched without a worker: those it loaded before one controlled it, and
 * those already under way when it took over. The worker's rules pick what it keeps (hashed
 * files, entries, the page) and leave the rest, the API's answers among them.
 */
export function fetchedWithoutWorker(entries: PerformanceEntryList): string[] {
  return entries.filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0).map((entry) => entry.name);
}

export async function registerServiceWorker(): Promise<void> {
  // Watch mode builds no worker, and its files' names carry no content hash.
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A page that a worker already controls fetched everything through it.
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        const keep = (urlsToCache: string[]) => {
          const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache } };
          if (urlsToCache.length > 0) serviceWorker.controller?.postMessage(message);
        };
        // The page itself, everything loaded so far, then what was still arriving as the worker took over.
        new PerformanceObserver((list) => keep(fetchedWithoutWorker(list.getEntries()))).observe({
          type: 'resource',
          buffered: true,
        });
        keep([window.location.href]);
      },
      { once: true },
    );
  }
  const registration = await serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { scope: '/' });
  // A worker installing (this registration's, or a new version's found later) is told the
  // scripts this page ran, to keep them compiled (compiled-at-install.ts).
  const tellInstalling = () =>
    registration.installing?.postMessage(keepCompiledMessage(scriptsFetched(performance.getEntriesByType('resource'))));
  tellInstalling();
  registration.addEventListener('updatefound', tellInstalling);
}
