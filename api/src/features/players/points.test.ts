import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Player, PlayerPoints } from 'shared-contracts';
import { leagues, players, playerWeekPoints } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertPlayerFixtures, uniqueName } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

/**
 * docs/screens/players.md §4.8: a book player's season points are the sum of his stored weeks
 * of his year, his last week's are his points in the latest week of that year the league has
 * any points of; a player without a provider id, or without a stored week, has neither.
 */
describe("players' points: the book's answers and GET /api/players/{playerId}/points", () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  let commissioner: TestUser;
  const year = freshYear();
  const ids = { scorer: 0, benched: 0, bookOnly: 0, unscored: 0, stranger: 0 };
  const get = (url: string, user = member) => app.inject({ method: 'GET', url, headers: bearer(user) });
  const listed = async () => {
    const response = await get(`/api/players?year=${year}`);
    assert.equal(response.statusCode, 200, response.body);
    return new Map((response.json() as Player[]).map((player) => [player.id, player]));
  };

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[0] ?? null);
    commissioner = await signIn(app);
    const [scorer, benched, bookOnly, unscored] = await insertPlayerFixtures(app, league, [
      { year, name: uniqueName(), providerPlayerId: '101' },
      { year, name: uniqueName(), providerPlayerId: '102' },
      { year, name: uniqueName() },
      { year, name: uniqueName(), providerPlayerId: '104' },
    ]);
    Object.assign(ids, { scorer: scorer!.id, benched: benched!.id, bookOnly: bookOnly!.id, unscored: unscored!.id });
    const week = (providerPlayerId: string, number: number, points: number, season = year) => ({
      leagueId: league.leagueId,
      season,
      providerPlayerId,
      week: number,
      points,
    });
    await app.db.insert(playerWeekPoints).values([
      // Stored out of week order: the answers order them.
      week('101', 3, 7.25),
      week('101', 1, 12.5),
      week('101', 2, -1.1),
      // Not scored in week 3, the year's latest: no last week's points, but a season.
      week('102', 1, 4),
      week('102', 2, 6.33),
      // Another year's weeks, and a later week there, count for neither.
      week('101', 1, 99, year + 1),
      week('101', 5, 50, year + 1),
      week('102', 4, 30, year + 1),
    ]);
    // Another league's player, and his week, under the same provider id.
    const [other] = await app.db
      .insert(leagues)
      .values({ name: uniqueName('League'), currentSeason: year, defaultSeason: year, defaultWeek: 1 })
      .returning();
    const [stranger] = await app.db
      .insert(players)
      .values({ leagueId: other!.id, year, name: uniqueName(), position: 'QB', nflTeam: 'KC', providerPlayerId: '101' })
      .returning();
    ids.stranger = stranger!.id;
    await app.db.insert(playerWeekPoints).values({ ...week('101', 4, 1000), leagueId: other!.id });
  });
  after(() => app.close());

  it("lists each player's season sum and his points in the year's latest scored week, rounded to cents", async () => {
    const list = await listed();
    const points = (id: number) => [list.get(id)?.seasonPoints, list.get(id)?.lastWeekPoints];
    assert.deepEqual(points(ids.scorer), [18.65, 7.25]);
    assert.deepEqual(points(ids.benched), [10.33, null], 'not scored in week 3: no last week');
    assert.deepEqual(points(ids.bookOnly), [null, null], 'no provider id: unknown, not 0');
    assert.deepEqual(points(ids.unscored), [null, null], 'no stored week: unknown, not 0');
  });

  it('answers the same on Teams’ player lists', async () => {
    await app.db.update(players).set({ teamId: league.teamIds[0]! }).where(eq(players.id, ids.scorer));
    const response = await get(`/api/teams/players?season=${year}&teamIds=${league.teamIds[0]}`);
    assert.equal(response.statusCode, 200, response.body);
    const roster = (response.json() as Record<string, Player[]>)[String(league.teamIds[0])]!;
    const scorer = roster.find((player) => player.id === ids.scorer);
    assert.deepEqual([scorer?.seasonPoints, scorer?.lastWeekPoints], [18.65, 7.25]);
  });

  it("answers a member a player's weeks in week order, and none for a player without a provider id", async () => {
    const response = await get(`/api/players/${ids.scorer}/points`);
    assert.equal(response.statusCode, 200, response.body);
    const expected: PlayerPoints = {
      playerId: ids.scorer,
      year,
      providerPlayerId: '101',
      weeks: [
        { week: 1, points: 12.5 },
        { week: 2, points: -1.1 },
        { week: 3, points: 7.25 },
      ],
    };
    assert.deepEqual(response.json(), expected);

    const bookOnly = await get(`/api/players/${ids.bookOnly}/points`);
    assert.equal(bookOnly.statusCode, 200, bookOnly.body);
    assert.deepEqual(bookOnly.json(), { playerId: ids.bookOnly, year, providerPlayerId: null, weeks: [] });
  });

  it("answers another league's player, and one that does not exist, as not found", async () => {
    for (const id of [ids.stranger, 2_000_000_000]) {
      const response = await get(`/api/players/${id}/points`);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal((response.json() as { message: string }).message, 'Player not found');
    }
    assert.equal((await get('/api/players/0/points')).statusCode, 400);
  });

  it("a hand edit and a CSV import answer and keep the provider's id; a new player has no points", async () => {
    const edit = await app.inject({
      method: 'PATCH',
      url: '/api/players/batch',
      headers: bearer(commissioner),
      payload: { updates: [{ id: ids.scorer, position: 'RB' }] },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const [edited] = edit.json() as Player[];
    assert.deepEqual([edited?.position, edited?.seasonPoints, edited?.lastWeekPoints], ['RB', 18.65, 7.25]);

    const [benched] = await app.db.select().from(players).where(eq(players.id, ids.benched));
    const upsert = await app.inject({
      method: 'POST',
      url: '/api/players/upsert',
      headers: bearer(commissioner),
      payload: { year, players: [{ name: benched!.name, position: 'TE', nflTeam: 'KC' }] },
    });
    assert.equal(upsert.statusCode, 200, upsert.body);
    const stored = await app.db.select().from(players).where(eq(players.id, ids.benched));
    assert.deepEqual([stored[0]?.position, stored[0]?.providerPlayerId], ['TE', '102']);
    const [scorer] = await app.db.select().from(players).where(eq(players.id, ids.scorer));
    assert.equal(scorer?.providerPlayerId, '101');

    const created = await app.inject({
      method: 'POST',
      url: '/api/players',
      headers: bearer(commissioner),
      payload: { year, name: uniqueName(), position: 'WR', nflTeam: 'KC' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const player = created.json() as Player;
    assert.deepEqual([player.seasonPoints, player.lastWeekPoints], [null, null]);
    assert.deepEqual((await listed()).get(ids.benched)?.seasonPoints, 10.33);
  });
});
