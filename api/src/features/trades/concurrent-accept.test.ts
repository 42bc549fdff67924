import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { draftPicks, faabBalances, pingPongBalls } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { adminPostgresUrl, databaseUrl } from '../../testing/database';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  readPicks,
  readPlayers,
  tradeStatusOf,
} from '../../testing/fixtures';
import { authEmulatorHost, bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { type ServerProcess, startServerProcess, stopProcess, waitUntilAnswering } from '../../testing/server-process';
import { buildTestbed, everyItemProposal, type Testbed } from '../../testing/trades';

const ACCEPTS = 24;
/** Rounds of two opposite proposals sent together; before the fix most rounds deadlocked. */
const PROPOSAL_ROUNDS = 30;
const onPostgres = process.env.TEST_DB === 'postgres';

/** Starts the real API entry (src/server.ts) on the test's database and waits until it answers. */
async function startServer(database: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl(adminPostgresUrl(), database),
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
    DEMO_LEAGUE_OPEN: 'false',
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_ADDRESS_MAX: '0',
    LOG_LEVEL: 'info',
  });
  await waitUntilAnswering(`${server.url}/api/health`, server, { timeoutMs: 60_000 });
  return server;
}

describe(
  'trades from two API processes at once: accepts, and opposite proposals',
  {
    skip: onPostgres
      ? false
      : 'needs PostgreSQL: PGlite is one embedded connection, so two server processes cannot share it',
  },
  () => {
    let app: FastifyInstance;
    let league: FixtureLeague;
    let receiver: TestUser;
    let commissioner: TestUser;
    let bed: Testbed;
    let tradeId: number;
    const servers: ServerProcess[] = [];

    before(async () => {
      app = await createTestApp();
      league = await fixtureLeague(app);
      commissioner = await signIn(app);
      bed = await buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);
      receiver = await signInAsManager(app, bed.teamB);
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: bearer(commissioner),
        payload: everyItemProposal(bed),
      });
      assert.equal(proposed.statusCode, 201, proposed.body);
      tradeId = (proposed.json() as Trade).id;

      const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      const database = result.rows[0]?.name;
      if (!database) throw new Error('no database name');
      servers.push(...(await Promise.all([startServer(database), startServer(database)])));
    });
    after(async () => {
      await Promise.all(servers.map((server) => stopProcess(server)));
      await app?.close();
    });

    const totals = async () => ({
      balls: Number(
        (
          await app.db
            .select({ total: sum(pingPongBalls.quantity) })
            .from(pingPongBalls)
            .where(eq(pingPongBalls.year, bed.ballYear))
        )[0]?.total,
      ),
      faab: Number(
        (
          await app.db
            .select({ total: sum(faabBalances.balance) })
            .from(faabBalances)
            .where(eq(faabBalances.season, bed.season))
        )[0]?.total,
      ),
      picks: (
        await app.db
          .select({ n: count() })
          .from(draftPicks)
          .where(and(eq(draftPicks.year, bed.ballYear)))
      )[0]?.n,
    });

    it(`executes the trade exactly once when ${ACCEPTS} accepts arrive together on both servers`, async () => {
      const before = await totals();
      const responses = await Promise.all(
        Array.from({ length: ACCEPTS }, (_, index) =>
          fetch(`${servers[index % servers.length]!.url}/api/trades/${tradeId}`, {
            method: 'PUT',
            headers: { ...bearer(receiver), 'content-type': 'application/json' },
            body: JSON.stringify({ action: 'accept' }),
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { message?: string; status?: string },
          })),
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
      assert.deepEqual(
        players.map((player) => player.teamId),
        [bed.teamB, bed.teamA],
      );
      const picks = await readPicks(app, [bed.pickA.id, bed.pickB.id]);
      assert.deepEqual(
        picks.map((pick) => pick.currentTeamId),
        [bed.teamB, bed.teamB],
      );
      const balls = await app.db.select().from(pingPongBalls).where(eq(pingPongBalls.year, bed.ballYear));
      assert.deepEqual(
        balls.map((row) => [row.teamId, row.quantity]).sort((a, b) => a[0]! - b[0]!),
        [
          [bed.teamA, 6],
          [bed.teamB, 4],
        ],
      );
      const faab = await app.db.select().from(faabBalances).where(eq(faabBalances.season, bed.season));
      assert.equal(faab.find((row) => row.teamId === bed.teamA)?.balance, 70);
      assert.equal(faab.find((row) => row.teamId === bed.teamB)?.balance, 80);
      // Nothing was made or lost.
      assert.deepEqual(await totals(), before);
    });

    it(`completes a three-team trade exactly once when its two other teams' managers accept together, ${ACCEPTS} accepts on both servers`, async () => {
      const bed3 = await buildTestbed(app, league, league.teamIds[3]!, league.teamIds[4]!);
      const teamC = league.teamIds[5]!;
      const managerB = await signInAsManager(app, bed3.teamB);
      const managerC = await signInAsManager(app, teamC);
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: bearer(commissioner),
        payload: {
          proposedByTeamId: bed3.teamA,
          proposedToTeamId: bed3.teamB,
          otherTeamIds: [teamC],
          items: [
            { fromTeamId: bed3.teamA, toTeamId: bed3.teamB, itemType: 'player', itemId: bed3.playerA.id },
            { fromTeamId: bed3.teamB, toTeamId: teamC, itemType: 'player', itemId: bed3.playerB.id },
            { fromTeamId: bed3.teamA, toTeamId: teamC, itemType: 'faab', quantity: 25 },
          ],
        },
      });
      assert.equal(proposed.statusCode, 201, proposed.body);
      const threeTeamId = (proposed.json() as Trade).id;
      const faabBefore = await app.db.select().from(faabBalances).where(eq(faabBalances.season, bed3.season));
      const responses = await Promise.all(
        Array.from({ length: ACCEPTS }, (_, index) =>
          fetch(`${servers[index % servers.length]!.url}/api/trades/${threeTeamId}`, {
            method: 'PUT',
            headers: { ...bearer(index % 2 === 0 ? managerB : managerC), 'content-type': 'application/json' },
            body: JSON.stringify({ action: 'accept' }),
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { message?: string },
          })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      // One accept of each team is recorded; every other one is told its team has answered, or the trade is done.
      assert.equal(statuses.filter((status) => status === 200).length, 2, `statuses: ${statuses.join(',')}`);
      for (const response of responses.filter((r) => r.status !== 200)) {
        assert.equal(response.status, 409, JSON.stringify(response.body));
        assert.match(
          response.body.message ?? '',
          /^(Trade is not pending: it was accepted|Your team has already accepted this trade)$/,
        );
      }
      assert.equal(await tradeStatusOf(app, threeTeamId), 'accepted');
      assert.equal(await auditCount(app, 'trade.accept-part', threeTeamId), 1);
      assert.equal(await auditCount(app, 'trade.accept', threeTeamId), 1);
      const players = await readPlayers(app, [bed3.playerA.id, bed3.playerB.id]);
      assert.deepEqual(
        players.map((player) => player.teamId),
        [bed3.teamB, teamC],
      );
      const faab = await app.db.select().from(faabBalances).where(eq(faabBalances.season, bed3.season));
      const balance = (rows: typeof faab, team: number) => rows.find((row) => row.teamId === team)?.balance ?? 0;
      assert.equal(balance(faab, bed3.teamA), balance(faabBefore, bed3.teamA) - 25, 'the FAAB moved once');
      assert.equal(balance(faab, teamC), balance(faabBefore, teamC) + 25);
    });

    it(`answers opposite proposals sent at the same moment 201 or 4xx, never 5xx (${PROPOSAL_ROUNDS} rounds)`, async () => {
      // Team A offers B's player for its own while team B offers A's player for its own: each
      // proposal locks its proposing team and its trade row refers to both teams.
      const race = await buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);
      const { teamA, teamB } = race;
      const offer = (by: number, to: number) => ({
        proposedByTeamId: by,
        proposedToTeamId: to,
        items: [
          { fromTeamId: teamA, toTeamId: teamB, itemType: 'player', itemId: race.playerA.id },
          { fromTeamId: teamB, toTeamId: teamA, itemType: 'player', itemId: race.playerB.id },
        ],
      });
      const send = (server: ServerProcess, method: 'POST' | 'PUT', path: string, body: object) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: { ...bearer(commissioner), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as Partial<Trade> }));
      const failures: string[] = [];
      for (let round = 0; round < PROPOSAL_ROUNDS; round += 1) {
        // Each round sends the pair to both servers, and, every other round, both to one.
        const [first, second] = round % 2 === 0 ? [servers[0]!, servers[1]!] : [servers[0]!, servers[0]!];
        const answers = await Promise.all([
          send(first, 'POST', '/api/trades', offer(teamA, teamB)),
          send(second, 'POST', '/api/trades', offer(teamB, teamA)),
        ]);
        for (const answer of answers)
          if (answer.status >= 500)
            failures.push(`round ${round + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
        // Cancelled at once, so the pending cap never refuses the next round.
        for (const answer of answers.filter((item) => item.status === 201)) {
          const cancelled = await send(servers[0]!, 'PUT', `/api/trades/${answer.body.id}`, { action: 'cancel' });
          assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
        }
      }
      assert.deepEqual(failures, []);
    });
  },
);
