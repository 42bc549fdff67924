// The end of a trade's review is emailed to both teams in it (docs/notifications.md §2,
// `trade.reviewed`): a league's veto, the commissioner's rejection, the commissioner's approval. Whoever ended it is not told, nor a member who turned the kind off.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade, TradeReviewRule } from 'shared-contracts';
import { leagues, memberships, notificationMessages, trades, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, setFaab } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { ensureCursor, expandAuditLog } from './dispatcher';

describe('the end of a trade review notifies both teams in the trade', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  /** The commissioner, who also manages team A. */
  let commissioner: TestUser;
  let managerB: TestUser;
  let voter: TestUser;
  let teamA: number;
  let teamB: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    commissioner = await signIn(app);
    await app.db
      .update(memberships)
      .set({ teamId: teamA })
      .where(and(eq(memberships.leagueId, league.leagueId), eq(memberships.userId, await userIdOf(commissioner))));
    managerB = await signInAsManager(app, teamB);
    voter = await signInAsManager(app, league.teamIds[2]!);
    await setFaab(app, league, teamA, league.currentSeason, 1000);
    await ensureCursor(app.db);
  });
  after(() => app.close());
  beforeEach(async () => {
    // Each test starts with the outbox read to its end and no trade left under review.
    while ((await expandAuditLog(app.db)) > 0);
    await app.db.delete(notificationMessages);
    await app.db
      .update(trades)
      .set({ status: 'cancelled' })
      .where(and(eq(trades.leagueId, league.leagueId), eq(trades.status, 'in_review')));
  });

  async function userIdOf(user: TestUser) {
    return (await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, user.uid)))[0]!.id;
  }
  const send = (method: 'PUT' | 'POST', url: string, user: TestUser, payload?: object) =>
    app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const setRule = async (rule: TradeReviewRule) => {
    const response = await send('PUT', '/api/trades/review-rule', commissioner, rule);
    assert.equal(response.statusCode, 200, response.body);
  };
  /** A's proposal of $1 to B, accepted by B: the trade is under review. */
  const underReview = async () => {
    const proposed = await send('POST', '/api/trades', commissioner, {
      proposedByTeamId: teamA,
      proposedToTeamId: teamB,
      items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1 }],
    });
    assert.equal(proposed.statusCode, 201, proposed.body);
    const id = (proposed.json() as Trade).id;
    const accepted = await send('PUT', `/api/trades/${id}`, managerB, { action: 'accept' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((accepted.json() as Trade).status, 'in_review');
    // The proposal and the answer notify as they always did; only the review's end is looked at here.
    while ((await expandAuditLog(app.db)) > 0);
    await app.db.delete(notificationMessages);
    return id;
  };
  /** Who was written a `trade.reviewed` message, and its subject and words. */
  const reviewedMessages = async () => {
    while ((await expandAuditLog(app.db)) > 0);
    const rows = await app.db
      .select()
      .from(notificationMessages)
      .where(eq(notificationMessages.kind, 'trade.reviewed'))
      .orderBy(notificationMessages.id);
    return rows.map((row) => ({ userId: row.userId, subject: row.subject, body: row.body }));
  };
  const setDelivery = async (user: TestUser, delivery: 'email' | 'none') => {
    const response = await send('PUT', '/api/notifications/preferences', user, {
      preferences: [{ kind: 'trade.reviewed', delivery }],
    });
    assert.equal(response.statusCode, 200, response.body);
  };

  it('a league vote that vetoes the trade emails both teams’ managers, not the voter', async () => {
    await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 1 });
    const id = await underReview();
    const vetoed = await send('POST', `/api/trades/${id}/veto`, voter);
    assert.equal(vetoed.statusCode, 200, vetoed.body);
    assert.equal((vetoed.json() as Trade).status, 'vetoed');

    const [league_] = await app.db.select().from(leagues).where(eq(leagues.id, league.leagueId));
    const messages = await reviewedMessages();
    assert.deepEqual(
      messages.map((message) => message.userId).sort(),
      [await userIdOf(commissioner), await userIdOf(managerB)].sort(),
    );
    for (const message of messages) {
      assert.equal(message.subject, `${league_!.name}: The review of your trade ended`);
      assert.match(message.body, /veto/i);
    }
  });

  it('the commissioner’s rejection emails the other team’s manager, never the commissioner who acted', async () => {
    await setRule({ mode: 'commissioner', reviewHours: 24, vetoPercent: 50 });
    const id = await underReview();
    const rejected = await send('PUT', `/api/trades/${id}/review`, commissioner, { decision: 'veto' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((rejected.json() as Trade).status, 'rejected_by_commissioner');
    const messages = await reviewedMessages();
    assert.deepEqual(
      messages.map((message) => message.userId),
      [await userIdOf(managerB)],
    );
    assert.match(messages[0]!.body, /rejected .* as commissioner/);
  });

  it('the commissioner’s approval completes the trade and emails the other team’s manager', async () => {
    await setRule({ mode: 'commissioner', reviewHours: 24, vetoPercent: 50 });
    const id = await underReview();
    const approved = await send('PUT', `/api/trades/${id}/review`, commissioner, { decision: 'approve' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((approved.json() as Trade).status, 'accepted');
    assert.deepEqual(
      (await reviewedMessages()).map((message) => message.userId),
      [await userIdOf(managerB)],
    );
  });

  it('emails only the managers who kept the kind on', async () => {
    await setRule({ mode: 'league-vote', reviewHours: 24, vetoPercent: 1 });
    await setDelivery(managerB, 'none');
    try {
      const id = await underReview();
      const vetoed = await send('POST', `/api/trades/${id}/veto`, voter);
      assert.equal(vetoed.statusCode, 200, vetoed.body);
      assert.deepEqual(
        (await reviewedMessages()).map((message) => message.userId),
        [await userIdOf(commissioner)],
      );
    } finally {
      await setDelivery(managerB, 'email');
    }
  });
});
