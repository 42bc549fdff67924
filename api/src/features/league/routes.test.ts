import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, teams, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/members';
import { bearer } from '../../testing/identities';

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
