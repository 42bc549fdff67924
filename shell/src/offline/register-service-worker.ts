// Registers the site's service worker (docs/web.md §14). Loaded by a dynamic import once the
// signed-in page has been quiet after its first view (layout/LiveUpdates.tsx), so none of it,
// and nothing the worker fetches, is in the first view.
import { SERVICE_WORKER_FILE } from 'shared-build/installable';

/** Workbox's message asking its router to fetch and keep the given addresses (workbox-routing's cache listener). */
interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/**
 * The addresses this page fetched before a worker controlled it: the page itself and every file
 * it loaded. The worker's rules pick what it keeps (hashed files, entries, the page) and leave
 * the rest, the API's answers among them.
 */
export function loadedAddresses(page: Pick<Window, 'location' | 'performance'>): string[] {
  const files = page.performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set([page.location.href, ...files])];
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
        // Taken now, after the worker took over: from here on every fetch passes through it.
        const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache: loadedAddresses(window) } };
        serviceWorker.controller?.postMessage(message);
      },
      { once: true },
    );
  }
  await serviceWorker.register(`/${SERVICE_WORKER_FILE}`, { scope: '/' });
}
