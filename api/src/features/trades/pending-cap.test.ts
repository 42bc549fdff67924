import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_PENDING_PROPOSALS_PER_TEAM, type Trade } from 'shared-contracts';
import { teams, trades } from '../../db/schema';
import { type FixtureLeague, setFaab } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { startTradeLeague } from '../../testing/trades';

describe('POST /api/trades: the cap on pending proposals', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let teamA: number;
  let teamB: number;
  let managerA: TestUser;
  let commissioner: TestUser;

  before(async () => {
    ({ app, league, teamA, teamB } = await startTradeLeague());
    managerA = await signInAsManager(app, teamA);
    commissioner = await signIn(app);
    await setFaab(app, league, teamA, league.currentSeason, 1000);
    await setFaab(app, league, teamB, league.currentSeason, 1000);
  });
  after(() => app.close());

  const offer = (from: number, to: number, quantity = 1) => ({
    proposedByTeamId: from,
    proposedToTeamId: to,
    items: [{ fromTeamId: from, toTeamId: to, itemType: 'faab', quantity }],
  });
  const propose = (payload: object, user = managerA) =>
    app.inject({ method: 'POST', url: '/api/trades', headers: bearer(user), payload });
  const pendingOf = async (teamId: number) =>
    (
      await app.db
        .select({ n: count() })
        .from(trades)
        .where(and(eq(trades.proposedByTeamId, teamId), eq(trades.status, 'pending')))
    )[0]?.n ?? 0;

  it(`refuses a team's proposal past ${MAX_PENDING_PROPOSALS_PER_TEAM} pending ones, saying why and what to do, and writes nothing`, async () => {
    while ((await pendingOf(teamA)) < MAX_PENDING_PROPOSALS_PER_TEAM)
      assert.equal((await propose(offer(teamA, teamB))).statusCode, 201);
    const tradesBefore = (await app.db.select({ n: count() }).from(trades))[0]?.n;
    const [nameA] = await app.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamA));

    for (const user of [managerA, commissioner]) {
      const refused = await propose(offer(teamA, teamB), user);
      assert.equal(refused.statusCode, 409);
      assert.deepEqual(refused.json(), {
        message: `${nameA?.name} already has ${MAX_PENDING_PROPOSALS_PER_TEAM} pending trade proposals, the most a team may have at once: cancel one, or wait for an answer, before proposing another`,
      });
    }
    assert.equal((await app.db.select({ n: count() }).from(trades))[0]?.n, tradesBefore);
    // The other team's proposals are its own count: B may still propose, even to A.
    assert.equal((await propose(offer(teamB, teamA), commissioner)).statusCode, 201);
  });

  it('admits a proposal again once one of the pending ones is answered', async () => {
    const [open] = await app.db
      .select()
      .from(trades)
      .where(and(eq(trades.proposedByTeamId, teamA), eq(trades.status, 'pending')))
      .limit(1);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/trades/${open!.id}`,
      headers: bearer(managerA),
      payload: { action: 'cancel' },
    });
    assert.equal(cancelled.statusCode, 200);
    const admitted = await propose(offer(teamA, teamB));
    assert.equal(admitted.statusCode, 201, admitted.body);
    assert.equal((admitted.json() as Trade).status, 'pending');
    assert.equal(await pendingOf(teamA), MAX_PENDING_PROPOSALS_PER_TEAM);
  });

  it('holds when proposals from one team race each other: never more than the cap', async () => {
    const [open] = await app.db
      .select()
      .from(trades)
      .where(and(eq(trades.proposedByTeamId, teamA), eq(trades.status, 'pending')))
      .limit(1);
    await app.inject({
      method: 'PUT',
      url: `/api/trades/${open!.id}`,
      headers: bearer(managerA),
      payload: { action: 'cancel' },
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => propose(offer(teamA, teamB))));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409, 409, 409, 409]);
    assert.equal(await pendingOf(teamA), MAX_PENDING_PROPOSALS_PER_TEAM);
  });
});
