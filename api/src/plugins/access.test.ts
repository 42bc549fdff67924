import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { createTestApp } from '../testing/app';
import { signIn, signInAsManager } from '../testing/members';
import { bearer, createTestUser, forgedEmulatorToken } from '../testing/identities';

describe('access: every /api route needs a valid ID token and a membership', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: false });
  });
  after(() => app.close());

  const getLeague = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/league', headers });

  it("answers 401 'Not authenticated' without a token", async () => {
    const response = await getLeague();
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Not authenticated' });
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    const response = await getLeague({ authorization: 'Basic dXNlcjpwYXNz' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Not authenticated' });
  });

  it('answers 401 for a garbage token', async () => {
    const response = await getLeague({ authorization: 'Bearer not-a-jwt' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Invalid or expired ID token' });
  });

  it('answers 401 for an expired token', async () => {
    const user = await createTestUser();
    const token = forgedEmulatorToken(user.uid, { expiresInSeconds: -60 });
    const response = await getLeague({ authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Invalid or expired ID token' });
  });

  it('answers 401 for a token issued for another project', async () => {
    const user = await createTestUser();
    const token = forgedEmulatorToken(user.uid, { projectId: 'someone-elses-project' });
    const response = await getLeague({ authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 401);
  });

  it('answers 403 for a valid token of a stored user who is not a member', async () => {
    const outsider = await createTestUser();
    await app.db.insert(users).values({ firebaseId: outsider.uid, email: outsider.email });
    const response = await getLeague(bearer(outsider));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'You are not a member of this league' });
  });

  it('answers 403 for a valid token of a user never stored', async () => {
    const response = await getLeague(bearer(await createTestUser()));
    assert.equal(response.statusCode, 403);
  });

  it('lets the OpenAPI document through without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    assert.ok(response.json().paths['/api/league'], 'the document lists GET /api/league');
  });

  it('answers the health check without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', rateLimits: 'off' });
  });
});

describe('access: commissioner routes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ ready: false });
    app.get('/api/test/commissioner-only', { config: { access: 'commissioner' } }, async () => ({ ok: true }));
    await app.ready();
  });
  after(() => app.close());

  const callAs = (user: { idToken: string }) =>
    app.inject({ method: 'GET', url: '/api/test/commissioner-only', headers: bearer(user) });

  it('lets the commissioner through', async () => {
    const response = await callAs(await signIn(app));
    assert.equal(response.statusCode, 200);
  });

  it("answers 403 'Only the commissioner can do this' to a manager", async () => {
    const response = await callAs(await signInAsManager(app));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
  });
});
