import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Player } from 'shared-contracts';
import { teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertPlayerFixtures, uniqueName } from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

describe('GET /api/players and GET /api/teams/players', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  const year = freshYear();
  let ids: { keeper: number; freeAgent: number; other: number };
  const teamKey = `test.l.${Date.now()}.t.1`;

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[1] ?? null);
    const [first, second] = league.teamIds as [number, number];
    await app.db.update(teams).set({ providerTeamKey: teamKey }).where(eq(teams.id, first));
    const [keeper, freeAgent, other] = await insertPlayerFixtures(app, league, [
      {
        year,
        name: 'Zed Keeper',
        position: 'QB',
        nflTeam: 'KC',
        teamId: first,
        isKeeper: true,
        auctionPrice: 42,
        yearsKept: 2,
        previousYearValue: 30,
        currentYearValue: 35,
        buffer: 5,
        isRookie: false,
        draftRound: 2,
      },
      { year, name: 'adam free', position: 'RB', nflTeam: 'Phi', teamId: null },
      { year, name: uniqueName(), teamId: second },
    ]);
    ids = { keeper: keeper!.id, freeAgent: freeAgent!.id, other: other!.id };
    // Another year's player must not show up.
    await insertPlayerFixtures(app, league, [{ year: year + 1, name: 'Zed Keeper', teamId: first }]);
  });
  after(() => app.close());

  it("lists the year's players in name order, team key and name taken from the team", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/players?year=${year}`, headers: bearer(member) });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Player[];
    // lower-case name order: 'adam free' < 'Player …' < 'Zed Keeper'.
    assert.deepEqual(
      list.map((p) => p.id),
      [ids.freeAgent, ids.other, ids.keeper],
    );
    const keeper = list.find((p) => p.id === ids.keeper);
    const [firstTeam] = await app.db.select().from(teams).where(eq(teams.id, league.teamIds[0]!));
    assert.deepEqual(keeper, {
      id: ids.keeper,
      year,
      name: 'Zed Keeper',
      position: 'QB',
      nflTeam: 'KC',
      isRookie: false,
      teamId: league.teamIds[0],
      yahooTeamKey: teamKey,
      teamName: firstTeam!.name,
      auctionPrice: 42,
      buffer: 5,
      isKeeper: true,
      previousYearValue: 30,
      yearsKept: 2,
      currentYearValue: 35,
      draftRound: 2,
      seasonPoints: null,
      lastWeekPoints: null,
    });
    const freeAgent = list.find((p) => p.id === ids.freeAgent);
    assert.equal(freeAgent?.teamId, null);
    assert.equal(freeAgent?.yahooTeamKey, null);
    assert.equal(freeAgent?.teamName, null);
    assert.equal(freeAgent?.yearsKept, 0);
    assert.equal(freeAgent?.auctionPrice, null);
  });

  it('requires a valid year', async () => {
    for (const url of ['/api/players', '/api/players?year=abc', '/api/players?year=1800']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(member) });
      assert.equal(response.statusCode, 400, url);
      assert.match(response.json().message, /year/);
    }
  });

  it('answers 401 without a token and 403 to a non-member', async () => {
    assert.equal((await app.inject({ method: 'GET', url: `/api/players?year=${year}` })).statusCode, 401);
    const outsider = await createTestUser();
    const response = await app.inject({ method: 'GET', url: `/api/players?year=${year}`, headers: bearer(outsider) });
    assert.equal(response.statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: `/api/teams/players?season=${year}` })).statusCode, 401);
    assert.equal(
      (await app.inject({ method: 'GET', url: `/api/teams/players?season=${year}`, headers: bearer(outsider) }))
        .statusCode,
      403,
    );
  });

  it('maps each requested team to its players that season', async () => {
    const [first, second, third] = league.teamIds as [number, number, number];
    const response = await app.inject({
      method: 'GET',
      url: `/api/teams/players?teamIds=${first},${second},${third}&season=${year}`,
      headers: bearer(member),
    });
    assert.equal(response.statusCode, 200);
    const map = response.json() as Record<string, Player[]>;
    assert.deepEqual(Object.keys(map).sort(), [first, second, third].map(String).sort());
    assert.deepEqual(
      map[String(first)]!.map((p) => p.id),
      [ids.keeper],
    );
    assert.equal(map[String(first)]![0]!.yahooTeamKey, teamKey);
    assert.deepEqual(
      map[String(second)]!.map((p) => p.id),
      [ids.other],
    );
    assert.deepEqual(map[String(third)], []);
  });

  it('lists every team without teamIds, and refuses ids of no team of the league', async () => {
    const all = await app.inject({ method: 'GET', url: `/api/teams/players?season=${year}`, headers: bearer(member) });
    assert.equal(all.statusCode, 200);
    assert.equal(Object.keys(all.json()).length, league.teamIds.length);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/teams/players?teamIds=${league.teamIds[0]},99999&season=${year}`,
      headers: bearer(member),
    });
    assert.equal(bad.statusCode, 404);
    assert.equal(bad.json().message, 'Not a team of this league: 99999');
    const garbled = await app.inject({
      method: 'GET',
      url: `/api/teams/players?teamIds=1,,x`,
      headers: bearer(member),
    });
    assert.equal(garbled.statusCode, 400);
  });

  it("reads the league's current season when no season is given", async () => {
    const [current] = await insertPlayerFixtures(app, league, [
      { year: league.currentSeason, name: uniqueName('Current'), teamId: league.teamIds[4] },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `/api/teams/players?teamIds=${league.teamIds[4]}`,
      headers: bearer(member),
    });
    assert.equal(response.statusCode, 200);
    const list = (response.json() as Record<string, Player[]>)[String(league.teamIds[4])]!;
    assert.ok(list.some((found) => found.id === current!.id));
    assert.ok(list.every((found) => found.year === league.currentSeason && found.teamId === league.teamIds[4]));
  });

  it('documents every players, picks and trades call in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/players',
      '/api/players/batch',
      '/api/players/upsert',
      '/api/teams/players',
      '/api/teams/draft-picks',
      '/api/picks',
      '/api/picks/batch',
      '/api/ping-pong-balls',
      '/api/trades',
      '/api/trades/{id}',
    ]) {
      assert.ok(paths.includes(path), `${path} is documented`);
    }
  });

  it('a commissioner reads the same lists', async () => {
    const commissioner = await signIn(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/players?year=${year}`,
      headers: bearer(commissioner),
    });
    assert.equal(response.json().length, 3);
  });
});
