/**
 * `pnpm bench:budget` (run by `npm test`): fails when the first composed view (sign-in → `/`
 * rendered, on the built site in Chromium) fetches more JavaScript after gzip -9 than its
 * ceiling (report.ts), sends a script uncompressed, or fetches a shared package from two apps'
 * copies; prints where the size stands against the 200 kB target. Sizes only: times are
 * printed by `pnpm bench`, never asserted.
 *
 * Settings: BENCH_SKIP_BUILD=1 (check the last build), BENCH_WEB_PORT_BASE (3400),
 * CHROMIUM_PATH, FIREBASE_AUTH_EMULATOR_HOST (started when none answers).
 */
import { chromium } from 'playwright-core';
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { stopAllOnSignal } from '../../../scripts/lib/processes.mjs';
import { startSite } from '../players/site';
import { kB } from '../table';
import {
  fetchedTwice,
  FIRST_VIEW_GZIP_CEILING,
  FIRST_VIEW_GZIP_TARGET,
  firstViewTable,
  sharedTable,
  totals,
  uncompressed,
} from './report';
import { chromiumArgs, chromiumPath, emulatorHost, skipBuild, webPortBase, workspaceRoot } from './settings';
import { countSharedFetches, readSharedFiles } from './shared-files';
import { measureFirstView } from './web-bench';

stopAllOnSignal();
const emulator = await ensureAuthEmulator();
const site = await startSite({ webPortBase, emulatorHost, build: !skipBuild });
const failures: string[] = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { scripts } = await measureFirstView(browser, site.siteUrl);
    const copies = countSharedFetches(readSharedFiles(workspaceRoot), scripts);
    console.log(`\n${firstViewTable(scripts)}\n\n${sharedTable(copies)}\n`);
    const gzip = totals(scripts).gzip;
    if (scripts.length === 0) failures.push('the first view fetched no script: the measure is broken');
    if (gzip > FIRST_VIEW_GZIP_CEILING)
      failures.push(
        `the first view's JavaScript is ${kB(gzip)} kB after gzip, over its ${kB(FIRST_VIEW_GZIP_CEILING)} kB ceiling`,
      );
    const plain = uncompressed(scripts);
    if (plain.length > 0)
      failures.push(`sent uncompressed: ${plain.map((script) => `${script.app}/${script.file}`).join(', ')}`);
    const target = gzip <= FIRST_VIEW_GZIP_TARGET ? 'met' : `not met yet, ${kB(gzip - FIRST_VIEW_GZIP_TARGET)} kB over`;
    console.log(
      `First view: ${kB(gzip)} kB (${gzip} bytes) gzip -9; target ${kB(FIRST_VIEW_GZIP_TARGET)} kB: ${target}.`,
    );
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
console.log(
  `Budget: met (first view ≤ ${kB(FIRST_VIEW_GZIP_CEILING)} kB gzip, every script compressed, every shared package fetched once)`,
);
