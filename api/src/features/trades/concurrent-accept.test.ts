import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { draftPicks, faabBalances, pingPongBalls } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { adminPostgresUrl, databaseUrl } from '../../testing/database';
import { auditCount, type FixtureLeague, fixtureLeague, readPicks, readPlayers, tradeStatusOf } from '../../testing/fixtures';
import { authEmulatorHost, bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, everyItemProposal, type Testbed } from './testbed';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ACCEPTS = 24;
const onPostgres = process.env.TEST_DB === 'postgres';

/** Starts the real API entry (src/server.ts) on the test's database and a free port. */
async function startServer(database: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(adminPostgresUrl(), database),
      HOST: '127.0.0.1',
      PORT: '0',
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
      DEMO_LEAGUE_OPEN: 'false',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with ${code}:\n${output}`));
    });
  });
  return { url, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe(
  'PUT /api/trades/{id} accept from two API processes at once',
  { skip: onPostgres ? false : 'needs PostgreSQL: PGlite is one embedded connection, so two server processes cannot share it' },
  () => {
    let app: FastifyInstance;
    let league: FixtureLeague;
    let receiver: TestUser;
    let bed: Testbed;
    let tradeId: number;
    const servers: ChildProcess[] = [];
    let urls: string[] = [];

    before(async () => {
      app = await createTestApp();
      league = await fixtureLeague(app);
      const commissioner = await signIn(app);
      bed = await buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);
      receiver = await signInAsManager(app, bed.teamB);
      const proposed = await app.inject({ method: 'POST', url: '/api/trades', headers: bearer(commissioner), payload: everyItemProposal(bed) });
      assert.equal(proposed.statusCode, 201, proposed.body);
      tradeId = (proposed.json() as Trade).id;

      const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
      const database = result.rows[0]?.name;
      if (!database) throw new Error('no database name');
      const started = await Promise.all([startServer(database), startServer(database)]);
      servers.push(...started.map((server) => server.child));
      urls = started.map((server) => server.url);
    });
    after(async () => {
      await Promise.all(servers.map(stopServer));
      await app?.close();
    });

    const totals = async () => ({
      balls: Number((await app.db.select({ total: sum(pingPongBalls.quantity) }).from(pingPongBalls).where(eq(pingPongBalls.year, bed.ballYear)))[0]?.total),
      faab: Number((await app.db.select({ total: sum(faabBalances.balance) }).from(faabBalances).where(eq(faabBalances.season, bed.season)))[0]?.total),
      picks: (await app.db.select({ n: count() }).from(draftPicks).where(and(eq(draftPicks.year, bed.ballYear))))[0]?.n,
    });

    it(`executes the trade exactly once when ${ACCEPTS} accepts arrive together on both servers`, async () => {
      const before = await totals();
      const responses = await Promise.all(
        Array.from({ length: ACCEPTS }, (_, index) =>
          fetch(`${urls[index % urls.length]}/api/trades/${tradeId}`, {
            method: 'PUT',
            headers: { ...bearer(receiver), 'content-type': 'application/json' },
            body: JSON.stringify({ action: 'accept' }),
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message?: string; status?: string } })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      assert.equal(statuses.filter((status) => status === 200).length, 1, `statuses: ${statuses.join(',')}`);
      assert.equal(statuses.filter((status) => status === 409).length, ACCEPTS - 1, `statuses: ${statuses.join(',')}`);
      for (const response of responses.filter((r) => r.status === 409)) {
        assert.equal(response.body.message, 'Trade is not pending: it was accepted');
      }
      assert.equal(await tradeStatusOf(app, tradeId), 'accepted');
      assert.equal(await auditCount(app, 'trade.accept', tradeId), 1);

      // Every asset moved exactly once.
      const players = await readPlayers(app, [bed.playerA.id, bed.playerB.id]);
      assert.deepEqual(players.map((player) => player.teamId), [bed.teamB, bed.teamA]);
      const picks = await readPicks(app, [bed.pickA.id, bed.pickB.id]);
      assert.deepEqual(picks.map((pick) => pick.currentTeamId), [bed.teamB, bed.teamB]);
      const balls = await app.db.select().from(pingPongBalls).where(eq(pingPongBalls.year, bed.ballYear));
      assert.deepEqual(
        balls.map((row) => [row.teamId, row.quantity]).sort((a, b) => a[0]! - b[0]!),
        [[bed.teamA, 6], [bed.teamB, 4]],
      );
      const faab = await app.db.select().from(faabBalances).where(eq(faabBalances.season, bed.season));
      assert.equal(faab.find((row) => row.teamId === bed.teamA)?.balance, 70);
      assert.equal(faab.find((row) => row.teamId === bed.teamB)?.balance, 80);
      // Nothing was made or lost.
      assert.deepEqual(await totals(), before);
    });
  },
);
