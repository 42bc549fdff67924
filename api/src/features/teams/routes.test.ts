import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_TEAMS } from '../../db/seed/demo-teams';
import { createTestApp } from '../../testing/app';
import { signIn } from '../../testing/members';
import { bearer, createTestUser } from '../../testing/identities';

describe('GET /api/teams', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
  });
  after(() => app.close());

  it("lists the league's twelve teams in id order", async () => {
    const member = await signIn(app);
    const response = await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(member) });
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<{ id: number; name: string; displayName: string; abbreviation: string }>;
    assert.deepEqual(
      list.map(({ name, displayName, abbreviation }) => ({ name, displayName, abbreviation })),
      DEMO_TEAMS.map(({ name, displayName, abbreviation }) => ({ name, displayName, abbreviation })),
    );
    const ids = list.map((team) => team.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
  });

  it('answers 401 without a token and 403 for a user who is not a member', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/teams' })).statusCode, 401);
    const response = await app.inject({ method: 'GET', url: '/api/teams', headers: bearer(await createTestUser()) });
    assert.equal(response.statusCode, 403);
  });
});
