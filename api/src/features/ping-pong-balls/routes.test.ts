import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { BallAllocation, PingPongBallEntry } from 'shared-contracts';
import { matchups } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  ballsOf,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  setBalls,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('PUT /api/ping-pong-balls and /api/ping-pong-balls/allocation', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  let year: number;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    manager = await signInAsManager(app, league.teamIds[0] ?? null);
  });
  after(() => app.close());
  beforeEach(() => {
    year = freshYear();
  });

  const send = (method: 'PUT' | 'POST', url: string, payload: object, user: TestUser = commissioner) =>
    app.inject({ method, url, headers: bearer(user), payload });
  const put = (balls: object[], user?: TestUser) => send('PUT', '/api/ping-pong-balls', { year, balls }, user);
  const everyBall = async () => Promise.all(league.teamIds.map((teamId) => ballsOf(app, teamId, year)));

  it('sets the listed teams’ balls, creating rows a team lacks, each change audited; teams not listed keep theirs', async () => {
    const [a, b, c] = league.teamIds as [number, number, number];
    const kept = await setBalls(app, league, c, year, 4);
    const existing = await setBalls(app, league, a, year, 2);
    const response = await put([
      { teamId: a, quantity: 14 },
      { teamId: b, quantity: 0 },
    ]);
    assert.equal(response.statusCode, 200, response.body);
    const list = response.json() as PingPongBallEntry[];
    assert.deepEqual(
      list.map(({ teamId, quantity }) => [teamId, quantity]),
      [
        [a, 14],
        [b, 0],
        [c, 4],
      ],
    );
    assert.equal(await auditCount(app, 'ping_pong_ball.update', existing.id), 1);
    assert.equal(await auditCount(app, 'ping_pong_ball.create', list[1]!.id), 1);
    assert.equal(await auditCount(app, 'ping_pong_ball.update', kept.id), 0);
    // Sending what is stored writes nothing, not even an audit row.
    assert.equal((await put([{ teamId: a, quantity: 14 }])).statusCode, 200);
    assert.equal(await auditCount(app, 'ping_pong_ball.update', existing.id), 1);
  });

  it('sets all or none: any bad entry answers 400 with the reason and changes nothing', async () => {
    const [a, b] = league.teamIds as [number, number];
    await setBalls(app, league, a, year, 5);
    const before = await everyBall();
    const cases: Array<[object[], string | RegExp]> = [
      [
        [
          { teamId: b, quantity: 3 },
          { teamId: a, quantity: 101 },
        ],
        /balls must be a whole number from 0 to 100/,
      ],
      [
        [
          { teamId: b, quantity: 3 },
          { teamId: a, quantity: -1 },
        ],
        /balls must be a whole number from 0 to 100/,
      ],
      [
        [
          { teamId: b, quantity: 3 },
          { teamId: a, quantity: 2.5 },
        ],
        /balls must be a whole number from 0 to 100/,
      ],
      [
        [
          { teamId: b, quantity: 3 },
          { teamId: b, quantity: 4 },
        ],
        `Team ${b} is listed twice`,
      ],
      [[], /balls must name at least one team/],
    ];
    for (const [balls, message] of cases) {
      const response = await put(balls);
      assert.equal(response.statusCode, 400, JSON.stringify(balls));
      if (typeof message === 'string') assert.deepEqual(response.json(), { message });
      else assert.match(response.json().message, message);
    }
    // A team of no league is a missing row (404); listed twice as well, the broken rule is told first.
    const stranger = await put([
      { teamId: b, quantity: 3 },
      { teamId: 909090, quantity: 4 },
    ]);
    assert.equal(stranger.statusCode, 404);
    assert.deepEqual(stranger.json(), { message: 'Not a team of this league: 909090' });
    const twiceAndStranger = await put([
      { teamId: 909090, quantity: 3 },
      { teamId: b, quantity: 3 },
      { teamId: b, quantity: 4 },
    ]);
    assert.equal(twiceAndStranger.statusCode, 400);
    assert.deepEqual(twiceAndStranger.json(), { message: `Team ${b} is listed twice` });
    assert.deepEqual(await everyBall(), before);
  });

  it('is the commissioner’s: 403 for a manager, nothing changes', async () => {
    const [a] = league.teamIds as [number];
    for (const [method, url, body] of [
      ['PUT', '/api/ping-pong-balls', { year, balls: [{ teamId: a, quantity: 50 }] }],
      ['POST', '/api/ping-pong-balls/allocation/preview', { year, quantities: [10] }],
      ['POST', '/api/ping-pong-balls/allocation', { year, quantities: [10] }],
    ] as const) {
      const response = await send(method, url, body, manager);
      assert.equal(response.statusCode, 403, url);
      assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
    }
    assert.equal(await ballsOf(app, a, year), null);
  });

  it('keeps the balls as published while the year’s lottery waits to be drawn', async () => {
    const [a] = league.teamIds as [number];
    await insertPickFixtures(app, league, [{ year, round: 1, originalTeamId: a }]);
    assert.equal((await put([{ teamId: a, quantity: 10 }])).statusCode, 200);
    assert.equal((await send('POST', `/api/picks/lottery/${year}/open`, {})).statusCode, 200);
    const refused = await put([{ teamId: a, quantity: 90 }]);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      message: `The ${year} draft lottery is open: its balls stay as published until it is drawn or reset`,
    });
    assert.equal(await ballsOf(app, a, year), 10);
  });

  describe('allocation from last season’s standings', () => {
    // Last season: team 0 beat team 1 twice, team 2 beat team 3 once (more points than team 0); the rest did not play.
    beforeEach(async () => {
      const [t0, t1, t2, t3] = league.teamIds as [number, number, number, number];
      const game = (
        week: number,
        position: number,
        home: number,
        away: number,
        homeScore: number,
        awayScore: number,
      ) => ({
        leagueId: league.leagueId,
        season: year - 1,
        week,
        position,
        homeTeamId: home,
        awayTeamId: away,
        homeScore,
        awayScore,
        isCompleted: true,
      });
      await app.db
        .insert(matchups)
        .values([game(1, 1, t0, t1, 100, 90), game(2, 1, t1, t0, 80, 95), game(1, 2, t2, t3, 150, 60)]);
    });

    it('previews the worst team first with the balls of its place, writing nothing', async () => {
      const [t0, t1, t2, t3] = league.teamIds as [number, number, number, number];
      const response = await send('POST', '/api/ping-pong-balls/allocation/preview', {
        year,
        quantities: [14, 13, 12],
      });
      assert.equal(response.statusCode, 200, response.body);
      const preview = response.json() as BallAllocation;
      assert.equal(preview.standingsSeason, year - 1);
      // Best first: t0 (2-0, 195 points), t2 (1-0, 150), then the winless by points: t1 (170), t3 (60), the
      // eight that did not play (0, by id). Worst first is that reversed.
      const unplayed = league.teamIds.slice(4).reverse();
      assert.deepEqual(
        preview.rows.map((row) => row.teamId),
        [...unplayed, t3, t1, t2, t0],
      );
      assert.deepEqual(
        preview.rows.map((row) => row.place),
        league.teamIds.map((_, index) => index + 1),
      );
      assert.deepEqual(
        preview.rows.map((row) => row.quantity),
        [14, 13, 12, ...league.teamIds.slice(3).map(() => 0)],
      );
      assert.deepEqual(preview.rows[9], {
        teamId: t1,
        place: 10,
        wins: 0,
        losses: 2,
        ties: 0,
        totalPoints: 170,
        quantity: 0,
      });
      assert.deepEqual(
        await everyBall(),
        league.teamIds.map(() => null),
      );
    });

    it('applies what it previewed to every team, audited, and answers the year’s balls', async () => {
      const body = { year, quantities: [14, 13, 12] };
      const preview = (await send('POST', '/api/ping-pong-balls/allocation/preview', body)).json() as BallAllocation;
      const applied = await send('POST', '/api/ping-pong-balls/allocation', body);
      assert.equal(applied.statusCode, 200, applied.body);
      const list = applied.json() as PingPongBallEntry[];
      const byTeam = new Map(list.map((entry) => [entry.teamId, entry.quantity]));
      for (const row of preview.rows) assert.equal(byTeam.get(row.teamId), row.quantity, `team ${row.teamId}`);
      assert.equal(list.length, league.teamIds.length);
      for (const entry of list) assert.equal(await auditCount(app, 'ping_pong_ball.create', entry.id), 1);
    });

    it('refuses more places than teams, and a season without finished games; nothing changes', async () => {
      const tooMany = await send('POST', '/api/ping-pong-balls/allocation', {
        year,
        quantities: Array.from({ length: league.teamIds.length + 1 }, () => 1),
      });
      assert.equal(tooMany.statusCode, 409);
      assert.deepEqual(tooMany.json(), {
        message: `The league has ${league.teamIds.length} teams; the allocation gives balls to ${league.teamIds.length + 1} places`,
      });
      // The year after this one: its standings season (this year) has no games.
      const unplayed = freshYear();
      const none = await send('POST', '/api/ping-pong-balls/allocation/preview', { year: unplayed, quantities: [3] });
      assert.equal(none.statusCode, 409);
      assert.deepEqual(none.json(), {
        message: `${unplayed - 1} has no finished games to rank teams by: set each team's balls by hand`,
      });
      const zero = await send('POST', '/api/ping-pong-balls/allocation', { year, quantities: [14, 0] });
      assert.equal(zero.statusCode, 400);
      assert.match(zero.json().message, /balls for a place must be a whole number from 1 to 100/);
      assert.deepEqual(
        await everyBall(),
        league.teamIds.map(() => null),
      );
    });
  });
});
