import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationMessages, users } from '../../db/schema';
import { recordAudit } from '../audit';
import pg from 'pg';
import { createTestApp } from '../../testing/app';
import { adminPostgresUrl } from '../../testing/database';
import { type FixtureLeague, fixtureLeague, setFaab } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp';
import { ensureCursor, expandAuditLog } from './dispatcher';
import { createSmtpMailer, type Mailer, messageIdOf } from './email';
import { DEFAULT_SENDER_OPTIONS, sendDue, type SenderOptions } from './sender';
import { createUnsubscribeTokens } from './unsubscribe-token';

const onPostgres = process.env.TEST_DB === 'postgres';
const FROM = 'Fantasy League <notify@league.test>';
const SITE = 'http://site.test';

describe('the notification outbox: audit log → messages → SMTP', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let proposer: TestUser;
  let receiver: TestUser;
  let teamA: number;
  let teamB: number;
  let clock = new Date();
  const now = () => clock;
  const tokens = createUnsubscribeTokens(randomBytes(32));

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    proposer = await signInAsManager(app, teamA);
    receiver = await signInAsManager(app, teamB);
    await setFaab(app, league, teamA, league.currentSeason, 1000);
    smtp = await startTestSmtpServer();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: FROM, siteUrl: SITE }, tokens);
    await ensureCursor(app.db);
  });
  after(async () => {
    mailer.close();
    await smtp.close();
    await app.close();
  });
  beforeEach(async () => {
    // Each test starts with an outbox read to its end and nothing left to send.
    while ((await expandAuditLog(app.db)) > 0);
    await app.db.delete(notificationMessages);
    smtp.accepted.length = 0;
    smtp.answer = 'accept';
    clock = new Date();
  });

  const propose = async (by: TestUser = proposer) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: bearer(by),
      payload: {
        proposedByTeamId: teamA,
        proposedToTeamId: teamB,
        items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1 }],
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { id: number };
  };
  const messages = () => app.db.select().from(notificationMessages).orderBy(notificationMessages.id);
  const userIdOf = async (user: TestUser) =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, user.uid)))[0]!.id;
  const round = async (options: SenderOptions = DEFAULT_SENDER_OPTIONS) => {
    await expandAuditLog(app.db);
    // The messages are due from when the database wrote them: the clock stands after that.
    clock = new Date();
    return sendDue(app.db, mailer, app.log, now, options);
  };

  it("emails a proposal to the receiving team's manager once: the feed's sentence, an unsubscribe link, a Message-ID from its key", async () => {
    const trade = await propose();
    assert.equal(await round(), 1);
    const [message] = await messages();
    assert.equal(message?.status, 'sent');
    assert.equal(message?.kind, 'trade.offered');
    assert.equal(message?.recipient, receiver.email);
    assert.equal(message?.attempts, 1);

    assert.equal(smtp.accepted.length, 1);
    const email = smtp.accepted[0]!;
    assert.equal(email.to, receiver.email);
    assert.match(email.subject, /: A trade offer for your team$/);
    assert.match(email.text, /proposed a trade between .+ and .+\./);
    assert.match(email.text, /To stop emails of trade offers to your team, open /, 'the kind in words, never its code');
    assert.equal(
      email.messageId,
      messageIdOf(`audit:${message!.auditId}:user:${message!.userId}:trade.offered:email`, FROM),
    );
    assert.match(email.messageId, /@league\.test>$/);
    const link = /(http:\/\/site\.test\/api\/notifications\/unsubscribe\?token=\S+)/.exec(email.text)?.[1];
    assert.ok(link, email.text);
    assert.equal(email.listUnsubscribe, `<${link}>`);
    assert.equal(email.listUnsubscribePost, 'List-Unsubscribe=One-Click');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    assert.deepEqual(tokens.verify(token), {
      leagueId: league.leagueId,
      userId: await userIdOf(receiver),
      kind: 'trade.offered',
    });
    assert.ok(trade.id > 0);

    // Read again, sent again: nothing more.
    assert.equal(await round(), 0);
    assert.equal(smtp.accepted.length, 1);
    assert.equal((await messages()).length, 1);
  });

  it("emails an answer to the proposing team's manager, never to who answered", async () => {
    const trade = await propose();
    await round();
    smtp.accepted.length = 0;
    const answered = await app.inject({
      method: 'PUT',
      url: `/api/trades/${trade.id}`,
      headers: bearer(receiver),
      payload: { action: 'reject' },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(await round(), 1);
    assert.deepEqual(
      smtp.accepted.map((email) => [email.to, /rejected the trade between/.test(email.text)]),
      [[proposer.email, true]],
    );
  });

  it('writes nothing for a member who chose none for the kind, and for the member who acted', async () => {
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(receiver),
      payload: { preferences: [{ kind: 'trade.offered', delivery: 'none' }] },
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    await propose();
    assert.equal(await round(), 0);
    assert.deepEqual(await messages(), []);
    const back = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(receiver),
      payload: { preferences: [{ kind: 'trade.offered', delivery: 'email' }] },
    });
    assert.equal(back.statusCode, 200, back.body);
  });

  it('retries a refused message with exponential backoff, then gives it up as failed after the last attempt', async () => {
    const options: SenderOptions = { ...DEFAULT_SENDER_OPTIONS, maxAttempts: 3, backoffMs: 30_000 };
    await propose();
    smtp.answer = 'refuse';
    assert.equal(await round(options), 0);
    let [message] = await messages();
    assert.deepEqual(
      [message?.status, message?.attempts, message?.lastError, message?.lockedUntil],
      ['pending', 1, 'EMESSAGE 451', null],
    );
    assert.equal(message!.nextAttemptAt.getTime(), clock.getTime() + 30_000);
    // Not due yet: no attempt.
    assert.equal(await sendDue(app.db, mailer, app.log, now, options), 0);
    assert.equal((await messages())[0]?.attempts, 1);

    clock = new Date(clock.getTime() + 30_000);
    await sendDue(app.db, mailer, app.log, now, options);
    [message] = await messages();
    assert.deepEqual([message?.status, message?.attempts], ['pending', 2]);
    assert.equal(message!.nextAttemptAt.getTime(), clock.getTime() + 60_000);

    clock = new Date(clock.getTime() + 60_000);
    await sendDue(app.db, mailer, app.log, now, options);
    [message] = await messages();
    assert.deepEqual([message?.status, message?.attempts, message?.sentAt], ['failed', 3, null]);

    // Given up: never tried again, even once the server accepts.
    smtp.answer = 'accept';
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    assert.equal(await sendDue(app.db, mailer, app.log, now, options), 0);
    assert.equal(smtp.accepted.length, 0);
  });

  it('a message that failed once is sent by a later attempt, once', async () => {
    await propose();
    smtp.answer = 'refuse';
    await round();
    smtp.answer = 'accept';
    clock = new Date(clock.getTime() + DEFAULT_SENDER_OPTIONS.backoffMs);
    assert.equal(await sendDue(app.db, mailer, app.log, now), 1);
    assert.equal(await sendDue(app.db, mailer, app.log, now), 0);
    assert.equal(smtp.accepted.length, 1);
    const [message] = await messages();
    assert.deepEqual([message?.status, message?.attempts, message?.lastError], ['sent', 2, null]);
  });

  it('tells the whole league of a lottery draw, except who drew it', async () => {
    const [actor] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, proposer.uid));
    await app.db.transaction((tx) =>
      recordAudit(tx, { leagueId: league.leagueId, userId: actor!.id }, [
        { action: 'lottery.draw', entity: 'draft_lotteries', entityId: 1, before: null, after: { year: 2031 } },
      ]),
    );
    await expandAuditLog(app.db);
    const written = await messages();
    const members = (await app.db.execute(
      sql`select count(*)::int as count from memberships where league_id = ${league.leagueId} and user_id is not null`,
    )) as unknown as { rows: Array<{ count: number }> };
    assert.equal(written.length, members.rows[0]!.count - 1);
    assert.ok(written.every((message) => message.kind === 'lottery.drawn' && message.userId !== actor!.id));
    assert.ok(written.every((message) => /drew the 2031 draft lottery\.$/.test(message.body)));
  });

  it(
    'two senders at once send each message once',
    { skip: !onPostgres && 'needs PostgreSQL: PGlite is one connection' },
    async () => {
      const [actor] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, proposer.uid));
      for (const year of [2051, 2052, 2053, 2054, 2055, 2056, 2057, 2058])
        await app.db.transaction((tx) =>
          recordAudit(tx, { leagueId: league.leagueId, userId: actor!.id }, [
            { action: 'lottery.draw', entity: 'draft_lotteries', entityId: year, before: null, after: { year } },
          ]),
        );
      await expandAuditLog(app.db);
      const written = (await messages()).length;
      assert.ok(written >= 8, `${written} messages`);
      clock = new Date();
      const options = { ...DEFAULT_SENDER_OPTIONS, batch: 2 };
      const both = await Promise.all([
        (async () => {
          let sent = 0;
          for (let got = 1; got > 0; sent += got) got = await sendDue(app.db, mailer, app.log, now, options);
          return sent;
        })(),
        (async () => {
          let sent = 0;
          for (let got = 1; got > 0; sent += got) got = await sendDue(app.db, mailer, app.log, now, options);
          return sent;
        })(),
      ]);
      assert.equal(both[0] + both[1], written);
      assert.ok(both[0] > 0 && both[1] > 0, `both senders sent: ${both.join(' + ')}`);
      assert.equal(smtp.accepted.length, written);
      assert.equal(new Set(smtp.accepted.map((email) => email.messageId)).size, written);
    },
  );

  it(
    "is not held back by another database's open transaction",
    { skip: !onPostgres && 'needs PostgreSQL: PGlite has one database' },
    async () => {
      const other = new pg.Client({ connectionString: adminPostgresUrl() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_current_xact_id()');
        await propose();
        await expandAuditLog(app.db);
        assert.equal((await messages()).length, 1);
      } finally {
        await other.query('rollback');
        await other.end();
      }
    },
  );

  it(
    'does not pass over an entry whose transaction commits after a later one',
    { skip: !onPostgres && 'needs PostgreSQL: PGlite is one connection, so no two transactions overlap' },
    async () => {
      const [actor] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, proposer.uid));
      const draw = (year: number) => ({
        action: 'lottery.draw',
        entity: 'draft_lotteries',
        entityId: year,
        before: null,
        after: { year },
      });
      let commitSlow!: () => void;
      let written!: () => void;
      const slowWritten = new Promise<void>((resolve) => (written = resolve));
      // The slow transaction takes the smaller id, then waits while a later one commits.
      const slow = app.db.transaction(async (tx) => {
        await recordAudit(tx, { leagueId: league.leagueId, userId: actor!.id }, [draw(2041)]);
        written();
        await new Promise<void>((resolve) => (commitSlow = resolve));
      });
      await slowWritten;
      await app.db.transaction((tx) => recordAudit(tx, { leagueId: league.leagueId, userId: actor!.id }, [draw(2042)]));
      await expandAuditLog(app.db);
      const years = async () =>
        [...new Set((await messages()).map((message) => /the (\d+) draft lottery/.exec(message.body)?.[1]))].sort();
      assert.deepEqual(await years(), [], 'nothing after a transaction still running is read yet');
      commitSlow();
      await slow;
      await expandAuditLog(app.db);
      assert.deepEqual(await years(), ['2041', '2042']);
      const slowMessages = await app.db
        .select()
        .from(notificationMessages)
        .where(and(eq(notificationMessages.kind, 'lottery.drawn')));
      assert.ok(slowMessages.length > 0);
    },
  );
});
