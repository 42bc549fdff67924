import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import type { ImportJob } from 'shared-contracts/provider-setup';
import { leagueImports } from '../../../db/schema';
import { adminPostgresUrl, databaseUrl } from '../../../testing/database';
import { authEmulatorHost, bearer, type TestUser } from '../../../testing/identities';
import {
  type ServerProcess,
  startServerProcess,
  stopProcess,
  waitUntilAnswering,
} from '../../../testing/server-process';
import { openSleeperLeague, type SleeperTestApp } from '../../../testing/sleeper';

const onPostgres = process.env.TEST_DB === 'postgres';
const LEAGUE = KEEPER_LEAGUE_2025.leagueId;

/**
 * A run is held by the process running it, not by its row (docs/leagues.md §5): a run whose
 * process is gone reads as failed at once, and a new import is accepted at once, whether the
 * row was left by an earlier start of this process (PGlite's case) or by a process killed
 * while another instance serves the league (PostgreSQL's).
 */
describe('an import whose process is gone', () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const latest = async () => (await call('GET', '/api/provider/import')).json() as ImportJob | null;

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'import-killed',
      league: { name: 'Killed Runs', season: 2025 },
      follow: LEAGUE,
    }));
  });
  after(() => setup.close());

  describe(
    'killed while a second API process runs it',
    {
      skip: onPostgres
        ? false
        : 'needs PostgreSQL: PGlite is one embedded connection, so two server processes cannot share it',
    },
    () => {
      let server: ServerProcess;

      before(async () => {
        const result = (await setup.app.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: Array<{ name: string }>;
        };
        server = await startServerProcess({
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl(adminPostgresUrl(), result.rows[0]!.name),
          FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
          SLEEPER_API_BASE: setup.fake.apiBase,
          DEMO_LEAGUE_OPEN: 'false',
          RATE_LIMIT_MAX: '0',
          RATE_LIMIT_ADDRESS_MAX: '0',
          LOG_LEVEL: 'info',
        });
        await waitUntilAnswering(`${server.url}/api/health`, server, { timeoutMs: 60_000 });
      });
      after(async () => {
        setup.fake.reset();
        if (server) await stopProcess(server, { signal: 'SIGKILL' });
      });

      it('reads the killed run as failed and accepts a new import at once, not 409', async () => {
        // Every Sleeper answer slowed, so the other process is still importing when it is killed.
        setup.fake.setFaults({ slowMs: 150 });
        const running = fetch(`${server.url}/api/provider/import`, {
          method: 'POST',
          headers: { ...bearer(commissioner), 'content-type': 'application/json' },
          body: JSON.stringify({ seasons: 2 }),
        }).catch(() => null);
        const deadline = Date.now() + 30_000;
        let seen = await latest();
        while (!(seen?.status === 'running' && seen.seasons.length === 2 && seen.calls > 0)) {
          assert.ok(Date.now() < deadline, `the other process never ran the import: ${JSON.stringify(seen)}`);
          await delay(50);
          seen = await latest();
        }
        const busy = await call('POST', '/api/provider/import', { seasons: 2 });
        assert.equal(busy.statusCode, 409, 'a run whose process is alive holds the league');
        assert.equal(busy.json().message, 'An import of this league is already running');

        await stopProcess(server, { signal: 'SIGKILL' });
        await running;
        setup.fake.reset();
        // PostgreSQL lets go of the lock as soon as it sees the connection end: milliseconds,
        // not the two minutes a row's age once took.
        const killedAt = Date.now();
        let killed = await latest();
        while (killed?.status === 'running' && Date.now() - killedAt < 2000) {
          await delay(20);
          killed = await latest();
        }
        assert.deepEqual([killed?.id, killed?.status], [seen.id, 'failed']);
        const started = await call('POST', '/api/provider/import', { seasons: 2 });
        assert.equal(started.statusCode, 200, started.body);
        const job = started.json() as ImportJob;
        assert.deepEqual([job.id, job.status], [seen.id, 'done'], job.message);
      });
    },
  );

  it('fails a run left running by an earlier start and accepts a new import at once', async () => {
    const [left] = await setup.app.db
      .insert(leagueImports)
      .values({ leagueId, userId: null, provider: 'sleeper', status: 'running', seasons: [2025], step: '2025: week 3' })
      .returning();
    const read = await latest();
    assert.deepEqual([read?.id, read?.status], [left!.id, 'failed']);
    assert.match(read!.message, /stopped before the import finished/);

    const started = await call('POST', '/api/provider/import', { seasons: 1 });
    assert.equal(started.statusCode, 200, started.body);
    const job = started.json() as ImportJob;
    assert.deepEqual([job.id, job.status], [left!.id, 'done'], job.message);
  });
});
