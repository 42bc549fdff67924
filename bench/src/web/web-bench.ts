// The web half of the benchmark, in Chromium on the built, composed site: what the first view
// (sign in, then `/` rendered) fetches, how often each shared package is fetched, the largest
// contentful paint of `/`, and how fast a remote's screen opens the first time and after.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sidebarScreens, webApps } from 'shared-build/apps';
import { routeGoogleScripts, signIn } from '../../../e2e/support/sign-in';
import { watchRequests } from '../../../e2e/support/settled';
import { recordScripts, type FetchedScript } from './page-scripts';
import { countSharedFetches, readSharedFiles } from './shared-files';
import { headingShown, LCP_OBSERVER, readLcp, SAVE_DATA, timeLinkToHeading } from './timing';

export type WebFigures = {
  /** The first view's scripts (the first run's; they are the same every run). */
  firstView: FetchedScript[];
  /** Shared package → the apps whose copy of it the first view fetched. */
  sharedCopies: Map<string, Set<string>>;
  lcp: number[];
  /** A remote's screen opened the first time, no preloading (the user saves data). */
  firstOpenCold: number[];
  /** The same after the first view has settled, with the shell's idle preloading. */
  firstOpenPreloaded: number[];
  /** The same screen opened again after leaving it. */
  secondOpen: number[];
};

/** The screen the first view lands on, and the one the navigation measures open (apps.ts). */
const screenAt = (path: string) => sidebarScreens.find((screen) => screen.path === path)!;
const HOME = screenAt('/');
const OPENED = screenAt('/players');

/** Maps an origin of the served site to the app it serves (by port: shell, then each remote). */
export function appsOfSite(siteUrl: string): (origin: string) => string | undefined {
  const basePort = Number(new URL(siteUrl).port);
  return (origin) => webApps.find((app) => basePort + app.portOffset === Number(new URL(origin).port))?.dir;
}

async function newContext(
  browser: Browser,
  siteUrl: string,
  { saveData }: { saveData: boolean },
): Promise<BrowserContext> {
  // bypassCSP: Playwright evaluates the bench's string probes (waitForFunction) in the page,
  // which the site's policy rightly forbids; the site itself runs nothing it forbids.
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  await routeGoogleScripts(context);
  if (saveData) await context.addInitScript(SAVE_DATA);
  return context;
}

/** Signs a new user in on `page` and answers once `/` has rendered and the network is quiet. */
async function signInToHome(page: Page): Promise<void> {
  watchRequests(page);
  await signIn(page);
  await page.waitForFunction(`(${headingShown(HOME.title)})()`, undefined, { timeout: 30_000 });
  await watchRequests(page).settled();
}

/**
 * The first composed view in a new profile (empty cache, nobody signed in): every script from
 * loading /login through sign-in to `/` rendered. Idle preloading is off (the user saves
 * data), so what the shell fetches later for other screens does not count.
 */
export async function measureFirstView(
  browser: Browser,
  siteUrl: string,
): Promise<{ page: Page; context: BrowserContext; scripts: FetchedScript[] }> {
  const context = await newContext(browser, siteUrl, { saveData: true });
  const page = await context.newPage();
  watchRequests(page);
  const recorder = recordScripts(page, appsOfSite(siteUrl));
  await signInToHome(page);
  return { page, context, scripts: await recorder.stop() };
}

export async function runWebBench({
  browser,
  siteUrl,
  workspaceRoot,
  runs,
}: {
  browser: Browser;
  siteUrl: string;
  workspaceRoot: string;
  runs: number;
}): Promise<WebFigures> {
  const sharedFiles = readSharedFiles(workspaceRoot);
  const figures: WebFigures = {
    firstView: [],
    sharedCopies: new Map(),
    lcp: [],
    firstOpenCold: [],
    firstOpenPreloaded: [],
    secondOpen: [],
  };

  for (let run = 0; run < runs; run += 1) {
    // Idle preloading is off in this profile: the first open is a cold one.
    const { page, context: cold, scripts } = await measureFirstView(browser, siteUrl);
    if (run === 0) {
      figures.firstView = scripts;
      figures.sharedCopies = countSharedFetches(sharedFiles, scripts);
    }
    figures.firstOpenCold.push(await timeLinkToHeading(page, OPENED));
    await timeLinkToHeading(page, HOME);
    figures.secondOpen.push(await timeLinkToHeading(page, OPENED));

    // LCP of `/` loaded afresh by a signed-in member (the cache emptied first).
    const session = await cold.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.addInitScript(LCP_OBSERVER);
    await page.goto('/');
    figures.lcp.push(await readLcp(page, HOME.title));
    await cold.close();

    // A member who lets the first view settle: the shell preloads remotes while idle.
    const warm = await newContext(browser, siteUrl, { saveData: false });
    const warmPage = await warm.newPage();
    watchRequests(warmPage);
    await signInToHome(warmPage);
    // The shell preloads one screen at a time once Home's data has arrived and the browser is
    // idle: wait until it has fetched the measured screen's module (a person reading Home).
    await warmPage.waitForFunction(
      `performance.getEntriesByType('resource').some((entry) => entry.name.includes('__federation_expose_${OPENED.module}.') && entry.responseEnd > 0)`,
      undefined,
      { timeout: 30_000 },
    );
    figures.firstOpenPreloaded.push(await timeLinkToHeading(warmPage, OPENED));
    await warm.close();
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return figures;
}
