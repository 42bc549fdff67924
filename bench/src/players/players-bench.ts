/**
 * Players screen benchmark, in Chromium on the built, composed site with 3,000 players in
 * one year's book. Prints, per measure, the median (and min and max) of several runs:
 *   - import: choosing a 3,000-row CSV to the success toast with the refreshed book on screen
 *     (file read in a worker, the import rules of docs/screens/players.md §4.5, one upsert of 3,000 rows, refetch, render);
 *   - first render: loading /players?year=… to the first painted table of 3,000 players
 *     (remote load, players call, table render);
 *   - filter keystroke: a key typed in the quick search to the painted filtered table;
 *   - sort: a click on a column header to the painted sorted table;
 *   - export: a click on 'Export CSV' to the file handed over and its toast painted.
 * Targets (issue 13): keystroke to paint ≤ 50 ms, import ≤ 2 s end to end.
 *
 * Settings: BENCH_RUNS (7), BENCH_WEB_PORT_BASE (3400: shell, remotes on the next six),
 * BENCH_SKIP_BUILD=1 (reuse the last web build), CHROMIUM_PATH (/usr/bin/chromium),
 * FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be running).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { bookPlayerName, playerBookCsv } from '../../../e2e/support/players-csv';
import { routeGoogleScripts, signIn } from '../../../e2e/support/sign-in';
import { chromiumArgs, chromiumPath, emulatorHost } from '../web/settings';
import { formatTable, median } from '../table';
import { armTimer, markFirstPaintOf, readTimer } from './page-timing';
import { startSite } from './site';
import { giveUpAfter } from '../watchdog';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const webPortBase = Number(process.env.BENCH_WEB_PORT_BASE ?? 3400);
const BOOK_SIZE = 3000;
const PREFIX = 'Bench Player';
/** The book goes into next calendar year, one of the screen's years and empty in the demo. */
const year = new Date().getFullYear() + 1;

const showing = (shown: number) => `Showing ${shown} of ${BOOK_SIZE} players`;
const footerIs = (text: string) => `() => document.body.innerText.includes(${JSON.stringify(text)})`;

/** The players the quick search keeps for `term` (name or NFL team, any case). */
function matches(term: string): number {
  const csvRows = playerBookCsv(BOOK_SIZE, { prefix: PREFIX }).trim().split('\r\n').slice(1);
  return csvRows.filter((row) => {
    const [, name = '', , nflTeam = ''] = row.split(',');
    return name.toLowerCase().includes(term) || nflTeam.toLowerCase().includes(term);
  }).length;
}

async function measureImport(page: Page, file: string): Promise<number> {
  await armTimer(
    page,
    'change',
    `() => document.body.innerText.includes('CSV Import Successful') && document.body.innerText.includes(${JSON.stringify(showing(BOOK_SIZE))})`,
  );
  // The input is enabled once the league's teams are read (rows name their teams).
  await page.locator('[data-testid="import-csv-input"]:enabled').waitFor({ state: 'attached' });
  await page.locator('[data-testid="import-csv-input"]').setInputFiles(file);
  return readTimer(page, 120_000);
}

async function measureFirstRender(page: Page): Promise<number> {
  await page.goto(`/players?year=${year}`);
  // The init script marks the first frame painted with table rows, from the navigation's start.
  const mark = await page.waitForFunction(
    "performance.getEntriesByName('bench:table-painted')[0]?.startTime ?? null",
    undefined,
    { timeout: 60_000 },
  );
  await page.getByText(showing(BOOK_SIZE)).waitFor();
  return (await mark.jsonValue()) as number;
}

export type Measure = { name: string; values: number[]; target?: number };

/**
 * Runs every Players measure `runs` times in a new signed-in profile on the served site at
 * `siteUrl`; answers the measures (ms per run).
 */
export async function runPlayersBench({
  browser,
  siteUrl,
  runs,
}: {
  browser: Browser;
  siteUrl: string;
  runs: number;
}): Promise<Measure[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'players-bench-'));
  // bypassCSP: Playwright evaluates the bench's string probes in the page (see web-bench.ts).
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    bypassCSP: true,
  });
  try {
    await routeGoogleScripts(context);
    const page = await context.newPage();
    await signIn(page);
    const csvFile = path.join(folder, `bench_${year}.csv`);
    await writeFile(csvFile, playerBookCsv(BOOK_SIZE, { prefix: PREFIX }));

    const measures: Measure[] = [];
    const record = (name: string, target?: number) => {
      const measure: Measure = { name, values: [], target };
      measures.push(measure);
      return measure.values;
    };

    // Import first: it fills the book the other measures read. The first run creates 3,000
    // players, the later ones update all 3,000 (same file).
    const imports = record('import 3,000-row CSV, end to end', 2000);
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`/players?year=${year}`);
      await page.getByRole('button', { name: 'Import CSV' }).waitFor();
      await page.getByText(/^Showing \d+ of \d+ players$/).waitFor();
      imports.push(await measureImport(page, csvFile));
      process.stdout.write('.');
    }

    const renders = record('first table render (page load)');
    await page.addInitScript(
      markFirstPaintOf('table[aria-label="Players"] tbody tr[aria-rowindex]', 'bench:table-painted'),
    );
    for (let run = 0; run < runs; run += 1) {
      renders.push(await measureFirstRender(page));
      process.stdout.write('.');
    }

    const keystrokes = record('filter keystroke to paint', 50);
    const search = page.getByRole('searchbox', { name: 'Search players' });
    for (let run = 0; run < runs; run += 1) {
      await search.fill('');
      await page.getByText(showing(BOOK_SIZE)).waitFor();
      await search.focus();
      // "1", "12", "123": each key narrows the book, and the footer tells when it is painted.
      let term = '';
      for (const key of ['1', '2', '3']) {
        term += key;
        await armTimer(page, 'keydown', footerIs(showing(matches(term))));
        await page.keyboard.press(key);
        keystrokes.push(await readTimer(page));
      }
      process.stdout.write('.');
    }
    await search.fill('');
    await page.getByText(showing(BOOK_SIZE)).waitFor();

    const sorts = record('sort a column (3,000 rows)');
    const auctionHeader = page.getByRole('columnheader', { name: /Auction/ }).getByRole('button');
    for (let run = 0; run < runs; run += 1) {
      // Amounts sort high to low first: none → descending → ascending → none.
      const now = (await page.getByRole('columnheader', { name: /Auction/ }).getAttribute('aria-sort')) ?? 'none';
      const next = ({ none: 'descending', descending: 'ascending', ascending: 'none' } as Record<string, string>)[now];
      await armTimer(
        page,
        'click',
        `() => [...document.querySelectorAll('th')].some((th) => th.textContent.includes('Auction') && th.getAttribute('aria-sort') === '${next}')`,
      );
      await auctionHeader.click();
      sorts.push(await readTimer(page));
      process.stdout.write('.');
    }

    const exports = record('export 3,000 players to CSV');
    for (let run = 0; run < runs; run += 1) {
      // Only a toast that was not on screen before the click counts (the last run's may linger).
      await page.evaluate(
        "document.querySelectorAll('li').forEach((item) => item.setAttribute('data-bench-seen', ''))",
      );
      await armTimer(
        page,
        'click',
        `() => [...document.querySelectorAll('li:not([data-bench-seen])')].some((item) => item.textContent.includes('Exported ${BOOK_SIZE} players to CSV.'))`,
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      exports.push(await readTimer(page));
      const file = await download;
      if (!(await file.suggestedFilename()).startsWith(`players_${year}_`))
        throw new Error(`Unexpected export file ${await file.suggestedFilename()}`);
      process.stdout.write('.');
    }
    console.log('');
    if (!(await page.getByText(bookPlayerName(PREFIX, 0)).count()))
      console.warn('The first bench player is not on screen: check the figures.');
    return measures;
  } finally {
    await context.close();
    await rm(folder, { recursive: true, force: true });
  }
}

async function main() {
  giveUpAfter(15, 'The Players benchmark');
  console.log(`Players benchmark: ${BOOK_SIZE} players in ${year}, ${runs} runs per measure`);
  const site = await startSite({ webPortBase, emulatorHost });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    printTable(await runPlayersBench({ browser, siteUrl: site.siteUrl, runs }));
  } finally {
    await browser.close();
    await site.stop();
  }
}

function printTable(measures: Measure[]) {
  const header = ['measure', 'median ms', 'min ms', 'max ms', 'runs', 'target'];
  const lines = measures.map((m) => [
    m.name,
    median(m.values).toFixed(1),
    Math.min(...m.values).toFixed(1),
    Math.max(...m.values).toFixed(1),
    String(m.values.length),
    m.target === undefined ? '' : `≤ ${m.target} ms ${median(m.values) <= m.target ? 'met' : 'MISSED'}`,
  ]);
  console.log(`\nPlayers screen, ${BOOK_SIZE} players, Chromium ${chromium.name()} headless, 1280×900, built site\n`);
  console.log(formatTable(header, lines));
  console.log('\nimport: run 1 creates the players, later runs update them.');
}

// Run as a script (`pnpm --filter bench players`), not when `pnpm bench` imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
