import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationPreferences, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';
import { UNCONFIGURED_NOTIFICATIONS } from './routes';
import { createUnsubscribeTokens } from './unsubscribe-token';
import { type NotificationPreferences } from 'shared-contracts/notifications';

const ALL_EMAIL = [
  { kind: 'trade.offered', delivery: 'email' },
  { kind: 'trade.answered', delivery: 'email' },
  { kind: 'trade.reviewed', delivery: 'email' },
  { kind: 'keeper.deadline', delivery: 'email' },
  { kind: 'lottery.drawn', delivery: 'email' },
];

describe('/api/notifications: a member’s own email choices, and the emails’ unsubscribe link', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  let memberId: number;
  const key = randomBytes(32);
  const tokens = createUnsubscribeTokens(key);

  before(async () => {
    app = await createTestApp({
      notifications: { ...UNCONFIGURED_NOTIFICATIONS, tokenKey: key.toString('base64') },
    });
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[0]!);
    memberId = (await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, member.uid)))[0]!.id;
  });
  after(() => app.close());

  const get = (user: TestUser | null = member) =>
    app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: user ? bearer(user) : {} });
  const put = (payload: unknown, user: TestUser = member) =>
    app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(user),
      payload: payload as object,
    });
  const stored = () =>
    app.db
      .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, memberId), eq(notificationPreferences.leagueId, league.leagueId)))
      .orderBy(notificationPreferences.kind);
  const unsubscribe = (token: string) =>
    app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });

  it('answers every kind by email until the member chooses, and that this server sends no email (no SMTP_URL)', async () => {
    const response = await get();
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { emailConfigured: false, preferences: ALL_EMAIL });
    assert.equal((await get(null)).statusCode, 401);
  });

  it('sets the kinds named and keeps the others, for this member only', async () => {
    const response = await put({ preferences: [{ kind: 'lottery.drawn', delivery: 'none' }] });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json() as NotificationPreferences;
    assert.deepEqual(
      answer.preferences.map((preference) => preference.delivery),
      ['email', 'email', 'email', 'email', 'none'],
    );
    assert.deepEqual((await get()).json(), answer);
    const other = await signInAsManager(app, league.teamIds[1]!);
    assert.deepEqual((await get(other)).json().preferences, ALL_EMAIL);
    assert.equal((await put({ preferences: [{ kind: 'lottery.drawn', delivery: 'email' }] })).statusCode, 200);
  });

  it('refuses a bad choice with a clear message, and changes nothing', async () => {
    const before = await stored();
    const cases: Array<[unknown, RegExp]> = [
      [{ preferences: [{ kind: 'trade.sneezed', delivery: 'email' }] }, /kind/],
      [{ preferences: [{ kind: 'trade.offered', delivery: 'sms' }] }, /delivery/],
      [{ preferences: [] }, /at least one kind/],
      [
        {
          preferences: [
            { kind: 'trade.offered', delivery: 'none' },
            { kind: 'trade.offered', delivery: 'email' },
          ],
        },
        /each kind once/,
      ],
      [{}, /preferences/],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      assert.equal(response.statusCode, 400, `${JSON.stringify(payload)} → ${response.body}`);
      assert.match(response.json().message, message);
    }
    assert.deepEqual(await stored(), before);
  });

  it('unsubscribes the one kind its signed token names, without sign-in, answering a page', async () => {
    const response = await unsubscribe(
      tokens.sign({ leagueId: league.leagueId, userId: memberId, kind: 'trade.offered' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(response.body, /<h1>Unsubscribed<\/h1>/);
    assert.match(response.body, /trade offers to your team/);
    assert.deepEqual(
      ((await get()).json() as NotificationPreferences).preferences.map((preference) => preference.delivery),
      ['none', 'email', 'email', 'email', 'email'],
    );
    // The same link twice: the same answer, the same choice.
    assert.equal(
      (await unsubscribe(tokens.sign({ leagueId: league.leagueId, userId: memberId, kind: 'trade.offered' })))
        .statusCode,
      200,
    );
    assert.equal((await put({ preferences: [{ kind: 'trade.offered', delivery: 'email' }] })).statusCode, 200);
  });

  it('refuses a changed, cut or foreign token with 400 and a clear message, and changes nothing', async () => {
    const before = await stored();
    const good = tokens.sign({ leagueId: league.leagueId, userId: memberId, kind: 'trade.answered' });
    const foreign = createUnsubscribeTokens(randomBytes(32)).sign({
      leagueId: league.leagueId,
      userId: memberId,
      kind: 'trade.answered',
    });
    const bad = [
      good.replace(`.${memberId}.`, `.${memberId + 1}.`),
      good.replace('trade.answered', 'lottery.drawn'),
      good.slice(0, -3),
      foreign,
      'u1.1.1.trade.answered',
      'hello',
    ];
    for (const token of bad) {
      const response = await unsubscribe(token);
      assert.equal(response.statusCode, 400, `${token} → ${response.body}`);
      assert.match(response.json().message, /This unsubscribe link is not valid/);
    }
    const missing = await app.inject({ method: 'GET', url: '/api/notifications/unsubscribe' });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /token is required/);
    assert.deepEqual(await stored(), before);
  });
});
