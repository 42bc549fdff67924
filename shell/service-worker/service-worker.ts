// The site's service worker (docs/web.md §14): it keeps the shell's and every remote's files
// as the pages use them, so a return loads no script from the network, and the page, so the
// site opens offline. Nothing it keeps belongs to a member: the API's answers pass it by.
// Built by rspack as a configuration of its own (shared-build/src/service-worker-build.ts)
// into the shell's dist as /sw.js.
import { clientsClaim } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type StrategyHandler } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHES, cachingRuleFor } from '../src/offline/caching-rules';
import { EntriesRevalidatedTogether } from '../src/offline/entries-revalidated-together';
import { scriptsToKeepCompiled } from '../src/offline/compiled-at-install';

declare const self: ServiceWorkerGlobalScope;

// A new worker takes over open pages at once: its rules only ever add to what the cache
// holds, and a page's files stay where they were.
void self.skipWaiting();
clientsClaim();

/**
 * The scripts the registering page ran, from its message (compiled-at-install.ts); none when no
 * page says within a few seconds (a worker the browser updates by itself, with no page asking).
 */
const SCRIPTS_LISTED_WITHIN_MS = 5000;
let scriptsListed: (scripts: string[]) => void = () => {};
const scriptsOfRegisteringPage = Promise.race([
  new Promise<string[]>((resolve) => {
    scriptsListed = resolve;
  }),
  new Promise<string[]>((resolve) => setTimeout(() => resolve([]), SCRIPTS_LISTED_WITHIN_MS)),
]);
self.addEventListener('message', (event) => {
  const scripts = scriptsToKeepCompiled(event.data, self.location.origin);
  if (scripts.length > 0) scriptsListed(scripts);
});

/**
 * Keeps the page's scripts while installing: Chromium compiles a script put in Cache Storage
 * during the install event and keeps its code beside it, so the member's next load runs it
 * without compiling it on the page's main thread (docs/performance.md §3.4). Asked as
 * askWithCors asks (readable answers); the browser's HTTP cache usually has them. A script
 * that fails is kept later, as the page uses it: the install never fails for this.
 */
async function keepCompiled(scripts: string[]): Promise<void> {
  const hashed = await caches.open(CACHES.hashed);
  await Promise.all(
    scripts.map(async (address) => {
      const answer = await fetch(new Request(address, { mode: 'cors', credentials: 'omit' })).catch(() => null);
      if (answer?.status === 200) await hashed.put(address, answer).catch(() => undefined);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(scriptsOfRegisteringPage.then(keepCompiled));
});

self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name)))),
      // Navigation preload: the browser asks the network for the page while the worker starts
      // (on a phone a worker's start can take as long as a round trip); Workbox's strategies
      // take the preloaded answer for a navigation (what workbox-navigation-preload enables).
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

/**
 * A remote's scripts are loaded by plain script tags (no-cors), which would make their answers
 * opaque: unreadable, and counted by the browser as megabytes each against the site's storage.
 * The remotes allow any origin (shared-build/src/security-headers.ts), so the worker asks with
 * CORS and keeps a readable answer, which also serves a no-cors request.
 */
const askWithCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/** Offline, an address never opened before gets the page of another: it is the same app, which routes by the address. */
const anyCachedPage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const pages = await caches.open(CACHES.pages);
    return (
      (await pages.match(request, { ignoreSearch: true })) ??
      (await pages.match(new URL('/', self.location.origin).href)) ??
      (await pages.keys().then(([first]) => (first ? pages.match(first) : undefined)))
    );
  },
};

const siteOrigin = self.location.origin;

/** Entries are asked for as a remote's scripts are (askWithCors): readable answers. */
const askEntry = (url: string) => fetch(new Request(url, { mode: 'cors', credentials: 'omit' }));

/**
 * Every entry the worker keeps (those the last loads used: the remotes' list, each remote's
 * manifest and entry) is asked of the network as a navigation starts, all at once
 * (entries-revalidated-together.ts), rather than one after the other as the page finds it needs them.
 */
const revalidated = new EntriesRevalidatedTogether(askEntry);
const revalidateKeptEntries = async () => {
  const kept = await (await caches.open(CACHES.entries)).keys();
  await revalidated.start(kept.map((request) => request.url));
};

/** Network first, taking the answer this load's navigation already asked for when there is one. */
class NetworkFirstRevalidatedTogether extends NetworkFirst {
  override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const answer = await revalidated.take(request.url)?.catch(() => undefined);
    // Failed (offline): network first as ever, which ends in the kept copy.
    if (!answer) return super._handle(request, handler);
    // The onlyOk plugin keeps only a 200.
    await handler.cachePut(request, answer.clone());
    return answer;
  }
}

// The page: the network's while it answers (a new deployment shows at once), else the kept one.
// A navigation starts the revalidation of the kept entries beside it.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 30 }), anyCachedPage],
});
registerRoute(
  ({ url }) => cachingRuleFor(url, siteOrigin) === 'page',
  (options) => {
    if (options.request.mode === 'navigate') options.event.waitUntil(revalidateKeptEntries());
    return pages.handle(options);
  },
);

// Entries and lists: revalidated on every load, so a remote deployed on its own is picked up
// by the next load and only its changed files are downloaded; the kept copy only offline.
registerRoute(
  ({ url }) => cachingRuleFor(url, siteOrigin) === 'entry',
  new NetworkFirstRevalidatedTogether({ cacheName: CACHES.entries, plugins: [askWithCors, onlyOk] }),
);

// Hashed files: from the cache once fetched. Old deployments' files age out by count.
registerRoute(
  ({ url }) => cachingRuleFor(url, siteOrigin) === 'hashed',
  new CacheFirst({
    cacheName: CACHES.hashed,
    plugins: [
      askWithCors,
      onlyOk,
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Any other navigation (an address with a file extension, the API's): the preloaded answer,
// kept nowhere, so that the browser's preload is used rather than asked for twice.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
