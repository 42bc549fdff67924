import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationCursors, notificationMessages } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { adminPostgresUrl, databaseUrl } from '../../testing/database';
import { type FixtureLeague, fixtureLeague, setFaab } from '../../testing/fixtures';
import { authEmulatorHost, bearer, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';
import { type ServerProcess, startServerProcess, stopProcess, waitUntilAnswering } from '../../testing/server-process';
import { type CaughtEmail, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp';
import { createSmtpMailer } from './email';
import { DEFAULT_SENDER_OPTIONS } from './sender';
import { createUnsubscribeTokens } from './unsubscribe-token';
import { runNotificationRound } from './worker';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Waits for `check` to hold, failing after `ms` with `what`: the other process works at its own pace. */
async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, what);
    await delay(50);
  }
}

/**
 * The outbox under a worker killed mid-send (docs/notifications.md §1): an API process whose
 * worker has handed the mail server a message, and is killed (SIGKILL) before the server
 * answers. Nothing is lost: once its lease runs out, another instance's worker sends the
 * message; nothing is doubled: the server took it once, with the Message-ID the killed
 * attempt carried.
 */
describe(
  'a notification worker killed while it sends',
  { skip: !onPostgres && 'needs PostgreSQL: PGlite is one embedded connection, so two processes cannot share it' },
  () => {
    let app: FastifyInstance;
    let league: FixtureLeague;
    let smtp: TestSmtpServer;
    let server: ServerProcess | undefined;
    let proposer: TestUser;
    let receiver: TestUser;
    const key = randomBytes(32);

    before(async () => {
      app = await createTestApp();
      league = await fixtureLeague(app);
      const [teamA, teamB] = league.teamIds as [number, number];
      proposer = await signInAsManager(app, teamA);
      receiver = await signInAsManager(app, teamB);
      await setFaab(app, league, teamA, league.currentSeason, 100);
      smtp = await startTestSmtpServer();
      smtp.answer = 'hold';
      const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      server = await startServerProcess({
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl(adminPostgresUrl(), result.rows[0]!.name),
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost(),
        DEMO_LEAGUE_OPEN: 'false',
        YAHOO_SCORE_REFRESH_MINUTES: '0',
        SMTP_URL: smtp.url,
        NOTIFY_FROM: 'Fantasy League <notify@league.test>',
        NOTIFY_TOKEN_KEY: key.toString('base64'),
        NOTIFY_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'warn',
      });
      await waitUntilAnswering(`${server.url}/api/health`, server, { timeoutMs: 60_000 });
      // Its worker starts reading the audit log where the log ends when it first runs.
      await until('the server never started its worker', 30_000, async () => {
        const rows = await app.db.select().from(notificationCursors).where(eq(notificationCursors.name, 'email'));
        return rows.length === 1;
      });
    });
    after(async () => {
      if (server) await stopProcess(server, { signal: 'SIGKILL' });
      await smtp.close();
      await app.close();
    });

    it('loses no message and sends none twice', async () => {
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/trades',
        headers: bearer(proposer),
        payload: {
          proposedByTeamId: league.teamIds[0],
          proposedToTeamId: league.teamIds[1],
          items: [{ fromTeamId: league.teamIds[0], toTeamId: league.teamIds[1], itemType: 'faab', quantity: 1 }],
        },
      });
      assert.equal(proposed.statusCode, 201, proposed.body);

      // The other process's worker expands the proposal and hands the message to the server,
      // which holds it unanswered: the process is killed mid-send.
      const held: CaughtEmail = await Promise.race([
        smtp.nextHeld(),
        delay(60_000, undefined, { ref: false }).then(() =>
          assert.fail("the server process's worker never sent the message"),
        ),
      ]);
      assert.equal(held.to, receiver.email);
      await stopProcess(server!, { signal: 'SIGKILL' });
      server = undefined;

      const [claimed] = await app.db.select().from(notificationMessages);
      assert.deepEqual([claimed?.status, claimed?.attempts], ['pending', 1]);
      assert.ok(claimed?.lockedUntil, 'the killed worker leased it');
      assert.equal(smtp.accepted.length, 0, 'the server never took it');

      // Another instance's worker: nothing until the lease runs out, then the message, once.
      smtp.answer = 'accept';
      const mailer = createSmtpMailer(
        { smtpUrl: smtp.url, from: 'Fantasy League <notify@league.test>', siteUrl: 'http://localhost:3000' },
        createUnsubscribeTokens(key),
      );
      try {
        const leaseEnd = claimed!.lockedUntil!.getTime();
        await runNotificationRound(app, { mailer, intervalMs: 0, now: () => new Date(leaseEnd - 1000) });
        assert.equal(smtp.accepted.length, 0, 'a leased message waits for its lease');
        const later = () => new Date(leaseEnd + 1000);
        await runNotificationRound(app, { mailer, intervalMs: 0, now: later });
        await runNotificationRound(app, { mailer, intervalMs: 0, now: later });
      } finally {
        mailer.close();
      }
      assert.equal(smtp.accepted.length, 1);
      assert.equal(smtp.accepted[0]!.to, receiver.email);
      assert.equal(smtp.accepted[0]!.messageId, held.messageId, 'the retry carries the killed attempt’s Message-ID');
      const messages = await app.db.select().from(notificationMessages);
      assert.deepEqual(
        messages.map((message) => [message.status, message.attempts]),
        [['sent', 2]],
      );
      assert.equal(DEFAULT_SENDER_OPTIONS.maxAttempts > 2, true);
    });
  },
);
