// The installable site (docs/web.md §14): the page links a valid web manifest; the service
// worker installs and controls the page; a return loads no script from the network; a remote
// deployed on its own is picked up by the next load, which downloads only its changed files;
// offline, a reload opens the site from the cache.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { webApps } from 'shared-build/apps';
import { createWebServer } from 'shared-build/server';
import { expect, test } from '../support/fixtures';
import { recordPolicyViolations } from '../support/policy-violations';
import { HASHED_SCRIPT, untilWorkerKeepsPage } from '../support/service-worker';
import { apiUrl, authEmulatorHost, webPortBase, workspaceRoot } from '../support/settings';
import { watchRequests } from '../support/settled';
import { routeGoogleScripts, signIn } from '../support/sign-in';

const HOME_HEADING = { level: 1, name: 'Dashboard' } as const;

const isSiteScript = (url: string) => url.startsWith('http://127.0.0.1:') && new URL(url).pathname.endsWith('.js');

const isEntry = (url: string) => /\/(?:remoteEntry\.js|mf-manifest\.json|remotes\.json)$/.test(new URL(url).pathname);

/**
 * The scripts the page receives, the ones the worker asks the network for, and the entries the
 * worker asks for (whole addresses), from now on.
 */
function recordScripts(page: Page, context: BrowserContext) {
  const received: Response[] = [];
  const workerFetched: string[] = [];
  const workerEntries: string[] = [];
  /** Who asked for an entry, in order: `worker <url>` or `page <url>`. */
  const entryRequests: string[] = [];
  page.on('response', (response) => {
    if (isSiteScript(response.url())) received.push(response);
  });
  page.on('request', (request) => {
    if (isEntry(request.url())) entryRequests.push(`page ${request.url()}`);
  });
  context.on('request', (request: Request) => {
    if (!request.serviceWorker()) return;
    if (isSiteScript(request.url())) workerFetched.push(new URL(request.url()).pathname);
    if (isEntry(request.url())) {
      workerEntries.push(request.url());
      entryRequests.push(`worker ${request.url()}`);
    }
  });
  return { received, workerFetched, workerEntries, entryRequests };
}

test('the page links a web manifest that makes the site installable and the icon its tab shows, and the worker’s files carry their headers', async ({
  page,
  request,
}) => {
  const violations = await recordPolicyViolations(page.context());
  // The tab's icon is the page's linked one, which the browser asks for instead of /favicon.ico.
  const iconAsked = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/icons/icon.svg');
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400) refused.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  });
  await page.goto('/login');
  expect((await iconAsked).headers()['content-type']).toContain('image/svg+xml');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Fantasy League', start_url: '/', display: 'standalone' });
  // Chrome installs a site with a 192 px and a 512 px icon; each is a real PNG of its size.
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((one) => one.sizes === `${size}x${size}` && one.type === 'image/png');
    expect(icon, `a ${size} px PNG icon`).toBeDefined();
    const png = await (await request.get(icon!.src)).body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("connect-src 'self'");
  expect(await page.title()).toBe('Fantasy League');
  expect(violations).toEqual([]);
  expect(refused).toEqual([]);
});

test('the worker installs and controls the page; the next load takes every script from it, and offline the site still opens', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations = await recordPolicyViolations(context);
  await routeGoogleScripts(context);
  await signIn(page);
  watchRequests(page);
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await untilWorkerKeepsPage(page);

  const { received, workerFetched } = recordScripts(page, context);
  await page.reload();
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await watchRequests(page).settled();
  expect(received.length).toBeGreaterThan(10);
  expect(received.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
  // The worker revalidated the remotes' entries (that is how a new deployment is seen) and
  // fetched no hashed file: they all came from its cache.
  expect(workerFetched).toContain('/remoteEntry.js');
  expect(workerFetched.filter((file) => file !== '/remoteEntry.js')).toEqual([]);

  await context.setOffline(true);
  const failedScripts: string[] = [];
  page.on('requestfailed', (request) => {
    if (isSiteScript(request.url())) failedScripts.push(request.url());
  });
  const offlinePage = await page.reload();
  // The page and every script came from the cache, and the shell drew: what it shows without
  // the API (its calls fail offline) is the persisted data's and the offline banner's work.
  expect(offlinePage?.status()).toBe(200);
  expect(offlinePage?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await watchRequests(page).settled();
  expect(failedScripts).toEqual([]);
  await context.setOffline(false);
  expect(violations).toEqual([]);
});

/**
 * In the page before its scripts: the page's messages to its workers are recorded, Workbox's
 * CACHE_URLS (the files kept after the worker takes over) is held back, and when a worker the
 * page told its scripts has installed, the hashed files it keeps are read into
 * window.__keptAtInstall.
 */
const KEPT_AT_INSTALL = `(() => {
  window.__keptAtInstall = null;
  const send = ServiceWorker.prototype.postMessage;
  ServiceWorker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'CACHE_URLS') return;
    if (message && message.type === 'KEEP_COMPILED' && this.state === 'installing') {
      const listed = message.payload.scripts;
      this.addEventListener('statechange', async () => {
        if (this.state !== 'installed' || window.__keptAtInstall) return;
        const kept = (await (await caches.open('hashed-files-v1')).keys()).map((request) => request.url);
        window.__keptAtInstall = { listed, kept };
      });
    }
    return send.call(this, message, ...rest);
  };
})()`;

test('the worker keeps the scripts the page ran while it installs, so the browser keeps them compiled', async ({
  page,
  context,
}) => {
  await context.addInitScript(KEPT_AT_INSTALL);
  await routeGoogleScripts(context);
  await signIn(page);
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  const handle = await page.waitForFunction(
    () => (window as { __keptAtInstall?: unknown }).__keptAtInstall ?? null,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const { listed, kept } = (await handle.jsonValue()) as { listed: string[]; kept: string[] };
  // The page ran the shell's and the Dashboard's scripts before any worker existed; with
  // CACHE_URLS held back, only the install can have kept them.
  const firstView = listed.filter((url) => HASHED_SCRIPT.test(new URL(url).pathname));
  expect(firstView.length).toBeGreaterThan(10);
  expect(firstView.some((url) => new URL(url).pathname.startsWith('/main.'))).toBe(true);
  expect(firstView.filter((url) => !kept.includes(url))).toEqual([]);
  // Entries are the network's on every load: never kept at install.
  expect(kept.filter((url) => !HASHED_SCRIPT.test(new URL(url).pathname))).toEqual([]);
});

test('the worker never keeps an answer of the API', async ({ page, context }) => {
  await routeGoogleScripts(context);
  await signIn(page);
  watchRequests(page);
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await untilWorkerKeepsPage(page);
  await page.reload();
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await watchRequests(page).settled();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(10);
  expect(kept.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  expect(kept.filter((url) => url.includes(authEmulatorHost))).toEqual([]);
});

test.describe('a remote deployed on its own', () => {
  // A copy of the site on ports of its own, whose Dashboard remote is served from a copy of its
  // build that the test "deploys" anew: one chunk changed, the entry and manifest naming it.
  const base = webPortBase + 50;
  const siteOrigin = `http://127.0.0.1:${base}`;
  let dashboardDir: string;
  let servers: Awaited<ReturnType<typeof createWebServer>>[] = [];

  test.beforeAll(async () => {
    dashboardDir = mkdtempSync(path.join(tmpdir(), 'mf-dashboard-deployed-'));
    cpSync(path.join(workspaceRoot, 'mf-dashboard', 'dist'), dashboardDir, { recursive: true });
    servers = await Promise.all(webApps.map((app) => serve(app.dir)));
  });

  /** Serves one app of this copy of the site at its port: the Dashboard from its deployed copy. */
  async function serve(dir: string) {
    const app = webApps.find((one) => one.dir === dir)!;
    const server = await createWebServer({
      distDir: dir === 'mf-dashboard' ? dashboardDir : path.join(workspaceRoot, dir, 'dist'),
      apiUrl,
      servesRemotes: dir === 'shell',
      env: {
        WEB_PORT_BASE: String(base),
        PUBLIC_ORIGIN: siteOrigin,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
        REMOTES_FILE: '',
      },
    });
    await server.listen({ port: base + app.portOffset, host: '127.0.0.1' });
    return server;
  }

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dashboardDir, { recursive: true, force: true });
  });

  /**
   * Deploys the Dashboard with Home's standings card retitled, and restarts its server (which
   * lists its files when it starts); answers the changed chunk's new name.
   */
  async function redeployDashboard(): Promise<string> {
    const chunk = readdirSync(dashboardDir).find(
      (file) =>
        HASHED_SCRIPT.test(file) && readFileSync(path.join(dashboardDir, file), 'utf8').includes('"League Standings"'),
    )!;
    const changed = readFileSync(path.join(dashboardDir, chunk), 'utf8').replace(
      '"League Standings"',
      '"Standings, redeployed"',
    );
    const oldHash = HASHED_SCRIPT.exec(chunk)![0].slice(1, 9);
    const newHash = createHash('sha256').update(changed).digest('hex').slice(0, 8);
    const newChunk = chunk.replace(oldHash, newHash);
    writeFileSync(path.join(dashboardDir, newChunk), changed);
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const text = readFileSync(path.join(dashboardDir, file), 'utf8');
      expect(text).toContain(oldHash);
      writeFileSync(path.join(dashboardDir, file), text.replaceAll(oldHash, newHash));
      // The build's compressed copies are of the old deployment.
      rmSync(path.join(dashboardDir, `${file}.br`), { force: true });
      rmSync(path.join(dashboardDir, `${file}.gz`), { force: true });
    }
    const index = webApps.findIndex((app) => app.dir === 'mf-dashboard');
    await servers[index]!.close();
    servers[index] = await serve('mf-dashboard');
    return newChunk;
  }

  test('is picked up by the very next load, which downloads only its entry and its changed chunk', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await routeGoogleScripts(context);
    await signIn(page, siteOrigin);
    watchRequests(page);
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await expect(page.getByText('League Standings')).toBeVisible();
    await untilWorkerKeepsPage(page);
    const dashboardEntry = `http://127.0.0.1:${base + webApps.find((app) => app.dir === 'mf-dashboard')!.portOffset}/remoteEntry.js`;
    // The worker keeps the entries this load used: the Dashboard's, and another remote's that
    // the idle preload fetched.
    const keptEntries = () =>
      page.evaluate(async () => (await (await caches.open('entries-v1')).keys()).map((request) => request.url));
    await expect.poll(keptEntries).toContain(dashboardEntry);
    await expect
      .poll(async () => (await keptEntries()).some((url) => url.endsWith('/remoteEntry.js') && url !== dashboardEntry))
      .toBe(true);
    const otherEntry = (await keptEntries()).find((url) => url.endsWith('/remoteEntry.js') && url !== dashboardEntry)!;

    const newChunk = await redeployDashboard();
    const { received, workerFetched, workerEntries, entryRequests } = recordScripts(page, context);
    // Saving data, the page preloads no other remote while idle: it asks for the Dashboard's
    // entry alone.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
    );
    await page.reload();
    await expect(page.getByText('Standings, redeployed')).toBeVisible();
    await watchRequests(page).settled();
    expect(received.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    expect(workerFetched.filter((file) => file !== '/remoteEntry.js')).toEqual([`/${newChunk}`]);
    // The navigation made the worker revalidate every entry it keeps, the one of a remote the
    // page never asked for included; the page's own request took the answer its navigation
    // started: each entry crossed the network once, the redeployed Dashboard's among them.
    expect(entryRequests).toContain(`page ${dashboardEntry}`);
    expect(entryRequests).not.toContain(`page ${otherEntry}`);
    expect(workerEntries).toContain(otherEntry);
    expect(workerEntries).toContain(dashboardEntry);
    expect(workerEntries.filter((url, index) => workerEntries.indexOf(url) !== index)).toEqual([]);
  });
});
