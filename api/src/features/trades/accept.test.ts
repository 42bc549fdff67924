import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { draftLotteries, draftPicks, pingPongBalls, players } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  ballsOf,
  faabOf,
  type FixtureLeague,
  fixtureLeague,
  readPicks,
  readPlayers,
  setFaab,
  tradeStatusOf,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { buildTestbed, everyItemProposal, type Testbed } from '../../testing/trades';

describe('PUT /api/trades/{id} accept: the trade executes, or nothing moves', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let receiver: TestUser;
  let teamA: number;
  let teamB: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    [teamA, teamB] = league.teamIds as [number, number];
    commissioner = await signIn(app);
    receiver = await signInAsManager(app, teamB);
  });
  after(() => app.close());

  const propose = async (bed: Testbed) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: bearer(commissioner),
      payload: everyItemProposal(bed),
    });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as Trade).id;
  };
  const accept = (id: number, user: TestUser = receiver) =>
    app.inject({ method: 'PUT', url: `/api/trades/${id}`, headers: bearer(user), payload: { action: 'accept' } });
  /** Everything the testbed's trade could touch. */
  const snapshot = async (bed: Testbed) => ({
    players: await readPlayers(app, [bed.playerA.id, bed.playerB.id]),
    picks: await readPicks(app, [bed.pickA.id, bed.pickB.id]),
    balls: [await ballsOf(app, teamA, bed.ballYear), await ballsOf(app, teamB, bed.ballYear)],
    faab: [await faabOf(app, teamA, bed.season), await faabOf(app, teamB, bed.season)],
  });

  it('moves players, picks, balls (creating the receiver’s row) and FAAB, all audited', async () => {
    const bed = await buildTestbed(app, league, teamA, teamB);
    const id = await propose(bed);
    assert.equal(await ballsOf(app, teamB, bed.ballYear), null, 'team B starts with no ball row that year');
    const response = await accept(id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((response.json() as Trade).status, 'accepted');
    const after = await snapshot(bed);
    assert.deepEqual(
      after.players.map((player) => player.teamId),
      [teamB, teamA],
    );
    assert.deepEqual(
      after.picks.map((pick) => [pick.currentTeamId, pick.originalTeamId]),
      [
        [teamB, teamA],
        [teamB, teamB],
      ],
    );
    assert.deepEqual(after.balls, [6, 4]);
    assert.deepEqual(after.faab, [70, 80]);
    assert.equal(await tradeStatusOf(app, id), 'accepted');
    assert.equal(await auditCount(app, 'trade.accept', id), 1);
    assert.equal(await auditCount(app, 'trade.move', bed.playerA.id), 1);
    // Accepted is final: accepting again moves nothing.
    const again = await accept(id);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(await snapshot(bed), after);
  });

  it('adds balls to a receiving row that exists', async () => {
    const bed = await buildTestbed(app, league, teamA, teamB);
    await app.db
      .insert(pingPongBalls)
      .values({ leagueId: league.leagueId, teamId: teamB, year: bed.ballYear, quantity: 5 });
    const id = await propose(bed);
    assert.equal((await accept(id, commissioner)).statusCode, 200);
    assert.deepEqual([await ballsOf(app, teamA, bed.ballYear), await ballsOf(app, teamB, bed.ballYear)], [6, 9]);
  });

  /** A lottery of the year in `status`, as the lottery's routes would leave it. */
  const openLottery = (year: number, status: 'open' | 'closed' | 'drawn') =>
    app.db
      .insert(draftLotteries)
      .values({ leagueId: league.leagueId, year, status, secret: 'secret', commitment: 'commitment' });

  it('refuses to propose balls of a year whose lottery has closed its entries, and moves them once it is drawn', async () => {
    const bed = await buildTestbed(app, league, teamA, teamB);
    await openLottery(bed.ballYear, 'closed');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/trades',
      headers: bearer(commissioner),
      payload: everyItemProposal(bed),
    });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(
      refused.json().message,
      `Item 3: the ${bed.ballYear} draft lottery is closed: its balls stay as published until it is drawn or reset`,
    );
    await app.db.update(draftLotteries).set({ status: 'drawn' }).where(eq(draftLotteries.year, bed.ballYear));
    const id = await propose(bed);
    assert.equal((await accept(id)).statusCode, 200);
    assert.deepEqual([await ballsOf(app, teamA, bed.ballYear), await ballsOf(app, teamB, bed.ballYear)], [6, 4]);
  });

  const refusals: Array<[string, (bed: Testbed) => Promise<unknown>, RegExp]> = [
    [
      'a player changed team',
      (bed) => app.db.update(players).set({ teamId: league.teamIds[5] }).where(eq(players.id, bed.playerB.id)),
      /Item 5: Player ".*" is not on .*'s \d+ roster/,
    ],
    [
      'a pick changed hands',
      (bed) =>
        app.db.update(draftPicks).set({ currentTeamId: league.teamIds[5]! }).where(eq(draftPicks.id, bed.pickA.id)),
      /Item 2: the \d+ round 1 pick of \D.* is not held by/,
    ],
    [
      'a pick was locked',
      (bed) => app.db.update(draftPicks).set({ isLocked: true }).where(eq(draftPicks.id, bed.pickA.id)),
      /Item 2: .* is locked/,
    ],
    [
      'balls were spent',
      (bed) => app.db.update(pingPongBalls).set({ quantity: 3 }).where(eq(pingPongBalls.id, bed.ballsA.id)),
      /Item 3: .* has 3 ping pong balls for \d+, not 4/,
    ],
    [
      "the balls' year's draft lottery was opened",
      (bed) => openLottery(bed.ballYear, 'open'),
      /Item 3: the \d+ draft lottery is open: its balls stay as published until it is drawn or reset/,
    ],
    [
      'FAAB was spent',
      (bed) => setFaab(app, league, teamA, bed.season, 29),
      /Item 4: .* has \$29 FAAB for \d+, not \$30/,
    ],
  ];
  for (const [what, change, message] of refusals) {
    it(`answers 409 and moves nothing when ${what} since the proposal`, async () => {
      const bed = await buildTestbed(app, league, teamA, teamB);
      const id = await propose(bed);
      await change(bed);
      const before = await snapshot(bed);
      const response = await accept(id);
      assert.equal(response.statusCode, 409);
      assert.match(response.json().message, /^The trade can no longer be accepted: /);
      assert.match(response.json().message, message);
      assert.deepEqual(await snapshot(bed), before);
      assert.equal(await tradeStatusOf(app, id), 'pending');
      assert.equal(await auditCount(app, 'trade.accept', id), 0);
    });
  }
});
