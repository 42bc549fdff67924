/**
 * The league model's larger run: MODEL_RUNS (300) random sequences of the league's writes
 * (trades proposed and answered, picks and balls edited, keepers marked, roll-overs, teams
 * created and removed, imports from the fake Yahoo, started in-process) through the real app (in this process, through inject), on PGlite and
 * then on a fresh PostgreSQL database (at BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, an admin
 * connection; created and dropped), every invariant checked after every command. Prints how
 * many commands each database took and accepted; on a failure, fast-check's report (seed,
 * path, the shortest sequence) and the requests it sent, and exits 1.
 *
 * Settings: MODEL_RUNS (300), MODEL_SEED (random), BENCH_DATABASES (pglite,postgres),
 * FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099; the emulator must be running).
 */
import { describeTally, prepareModel, runLeagueModel, startModelApp } from 'api/src/testing/league-model';
import { adminUrl } from './api/postgres';

const runs = Number(process.env.MODEL_RUNS ?? 300);
const seed = Number(process.env.MODEL_SEED ?? Date.now() % 1_000_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
process.env.TEST_POSTGRES_URL = adminUrl();

let failed = false;
for (const database of databases) {
  // The test database helper reads the engine from TEST_DB: a fresh, migrated, seeded database.
  process.env.TEST_DB = database;
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const setup = await startModelApp();
  try {
    const base = await prepareModel(setup.app);
    const started = performance.now();
    try {
      await runLeagueModel(base, { runs, seed });
    } catch (error) {
      failed = true;
      console.log(`${label}: FAILED\n${error instanceof Error ? error.message : String(error)}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const sent = [...base.tally.values()].reduce((sum, counts) => sum + counts.accepted + counts.refused, 0);
    const accepted = [...base.tally.values()].reduce((sum, counts) => sum + counts.accepted, 0);
    console.log(
      `${label}: ${runs} sequences, ${sent} commands in ${seconds.toFixed(1)} s (seed ${seed}): ${accepted} accepted, ${sent - accepted} refused`,
    );
    console.log(`  accepted of sent: ${describeTally(base.tally)}`);
  } finally {
    await setup.close();
  }
}
console.log(failed ? `A sequence failed (MODEL_SEED=${seed} repeats this run).` : 'No failures.');
process.exit(failed ? 1 : 0);
