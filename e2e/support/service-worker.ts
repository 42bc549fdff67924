// The service worker as a spec waits for it (docs/web.md §14): in control of the page, and
// keeping every hashed script and remote entry the page has loaded (the shell's and the
// remotes'), so the next load, or an offline one, takes them from it.
import { expect, type Page } from '@playwright/test';

/** A built file with a content hash in its name (`991.bcbb1bf0.js`). */
export const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;

/**
 * Once the worker controls the page and its caches hold every hashed script and every remote's
 * entry and manifest the page loaded: the scripts are kept as the worker installs, the entries
 * once the page has handed them over after the worker took control.
 */
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
            .filter((name) => {
              const { pathname } = new URL(name);
              return new RegExp(hashed).test(pathname) || /\/(?:remoteEntry\.js|mf-manifest\.json)$/.test(pathname);
            });
          const missing: string[] = [];
          for (const name of loaded) if (!(await caches.match(name))) missing.push(name);
          return { loaded: loaded.length, missing };
        }, HASHED_SCRIPT.source),
      { timeout: 20_000 },
    )
    .toEqual({ loaded: expect.any(Number), missing: [] });
}
