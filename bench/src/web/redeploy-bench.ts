// A remote deployed on its own, as a returning member meets it (issue "Instant on a phone"):
// a copy of the site whose Dashboard is served from a copy of its build; a member loads `/`
// until the service worker keeps every script, the Dashboard is deployed again with one chunk
// changed, and the next load's downloads are summed as the site's servers sent them (a 304 of
// an entry the browser revalidated sends no body): scripts, the entries that name them and the
// page (docs/web.md §14). Bytes, not time: the same on any machine, so one run.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { webApps } from 'shared-build/apps';
import { createWebServer } from 'shared-build/server';
import { routeGoogleScripts, signIn } from '../../../e2e/support/sign-in';
import { workspaceRoot } from '../../../e2e/support/settings';

const HASHED_SCRIPT = /\.[0-9a-f]{8}\.js$/;
const DASHBOARD = 'mf-dashboard';

export type RedeployFigures = {
  /** Every file the site's servers sent during the returning load after the deployment: status and body bytes on the wire. */
  downloaded: Array<{ file: string; status: number; bytes: number }>;
  /** The deployed chunk's new name. */
  changedChunk: string;
  /** The Dashboard's build: its scripts' bytes, what a load without the worker's cache would fetch of it at most. */
  remoteScriptBytes: number;
};

/**
 * Once the worker controls the page and keeps every hashed script and every remote's entry and
 * manifest the page has loaded (as e2e's installable spec waits): the scripts are kept as the
 * worker installs, the entries only once the page has handed them over after it took control.
 */
async function untilKept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    async (hashed) => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => {
          const { pathname } = new URL(name);
          return new RegExp(hashed).test(pathname) || /\/(?:remoteEntry\.js|mf-manifest\.json)$/.test(pathname);
        });
      const kept = await Promise.all(loaded.map(async (name) => (await caches.match(name)) !== undefined));
      return loaded.length > 0 && kept.every(Boolean);
    },
    HASHED_SCRIPT.source,
    { timeout: 30_000, polling: 250 },
  );
}

/** Rewrites the Dashboard's copy: Home's standings card retitled in its chunk, the entry and manifest naming the new hash. */
function deployChangedDashboard(dir: string): string {
  const chunk = readdirSync(dir).find(
    (file) => HASHED_SCRIPT.test(file) && readFileSync(path.join(dir, file), 'utf8').includes('"League Standings"'),
  );
  if (!chunk) throw new Error("The Dashboard's build has no chunk with Home's standings card");
  const changed = readFileSync(path.join(dir, chunk), 'utf8').replace('"League Standings"', '"Standings, redeployed"');
  const oldHash = HASHED_SCRIPT.exec(chunk)![0].slice(1, 9);
  const newHash = createHash('sha256').update(changed).digest('hex').slice(0, 8);
  const newChunk = chunk.replace(oldHash, newHash);
  // Written with their compressed copies, as the build writes them (precompress.ts).
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text, { level: 9 }));
  };
  write(newChunk, changed);
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    write(file, readFileSync(path.join(dir, file), 'utf8').replaceAll(oldHash, newHash));
  }
  return newChunk;
}

export async function runRedeployBench({
  browser,
  apiUrl,
  emulatorHost,
  portBase,
}: {
  browser: Browser;
  apiUrl: string;
  emulatorHost: string;
  portBase: number;
}): Promise<RedeployFigures> {
  const siteUrl = `http://127.0.0.1:${portBase}`;
  const dashboardDir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  cpSync(path.join(workspaceRoot, DASHBOARD, 'dist'), dashboardDir, { recursive: true });
  let recording = false;
  const downloaded: RedeployFigures['downloaded'] = [];
  const serve = async (dir: string) => {
    const app = webApps.find((one) => one.dir === dir)!;
    const server = await createWebServer({
      distDir: dir === DASHBOARD ? dashboardDir : path.join(workspaceRoot, dir, 'dist'),
      apiUrl,
      servesRemotes: dir === 'shell',
      env: {
        WEB_PORT_BASE: String(portBase),
        PUBLIC_ORIGIN: siteUrl,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        REMOTES_FILE: '',
      },
    });
    server.addHook('onResponse', async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (!recording || pathname.startsWith('/api/')) return;
      const length = Number(reply.getHeader('content-length') ?? 0);
      downloaded.push({ file: `${app.dir} ${pathname}`, status: reply.statusCode, bytes: length });
    });
    await server.listen({ port: portBase + app.portOffset, host: '127.0.0.1' });
    return server;
  };
  const servers = await Promise.all(webApps.map((app) => serve(app.dir)));
  const context = await browser.newContext({ baseURL: siteUrl });
  try {
    await routeGoogleScripts(context);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, siteUrl);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The other screens' files, preloaded once the page is idle, are kept too.
    await page.waitForTimeout(3000);
    await untilKept(page);
    const remoteScriptBytes = readdirSync(dashboardDir)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + readFileSync(path.join(dashboardDir, file)).length, 0);

    const changedChunk = deployChangedDashboard(dashboardDir);
    // Its server lists its files when it starts: started again, as a deployment does.
    const index = webApps.findIndex((app) => app.dir === DASHBOARD);
    await servers[index]!.close();
    servers[index] = await serve(DASHBOARD);

    // Playwright turns the browser's HTTP cache off while any request is routed, and then every
    // request asks for the whole file; the signed-in page no longer needs Google's stand-ins.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    recording = true;
    // Opened again as a member opens the site (a reload would ask every file to be revalidated).
    await page.goto('/');
    await page.getByText('Standings, redeployed').waitFor();
    // The idle preloads of the other remotes' entries come after the screen.
    await page.waitForTimeout(3000);
    recording = false;
    return { downloaded, changedChunk, remoteScriptBytes };
  } finally {
    await context.close();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(dashboardDir, { recursive: true, force: true });
  }
}
