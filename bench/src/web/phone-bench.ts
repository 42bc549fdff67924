// The site on a phone (issue "Phone-first and fast"): Chromium at 375×812 with its CPU slowed
// 4× and the network of Chrome DevTools' "Fast 3G" preset, measuring the largest contentful
// paint of `/` and the interaction to next paint (INP) of a Players search keystroke and a
// Schedule week change, as the Event Timing API reports them.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { sidebarScreens } from 'shared-build/apps';
import { routeGoogleScripts, signIn } from '../../../e2e/support/sign-in';
import { watchRequests } from '../../../e2e/support/settled';
import { KEEP_SHADOW_ROOTS } from '../../../e2e/support/shadow-roots';
import { headingShown, inPageOnceTrue, LCP_OBSERVER, readLcp } from './timing';

/**
 * Chrome DevTools' "Fast 3G" preset (its network manager's Fast3GConditions, the figures
 * Lighthouse's mobile throttling also uses): 150 ms round trip × 3.75 = 562.5 ms latency,
 * 1.6 Mbit/s × 0.9 down (180,000 bytes/s) and 750 kbit/s × 0.9 up (84,375 bytes/s).
 */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
/** A mid-range phone's CPU against this machine's (Lighthouse's mobile preset slows it 4×). */
export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The button the Schedule's one-week view (below 768 px) moves on with; a build without it is not measured. */
export const NEXT_WEEK = 'Next week';
export const NO_WEEK_PICKER = 'not measured: no week picker on this build';

export type PhoneFigures = {
  lcp: number[];
  /**
   * LCP of `/` loaded again in the same profile: a returning member, whose HTTP cache holds the
   * hashed scripts, and whose service worker and persisted answers are in place once the site
   * has them (the load waits for a service worker to be active if the page registered one).
   */
  lcpCached: number[];
  /** The same load: from its start to the first standings row painted (the last screen's, docs/web.md §16, if painted). */
  standingsCached: number[];
  /** The same load: to the app's own first standings row (behind the last screen until it takes over). */
  standingsCachedApp: number[];
  /** Whether the first load registered a service worker (the returning load then went through it). */
  serviceWorker: boolean;
  /** Whether the first load kept the member's answers for the returning load (docs/web.md §15). */
  answersKept: boolean;
  searchKeystroke: number[];
  /** Null when this build's Schedule has no 'Next week' button. */
  weekChange: number[] | null;
  /** Interactions shorter than the Event Timing threshold (16 ms): none reported, counted as 16. */
  underThreshold: number;
  /** The API calls the first run's load of `/` made, in order (what the API bench should load). */
  firstLoadCalls: string[];
};

const screenAt = (path: string) => sidebarScreens.find((screen) => screen.path === path)!;
const HOME = screenAt('/');
const SCHEDULE = screenAt('/schedule');

/**
 * Whether the page has a service worker, once it is active and keeps what the page loaded
 * (plain JavaScript for the page): false at once on a build that links no web manifest (no
 * worker); otherwise waits for the registration, which the page makes at its first quiet
 * moment, then for the worker to be active and to hold every hashed script the page loaded
 * (the page hands them over once it controls it), giving up after 30 s each.
 */
const SERVICE_WORKER_ACTIVE = `(async () => {
  if (!navigator.serviceWorker || !document.querySelector('link[rel="manifest"]')) return false;
  const until = async (check) => {
    const deadline = Date.now() + 30000;
    while (Date.now() < deadline) {
      const value = await check();
      if (value) return value;
      await new Promise((done) => setTimeout(done, 250));
    }
    return null;
  };
  const registration = await until(() => navigator.serviceWorker.getRegistration());
  if (!registration) return false;
  await until(() => registration.active && navigator.serviceWorker.controller);
  await until(async () => {
    const hashed = performance.getEntriesByType('resource').map((entry) => entry.name)
      .filter((name) => /\\.[0-9a-f]{8}\\.js$/.test(new URL(name).pathname));
    const names = await caches.keys();
    const kept = new Set();
    for (const name of names) for (const request of await (await caches.open(name)).keys()) kept.add(request.url);
    return hashed.every((name) => kept.has(name));
  });
  return Boolean(registration.active);
})()`;

/**
 * Whether the member's answers are kept for the next load (IndexedDB `fantasy-league`,
 * docs/web.md §15): waits up to 30 s for a record, as they are written once the page has
 * settled (plain JavaScript for the page).
 */
const ANSWERS_KEPT = `(async () => {
  const count = () => new Promise((done) => {
    const opening = indexedDB.open('fantasy-league');
    opening.onupgradeneeded = () => opening.result.createObjectStore('answers');
    opening.onerror = () => done(0);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('answers')) { db.close(); done(0); return; }
      const counting = db.transaction('answers', 'readonly').objectStore('answers').count();
      counting.onsuccess = () => { db.close(); done(counting.result); };
      counting.onerror = () => { db.close(); done(0); };
    };
  });
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    if ((await count()) > 0) return true;
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
})()`;

/**
 * When the first standings row (Home's `{season} standings` list) is painted, in ms from the
 * load's start: window.__benchStandings for the first the member sees, the page's painted last
 * screen (docs/web.md §16) included; window.__benchStandingsApp for the app's own. The last
 * screen is in a closed shadow root, read through KEEP_SHADOW_ROOTS (plain JavaScript for the
 * page, after KEEP_SHADOW_ROOTS and before its scripts).
 */
const STANDINGS_OBSERVER = `(() => {
  window.__benchStandings = null;
  window.__benchStandingsApp = null;
  const rows = '[aria-label$=" standings"] li';
  const shadows = window.__shadowRoots;
  const painted = (name) => requestAnimationFrame(() => { window[name] = performance.now(); });
  new MutationObserver((_, observer) => {
    const inApp = document.querySelector(rows) !== null;
    const inPicture = shadows.some((shadow) => shadow.host.isConnected && shadow.querySelector(rows) !== null);
    if (window.__benchStandings === null && (inApp || inPicture)) {
      window.__benchStandings = 0;
      painted('__benchStandings');
    }
    if (inApp) {
      painted('__benchStandingsApp');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Event Timing's smallest threshold: an interaction faster than this is not reported. */
const EVENT_THRESHOLD_MS = 16;

/**
 * Keeps, per interaction, its longest event's duration (what INP takes for an interaction:
 * from the input to the next frame painted) in window.__benchInteractions (plain JavaScript for the page).
 */
const INTERACTION_OBSERVER = `(() => {
  const longest = new Map();
  window.__benchInteractions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS} });
})()`;

/**
 * The interaction `act` makes, as INP counts it: its longest event's duration once reported,
 * or null when none was (it took less than the threshold). Entries come after the frame that
 * follows the interaction: waits for the first, then two more frames for its other events.
 */
async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number | null> {
  await page.evaluate(INTERACTION_OBSERVER);
  await act();
  const reported = await page
    .waitForFunction('window.__benchInteractions.size > 0', undefined, { timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (!reported) return null;
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  return (await page.evaluate('Math.max(...window.__benchInteractions.values())')) as number;
}

/** Empties the cache and slows `page` to the phone's CPU and network, through the DevTools protocol. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await devtools.send('Network.emulateNetworkConditions', FAST_3G);
}

/**
 * Slows the network of `browser`'s service workers of `siteUrl` to the phone's, as the
 * DevTools protocol slows a page's only for the page's own requests: a worker's fetches (the
 * page and entries it asks the network for) would otherwise cross a network the phone does not
 * have. Through the browser's protocol session, attached to each worker's target without
 * flattening (Playwright gives no session of a worker's own).
 */
export async function throttleServiceWorkers(browser: Browser, siteUrl: string): Promise<number> {
  const devtools = await browser.newBrowserCDPSession();
  const { targetInfos } = await devtools.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.url.startsWith(new URL(siteUrl).origin),
  );
  for (const worker of workers) {
    const { sessionId } = await devtools.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const commands = [
      { id: 1, method: 'Network.enable', params: {} },
      { id: 2, method: 'Network.emulateNetworkConditions', params: FAST_3G },
    ];
    for (const command of commands)
      await devtools.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(command) });
  }
  // The session stays open: detaching would end the throttling (the context's closing ends it).
  return workers.length;
}

/**
 * `runs` new phone profiles: each signs a new member in at full speed, then, throttled and
 * with the cache emptied, loads `/` (LCP) and loads it again (LCP with the scripts cached),
 * opens Players and types one key in its search, and opens Schedule and moves to the next
 * week (when this build has the button).
 */
export async function runPhoneBench({
  browser,
  siteUrl,
  runs,
}: {
  browser: Browser;
  siteUrl: string;
  runs: number;
}): Promise<PhoneFigures> {
  const figures: PhoneFigures = {
    lcp: [],
    lcpCached: [],
    standingsCached: [],
    standingsCachedApp: [],
    serviceWorker: false,
    answersKept: false,
    searchKeystroke: [],
    weekChange: [],
    underThreshold: 0,
    firstLoadCalls: [],
  };
  const record = (values: number[] | null, value: number | null) => {
    if (value === null) figures.underThreshold += 1;
    values?.push(value ?? EVENT_THRESHOLD_MS);
  };
  for (let run = 0; run < runs; run += 1) {
    // bypassCSP: the bench's probes run in the page (see web-bench.ts).
    const context = await browser.newContext({
      baseURL: siteUrl,
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    try {
      await routeGoogleScripts(context);
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      // Not `networkidle` below: the signed-in page keeps its live stream open (e2e/support/settled.ts).
      const requests = watchRequests(page);
      await signIn(page);
      await page.waitForFunction(`(${headingShown(HOME.title)})()`, undefined, { timeout: 30_000 });
      await requests.settled();

      // Routing turns Chromium's HTTP cache off, and the second load of `/` measures it: the
      // stand-ins were only for the sign-in's popup.
      await context.unrouteAll({ behavior: 'wait' });
      await throttle(context, page);
      await page.addInitScript(LCP_OBSERVER);
      const calls: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
      };
      page.on('request', onRequest);
      await page.goto('/');
      figures.lcp.push(await readLcp(page, HOME.title));
      page.off('request', onRequest);
      if (run === 0) figures.firstLoadCalls = calls;
      // A returning member: the service worker (if the site registers one) active first.
      if (await page.evaluate(SERVICE_WORKER_ACTIVE)) {
        figures.serviceWorker = true;
        await throttleServiceWorkers(browser, siteUrl);
      }
      if (await page.evaluate(ANSWERS_KEPT)) figures.answersKept = true;
      // Still throttled: the page, the remotes' manifests and entries are revalidated (no-cache),
      // the hashed scripts come from the cache (immutable), or all of it from the service worker.
      await page.addInitScript(KEEP_SHADOW_ROOTS);
      await page.addInitScript(STANDINGS_OBSERVER);
      await page.goto('/');
      figures.lcpCached.push(await readLcp(page, HOME.title));
      figures.standingsCached.push(
        (await inPageOnceTrue(page, 'window.__benchStandings > 0', 'window.__benchStandings')) as number,
      );
      figures.standingsCachedApp.push(
        (await inPageOnceTrue(page, 'window.__benchStandingsApp != null', 'window.__benchStandingsApp')) as number,
      );

      await page.goto('/players');
      await page.getByText(/^Showing \d+ of \d+ players$/).waitFor();
      const search = page.getByRole('searchbox', { name: 'Search players' });
      await search.focus();
      record(figures.searchKeystroke, await timeInteraction(page, () => page.keyboard.press('a')));

      await page.goto(SCHEDULE.path);
      await page.waitForFunction(`(${headingShown(SCHEDULE.title)})()`, undefined, { timeout: 60_000 });
      await requests.settled();
      const nextWeek = page.getByRole('button', { name: NEXT_WEEK });
      if ((await nextWeek.count()) === 0) figures.weekChange = null;
      else record(figures.weekChange, await timeInteraction(page, () => nextWeek.tap()));
    } finally {
      await context.close();
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return figures;
}
