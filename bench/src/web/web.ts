/**
 * `pnpm --filter bench web`: the web half of the benchmark on the built, composed site, in
 * Chromium: build times (all seven apps in one process, one remote alone), the first view's
 * JavaScript per app (raw, gzip -9, on the wire), how many copies of each shared package it
 * fetched, LCP of `/`, a remote's screen opened the first time and again, and the phone
 * profile (phone-bench.ts: LCP of `/`, a Players keystroke's and a Schedule week change's INP).
 *
 * Settings: BENCH_RUNS (5, the phone's too), BENCH_BUILD_RUNS (1), BENCH_SKIP_BUILD=1 (measure the last build,
 * no build times), BENCH_WEB_PORT_BASE (3400), CHROMIUM_PATH, FIREBASE_AUTH_EMULATOR_HOST
 * (127.0.0.1:9099; started when none answers).
 */
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { stopAllOnSignal } from '../../../scripts/lib/processes.mjs';
import { formatTargets } from '../table';
import { runWebSection } from './web-section';

stopAllOnSignal();
const emulator = await ensureAuthEmulator();
try {
  const section = await runWebSection({ runs: Number(process.env.BENCH_RUNS ?? 5) });
  console.log(`\n${section.details.join('\n\n')}\n\n${formatTargets(section.targets)}`);
} finally {
  await emulator.stop();
}
