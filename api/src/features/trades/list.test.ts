import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Trade } from 'shared-contracts';
import { teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { type FixtureLeague, fixtureLeague, freshYear, insertTradeFixture } from '../../testing/fixtures';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signInAsManager } from '../../testing/members';

describe('GET /api/trades', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let member: TestUser;
  const season = freshYear();
  let ids: { old: number; middle: number; newest: number; otherSeason: number };

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    member = await signInAsManager(app, league.teamIds[11] ?? null);
    const [a, b, c, d] = league.teamIds as [number, number, number, number];
    const at = (day: number) => new Date(Date.UTC(2030, 0, day));
    const old = await insertTradeFixture(app, league, {
      season,
      proposedByTeamId: a,
      proposedToTeamId: b,
      status: 'accepted',
      proposedAt: at(1),
      items: [
        { fromTeamId: a, toTeamId: b, itemType: 'faab', quantity: 15 },
        { fromTeamId: b, toTeamId: a, itemType: 'player', itemId: 123 },
      ],
    });
    const newest = await insertTradeFixture(app, league, {
      season,
      proposedByTeamId: c,
      proposedToTeamId: a,
      proposedAt: at(20),
      items: [{ fromTeamId: c, toTeamId: a, itemType: 'ping_pong_ball', itemId: 9, quantity: 2 }],
    });
    const middle = await insertTradeFixture(app, league, {
      season,
      proposedByTeamId: c,
      proposedToTeamId: d,
      status: 'rejected',
      proposedAt: at(10),
      items: [{ fromTeamId: d, toTeamId: c, itemType: 'draft_pick', itemId: 55 }],
    });
    const otherSeason = await insertTradeFixture(app, league, {
      season: season + 1,
      proposedByTeamId: a,
      proposedToTeamId: d,
      status: 'cancelled',
      proposedAt: at(30),
      items: [{ fromTeamId: a, toTeamId: d, itemType: 'faab', quantity: 1 }],
    });
    ids = { old: old.trade.id, middle: middle.trade.id, newest: newest.trade.id, otherSeason: otherSeason.trade.id };
  });
  after(() => app.close());

  const get = (query: string, user: TestUser | null = member) =>
    app.inject({ method: 'GET', url: `/api/trades${query}`, headers: user ? bearer(user) : {} });

  it("lists a season's trades newest first, with team names and items", async () => {
    const response = await get(`?season=${season}`);
    assert.equal(response.statusCode, 200);
    const list = response.json() as Trade[];
    assert.deepEqual(
      list.map((trade) => trade.id),
      [ids.newest, ids.middle, ids.old],
    );
    const [a, b] = league.teamIds as [number, number];
    const names = new Map((await app.db.select().from(teams)).map((team) => [team.id, team.name]));
    const old = list[2]!;
    assert.deepEqual(
      { ...old, items: old.items.map(({ id: _id, ...item }) => item) },
      {
        id: ids.old,
        proposedByTeamId: a,
        proposedToTeamId: b,
        proposedByTeam: { name: names.get(a) },
        proposedToTeam: { name: names.get(b) },
        proposedAt: '2030-01-01T00:00:00.000Z',
        status: 'accepted',
        season,
        items: [
          { tradeId: ids.old, fromTeamId: a, toTeamId: b, itemType: 'faab', itemId: null, quantity: 15 },
          { tradeId: ids.old, fromTeamId: b, toTeamId: a, itemType: 'player', itemId: 123, quantity: null },
        ],
        note: null,
        countersTradeId: null,
        counteredByTradeId: null,
        review: null,
        // A trade stored before trades named their teams reads as its two, both accepted.
        teams: [
          { teamId: a, name: names.get(a), acceptedAt: '2030-01-01T00:00:00.000Z' },
          { teamId: b, name: names.get(b), acceptedAt: '2030-01-01T00:00:00.000Z' },
        ],
      },
    );
    assert.deepEqual(
      list.map((trade) => trade.status),
      ['pending', 'rejected', 'accepted'],
    );
  });

  it('keeps the trades one team is in, on either side', async () => {
    const [a, , c] = league.teamIds as [number, number, number];
    const ofA = (await get(`?season=${season}&teamId=${a}`)).json() as Trade[];
    assert.deepEqual(
      ofA.map((trade) => trade.id),
      [ids.newest, ids.old],
    );
    const ofC = (await get(`?teamId=${c}&season=${season}`)).json() as Trade[];
    assert.deepEqual(
      ofC.map((trade) => trade.id),
      [ids.newest, ids.middle],
    );
    const anySeason = (await get(`?teamId=${a}`)).json() as Trade[];
    assert.ok(
      anySeason.some((trade) => trade.id === ids.otherSeason),
      'without a season every season is listed',
    );
    assert.ok(anySeason.every((trade) => trade.proposedByTeamId === a || trade.proposedToTeamId === a));
    const all = (await get('')).json() as Trade[];
    assert.ok([ids.old, ids.middle, ids.newest, ids.otherSeason].every((id) => all.some((trade) => trade.id === id)));
    assert.deepEqual((await get(`?season=${season + 5}`)).json(), []);
  });

  it('refuses a bad season or team id, a team not of the league (404, not an empty page), and answers 401 and 403', async () => {
    assert.equal((await get('?season=abc')).statusCode, 400);
    assert.equal((await get('?teamId=-1')).statusCode, 400);
    const unknown = await get(`?teamId=999999&season=${season}`);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { message: 'Team 999999 not found' });
    assert.equal((await get('', null)).statusCode, 401);
    assert.equal((await get('', await createTestUser())).statusCode, 403);
  });

  it('is open to every member: a manager sees trades of other teams', async () => {
    const [, , , d] = league.teamIds as [number, number, number, number];
    const response = await get(`?teamId=${d}&season=${season}`);
    assert.deepEqual(
      response.json().map((trade: Trade) => trade.id),
      [ids.middle],
    );
    const [row] = await app.db.select().from(teams).where(eq(teams.id, d));
    assert.equal(response.json()[0].proposedToTeam.name, row?.name);
  });
});
