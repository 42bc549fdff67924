import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOTTERY_MAX_ENTRIES_PER_MEMBER, type LotteryView } from 'shared-contracts/lottery';
import { drawLotteryOrder, lotterySeed } from 'shared-contracts/lottery-drawing';
import { draftLotteries, draftPicks, matchups, pingPongBalls, teams } from '../../../db/schema';
import { createTestApp } from '../../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  readPicks,
  setBalls,
} from '../../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn, signInAsManager } from '../../../testing/members';

describe('/api/picks/lottery/{year}', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  let year: number;
  let pickIds: number[];
  /** Teams 1-4 of the league hold 10, 20, 30 and 40 balls; the other eight none. */
  let ballTeams: number[];

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    manager = await signInAsManager(app, null);
  });
  after(() => app.close());

  // A fresh year: one round-1 pick per team, no positions; balls for four teams. The year
  // before has no games, so teams without balls follow in standings order, worst (the highest id on a tie) first.
  beforeEach(async () => {
    year = freshYear();
    const rows = await insertPickFixtures(
      app,
      league,
      league.teamIds.map((teamId) => ({ year, round: 1, originalTeamId: teamId })),
    );
    pickIds = rows.map((row) => row.id);
    ballTeams = league.teamIds.slice(0, 4);
    for (const [index, teamId] of ballTeams.entries()) await setBalls(app, league, teamId, year, (index + 1) * 10);
  });

  const url = (path = '') => `/api/picks/lottery/${year}${path}`;
  const get = (user: TestUser | null = commissioner) =>
    app.inject({ method: 'GET', url: url(), headers: user ? bearer(user) : {} });
  const act = (action: string, user: TestUser | null = commissioner) =>
    app.inject({ method: 'POST', url: url(`/${action}`), headers: user ? bearer(user) : {} });
  const enter = (text: unknown, user: TestUser = manager) =>
    app.inject({ method: 'POST', url: url('/entries'), headers: bearer(user), payload: { text } });
  const view = async (user: TestUser = manager): Promise<LotteryView> => (await get(user)).json();
  const abbreviationOf = async (teamId: number) =>
    (await app.db.select({ abbreviation: teams.abbreviation }).from(teams).where(eq(teams.id, teamId)))[0]!
      .abbreviation;
  const withoutBalls = () => league.teamIds.filter((teamId) => !ballTeams.includes(teamId)).reverse();

  it('shows every member the exact odds before any lottery: rows sum to 1, teams without balls certain of their pick', async () => {
    const response = await get(manager);
    assert.equal(response.statusCode, 200, response.body);
    const body: LotteryView = response.json();
    assert.equal(body.current, null);
    assert.deepEqual(body.history, []);
    assert.deepEqual(
      body.odds.map((row) => row.teamId),
      [...ballTeams, ...withoutBalls()],
    );
    for (const row of body.odds) assert.ok(Math.abs(row.chances.reduce((a, b) => a + b, 0) - 1) < 1e-9);
    // 40 of 100 balls: 40% for the first pick.
    assert.ok(Math.abs(body.odds[3]!.chances[0]! - 0.4) < 1e-12);
    assert.equal(body.odds[4]!.chances[4], 1);
  });

  it('runs open, entries, close and draw: the order is the documented function of the secret, the entries and the balls', async () => {
    const opened = await act('open');
    assert.equal(opened.statusCode, 200, opened.body);
    const lottery = (opened.json() as LotteryView).current!;
    assert.equal(lottery.status, 'open');
    assert.equal(lottery.secret, null);
    assert.match(lottery.commitment, /^[0-9a-f]{64}$/);

    assert.equal((await enter('  lucky 7  ')).statusCode, 200);
    assert.equal((await enter('commissioner was here', commissioner)).statusCode, 200);
    assert.deepEqual(
      (await view()).current!.entries.map((entry) => entry.text),
      ['lucky 7', 'commissioner was here'],
    );
    // Nobody sees the secret before the draw, the commissioner included.
    assert.equal((await view(commissioner)).current!.secret, null);

    assert.equal((await act('close')).statusCode, 200);
    const late = await enter('too late');
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { message: `Entries to the ${year} draft lottery are closed` });

    const drawn = await act('draw');
    assert.equal(drawn.statusCode, 200, drawn.body);
    const result = (drawn.json() as LotteryView).current!;
    assert.equal(result.status, 'drawn');
    assert.ok(result.secret);
    assert.equal(createHash('sha256').update(Buffer.from(result.secret, 'hex')).digest('hex'), lottery.commitment);
    const teams = ballTeams.map((teamId, index) => ({ teamId, balls: (index + 1) * 10 }));
    assert.deepEqual(result.teams, teams);
    const expected = drawLotteryOrder(lotterySeed(result.secret, ['lucky 7', 'commissioner was here']), teams);
    assert.deepEqual(result.lotteryOrder, expected);
    assert.deepEqual(result.order, [...expected, ...withoutBalls()]);

    // Each round-1 pick stands where its original team was drawn; its holder keeps it.
    const picks = await readPicks(app, pickIds);
    for (const pick of picks) assert.equal(pick.position, result.order!.indexOf(pick.originalTeamId) + 1);
    assert.equal(await auditCount(app, 'lottery.draw', result.id), 1);
    assert.equal(await auditCount(app, 'lottery.open', result.id), 1);
    assert.equal(await auditCount(app, 'lottery.place', pickIds[0]), 1);
    assert.equal(await auditCount(app, 'pick.update', pickIds[0]), 0);

    // Balls traded after the draw change neither the result nor the odds it was drawn with.
    await setBalls(app, league, ballTeams[0]!, year, 99);
    const later = await view();
    assert.deepEqual(later.current!.teams, teams);
    assert.deepEqual(
      later.odds.map((row) => row.balls),
      [10, 20, 30, 40, 0, 0, 0, 0, 0, 0, 0, 0],
    );
  });

  it('draws once: a second draw or open answers 409 until the commissioner resets, which keeps the old result as history', async () => {
    for (const step of ['open', 'close', 'draw']) assert.equal((await act(step)).statusCode, 200, step);
    const first = (await view()).current!;
    const positions = await readPicks(app, pickIds);

    const again = await act('draw');
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: `The ${year} draft lottery has been drawn: reset it to draw again` });
    assert.deepEqual((await act('open')).json(), {
      message: `The ${year} draft lottery has been drawn: reset it to draw again`,
    });
    assert.equal((await act('close')).statusCode, 409);
    assert.deepEqual(await readPicks(app, pickIds), positions);

    assert.equal((await act('reset')).statusCode, 200);
    assert.equal(await auditCount(app, 'lottery.reset', first.id), 1);
    const afterReset = await view();
    assert.equal(afterReset.current, null);
    assert.deepEqual(
      afterReset.history.map((old) => [old.id, old.status, old.order, old.secret]),
      [[first.id, 'reset', first.order, first.secret]],
    );
    assert.deepEqual(await readPicks(app, pickIds), positions);

    const reopened = await act('open');
    assert.equal(reopened.statusCode, 200);
    const next = (reopened.json() as LotteryView).current!;
    assert.notEqual(next.commitment, first.commitment);
    assert.equal((reopened.json() as LotteryView).history[0]?.id, first.id);
  });

  it('refuses to open while a round-1 pick is locked, naming the pick as the board shows it; nothing is stored', async () => {
    await app.db
      .update(draftPicks)
      .set({ isLocked: true, position: 2, currentTeamId: league.teamIds[7]! })
      .where(eq(draftPicks.id, pickIds[5]!));
    const refused = await act('open');
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      message: `${year} round 1, pick 2, held by ${await abbreviationOf(league.teamIds[7]!)} is locked: unlock it before opening the ${year} lottery, which sets every round-1 position`,
    });
    assert.equal((await view()).current, null);

    // Unlocked through the picks batch, the lottery opens; locking a round-1 pick then waits for the draw.
    assert.equal(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/picks/batch',
          headers: bearer(commissioner),
          payload: { picks: [{ id: pickIds[5], isLocked: false }] },
        })
      ).statusCode,
      200,
    );
    assert.equal((await act('open')).statusCode, 200);
    const lock = await app.inject({
      method: 'PATCH',
      url: '/api/picks/batch',
      headers: bearer(commissioner),
      payload: { picks: [{ id: pickIds[0], isLocked: true }] },
    });
    assert.equal(lock.statusCode, 409);
    assert.deepEqual(lock.json(), {
      message: `${year} round 1, ${await abbreviationOf(league.teamIds[0]!)}'s pick, held by ${await abbreviationOf(league.teamIds[0]!)} cannot be locked while the ${year} draft lottery waits to be drawn: it sets every round-1 position`,
    });
    assert.equal((await readPicks(app, [pickIds[0]!]))[0]?.isLocked, false);
  });

  it('draws all or nothing: a round-1 pick locked around the API refuses the draw, named as members see it, and nothing changes', async () => {
    await act('open');
    const early = await act('draw');
    assert.equal(early.statusCode, 409);
    assert.deepEqual(early.json(), { message: `Close entries to the ${year} draft lottery before the draw` });
    await act('close');
    await app.db.update(draftPicks).set({ isLocked: true, position: 12 }).where(eq(draftPicks.id, pickIds[5]!));
    const before = await readPicks(app, pickIds);
    const refused = await act('draw');
    assert.equal(refused.statusCode, 409);
    const team = await abbreviationOf(league.teamIds[5]!);
    assert.deepEqual(refused.json(), {
      message: `${year} round 1, pick 12, held by ${team} is locked: unlock it before the draw`,
    });
    assert.deepEqual(await readPicks(app, pickIds), before);
    const [stored] = await app.db
      .select()
      .from(draftLotteries)
      .where(and(eq(draftLotteries.leagueId, league.leagueId), eq(draftLotteries.year, year)));
    assert.equal(stored?.status, 'closed');
    assert.equal(stored?.lotteryOrder, null);
    assert.equal(await auditCount(app, 'lottery.draw', stored!.id), 0);
  });

  it('keeps where the round-1 picks stood before the draw, for the board to show until the reveal', async () => {
    await app.db.update(draftPicks).set({ position: 3 }).where(eq(draftPicks.id, pickIds[0]!));
    for (const step of ['open', 'close']) assert.equal((await act(step)).statusCode, 200, step);
    assert.equal((await view()).current!.positionsBefore, null);
    assert.equal((await act('draw')).statusCode, 200);
    const before = (await view()).current!.positionsBefore!;
    assert.deepEqual(
      [...before].sort((a, b) => a.pickId - b.pickId),
      pickIds.map((pickId, index) => ({ pickId, position: index === 0 ? 3 : null })),
    );
  });

  it('takes at most LOTTERY_MAX_ENTRIES_PER_MEMBER entries from one member, with a clear refusal; others still enter', async () => {
    await act('open');
    for (let index = 0; index < LOTTERY_MAX_ENTRIES_PER_MEMBER; index += 1)
      assert.equal((await enter(`entry ${index}`)).statusCode, 200);
    const refused = await enter('one more');
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      message: `You have added ${LOTTERY_MAX_ENTRIES_PER_MEMBER} entries to the ${year} draft lottery, the most one member may add`,
    });
    assert.equal((await enter('mine', commissioner)).statusCode, 200);
    assert.equal((await view()).current!.entries.length, LOTTERY_MAX_ENTRIES_PER_MEMBER + 1);
  });

  it('leaves open, close, draw and reset to the commissioner (403 for a manager, 401 without a token); any member adds entries', async () => {
    for (const step of ['open', 'close', 'draw', 'reset']) {
      const response = await act(step, manager);
      assert.equal(response.statusCode, 403, step);
      assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
      assert.equal((await act(step, null)).statusCode, 401);
    }
    assert.equal((await get(await createTestUser())).statusCode, 403);
    assert.equal((await view()).current, null);

    const none = await enter('early');
    assert.equal(none.statusCode, 404);
    assert.deepEqual(none.json(), { message: `${year} has no draft lottery: the commissioner opens it first` });
    await act('open');
    for (const text of ['   ', 'x'.repeat(201), 7, 'nul\u0000'])
      assert.equal((await enter(text)).statusCode, 400, JSON.stringify(text));
    assert.deepEqual((await view()).current!.entries, []);
  });

  it("puts teams without balls after the lottery in last season's standings, worst first", async () => {
    // Last season: the eleventh team beat the twelfth, and nobody else played.
    const [winner, loser] = [league.teamIds[10]!, league.teamIds[11]!];
    await app.db.insert(matchups).values({
      leagueId: league.leagueId,
      season: year - 1,
      week: 1,
      position: 1,
      homeTeamId: winner,
      awayTeamId: loser,
      homeScore: 100,
      awayScore: 90,
      isCompleted: true,
    });
    const unplayed = league.teamIds.slice(4, 10).reverse();
    assert.deepEqual(
      (await view()).odds.slice(4).map((row) => row.teamId),
      [...unplayed, loser, winner],
    );
    for (const step of ['open', 'close', 'draw']) assert.equal((await act(step)).statusCode, 200, step);
    assert.deepEqual((await view()).current!.order!.slice(4), [...unplayed, loser, winner]);
  });

  it('refuses to open a lottery with nothing to draw or nothing to order: 409, nothing stored', async () => {
    await app.db
      .delete(pingPongBalls)
      .where(and(eq(pingPongBalls.leagueId, league.leagueId), eq(pingPongBalls.year, year)));
    const noBalls = await act('open');
    assert.equal(noBalls.statusCode, 409);
    assert.deepEqual(noBalls.json(), {
      message: `No team holds ping pong balls for ${year}: give teams balls before opening the lottery`,
    });
    await app.db.delete(draftPicks).where(and(eq(draftPicks.leagueId, league.leagueId), eq(draftPicks.year, year)));
    const noPicks = await act('open');
    assert.equal(noPicks.statusCode, 409);
    assert.deepEqual(noPicks.json(), {
      message: `${year} has no round-1 picks for the lottery to order: generate the year's picks first`,
    });
    assert.equal((await view()).current, null);
  });

  it('still refuses a draw with nothing to draw (balls gone around the API after opening): 409, the lottery stays closed', async () => {
    await act('open');
    await act('close');
    await app.db
      .delete(pingPongBalls)
      .where(and(eq(pingPongBalls.leagueId, league.leagueId), eq(pingPongBalls.year, year)));
    const noBalls = await act('draw');
    assert.equal(noBalls.statusCode, 409);
    assert.deepEqual(noBalls.json(), {
      message: `No team holds ping pong balls for ${year}: there is nothing to draw`,
    });
    assert.equal((await view()).current!.status, 'closed');
  });

  it('opens one lottery a year even when two opens race: the other answers 409', async () => {
    const answers = await Promise.all([act('open'), act('open')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const rows = await app.db
      .select()
      .from(draftLotteries)
      .where(and(eq(draftLotteries.leagueId, league.leagueId), eq(draftLotteries.year, year)));
    assert.equal(rows.length, 1);
  });
});
