// The web figures as tables and as lines of the summary against issue #19's targets.
import { PRECOMPRESS_MIN_BYTES } from 'shared-build/precompress';
import { singletonPackages } from 'shared-build/singletons';
import { formatTable, kB, median, ms, type TargetRow } from '../table';
import type { FirstVisitFigures } from './first-visit-bench';
import type { FetchedScript } from './page-scripts';
import { NO_WEEK_PICKER, type PhoneFigures } from './phone-bench';
import type { RedeployFigures } from './redeploy-bench';
import { packageOf } from './shared-files';
import type { WebFigures } from './web-bench';

/** Issue #19's target for the first view's JavaScript after gzip (bytes; 200 kB). */
export const FIRST_VIEW_GZIP_TARGET = 200_000;

/**
 * What `pnpm bench:budget` (and so `npm test`) lets the first view weigh: the size reached,
 * with a little room, so a change that grows it fails the tests. The target is not met yet
 * (docs/performance.md §3.1 says why and what is left); lower this as it shrinks.
 */
export const FIRST_VIEW_GZIP_CEILING = 256_400;

export function totals(scripts: FetchedScript[]) {
  return scripts.reduce(
    (sum, script) => ({
      files: sum.files + 1,
      raw: sum.raw + script.raw,
      gzip: sum.gzip + script.gzip,
      wire: sum.wire + script.wire,
    }),
    { files: 0, raw: 0, gzip: 0, wire: 0 },
  );
}

/** Per app: how many scripts the first view fetched from it and their sizes. */
export function firstViewTable(scripts: FetchedScript[]): string {
  const apps = [...new Set(scripts.map((script) => script.app))];
  const row = (name: string, of: FetchedScript[]) => {
    const sum = totals(of);
    const encodings = [...new Set(of.map((script) => script.encoding))].join(', ');
    return [name, String(sum.files), kB(sum.raw), kB(sum.gzip), kB(sum.wire), encodings];
  };
  return formatTable(
    ['first view (sign-in → / rendered)', 'files', 'raw kB', 'gzip -9 kB', 'wire kB', 'served as'],
    [
      ...apps.map((app) =>
        row(
          app,
          scripts.filter((script) => script.app === app),
        ),
      ),
      row('total', scripts),
    ],
  );
}

/** Each shared package: from how many apps' copies the first view fetched it (want: one). */
export function sharedTable(copies: Map<string, Set<string>>): string {
  return formatTable(
    ['shared package', 'copies fetched', 'from'],
    singletonPackages.map((name) => {
      // `zod/mini` is counted under its package, as every subpath entry is (shared-files.ts).
      const from = [...(copies.get(packageOf(name)) ?? [])];
      return [name, String(from.length), from.join(', ') || '(not in the first view)'];
    }),
    1,
  );
}

/** Shared packages the first view fetched from more than one app. */
export function fetchedTwice(copies: Map<string, Set<string>>): string[] {
  return [...copies].filter(([, apps]) => apps.size > 1).map(([name, apps]) => `${name} (${[...apps].join(', ')})`);
}

/** Scripts sent as they are though worth compressing (the build leaves files under 1 KB alone). */
export const uncompressed = (scripts: FetchedScript[]) =>
  scripts.filter((script) => script.encoding === 'identity' && script.raw > PRECOMPRESS_MIN_BYTES);

/** A timing's median with its range: `85 ms (53–183)`. */
export const msSpread = (values: number[]) =>
  `${ms(median(values))} ms (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

export function webTargets(figures: WebFigures): TargetRow[] {
  const sum = totals(figures.firstView);
  const twice = fetchedTwice(figures.sharedCopies);
  return [
    {
      measure: 'first view JS, gzip -9',
      figure: `${kB(sum.gzip)} kB`,
      target: '≤ 200 kB',
      met: sum.gzip <= FIRST_VIEW_GZIP_TARGET,
    },
    {
      measure: 'first view JS, on the wire',
      figure: `${kB(sum.wire)} kB`,
      target: 'compressed',
      met: uncompressed(figures.firstView).length === 0,
    },
    {
      measure: 'shared packages fetched twice',
      figure: twice.length ? twice.join('; ') : 'none',
      target: 'none',
      met: twice.length === 0,
    },
    {
      measure: 'LCP of / (signed in, empty cache)',
      figure: msSpread(figures.lcp),
      target: '≤ 1,000 ms',
      met: median(figures.lcp) <= 1000,
    },
    {
      measure: 'remote first open, no preload',
      figure: msSpread(figures.firstOpenCold),
      target: '≤ 300 ms',
      met: median(figures.firstOpenCold) <= 300,
    },
    {
      measure: 'remote first open, after idle preload',
      figure: msSpread(figures.firstOpenPreloaded),
      target: '≤ 300 ms',
      met: median(figures.firstOpenPreloaded) <= 300,
    },
    {
      measure: 'remote opened again',
      figure: msSpread(figures.secondOpen),
      target: '≤ 50 ms',
      met: median(figures.secondOpen) <= 50,
    },
  ];
}

/**
 * The phone profile's rows (issue "Phone-first and fast"): LCP ≤ 2.5 s, each interaction ≤ 200 ms.
 * LCP is measured twice: a first visit (nothing cached) and a returning phone (the hashed scripts cached).
 */
export function phoneTargets(figures: PhoneFigures): TargetRow[] {
  const within = (measure: string, values: number[] | null, limit: number, target: string): TargetRow =>
    values === null || values.length === 0
      ? { measure, figure: NO_WEEK_PICKER, target, met: false }
      : { measure, figure: msSpread(values), target, met: median(values) <= limit };
  return [
    within('phone: LCP of / (signed in, empty cache)', figures.lcp, 2500, '≤ 2,500 ms'),
    within('phone: LCP of / (signed in, scripts cached)', figures.lcpCached, 2500, '≤ 2,500 ms'),
    within('phone: returning member, LCP of /', figures.lcpCached, 1000, '≤ 1,000 ms'),
    within('phone: returning member, standings rows painted', figures.standingsCached, 1200, '≤ 1,200 ms'),
    within('phone: Players search keystroke, INP', figures.searchKeystroke, 200, '≤ 200 ms'),
    within('phone: Schedule week change, INP', figures.weekChange, 200, '≤ 200 ms'),
  ];
}

/** The invited person's first visit (first-visit-bench.ts): each page's LCP with an empty cache. */
export function firstVisitTargets(figures: FirstVisitFigures): TargetRow[] {
  const within = (measure: string, values: number[]): TargetRow => ({
    measure,
    figure: msSpread(values),
    target: '≤ 1,500 ms',
    met: median(values) <= 1500,
  });
  return [
    within('phone: invited, LCP of the join link (empty cache)', figures.joinLcp),
    within('phone: invited, LCP of /login (empty cache)', figures.loginLcp),
  ];
}

/**
 * A remote deployed on its own: what a returning member's next load downloads. Met when the
 * only scripts are the remote's entry and its changed chunk (the rest from the worker's cache).
 */
export function redeployTargets(figures: RedeployFigures): TargetRow[] {
  const total = figures.downloaded.reduce((sum, file) => sum + file.bytes, 0);
  const scripts = figures.downloaded.filter((file) => file.file.endsWith('.js') && file.status === 200);
  const expected = new Set(['mf-dashboard /remoteEntry.js', `mf-dashboard /${figures.changedChunk}`]);
  return [
    {
      measure: 'phone: a remote redeployed alone, a returning member downloads',
      figure: `${kB(total)} kB: ${scripts.length} scripts sent, ${figures.downloaded.length - scripts.length} other answers (the remote's scripts: ${kB(figures.remoteScriptBytes)} kB)`,
      target: "that remote's changed files only",
      met: scripts.length === expected.size && scripts.every((file) => expected.has(file.file)),
    },
  ];
}

/** Each file the returning load downloaded after the deployment, with its bytes. */
export function redeployDetails(figures: RedeployFigures): string {
  return formatTable(
    ['sent after the Dashboard was redeployed (app path)', 'status', 'bytes'],
    figures.downloaded.map((file) => [file.file, String(file.status), String(file.bytes)]),
  );
}
