// Builds (timed), serves and measures the site: the web rows of `pnpm bench`.
import { chromium } from 'playwright-core';
import { runPlayersBench, type Measure } from '../players/players-bench';
import { startSite } from '../players/site';
import { kB, median, ms, type TargetRow } from '../table';
import { measureBuildTimes, type BuildTimes } from './build-times';
import { CPU_SLOWDOWN, FAST_3G, PHONE_VIEWPORT, runPhoneBench, type PhoneFigures } from './phone-bench';
import { firstViewTable, msSpread, phoneTargets, sharedTable, webTargets } from './report';
import { chromiumArgs, chromiumPath, emulatorHost, skipBuild, webPortBase, workspaceRoot } from './settings';
import { runWebBench } from './web-bench';

export type Section = { targets: TargetRow[]; details: string[] };

function buildTargets(times: BuildTimes): TargetRow[] {
  const spread = (values: number[]) =>
    `${(median(values) / 1000).toFixed(1)} s${values.length > 1 ? ` (${values.length} builds)` : ''}`;
  return [
    {
      measure: 'build: all seven front ends',
      figure: spread(times.allApps),
      target: '≤ 30 s',
      met: median(times.allApps) <= 30_000,
    },
    {
      measure: `build: ${times.remote} alone`,
      figure: spread(times.oneRemote),
      target: '≤ 5 s',
      met: median(times.oneRemote) <= 5_000,
    },
  ];
}

/** The Players screen's filter keystroke with 3,000 rows (its own benchmark's measure). */
function keystrokeTarget(measures: Measure[]): TargetRow[] {
  const keystroke = measures.find((measure) => measure.name.startsWith('filter keystroke'));
  if (!keystroke) return [];
  const figure = median(keystroke.values);
  return [
    {
      measure: 'players filter keystroke, 3,000 rows',
      figure: msSpread(keystroke.values),
      target: '≤ 50 ms',
      met: figure <= 50,
    },
  ];
}

/** How the phone profile was throttled, and its runs, for the detail lines. */
export function phoneDetails(figures: PhoneFigures): string {
  const kbit = (bytesPerSecond: number) => `${((bytesPerSecond * 8) / 1000).toLocaleString('en')} kbit/s`;
  const runs = (values: number[] | null) => (values ? values.map(ms).join(', ') : 'not measured');
  return [
    `phone profile: ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, Fast 3G (${FAST_3G.latency} ms latency, ${kbit(FAST_3G.downloadThroughput)} down, ${kbit(FAST_3G.uploadThroughput)} up)`,
    `phone LCP runs (ms): ${runs(figures.lcp)}`,
    `phone LCP runs, returning (ms; service worker ${figures.serviceWorker ? 'active' : 'none registered'}, answers ${figures.answersKept ? 'kept' : 'not kept'}): ${runs(figures.lcpCached)}`,
    `phone standings rows painted runs, returning (ms; the last screen's when painted): ${runs(figures.standingsCached)}`,
    `phone standings rows of the app itself, returning (ms; median ${ms(median(figures.standingsCachedApp))}): ${runs(figures.standingsCachedApp)}`,
    `phone Players keystroke INP runs (ms): ${runs(figures.searchKeystroke)}`,
    `phone Schedule week change INP runs (ms): ${runs(figures.weekChange)}`,
    `interactions under Event Timing's 16 ms threshold (counted as 16): ${figures.underThreshold}`,
    `API calls of the phone's first load of /: ${figures.firstLoadCalls.join(', ') || 'none seen'}`,
  ].join('\n');
}

/** Builds (timed) and measures the site; with `players`, the Players screen's keystroke too. */
export async function runWebSection({ runs, players = false }: { runs: number; players?: boolean }): Promise<Section> {
  const targets: TargetRow[] = [];
  if (skipBuild) {
    console.log('BENCH_SKIP_BUILD=1: measuring the last build; no build times.');
  } else {
    console.log('Building the front ends (timed)…');
    targets.push(
      ...buildTargets(await measureBuildTimes(workspaceRoot, { runs: Number(process.env.BENCH_BUILD_RUNS ?? 1) })),
    );
  }
  const site = await startSite({ webPortBase, emulatorHost, build: false });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`Measuring the site in Chromium, ${runs} runs…`);
    const figures = await runWebBench({ browser, siteUrl: site.siteUrl, workspaceRoot, runs });
    targets.push(...webTargets(figures));
    console.log(`Measuring the site on a phone (throttled), ${runs} runs…`);
    const phone = await runPhoneBench({ browser, siteUrl: site.siteUrl, runs });
    targets.push(...phoneTargets(phone));
    if (players) {
      console.log('Measuring the Players screen with 3,000 players…');
      targets.push(...keystrokeTarget(await runPlayersBench({ browser, siteUrl: site.siteUrl, runs })));
    }
    const largest = [...figures.firstView].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    return {
      targets,
      details: [
        firstViewTable(figures.firstView),
        `largest first-view files (gzip -9): ${largest.map((script) => `${script.app}/${script.file} ${kB(script.gzip)} kB`).join(', ')}`,
        sharedTable(figures.sharedCopies),
        `LCP runs (ms): ${figures.lcp.map(ms).join(', ')}`,
        phoneDetails(phone),
      ],
    };
  } finally {
    await browser.close();
    await site.stop();
  }
}
