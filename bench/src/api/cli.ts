/**
 * `pnpm --filter bench api`: runs the API benchmark (api-bench.ts) and prints its table, then
 * its rows of `pnpm bench`'s targets (those of a database left out say 'not measured').
 *
 * Settings: BENCH_SECONDS (5 per route and connection count), BENCH_CONNECTIONS (10,50),
 * BENCH_MAX_REQUESTS (50,000 per measurement), BENCH_DATABASES (pglite,postgres),
 * BENCH_POSTGRES_URL (else TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/postgres,
 * an admin connection), FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be
 * running). The API's own settings in the environment reach the API (TOKEN_CACHE_SIZE=0
 * measures it without its token cache).
 */
import { formatTargets } from '../table';
import { apiBenchOptionsFromEnv, formatApiBenchTable, runApiBench } from './api-bench';
import { apiTargets } from './targets';
import { giveUpAfter } from '../watchdog';

// A hard ceiling on the whole run, whatever hangs.
giveUpAfter(15, 'The benchmark');

const options = apiBenchOptionsFromEnv();
const rows = await runApiBench({ ...options, log: (line) => console.log(line) });
console.log(`\n${options.seconds} s per route and connection count, loopback\n`);
console.log(formatApiBenchTable(rows));
console.log(`\n${formatTargets(apiTargets(rows))}`);
const failed = rows.filter((row) => row.failures > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} measurement(s) answered errors during the run: their figures do not count.`);
  process.exit(1);
}
