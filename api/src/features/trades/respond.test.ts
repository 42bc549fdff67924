import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  insertTradeFixture,
  tradeStatusOf,
} from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('PUT /api/trades/{id}: who may do what', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let proposer: TestUser;
  let receiver: TestUser;
  let bystander: TestUser;
  let teamA: number;
  let teamB: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    commissioner = await signIn(app);
    proposer = await signInAsManager(app, teamA);
    receiver = await signInAsManager(app, teamB);
    bystander = await signInAsManager(app, league.teamIds[2]!);
  });
  after(() => app.close());

  // A pending trade of a FAAB amount no one holds: only accepting would look at the assets.
  const pendingTrade = async () =>
    (
      await insertTradeFixture(app, league, {
        season: league.currentSeason,
        proposedByTeamId: teamA,
        proposedToTeamId: teamB,
        items: [{ fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 1000 }],
      })
    ).trade.id;
  const respond = (id: number, action: string, user: TestUser | null) =>
    app.inject({ method: 'PUT', url: `/api/trades/${id}`, headers: user ? bearer(user) : {}, payload: { action } });

  it('lets the receiving team reject, answering the trade, audited', async () => {
    const id = await pendingTrade();
    const response = await respond(id, 'reject', receiver);
    assert.equal(response.statusCode, 200);
    const trade = response.json() as Trade;
    assert.deepEqual([trade.id, trade.status, trade.items.length], [id, 'rejected', 1]);
    assert.equal(await tradeStatusOf(app, id), 'rejected');
    assert.equal(await auditCount(app, 'trade.reject', id), 1);
  });

  it('lets the proposing team cancel', async () => {
    const id = await pendingTrade();
    const response = await respond(id, 'cancel', proposer);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'cancelled');
    assert.equal(await auditCount(app, 'trade.cancel', id), 1);
  });

  it('refuses the other side its actions, and teams outside the trade everything: 403, unchanged', async () => {
    const id = await pendingTrade();
    const cases: Array<[string, TestUser, string]> = [
      ['accept', proposer, 'Only the receiving team can accept this trade'],
      ['reject', proposer, 'Only the receiving team can reject this trade'],
      ['cancel', receiver, 'Only the proposing team can cancel this trade'],
      ['accept', bystander, 'Only the receiving team can accept this trade'],
      ['cancel', bystander, 'Only the proposing team can cancel this trade'],
    ];
    for (const [action, user, message] of cases) {
      const response = await respond(id, action, user);
      assert.equal(response.statusCode, 403, `${action}`);
      assert.deepEqual(response.json(), { message });
    }
    assert.equal((await respond(id, 'reject', null)).statusCode, 401);
    assert.equal((await respond(id, 'reject', await createTestUser())).statusCode, 403);
    assert.equal(await tradeStatusOf(app, id), 'pending');
  });

  it('lets the commissioner do any of the three', async () => {
    for (const action of ['reject', 'cancel'] as const) {
      const id = await pendingTrade();
      const response = await respond(id, action, commissioner);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().status, action === 'reject' ? 'rejected' : 'cancelled');
    }
  });

  it('answers 409 for a trade no longer pending, and 404 for an unknown one', async () => {
    const id = await pendingTrade();
    assert.equal((await respond(id, 'cancel', proposer)).statusCode, 200);
    for (const action of ['accept', 'reject', 'cancel']) {
      const response = await respond(id, action, commissioner);
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: 'Trade is not pending: it was cancelled' });
    }
    assert.equal(await tradeStatusOf(app, id), 'cancelled');
    const missing = await respond(9_999_999, 'accept', commissioner);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Trade 9999999 not found' });
  });

  it('refuses an unknown action or id', async () => {
    const id = await pendingTrade();
    const response = await respond(id, 'approve', commissioner);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /action/);
    assert.equal((await respond(0, 'accept', commissioner)).statusCode, 400);
    assert.equal(await tradeStatusOf(app, id), 'pending');
  });
});
