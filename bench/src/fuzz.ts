/**
 * The fuzz suite's larger run: every write route of the real app (in this process, through
 * inject) gets FUZZ_RUNS (200) requests derived from its zod schemas, some mutated into hostile
 * shapes, on PGlite and then on a fresh PostgreSQL database (at BENCH_POSTGRES_URL, else
 * TEST_POSTGRES_URL, an admin connection; created and dropped). Prints how many requests each
 * database took and accepted, and every failure: a 5xx, an error that is not `{ message }`,
 * or a refused request that changed a table. Exits 1 when there is one.
 *
 * Settings: FUZZ_RUNS (200 per route), FUZZ_SEED (random), BENCH_DATABASES (pglite,postgres),
 * FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be running).
 */
import { createTestApp } from 'api/src/testing/app';
import { favouring, fuzzRoutes, knownIntegers, writeRouteCollector } from 'api/src/testing/fuzz';
import { bearer } from 'api/src/testing/identities';
import { signIn } from 'api/src/testing/members';
import { adminUrl } from './api/postgres';

const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
process.env.TEST_POSTGRES_URL = adminUrl();

let failed = 0;
for (const database of databases) {
  // The test database helper reads the engine from TEST_DB: a fresh, migrated, seeded database.
  process.env.TEST_DB = database;
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const { routes, onRoute } = writeRouteCollector();
  const app = await createTestApp({ onRoute });
  try {
    const commissioner = await signIn(app);
    const started = performance.now();
    const outcome = await fuzzRoutes(app, routes, {
      runs,
      seed,
      headers: bearer(commissioner),
      derive: favouring(await knownIntegers(app.db)),
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: ${outcome.requests} requests to ${routes.length} write routes in ${seconds.toFixed(1)} s (seed ${seed}): ${outcome.accepted} accepted, ${outcome.requests - outcome.accepted} refused, ${outcome.failures.length} failures`,
    );
    for (const failure of outcome.failures) console.log(`  ${failure}`);
    failed += outcome.failures.length;
  } finally {
    await app.close();
  }
}
console.log(failed === 0 ? 'No failures.' : `${failed} failures (FUZZ_SEED=${seed} repeats this run).`);
process.exit(failed === 0 ? 0 : 1);
