/**
 * `pnpm bench:budget` (run by `npm test`): fails when the first composed view (sign-in → `/`
 * rendered, on the built site in Chromium) fetches more than 200 kB of JavaScript after
 * gzip -9, or fetches a shared package from two apps' copies. Sizes only: times are printed
 * by `pnpm bench`, never asserted.
 *
 * Settings: BENCH_SKIP_BUILD=1 (check the last build), BENCH_WEB_PORT_BASE (3400),
 * CHROMIUM_PATH, FIREBASE_AUTH_EMULATOR_HOST (started when none answers).
 */
import { chromium } from 'playwright-core';
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { stopAllOnSignal } from '../../../scripts/lib/processes.mjs';
import { startSite } from '../players/site';
import { kB } from '../table';
import { fetchedTwice, FIRST_VIEW_GZIP_BUDGET, firstViewTable, sharedTable, totals } from './report';
import { chromiumArgs, chromiumPath, skipBuild, webPortBase, workspaceRoot } from './settings';
import { countSharedFetches, readSharedFiles } from './shared-files';
import { measureFirstView } from './web-bench';

stopAllOnSignal();
const emulator = await ensureAuthEmulator();
const site = await startSite({ webPortBase, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099', build: !skipBuild });
const failures: string[] = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { scripts } = await measureFirstView(browser, site.siteUrl);
    const copies = countSharedFetches(readSharedFiles(workspaceRoot), scripts);
    console.log(`\n${firstViewTable(scripts)}\n\n${sharedTable(copies)}\n`);
    const gzip = totals(scripts).gzip;
    if (scripts.length === 0) failures.push('the first view fetched no script: the measure is broken');
    if (gzip > FIRST_VIEW_GZIP_BUDGET) failures.push(`the first view's JavaScript is ${kB(gzip)} kB after gzip, over the ${kB(FIRST_VIEW_GZIP_BUDGET)} kB budget`);
    for (const twice of fetchedTwice(copies)) failures.push(`a shared package was fetched from two apps: ${twice}`);
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
  await emulator.stop();
}
if (failures.length > 0) {
  console.error(`Budget: ${failures.length} over:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`Budget: met (first view ≤ ${kB(FIRST_VIEW_GZIP_BUDGET)} kB gzip, every shared package fetched once)`);
