import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { DraftPick } from 'shared-contracts';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertPickFixtures, setBalls } from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';

describe('GET /api/picks, /api/ping-pong-balls and /api/teams/draft-picks', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  const year = freshYear();
  const laterYear = freshYear();
  let picks: Awaited<ReturnType<typeof insertPickFixtures>>;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[5] ?? null);
    const [a, b, c] = league.teamIds as [number, number, number];
    // Inserted out of order, so the answer's order is the API's doing.
    picks = await insertPickFixtures(app, league, [
      { year, round: 2, originalTeamId: a, position: 1 },
      { year, round: 1, originalTeamId: a, position: null },
      { year, round: 1, originalTeamId: b, position: 2, currentTeamId: c },
      { year, round: 1, originalTeamId: c, position: 1, isLocked: true },
      { year: laterYear, round: 3, originalTeamId: b, currentTeamId: a },
    ]);
    await setBalls(app, league, b, year, 7);
    await setBalls(app, league, a, year, 3);
  });
  after(() => app.close());

  const get = (url: string, user: TestUser | null = member) =>
    app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });

  it('lists a year’s picks by round, then position with empty positions last', async () => {
    const response = await get(`/api/picks?year=${year}`);
    assert.equal(response.statusCode, 200);
    const list = response.json() as DraftPick[];
    assert.deepEqual(
      list.map((pick) => pick.id),
      [picks[3]!.id, picks[2]!.id, picks[1]!.id, picks[0]!.id],
    );
    assert.deepEqual(list[1], {
      id: picks[2]!.id,
      year,
      round: 1,
      position: 2,
      currentTeamId: league.teamIds[2],
      originalTeamId: league.teamIds[1],
      isLocked: false,
    });
    assert.equal(list[0]?.isLocked, true);
    assert.equal(list[2]?.position, null);
  });

  it('lists ping pong balls per team for the year', async () => {
    const response = await get(`/api/ping-pong-balls?year=${year}`);
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<{ id: number; teamId: number; quantity: number }>;
    assert.deepEqual(
      list.map(({ teamId, quantity }) => ({ teamId, quantity })),
      [
        { teamId: league.teamIds[0], quantity: 3 },
        { teamId: league.teamIds[1], quantity: 7 },
      ],
    );
    assert.ok(list.every((entry) => Number.isInteger(entry.id)));
    assert.deepEqual((await get(`/api/ping-pong-balls?year=${laterYear}`)).json(), []);
  });

  it('maps each team to the picks it holds now, across years', async () => {
    const [a, b, c] = league.teamIds as [number, number, number];
    const response = await get(`/api/teams/draft-picks?teamIds=${a},${b},${c}`);
    assert.equal(response.statusCode, 200);
    const map = response.json() as Record<string, DraftPick[]>;
    const mine = (teamId: number) =>
      map[String(teamId)]!.filter((pick) => [year, laterYear].includes(pick.year)).map((pick) => pick.id);
    assert.deepEqual(mine(a), [picks[1]!.id, picks[0]!.id, picks[4]!.id]);
    assert.deepEqual(mine(b), []);
    assert.deepEqual(mine(c), [picks[3]!.id, picks[2]!.id]);
    const bad = await get('/api/teams/draft-picks?teamIds=777777');
    assert.equal(bad.statusCode, 404);
    assert.equal(bad.json().message, 'Not a team of this league: 777777');
  });

  it('requires a year, a token and a membership', async () => {
    for (const url of ['/api/picks', '/api/picks?year=x', '/api/ping-pong-balls']) {
      assert.equal((await get(url)).statusCode, 400, url);
    }
    const outsider = await createTestUser();
    for (const url of [`/api/picks?year=${year}`, `/api/ping-pong-balls?year=${year}`, '/api/teams/draft-picks']) {
      assert.equal((await get(url, null)).statusCode, 401, url);
      assert.equal((await get(url, outsider)).statusCode, 403, url);
    }
  });
});
