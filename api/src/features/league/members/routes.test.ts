import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, memberships, teams } from '../../../db/schema';
import { createTestApp } from '../../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn, signInAsManager } from '../../../testing/members';

describe('/api/league/members in the open demo league', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let teamIds: Record<string, number>;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    commissioner = await signIn(app);
    const rows = await app.db.select({ id: teams.id, abbreviation: teams.abbreviation }).from(teams);
    teamIds = Object.fromEntries(rows.map((row) => [row.abbreviation, row.id]));
  });
  after(() => app.close());

  const invite = (payload: Record<string, unknown>, user: TestUser = commissioner) =>
    app.inject({ method: 'POST', url: '/api/league/members', headers: bearer(user), payload });
  const patch = (id: number, payload: Record<string, unknown>, user: TestUser = commissioner) =>
    app.inject({ method: 'PATCH', url: `/api/league/members/${id}`, headers: bearer(user), payload });
  const countMemberships = async () => (await app.db.select({ id: memberships.id }).from(memberships)).length;

  describe('GET', () => {
    it('lists every member with email, display name, role, team and status', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/league/members', headers: bearer(commissioner) });
      assert.equal(response.statusCode, 200);
      const me = response.json().find((member: { email: string }) => member.email === commissioner.email);
      assert.equal(me.displayName, commissioner.name);
      assert.equal(me.role, 'commissioner');
      assert.equal(me.team, null);
      assert.equal(me.status, 'joined');
    });

    it('answers 401 without a token and 403 to a non-member', async () => {
      assert.equal((await app.inject({ method: 'GET', url: '/api/league/members' })).statusCode, 401);
      const outsider = await createTestUser();
      assert.equal(
        (await app.inject({ method: 'GET', url: '/api/league/members', headers: bearer(outsider) })).statusCode,
        403,
      );
    });
  });

  describe('POST (invite)', () => {
    it('invites an email (stored lower-cased) as manager of a team, and audits it', async () => {
      const response = await invite({ email: 'New.Manager@Example.com', role: 'manager', teamId: teamIds.BAY });
      assert.equal(response.statusCode, 201);
      const member = response.json();
      assert.equal(member.email, 'new.manager@example.com');
      assert.equal(member.status, 'invited');
      assert.equal(member.joinedAt, null);
      assert.deepEqual(member.team, { id: teamIds.BAY, name: 'Bayou Bandits', abbreviation: 'BAY' });
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.invite'), eq(auditLog.entityId, member.id)));
      assert.equal(audit.length, 1);
      assert.equal(audit[0]?.before, null);
    });

    it('refuses an email already invited, whatever its case (409), and adds nothing', async () => {
      await invite({ email: 'twice@example.com', role: 'manager' });
      const before = await countMemberships();
      const response = await invite({ email: 'TWICE@example.com', role: 'commissioner' });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: 'twice@example.com is already a member or invited' });
      assert.equal(await countMemberships(), before);
    });

    it('keeps one manager per team (409)', async () => {
      await invite({ email: 'holder@example.com', role: 'manager', teamId: teamIds.GCK });
      const response = await invite({ email: 'second@example.com', role: 'manager', teamId: teamIds.GCK });
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), { message: 'Gotham City Knights already has a manager' });
    });

    it('refuses a team that is not the league’s (404) and a bad email (400)', async () => {
      const unknownTeam = await invite({ email: 'someone@example.com', role: 'manager', teamId: 999_999 });
      assert.equal(unknownTeam.statusCode, 404);
      assert.deepEqual(unknownTeam.json(), { message: 'Team 999999 is not a team of this league' });
      const badEmail = await invite({ email: 'not-an-email', role: 'manager' });
      assert.equal(badEmail.statusCode, 400);
      assert.deepEqual(badEmail.json(), {
        message: 'Invalid request: body.email: email must be an email address',
        issues: [{ path: ['email'], message: 'email must be an email address' }],
      });
    });

    it('is the commissioner’s alone (403 to a manager)', async () => {
      const manager = await signInAsManager(app);
      const response = await invite({ email: 'by-manager@example.com', role: 'manager' }, manager);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
    });
  });

  describe('PATCH and DELETE', () => {
    it('changes role and team, auditing before and after', async () => {
      const { id } = (await invite({ email: 'changing@example.com', role: 'manager' })).json();
      const response = await patch(id, { role: 'commissioner', teamId: teamIds.TUN });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().role, 'commissioner');
      assert.equal(response.json().team.abbreviation, 'TUN');
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.update'), eq(auditLog.entityId, id)));
      assert.deepEqual(
        [(audit?.before as { role: string }).role, (audit?.after as { role: string }).role],
        ['manager', 'commissioner'],
      );
    });

    it('frees a team with teamId null, and refuses a team another member holds', async () => {
      const { id } = (await invite({ email: 'mover@example.com', role: 'manager', teamId: teamIds.CST })).json();
      await invite({ email: 'other@example.com', role: 'manager', teamId: teamIds.HRB });
      const taken = await patch(id, { teamId: teamIds.HRB });
      assert.equal(taken.statusCode, 409);
      assert.deepEqual(taken.json(), { message: 'Harbor Hounds already has a manager' });
      const unknownTeam = await patch(id, { teamId: 999_999 });
      assert.equal(unknownTeam.statusCode, 404);
      assert.deepEqual(unknownTeam.json(), { message: 'Team 999999 is not a team of this league' });
      const freed = await patch(id, { teamId: null });
      assert.equal(freed.statusCode, 200);
      assert.equal(freed.json().team, null);
    });

    it('answers 400 for an empty change and 404 for an unknown member', async () => {
      const empty = await patch(1, {});
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json(), {
        message: 'Invalid request: body: Give a role, a teamId, or both',
        issues: [{ path: [], message: 'Give a role, a teamId, or both' }],
      });
      const unknown = await patch(999_999, { role: 'manager' });
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: 'Member 999999 not found' });
    });

    it('withdraws an invitation (204) and audits it', async () => {
      const { id } = (await invite({ email: 'withdrawn@example.com', role: 'manager' })).json();
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/league/members/${id}`,
        headers: bearer(commissioner),
      });
      assert.equal(response.statusCode, 204);
      assert.equal((await app.db.select().from(memberships).where(eq(memberships.id, id))).length, 0);
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invitation.withdraw'), eq(auditLog.entityId, id)));
      assert.equal(audit[0]?.after, null);
    });
  });
});
