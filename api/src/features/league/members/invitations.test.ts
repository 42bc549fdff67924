import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leagues, users } from '../../../db/schema';
import { createTestApp } from '../../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { ensureConfiguredLeague } from '../configured-league';

/** A league of its own (demo closed): only invited emails get in. */
describe('invitations in a league created from the settings', () => {
  const settings = { name: 'Keepers United', commissioners: [] as string[], season: 2026 };
  let app: FastifyInstance;
  let founder: TestUser;
  // Two more configured seats, each claimed below by someone who cannot prove the address.
  const seats = [`seat-a-${Date.now()}@example.com`, `seat-b-${Date.now()}@example.com`];
  before(async () => {
    founder = await createTestUser('founder');
    settings.commissioners = [founder.email, ...seats];
    app = await createTestApp({ demoLeagueOpen: false, league: settings });
  });
  after(() => app.close());

  const sync = (user: TestUser, email = user.email) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/user',
      headers: bearer(user),
      payload: { firebaseId: user.uid, email, displayName: user.name, photoURL: null },
    });
  const league = (user: TestUser) => app.inject({ method: 'GET', url: '/api/league', headers: bearer(user) });
  const members = async () =>
    (await app.inject({ method: 'GET', url: '/api/league/members', headers: bearer(founder) })).json();

  it('creates the league once, with its commissioners invited', async () => {
    const [created] = await app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    assert.equal(created?.name, 'Keepers United');
    assert.equal(created?.currentSeason, 2026);
    assert.equal(await app.db.transaction((tx) => ensureConfiguredLeague(tx, settings)), false);
    assert.equal((await app.db.select().from(leagues).where(eq(leagues.isDemo, false))).length, 1);
  });

  it("refuses the configured commissioner's seat to anyone whose token has that email unverified", async () => {
    const impostors = [
      await createTestUser('impostor', { via: 'password', email: seats[0] }),
      await createTestUser('impostor', { via: 'google', emailVerified: false, email: seats[1] }),
    ];
    for (const impostor of impostors) {
      const response = await sync(impostor);
      assert.equal(response.statusCode, 403);
      assert.match(response.json().message, /has not been verified: the league admits verified email addresses only/);
      assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, impostor.uid))).length, 0);
    }
  });

  it('admits the configured commissioner at sign-in, into the configured league', async () => {
    assert.equal((await sync(founder)).statusCode, 201);
    const response = await league(founder);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().name, 'Keepers United');
    assert.equal(response.json().role, 'commissioner');
  });

  it('admits an invited email (any letter case) as the role invited, and marks it joined', async () => {
    const guest = await createTestUser('guest');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/league/members',
      headers: bearer(founder),
      payload: { email: guest.email.toUpperCase(), role: 'manager' },
    });
    assert.equal(invited.statusCode, 201);
    assert.equal((await sync(guest)).statusCode, 201);
    assert.equal((await league(guest)).json().role, 'manager');
    const entry = (await members()).find((member: { email: string }) => member.email === guest.email);
    assert.equal(entry.status, 'joined');
    assert.ok(entry.joinedAt);
  });

  it('admits an uninvited email to no league: stored, but refused by the league', async () => {
    const stranger = await createTestUser('stranger');
    const response = await sync(stranger);
    assert.equal(response.statusCode, 201);
    assert.equal((await app.db.select().from(users).where(eq(users.firebaseId, stranger.uid))).length, 1);
    const league = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(stranger) });
    assert.equal(league.statusCode, 403);
  });

  it('matches invitations against the token’s email, never the body’s', async () => {
    const invitee = 'claimed@example.com';
    await app.inject({
      method: 'POST',
      url: '/api/league/members',
      headers: bearer(founder),
      payload: { email: invitee, role: 'commissioner' },
    });
    const impostor = await createTestUser('impostor');
    // Stored as a person in no league: the body's email took no seat.
    assert.equal((await sync(impostor, invitee)).statusCode, 201);
    const seat = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(impostor) });
    assert.equal(seat.statusCode, 403);
    const entry = (await members()).find((member: { email: string }) => member.email === invitee);
    assert.equal(entry.status, 'invited');
  });

  it('leaves an invitation to someone who signs up for the address unverified: no seat, no demotion', async () => {
    // The emulator keeps one account per email, as Firebase does: one victim per way in.
    const victims = [`victim-a-${Date.now()}@example.com`, `victim-b-${Date.now()}@example.com`];
    const ways = [{ via: 'password' as const }, { via: 'google' as const, emailVerified: false }];
    for (const [index, victim] of victims.entries()) {
      await app.inject({
        method: 'POST',
        url: '/api/league/members',
        headers: bearer(founder),
        payload: { email: victim, role: 'commissioner' },
      });
      const attacker = await createTestUser('attacker', { ...ways[index], email: victim });
      const response = await sync(attacker);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), {
        message: `${victim} has not been verified: the league admits verified email addresses only. Verify it, then sign in again.`,
      });
      const me = (await members()).find((member: { email: string }) => member.email === founder.email);
      const demote = await app.inject({
        method: 'PATCH',
        url: `/api/league/members/${me.id}`,
        headers: bearer(attacker),
        payload: { role: 'manager' },
      });
      assert.equal(demote.statusCode, 403);
      assert.equal((await members()).find((member: { email: string }) => member.email === victim).status, 'invited');
    }
  });

  it('keeps the last joined commissioner: no demotion, no removal (409)', async () => {
    const me = (await members()).find((member: { email: string }) => member.email === founder.email);
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/league/members/${me.id}`,
      headers: bearer(founder),
      payload: { role: 'manager' },
    });
    assert.equal(demote.statusCode, 409);
    assert.deepEqual(demote.json(), { message: 'The league must keep at least one commissioner' });
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/league/members/${me.id}`,
      headers: bearer(founder),
    });
    assert.equal(remove.statusCode, 409);
    assert.equal((await league(founder)).json().role, 'commissioner');
  });

  it('lets a commissioner step down once another has joined', async () => {
    const deputy = await createTestUser('deputy');
    await app.inject({
      method: 'POST',
      url: '/api/league/members',
      headers: bearer(founder),
      payload: { email: deputy.email, role: 'commissioner' },
    });
    await sync(deputy);
    const me = (await members()).find((member: { email: string }) => member.email === founder.email);
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/league/members/${me.id}`,
      headers: bearer(founder),
      payload: { role: 'manager' },
    });
    assert.equal(demote.statusCode, 200);
    assert.equal((await league(founder)).json().role, 'manager');
  });
});
