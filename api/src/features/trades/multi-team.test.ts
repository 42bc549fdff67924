import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { tradeReviewRules, trades, tradeTeams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  ballsOf,
  faabOf,
  type FixtureLeague,
  fixtureLeague,
  insertPlayerFixtures,
  readPicks,
  readPlayers,
  setFaab,
  tradeStatusOf,
  uniqueName,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, type Testbed } from '../../testing/trades';

/**
 * Trades of three teams (docs/screens/trades.md §4.9): A proposes; A gives B a player, a pick
 * and 4 balls; B gives C its player; C gives A $20 FAAB. Every team must accept.
 */
describe('trades of three teams', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let managers: { a: TestUser; b: TestUser; c: TestUser; d: TestUser };
  let bed: Testbed;
  let teamC: number;
  let teamD: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    bed = await buildTestbed(app, league, league.teamIds[0]!, league.teamIds[1]!);
    teamC = league.teamIds[2]!;
    teamD = league.teamIds[3]!;
    await setFaab(app, league, teamC, bed.season, 60);
    managers = {
      a: await signInAsManager(app, bed.teamA),
      b: await signInAsManager(app, bed.teamB),
      c: await signInAsManager(app, teamC),
      d: await signInAsManager(app, teamD),
    };
  });
  after(() => app.close());
  // Each test starts in an immediate league with no trade pending or under review: one left
  // by another test would hold the pending cap or reserve the testbed's assets.
  beforeEach(async () => {
    await app.db.delete(tradeReviewRules).where(eq(tradeReviewRules.leagueId, league.leagueId));
    await app.db
      .update(trades)
      .set({ status: 'cancelled' })
      .where(and(eq(trades.leagueId, league.leagueId), eq(trades.status, 'pending')));
    await app.db
      .update(trades)
      .set({ status: 'cancelled' })
      .where(and(eq(trades.leagueId, league.leagueId), eq(trades.status, 'in_review')));
  });

  const threeTeamProposal = (overrides: object = {}) => ({
    proposedByTeamId: bed.teamA,
    proposedToTeamId: bed.teamB,
    otherTeamIds: [teamC],
    items: [
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerA.id },
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'draft_pick', itemId: bed.pickA.id },
      { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'ping_pong_ball', itemId: bed.ballsA.id, quantity: 4 },
      { fromTeamId: bed.teamB, toTeamId: teamC, itemType: 'player', itemId: bed.playerB.id },
      { fromTeamId: teamC, toTeamId: bed.teamA, itemType: 'faab', quantity: 20 },
    ],
    ...overrides,
  });
  const propose = (payload: object, user: TestUser = managers.a) =>
    app.inject({ method: 'POST', url: '/api/trades', headers: bearer(user), payload });
  const respond = (id: number, user: TestUser, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/trades/${id}`, headers: bearer(user), payload });
  const tradeCount = async () => (await app.db.select({ n: count() }).from(trades))[0]?.n ?? 0;
  const proposed = async (payload: object = threeTeamProposal(), user: TestUser = managers.a) => {
    const response = await propose(payload, user);
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Trade;
  };
  const owners = async () => ({
    players: (await readPlayers(app, [bed.playerA.id, bed.playerB.id])).map((player) => player.teamId),
    pick: (await readPicks(app, [bed.pickA.id]))[0]?.currentTeamId,
    balls: [await ballsOf(app, bed.teamA, bed.ballYear), await ballsOf(app, bed.teamB, bed.ballYear)],
    faab: [await faabOf(app, bed.teamA, bed.season), await faabOf(app, teamC, bed.season)],
  });

  it('proposes a trade naming three teams, the proposer accepted, the others waiting', async () => {
    const trade = await proposed();
    assert.equal(trade.status, 'pending');
    assert.deepEqual(
      [trade.proposedByTeamId, trade.proposedToTeamId],
      [bed.teamA, bed.teamB],
      'the two-team fields keep the proposer and the first other team',
    );
    assert.deepEqual(
      trade.teams.map((team) => [team.teamId, team.acceptedAt !== null]),
      [
        [bed.teamA, true],
        [bed.teamB, false],
        [teamC, false],
      ],
    );
    assert.ok(trade.teams.every((team) => team.name.length > 0));
    // The third team sees the trade in its filter and its pending badge.
    const filtered = await app.inject({
      method: 'GET',
      url: `/api/trades?teamId=${teamC}`,
      headers: bearer(managers.c),
    });
    assert.ok((filtered.json() as Trade[]).some((listed) => listed.id === trade.id));
    const badge = await app.inject({ method: 'GET', url: '/api/trades/pending-count', headers: bearer(managers.c) });
    assert.ok((badge.json() as { count: number }).count >= 1);
  });

  it('refuses a three-team trade naming an asset its giving team lacks (409 naming it), writing nothing', async () => {
    const before = await tradeCount();
    const response = await propose(
      threeTeamProposal({
        items: [
          { fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerA.id },
          // Team C does not hold team B's player.
          { fromTeamId: teamC, toTeamId: bed.teamA, itemType: 'player', itemId: bed.playerB.id },
        ],
      }),
    );
    assert.equal(response.statusCode, 409, response.body);
    assert.match(
      (response.json() as { message: string }).message,
      new RegExp(`Item 2: Player "${bed.playerB.name}" is not on .*'s ${bed.season} roster`),
    );
    assert.equal(await tradeCount(), before);
  });

  it("checks a team's FAAB against the sum it gives to every other team (409)", async () => {
    // C holds $60: $40 to A and $30 to B is $70.
    const response = await propose(
      threeTeamProposal({
        items: [
          { fromTeamId: teamC, toTeamId: bed.teamA, itemType: 'faab', quantity: 40 },
          { fromTeamId: teamC, toTeamId: bed.teamB, itemType: 'faab', quantity: 30 },
        ],
      }),
    );
    assert.equal(response.statusCode, 409, response.body);
    assert.match((response.json() as { message: string }).message, /has \$60 FAAB for \d+, not \$70/);
  });

  it('refuses items outside the trade, a team that neither gives nor gets, and a counter of it (400)', async () => {
    const before = await tradeCount();
    const outside = await propose(
      threeTeamProposal({
        items: [
          ...threeTeamProposal().items,
          { fromTeamId: bed.teamA, toTeamId: teamD, itemType: 'faab', quantity: 5 },
        ],
      }),
    );
    assert.equal(outside.statusCode, 400, outside.body);
    assert.match((outside.json() as { message: string }).message, /Item 6: must move between two teams of the trade/);
    const idle = await propose(
      threeTeamProposal({
        items: [{ fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerA.id }],
      }),
    );
    assert.equal(idle.statusCode, 400, idle.body);
    assert.match((idle.json() as { message: string }).message, /Every team of the trade must give or get an item/);
    const twice = await propose(threeTeamProposal({ otherTeamIds: [bed.teamB] }));
    assert.equal(twice.statusCode, 400, twice.body);
    assert.match((twice.json() as { message: string }).message, /A team can be in a trade only once/);
    assert.equal(await tradeCount(), before);

    const trade = await proposed();
    const counter = await propose(
      {
        proposedByTeamId: bed.teamB,
        proposedToTeamId: bed.teamA,
        items: [{ fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'player', itemId: bed.playerB.id }],
        counters: trade.id,
      },
      managers.b,
    );
    assert.equal(counter.statusCode, 400, counter.body);
    assert.match((counter.json() as { message: string }).message, /cannot be countered/);
    assert.equal(await tradeStatusOf(app, trade.id), 'pending');
  });

  it('moves every asset once the last of the three teams accepts, in either order', async () => {
    const before = await owners();
    const trade = await proposed();
    // C accepts first: nothing moves, the trade waits for B.
    const first = await respond(trade.id, managers.c, { action: 'accept' });
    assert.equal(first.statusCode, 200, first.body);
    const waiting = first.json() as Trade;
    assert.equal(waiting.status, 'pending');
    assert.deepEqual(
      waiting.teams.filter((team) => team.acceptedAt === null).map((team) => team.teamId),
      [bed.teamB],
    );
    assert.deepEqual(await owners(), before);
    const again = await respond(trade.id, managers.c, { action: 'accept' });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal((again.json() as { message: string }).message, 'Your team has already accepted this trade');
    // A manager not in the trade cannot answer it.
    const stranger = await respond(trade.id, managers.d, { action: 'accept' });
    assert.equal(stranger.statusCode, 403, stranger.body);

    const last = await respond(trade.id, managers.b, { action: 'accept' });
    assert.equal(last.statusCode, 200, last.body);
    assert.equal((last.json() as Trade).status, 'accepted');
    assert.deepEqual(await owners(), {
      players: [bed.teamB, teamC],
      pick: bed.teamB,
      balls: [(before.balls[0] ?? 0) - 4, (before.balls[1] ?? 0) + 4],
      faab: [(before.faab[0] ?? 0) + 20, (before.faab[1] ?? 0) - 20],
    });
    assert.equal(await auditCount(app, 'trade.accept-part', trade.id), 1);
    assert.equal(await auditCount(app, 'trade.accept', trade.id), 1);
    const stored = await app.db.select().from(tradeTeams).where(eq(tradeTeams.tradeId, trade.id));
    assert.ok(stored.every((row) => row.acceptedAt !== null && row.leagueId === league.leagueId));

    // The assets go back, by a three-team trade the other way round, so later tests start alike.
    const back = await proposed(
      {
        proposedByTeamId: bed.teamB,
        proposedToTeamId: bed.teamA,
        otherTeamIds: [teamC],
        items: [
          { fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'player', itemId: bed.playerA.id },
          { fromTeamId: bed.teamB, toTeamId: bed.teamA, itemType: 'draft_pick', itemId: bed.pickA.id },
          { fromTeamId: teamC, toTeamId: bed.teamB, itemType: 'player', itemId: bed.playerB.id },
          { fromTeamId: bed.teamA, toTeamId: teamC, itemType: 'faab', quantity: 20 },
        ],
      },
      commissioner,
    );
    // The commissioner accepts for every team still waiting.
    const all = await respond(back.id, commissioner, { action: 'accept' });
    assert.equal(all.statusCode, 200, all.body);
    assert.equal((all.json() as Trade).status, 'accepted');
    const after = await owners();
    assert.deepEqual([after.players, after.pick, after.faab], [before.players, before.pick, before.faab]);
  });

  it('ends the trade when the third team rejects, moving nothing', async () => {
    const before = await owners();
    const trade = await proposed();
    assert.equal((await respond(trade.id, managers.b, { action: 'accept' })).statusCode, 200);
    const rejected = await respond(trade.id, managers.c, { action: 'reject' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((rejected.json() as Trade).status, 'rejected');
    assert.deepEqual(await owners(), before);
    const late = await respond(trade.id, commissioner, { action: 'accept', teamId: teamC });
    assert.equal(late.statusCode, 409, late.body);
    assert.equal((late.json() as { message: string }).message, 'Trade is not pending: it was rejected');
  });

  it('holds a three-team trade under review in a reviewing league; the teams not in it vote', async () => {
    await app.db
      .insert(tradeReviewRules)
      .values({ leagueId: league.leagueId, mode: 'league-vote', reviewHours: 24, vetoPercent: 50 });
    const before = await owners();
    const trade = await proposed();
    assert.equal((await respond(trade.id, managers.b, { action: 'accept' })).statusCode, 200);
    const last = await respond(trade.id, managers.c, { action: 'accept' });
    assert.equal(last.statusCode, 200, last.body);
    const reviewed = last.json() as Trade;
    assert.equal(reviewed.status, 'in_review');
    // Half of the teams not in the trade, rounded up.
    assert.equal(reviewed.review?.threshold, Math.ceil((league.teamIds.length - 3) / 2));
    assert.deepEqual(await owners(), before, 'nothing moves while the review runs');
    // Team C is in the trade: it may not veto; team D may.
    const byC = await app.inject({ method: 'POST', url: `/api/trades/${trade.id}/veto`, headers: bearer(managers.c) });
    assert.equal(byC.statusCode, 403, byC.body);
    const byD = await app.inject({ method: 'POST', url: `/api/trades/${trade.id}/veto`, headers: bearer(managers.d) });
    assert.equal(byD.statusCode, 200, byD.body);
    // Its assets are reserved: a trade giving team C's FAAB beyond what is left is refused.
    const reserved = await propose(
      {
        proposedByTeamId: teamC,
        proposedToTeamId: teamD,
        items: [{ fromTeamId: teamC, toTeamId: teamD, itemType: 'faab', quantity: 50 }],
      },
      managers.c,
    );
    assert.equal(reserved.statusCode, 409, reserved.body);
    assert.match((reserved.json() as { message: string }).message, /reserved/);
  });

  it('keeps a two-team proposal, without otherTeamIds, as it was', async () => {
    const [player] = await insertPlayerFixtures(app, league, [
      { year: bed.season, name: uniqueName('Two team'), teamId: bed.teamA },
    ]);
    const trade = await proposed({
      proposedByTeamId: bed.teamA,
      proposedToTeamId: bed.teamB,
      items: [{ fromTeamId: bed.teamA, toTeamId: bed.teamB, itemType: 'player', itemId: player!.id }],
    });
    assert.deepEqual(
      trade.teams.map((team) => team.teamId),
      [bed.teamA, bed.teamB],
    );
    const refused = await respond(trade.id, managers.c, { action: 'accept' });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal((refused.json() as { message: string }).message, 'Only the receiving team can accept this trade');
    const accepted = await respond(trade.id, managers.b, { action: 'accept' });
    assert.equal((accepted.json() as Trade).status, 'accepted');
  });
});
