// A returning member's last screen painted from the page (docs/web.md §16), on the composed site
// in the demo league: Home, once drawn with its standings, is kept in localStorage; a reload
// paints it from the page's own script before the app has drawn anything, in a closed shadow
// root the member cannot act on, and the app takes its place in the frame it draws its screen,
// leaving nothing of the picture behind. Another theme, another layout width or another league
// paints nothing, and sign-out removes what was kept.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { keptScreens, LAST_SCREENS_KEY as KEY } from '../support/kept-answers';
import { KEEP_SHADOW_ROOTS } from '../support/shadow-roots';

const standingsRows = (page: Page) =>
  page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
/** The team of the first standings row ("1Tundra Titans11-7…": rank, team, record). */
const firstTeam = async (page: Page) =>
  /^\d+\s*(.+?)\s*\d+-\d+/.exec((await standingsRows(page).first().textContent()) ?? '')![1]!;

/**
 * Watches the load from before the page's scripts (plain JavaScript for the page, after
 * KEEP_SHADOW_ROOTS, which lets it into the picture's closed shadow root): notes when the picture
 * was put in, what it showed, when the app first drew its screen, and whether the picture was
 * gone by the next frame.
 */
const WATCH_LOAD = `(() => {
  const seen = { painted: null, pictureText: '', pictureHeading: '', appHeading: null, goneByNextFrame: null, rootHiddenWhilePainted: null };
  window.__lastScreen = seen;
  const shadows = window.__shadowRoots;
  new MutationObserver(() => {
    const host = document.getElementById('last-screen');
    if (host && seen.painted === null) {
      const picture = shadows.find((shadow) => shadow.host === host);
      seen.painted = performance.now();
      seen.pictureText = picture ? picture.textContent : '';
      seen.pictureHeading = picture?.querySelector('h1')?.textContent ?? '';
      seen.appHeadingBeforePicture = document.querySelector('#root h1') !== null;
      seen.rootHiddenWhilePainted = getComputedStyle(document.getElementById('root')).visibility === 'hidden';
    }
    // The app's screen: a page heading, or a card's outside the league's layout (a refusal).
    const appScreen = document.querySelector('#root h1') || (!document.querySelector('#root main') && document.querySelector('#root h2'));
    if (seen.appHeading === null && appScreen) {
      seen.appHeading = performance.now();
      requestAnimationFrame(() => {
        seen.goneByNextFrame = document.getElementById('last-screen') === null && document.getElementById('last-screen-style') === null;
      });
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

type LoadSeen = {
  painted: number | null;
  pictureText: string;
  pictureHeading: string;
  appHeading: number | null;
  appHeadingBeforePicture?: boolean;
  goneByNextFrame: boolean | null;
  rootHiddenWhilePainted: boolean | null;
};
/** Every load of `target` (a page, or each page of a context) from now on is watched. */
async function watchLoads(target: Page | BrowserContext) {
  await target.addInitScript(KEEP_SHADOW_ROOTS);
  await target.addInitScript(WATCH_LOAD);
}
const seenOf = (page: Page) => page.evaluate(() => (window as unknown as { __lastScreen: LoadSeen }).__lastScreen);

/** The kept screen of `address`, once its HTML has `text`. */
async function untilKept(page: Page, address: string, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        ([key, at]) => {
          const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as {
            screens?: Record<string, { html: string }>;
          } | null;
          return kept?.screens?.[at]?.html ?? '';
        },
        [KEY, address] as const,
      ),
    )
    .toContain(text);
}

/** Reloads with the watch in place; answers what it saw once the app's standings are drawn. */
async function reloadWatched(page: Page): Promise<LoadSeen> {
  await page.reload();
  await expect(standingsRows(page)).toHaveCount(12);
  await expect.poll(async () => (await seenOf(page)).goneByNextFrame).not.toBeNull();
  return seenOf(page);
}

test('a reload paints the last screen from the page before the app draws, and the app takes its place in one frame', async ({
  signedIn: { page },
}) => {
  await page.goto('/');
  await expect(standingsRows(page)).toHaveCount(12);
  const team = await firstTeam(page);
  await untilKept(page, '/', team);

  await watchLoads(page);
  const seen = await reloadWatched(page);
  expect(seen.painted, 'the picture was painted').not.toBeNull();
  expect(seen.appHeadingBeforePicture).toBe(false);
  expect(seen.painted!).toBeLessThan(seen.appHeading!);
  expect(seen.pictureHeading).toBe('Dashboard');
  expect(seen.pictureText).toContain(team);
  // A picture of the screen says nothing of the moment it was taken ("Updated just now").
  expect(seen.pictureText).not.toContain('Updated just now');
  expect(seen.rootHiddenWhilePainted).toBe(true);
  expect(seen.goneByNextFrame).toBe(true);
  // Nothing of the picture is left: the app's root is laid out and shown as the page had it.
  expect(
    await page
      .locator('#root')
      .evaluate((root) => [getComputedStyle(root).visibility, getComputedStyle(root).position]),
  ).toEqual(['visible', 'static']);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('another theme, another layout width or another league paints nothing; sign-out removes what was kept', async ({
  signedIn: { page },
  context,
}) => {
  await page.goto('/');
  await expect(standingsRows(page)).toHaveCount(12);
  await untilKept(page, '/', await firstTeam(page));
  const leagueId = await page.evaluate(() => sessionStorage.getItem('fantasy.activeLeague'));
  expect(leagueId).not.toBeNull();

  // Each case in a new tab (the installed site opened again), so the kept screen stays the one
  // drawn above at 1280 px in the default theme: a page's capture follows its own theme and width.
  await watchLoads(context);
  const openTab = async (prepare: (tab: Page) => Promise<unknown> = async () => {}) => {
    const tab = await context.newPage();
    await prepare(tab);
    await tab.goto('/');
    await expect.poll(async () => (await seenOf(tab)).appHeading).not.toBeNull();
    const seen = await seenOf(tab);
    await tab.close();
    return seen;
  };
  expect((await openTab()).painted, 'the same theme, width and league').not.toBeNull();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  expect((await openTab()).painted, 'the dark theme chosen since').toBeNull();
  await page.evaluate(() => localStorage.removeItem('theme'));
  expect(
    (await openTab((tab) => tab.setViewportSize({ width: 375, height: 800 }))).painted,
    'a phone’s width',
  ).toBeNull();
  const otherLeague = String(Number(leagueId) + 1000);
  expect(
    (await openTab((tab) => tab.addInitScript((id) => sessionStorage.setItem('fantasy.activeLeague', id), otherLeague)))
      .painted,
    'another league chosen in the tab',
  ).toBeNull();

  // Sign-out removes the kept screens; the page then paints none.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await keptScreens(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  expect((await seenOf(page)).painted).toBeNull();
});
