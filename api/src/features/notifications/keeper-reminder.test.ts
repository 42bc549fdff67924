import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { keeperRules, memberships, notificationMessages, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';
import { TEST_RULE } from '../../testing/keepers';
import { remindKeeperDeadlines } from './dispatcher';
import { runNotificationRound } from './worker';

// TEST_RULE's deadline, 2030-08-31 12:00 in New York, is 16:00 UTC.
const DEADLINE = Date.parse('2030-08-31T16:00:00Z');
const HOUR = 60 * 60 * 1000;
const SEASON = 2030;

describe('the keeper deadline reminder', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let manager: TestUser;
  let quiet: TestUser;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    manager = await signInAsManager(app, league.teamIds[0]!);
    quiet = await signInAsManager(app, league.teamIds[1]!);
    await app.db.insert(keeperRules).values({ ...TEST_RULE, leagueId: league.leagueId, season: SEASON });
    const turnedOff = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(quiet),
      payload: { preferences: [{ kind: 'keeper.deadline', delivery: 'none' }] },
    });
    assert.equal(turnedOff.statusCode, 200, turnedOff.body);
  });
  after(() => app.close());

  const reminders = () =>
    app.db
      .select({ recipient: notificationMessages.recipient, body: notificationMessages.body })
      .from(notificationMessages)
      .where(
        and(
          eq(notificationMessages.kind, 'keeper.deadline'),
          like(notificationMessages.key, `keeper-deadline:${league.leagueId}:${SEASON}:%`),
        ),
      );

  it('writes nothing more than 48 hours ahead, then one reminder per team manager who wants it, once', async () => {
    assert.equal(await remindKeeperDeadlines(app.db, new Date(DEADLINE - 48 * HOUR - 1)), 0);
    assert.deepEqual(await reminders(), []);

    const written = await remindKeeperDeadlines(app.db, new Date(DEADLINE - 47 * HOUR));
    const managers = await app.db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.leagueId, league.leagueId));
    const rows = await reminders();
    assert.equal(written, rows.length);
    const recipients = rows.map((row) => row.recipient);
    assert.ok(recipients.includes(manager.email), 'the manager who wants it is reminded');
    assert.ok(!recipients.includes(quiet.email), 'the manager who chose none is not');
    assert.ok(recipients.every((email) => managers.some((row) => row.email === email)));
    assert.match(rows[0]!.body, /The 2030 keeper deadline is 2030-08-31 12:00 America\/New_York/);

    // Every later round: nothing more, and nothing once the deadline has passed.
    assert.equal(await remindKeeperDeadlines(app.db, new Date(DEADLINE - 1 * HOUR)), 0);
    assert.equal(await remindKeeperDeadlines(app.db, new Date(DEADLINE + HOUR)), 0);
    assert.equal((await reminders()).length, rows.length);
  });

  it("is written by the timer's rounds, not by a round a commit woke", async () => {
    const season = SEASON + 1;
    await app.db.insert(keeperRules).values({ ...TEST_RULE, leagueId: league.leagueId, season });
    const sent: string[] = [];
    const options = {
      mailer: { send: async (email: { recipient: string }) => void sent.push(email.recipient), close: () => {} },
      intervalMs: 0,
      now: () => new Date(DEADLINE - 47 * HOUR),
    };
    const ofSeason = async () =>
      (await app.db.select({ key: notificationMessages.key }).from(notificationMessages)).filter((row) =>
        row.key.startsWith(`keeper-deadline:${league.leagueId}:${season}:`),
      );
    await runNotificationRound(app, options, { timer: false });
    assert.deepEqual(await ofSeason(), []);
    await runNotificationRound(app, options);
    assert.equal((await ofSeason()).length, 1, 'the one manager who wants it');
    assert.ok(sent.includes(manager.email), 'and sent in the same round');
  });
});
