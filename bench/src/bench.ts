/**
 * `pnpm bench`: every figure of the performance targets in one run, printed as one table (and
 * the detail tables before it): the front ends' build times, the first composed view's
 * JavaScript (raw, gzip, on the wire) and how often each shared package is fetched, LCP of `/`,
 * a remote's first and second open, the phone profile (LCP of `/`, INP of a Players keystroke and a
 * Schedule week change, CPU 4× slower on Fast 3G), the Players filter keystroke with 3,000 rows,
 * and the API's throughput and p50/p99 for every call of the first load on PGlite and PostgreSQL
 * at 10 and 50 connections, and the live stream's events per second and heap per open stream.
 *
 * Settings: those of the web half (src/web/web.ts) and the API half (src/api/cli.ts).
 * Figures are printed, never asserted: `pnpm bench:budget` is the check `npm test` runs.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import { stopAllOnSignal } from '../../scripts/lib/processes.mjs';
import { formatApiBenchTable, runApiBench } from './api/api-bench';
import { faultTargets, formatFaultBenchTable, runFaultBench } from './api/faults-bench';
import { apiTargets } from './api/targets';
import { formatTargets } from './table';
import { runWebSection } from './web/web-section';
import { giveUpAfter } from './watchdog';

giveUpAfter(30, 'The benchmark');

stopAllOnSignal();
const emulator = await ensureAuthEmulator();
try {
  const web = await runWebSection({ runs: Number(process.env.BENCH_RUNS ?? 5), players: true });
  const apiRows = await runApiBench({ log: (line) => console.log(line) });
  // PostgreSQL's faults: left out with the PostgreSQL half (BENCH_DATABASES=pglite).
  const faults = (process.env.BENCH_DATABASES ?? 'postgres').includes('postgres')
    ? await runFaultBench({ log: (line) => console.log(line) })
    : null;
  // The live stream (docs/benchmarks.md §8) in a process of its own: it measures the heap, which
  // needs --expose-gc and nothing else in the process.
  const events = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./events.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  console.log(
    `\n${web.details.join('\n\n')}\n\n${formatApiBenchTable(apiRows)}\n${faults ? `\n${formatFaultBenchTable(faults)}\n` : ''}`,
  );
  console.log(events.status === 0 ? events.stdout : `Live stream: the measure failed (exit ${events.status})\n`);
  console.log(`Targets (issue #19), ${new Date().toISOString().slice(0, 10)}, this machine:\n`);
  console.log(formatTargets([...web.targets, ...apiTargets(apiRows), ...faultTargets(faults)]));
} finally {
  await emulator.stop();
}
