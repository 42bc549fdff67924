/**
 * `pnpm --filter bench cluster`: the scale test of the API cluster (cluster-bench.ts,
 * docs/benchmarks.md §9): three instances behind HAProxy under load, one killed and started
 * again; prints the figures and exits 1 when a write was lost or doubled, the budget was not
 * held across the instances, or a stream missed an event.
 *
 * Settings: BENCH_CLUSTER_CONNECTIONS (500), BENCH_CLUSTER_SECONDS (60), BENCH_CLUSTER_USERS
 * (connections / 4), BENCH_CLUSTER_USER_LIMIT (600 a minute), BENCH_CLUSTER_STREAMS (30),
 * BENCH_POSTGRES_URL (else TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres,
 * an admin connection), FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be
 * running). Needs haproxy and redis-server on the PATH.
 */
import { stopAllOnSignal } from '../../../scripts/lib/processes.mjs';
import { giveUpAfter } from '../watchdog';
import { clusterGoalsMet, formatClusterBenchTable, runClusterBench } from './cluster-bench';

giveUpAfter(15, 'The cluster benchmark');
stopAllOnSignal();

const result = await runClusterBench({ log: (line) => console.log(line) });
console.log(`\n${formatClusterBenchTable(result)}\n`);
if (!clusterGoalsMet(result)) {
  console.log('MISSED: a write was lost or doubled, the budget did not hold, or a stream missed an event.');
  process.exitCode = 1;
}
