// Which requests the service worker answers, and how (docs/web.md §14). Pure functions of a
// request's address, so they are tested on their own (caching-rules.test.ts); the worker itself is shell/service-worker/.

/** What the web server answers with the page: a GET of an address with no file extension, or /index.html (shared-build/src/server.ts). */
const PAGE_PATH = /^\/(?:[^.]*|index\.html)$/;

/**
 * Files named by their content ([name].[contenthash:8].js, shared-build/src/rspack.ts): one
 * name never means other bytes, so once fetched they never need the network again.
 */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css|png|svg|jpe?g|gif|ico|woff2?)$/;

/**
 * The files that say which hashed files to load, under names that never change: a remote's
 * entry and manifest (deployed on their own, docs/architecture.md §2), the remotes' list and
 * the runtime settings. Always asked of the network while it answers.
 */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json']);

/**
 * The worker's caches: static files and the page only, nothing of a member's, so signing out
 * has nothing here to clear. A cache whose layout changes gets a new name; the worker deletes
 * the names it does not know when it takes over.
 */
export const CACHES = { pages: 'pages-v1', entries: 'entries-v1', hashed: 'hashed-files-v1' } as const;

export type CachingRule = 'page' | 'entry' | 'hashed' | 'none';

/**
 * How the worker treats a GET for `url` from a page of `siteOrigin`. The API's answers are
 * never cached ('none'): they belong to a member, and a member's data is kept elsewhere, per
 * member; nor is anything of other hosts that are not the site's or a remote's files (the
 * identity provider, its emulator, Google's scripts): the request goes on to the network as
 * if there were no worker.
 */
export function cachingRuleFor(url: URL, siteOrigin: string): CachingRule {
  const sameOrigin = url.origin === siteOrigin;
  if (sameOrigin && /^\/api(?:\/|$)/.test(url.pathname)) return 'none';
  if (sameOrigin && PAGE_PATH.test(url.pathname)) return 'page';
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(file)) return 'entry';
  if (HASHED_FILE.test(file)) return 'hashed';
  return 'none';
}
