import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leagues, memberships, teams, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/members';
import { bearer, type TestUser } from '../../testing/identities';

describe('GET /api/league', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
  });
  after(() => app.close());

  it("answers the league's seasons and the caller's role", async () => {
    const commissioner = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(commissioner) });
    assert.equal(response.statusCode, 200);
    const { id, ...league } = response.json();
    assert.equal(typeof id, 'number');
    assert.deepEqual(league, {
      name: 'Harambe Memorial League',
      currentSeason: 2025,
      defaultSeason: 2024,
      defaultWeek: 17,
      seasons: [2024, 2025],
      role: 'commissioner',
      team: null,
    });
  });

  it("answers a manager's role and team", async () => {
    const manager = await signIn(app);
    const [user] = await app.db.select().from(users).where(eq(users.firebaseId, manager.uid));
    const [team] = await app.db.select().from(teams).where(eq(teams.abbreviation, 'BAY'));
    assert.ok(user && team);
    await app.db.update(memberships).set({ role: 'manager', teamId: team.id }).where(eq(memberships.userId, user.id));

    const response = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(manager) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().role, 'manager');
    assert.deepEqual(response.json().team, {
      id: team.id,
      name: 'Bayou Bandits',
      displayName: 'Marie',
      abbreviation: 'BAY',
      // The demo seed links team 3 to the Yahoo league's team 3 and gives it a logo.
      yahooTeamKey: '461.l.6288.t.3',
      logoUrl: team.logoUrl,
    });
  });
});

describe('GET /api/league follows every change at once', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  const league = async (user: TestUser = commissioner) => {
    const response = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(user) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    commissioner = await signIn(app);
  });
  after(() => app.close());

  it('answers a season whose first games were just scheduled', async () => {
    assert.deepEqual((await league()).seasons, [2024, 2025]);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/schedule/generate',
      headers: bearer(commissioner),
      payload: { season: 2026, weeks: 1 },
    });
    assert.equal(generated.statusCode, 201, generated.body);
    assert.deepEqual((await league()).seasons, [2024, 2025, 2026]);
  });

  it("answers the league's new season and week written past the routes (an import, a script)", async () => {
    const { id } = await league();
    await app.db
      .update(leagues)
      .set({ currentSeason: 2026, defaultSeason: 2026, defaultWeek: 3 })
      .where(eq(leagues.id, id));
    const after = await league();
    assert.deepEqual([after.currentSeason, after.defaultSeason, after.defaultWeek], [2026, 2026, 3]);
  });

  it("answers the member's team renamed, and a team given to them", async () => {
    const manager = await signIn(app);
    const [user] = await app.db.select().from(users).where(eq(users.firebaseId, manager.uid));
    const [team] = await app.db.select().from(teams).where(eq(teams.abbreviation, 'GCK'));
    assert.ok(user && team);
    assert.equal((await league(manager)).team, null);
    const [membership] = await app.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const given = await app.inject({
      method: 'PATCH',
      url: `/api/league/members/${membership!.id}`,
      headers: bearer(commissioner),
      payload: { teamId: team.id },
    });
    assert.equal(given.statusCode, 200, given.body);
    assert.equal((await league(manager)).team?.name, 'Gotham City Knights');
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      headers: bearer(commissioner),
      payload: { name: 'Gotham Night Owls' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await league(manager)).team?.name, 'Gotham Night Owls');
  });
});
