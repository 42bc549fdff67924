// The service worker as a spec waits for it (docs/web.md §14): in control of the page, and
// keeping every hashed script the page has loaded (the shell's and the remotes'), so the next
// load, or an offline one, takes them from it.
import { expect, type Page } from '@playwright/test';

/** A built file with a content hash in its name (`991.bcbb1bf0.js`). */
export const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;

/** Once the worker controls the page and its cache of hashed files holds every one the page loaded. */
export async function untilWorkerKeepsPage(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (hashed) => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => new RegExp(hashed).test(new URL(name).pathname));
          const kept = new Set((await (await caches.open('hashed-files-v1')).keys()).map((request) => request.url));
          return { loaded: loaded.length, missing: loaded.filter((name) => !kept.has(name)) };
        }, HASHED_SCRIPT.source),
      { timeout: 20_000 },
    )
    .toEqual({ loaded: expect.any(Number), missing: [] });
}
