/**
 * `pnpm --filter bench faults`: the API on PostgreSQL with its connections ended under load
 * (faults-bench.ts); prints each ending's figures and the targets.
 *
 * Settings: BENCH_FAULT_CONNECTIONS (50), BENCH_FAULT_TERMINATES (5), BENCH_FAULT_INTERVAL (3 s),
 * BENCH_POSTGRES_URL (else TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres,
 * an admin connection), FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be running).
 */
import { formatTargets } from '../table';
import { giveUpAfter } from '../watchdog';
import { faultTargets, formatFaultBenchTable, runFaultBench } from './faults-bench';

giveUpAfter(10, 'The fault benchmark');

const result = await runFaultBench({ log: (line) => console.log(line) });
console.log(`\n${formatFaultBenchTable(result)}\n`);
console.log(formatTargets(faultTargets(result)));
