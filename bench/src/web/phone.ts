/**
 * `pnpm --filter bench phone`: the phone profile of the web bench alone (phone-bench.ts) on the
 * last build: LCP of `/` (empty cache, then a returning member's load: LCP and standings rows),
 * an invited person's first visit (LCP of a join link and of /login, empty cache), and the INP of
 * a Players search keystroke and a Schedule week change, at 375×812 with the CPU slowed 4× on
 * Fast 3G, as medians of BENCH_RUNS (5); and the bytes a returning member downloads after one
 * remote is deployed again on its own (redeploy-bench.ts, on BENCH_WEB_PORT_BASE + 50…).
 *
 * Settings: BENCH_RUNS, BENCH_WEB_PORT_BASE (3400), CHROMIUM_PATH, FIREBASE_AUTH_EMULATOR_HOST
 * (127.0.0.1:9099; started when none answers).
 */
import { chromium } from 'playwright-core';
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { stopAllOnSignal } from '../../../scripts/lib/processes.mjs';
import { startSite } from '../players/site';
import { formatTargets } from '../table';
import { giveUpAfter } from '../watchdog';
import { runFirstVisitBench } from './first-visit-bench';
import { runPhoneBench } from './phone-bench';
import { runRedeployBench } from './redeploy-bench';
import { firstVisitTargets, phoneTargets, redeployDetails, redeployTargets } from './report';
import { chromiumArgs, chromiumPath, emulatorHost, webPortBase } from './settings';
import { phoneDetails } from './web-section';

giveUpAfter(15, 'The phone benchmark');
stopAllOnSignal();
const emulator = await ensureAuthEmulator();
try {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const site = await startSite({ webPortBase, emulatorHost, build: false });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`Measuring the site on a phone (throttled), ${runs} runs…`);
    const figures = await runPhoneBench({ browser, siteUrl: site.siteUrl, runs });
    // Printed at once as well: a later part failing leaves these figures seen.
    console.log(`${phoneDetails(figures)}\n${formatTargets(phoneTargets(figures))}\n`);
    console.log(`Measuring an invited person's first visit on a phone, ${runs} runs…`);
    const firstVisit = await runFirstVisitBench({ browser, siteUrl: site.siteUrl, runs });
    console.log('Deploying the Dashboard again on a copy of the site, and loading it as a returning member…');
    const redeploy = await runRedeployBench({
      browser,
      apiUrl: site.apiUrl,
      emulatorHost,
      portBase: webPortBase + 50,
    });
    console.log(
      `\n${phoneDetails(figures)}\ninvited, join link LCP runs (ms): ${firstVisit.joinLcp.map(Math.round).join(', ')}` +
        `\ninvited, /login LCP runs (ms): ${firstVisit.loginLcp.map(Math.round).join(', ')}` +
        `\n\n${redeployDetails(redeploy)}` +
        `\n\n${formatTargets([...phoneTargets(figures), ...firstVisitTargets(firstVisit), ...redeployTargets(redeploy)])}`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
} finally {
  await emulator.stop();
}
