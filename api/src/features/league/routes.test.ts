import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leagues, matchups, memberships, teams, users } from '../../db/schema';
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
      .set({ currentSeason: 2027, defaultSeason: 2027, defaultWeek: 3 })
      .where(eq(leagues.id, id));
    const after = await league();
    assert.deepEqual([after.currentSeason, after.defaultSeason, after.defaultWeek], [2027, 2027, 3]);
  });

  it('opens a season under way on its first week with a game not completed, following the scores as they come in', async () => {
    const { id } = await league();
    const generated = await app.inject({
      method: 'POST',
      url: '/api/schedule/generate',
      headers: bearer(commissioner),
      payload: { season: 2028, weeks: 3 },
    });
    assert.equal(generated.statusCode, 201, generated.body);
    // The week the league keeps is 3; its season has not started: week 1 is the next to play.
    await app.db
      .update(leagues)
      .set({ currentSeason: 2028, defaultSeason: 2028, defaultWeek: 3 })
      .where(eq(leagues.id, id));
    assert.equal((await league()).defaultWeek, 1);
    const finish = (week: number) =>
      app.db
        .update(matchups)
        .set({ homeScore: 100, awayScore: 90, isCompleted: true })
        .where(and(eq(matchups.leagueId, id), eq(matchups.season, 2028), eq(matchups.week, week)));
    await finish(1);
    assert.equal((await league()).defaultWeek, 2, 'week 1 over: week 2 is under way');
    // A game of week 2 left unplayed keeps week 2 the league's week, though week 3 is over.
    await finish(3);
    assert.equal((await league()).defaultWeek, 2);
    await finish(2);
    assert.equal((await league()).defaultWeek, 3, 'every game completed: the week the league keeps');
    // Another season's open games do not move the default season's week.
    await app.db.update(leagues).set({ defaultSeason: 2024, defaultWeek: 17 }).where(eq(leagues.id, id));
    assert.equal((await league()).defaultWeek, 17);
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
