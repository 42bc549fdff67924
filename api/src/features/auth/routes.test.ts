import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';

function syncUser(app: FastifyInstance, user: TestUser, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: bearer(user),
    payload: { firebaseId: user.uid, email: user.email, displayName: user.name, photoURL: null, ...body },
  });
}

describe('POST /api/auth/user with the open demo league', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
  });
  after(() => app.close());

  it('creates the user (201) and answers the stored record', async () => {
    const user = await createTestUser();
    const response = await syncUser(app, user);
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.firebaseId, user.uid);
    assert.equal(body.email, user.email);
    assert.equal(body.displayName, user.name);
    assert.equal(body.photoURL, null);
    assert.equal(typeof body.id, 'number');
  });

  it('is idempotent: repeating the call answers 200 with the same record, unchanged', async () => {
    const user = await createTestUser();
    const first = (await syncUser(app, user)).json();
    const again = await syncUser(app, user);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first);
    const rows = await app.db.select().from(users).where(eq(users.firebaseId, user.uid));
    assert.equal(rows.length, 1);
  });

  it('stores the identity provider’s display name without invisible or text-direction characters, normalised (never refusing the sign-in)', async () => {
    const user = await createTestUser();
    const synced = await syncUser(app, user, { displayName: '\u202EBruce\u200B Ｗａｙｎｅ ' });
    assert.equal(synced.statusCode, 201, synced.body);
    assert.equal(synced.json().displayName, 'Bruce Wayne');
  });

  it('updates a changed profile and its updatedAt', async () => {
    const user = await createTestUser();
    const first = (await syncUser(app, user)).json();
    const updated = await syncUser(app, user, { displayName: 'New Name', photoURL: 'https://example.com/me.png' });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().id, first.id);
    assert.equal(updated.json().displayName, 'New Name');
    assert.equal(updated.json().photoURL, 'https://example.com/me.png');
    assert.ok(Date.parse(updated.json().updatedAt) >= Date.parse(first.updatedAt));
    assert.equal(updated.json().createdAt, first.createdAt);
  });

  it('admits the user to the demo league as commissioner, once', async () => {
    const user = await createTestUser();
    const { id } = (await syncUser(app, user)).json();
    await syncUser(app, user);
    const rows = await app.db.select().from(memberships).where(eq(memberships.userId, id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.role, 'commissioner');
    const league = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(user) });
    assert.equal(league.statusCode, 200);
  });

  it("refuses 403 a firebaseId that is not the caller's", async () => {
    const user = await createTestUser();
    const response = await syncUser(app, user, { firebaseId: 'someone-else' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'firebaseId does not match the signed-in user' });
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, 'someone-else'))).length, 0);
  });

  it('needs a token (401) but not a membership', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/user',
      payload: { firebaseId: 'x', email: 'x@example.com' },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Not authenticated' });
  });

  it('stores the token’s verified email, never the body’s', async () => {
    const user = await createTestUser();
    const response = await syncUser(app, user, { email: 'boss@example.com' });
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().email, user.email);
  });

  it('refuses a token without an email (403) whatever email the body claims, and stores nothing', async () => {
    const anonymous = await createTestUser('anonymous', { via: 'anonymous' });
    const response = await syncUser(app, anonymous, { email: 'boss@example.com' });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      message: 'This account has no email address: the league admits verified email addresses only.',
    });
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, anonymous.uid))).length, 0);
    // So the address stays free for its owner's invitation.
    const commissioner = await createTestUser();
    await syncUser(app, commissioner);
    const invite = await app.inject({
      method: 'POST',
      url: '/api/league/members',
      headers: bearer(commissioner),
      payload: { email: 'boss@example.com', role: 'manager' },
    });
    assert.equal(invite.statusCode, 201);
  });

  it('refuses an unverified email (email and password sign-up) even to the open demo league', async () => {
    const unverified = await createTestUser('unverified', { via: 'password' });
    const response = await syncUser(app, unverified);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      message: `${unverified.email} has not been verified: the league admits verified email addresses only. Verify it, then sign in again.`,
    });
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, unverified.uid))).length, 0);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/api/league', headers: bearer(unverified) })).statusCode,
      403,
    );
  });

  it('accepts a photo only from an https address', async () => {
    const user = await createTestUser();
    for (const photoURL of [
      'http://example.com/me.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://example.com/\u0000.png',
    ]) {
      const response = await syncUser(app, user, { photoURL });
      assert.equal(response.statusCode, 400, photoURL);
      assert.deepEqual(response.json(), {
        message: 'Invalid request: body.photoURL: photoURL must be an https address',
        issues: [{ path: ['photoURL'], message: 'photoURL must be an https address' }],
      });
    }
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, user.uid))).length, 0);
  });

  it('refuses control characters in a display name (400), storing nothing', async () => {
    const user = await createTestUser();
    const response = await syncUser(app, user, { displayName: 'a\u0000b' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Invalid request: body.displayName: displayName must not contain control characters',
      issues: [{ path: ['displayName'], message: 'displayName must not contain control characters' }],
    });
  });

  it('rejects a missing firebaseId with 400 and stores nothing', async () => {
    const user = await createTestUser();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: bearer(user),
      payload: { email: user.email },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /body\.firebaseId/);
    assert.equal((await app.db.select().from(users).where(eq(users.email, user.email))).length, 0);
  });
});

describe('POST /api/auth/user with the demo league closed', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: false });
  });
  after(() => app.close());

  it('stores an uninvited email as a person in no league, who may then create or join one', async () => {
    const user = await createTestUser();
    const response = await syncUser(app, user);
    assert.equal(response.statusCode, 201);
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, user.uid))).length, 1);
    const league = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(user) });
    assert.equal(league.statusCode, 403);
    const leagues = await app.inject({ method: 'GET', url: '/api/leagues', headers: bearer(user) });
    assert.deepEqual(leagues.json(), { leagues: [], lastUsedLeagueId: null });
  });
});
