import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { auditLog, invitationLinks, memberships, teams, users } from '../../../db/schema';
import { createTestApp } from '../../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { joinNewLeagues, signIn } from '../../../testing/members';
import { MAX_LEAGUES_PER_PERSON } from '../league-creation';

type Link = { id: number; token: string; status: string; uses: number; team: { id: number; name: string } | null };

const NOT_VALID = 'This invitation link is not valid: it may have been revoked';
const USED_UP = 'This invitation link has been used by as many people as it allows: ask the commissioner for a new one';
const REMOVED = 'You were removed from this league after this link was made: ask the commissioner for a new one';

/** Two leagues of their own (the demo closed): each commissioner shares links of theirs only. */
describe('invitation links', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let rival: TestUser;
  let manager: TestUser;
  let leagueA: number;
  let leagueB: number;
  let teamIds: Record<string, number>;

  const userIdOf = async (user: TestUser) => {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, user.uid));
    if (!row) throw new Error(`${user.email} is not stored`);
    return row.id;
  };
  const createLeague = async (user: TestUser, name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: bearer(user),
      payload: { name, season: 2026 },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as number;
  };
  const headers = (user: TestUser, leagueId?: number) => ({
    ...bearer(user),
    ...(leagueId === undefined ? {} : { [LEAGUE_ID_HEADER]: String(leagueId) }),
  });

  const create = (payload: Record<string, unknown>, user = owner, leagueId = leagueA) =>
    app.inject({ method: 'POST', url: '/api/league/invitation-links', headers: headers(user, leagueId), payload });
  const list = (user = owner, leagueId = leagueA) =>
    app.inject({ method: 'GET', url: '/api/league/invitation-links', headers: headers(user, leagueId) });
  const revoke = (id: number, user = owner, leagueId = leagueA) =>
    app.inject({ method: 'DELETE', url: `/api/league/invitation-links/${id}`, headers: headers(user, leagueId) });
  const preview = (token: string, user: TestUser) =>
    app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: bearer(user) });
  const accept = (token: string, user: TestUser) =>
    app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: bearer(user) });

  const newLink = async (payload: Record<string, unknown>, user = owner, leagueId = leagueA): Promise<Link> => {
    const response = await create(payload, user, leagueId);
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const stored = async (id: number) =>
    (await app.db.select().from(invitationLinks).where(eq(invitationLinks.id, id)))[0];
  const linkCount = async () => (await app.db.select({ id: invitationLinks.id }).from(invitationLinks)).length;
  const membershipCount = async () => (await app.db.select({ id: memberships.id }).from(memberships)).length;
  const membershipOf = async (user: TestUser, leagueId: number) =>
    (
      await app.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.leagueId, leagueId), eq(memberships.userId, await userIdOf(user))))
    )[0];
  const expire = (id: number, at: Date) =>
    app.db.update(invitationLinks).set({ expiresAt: at }).where(eq(invitationLinks.id, id));

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: false });
    owner = await signIn(app);
    rival = await signIn(app);
    leagueA = await createLeague(owner, 'Link Valley');
    leagueB = await createLeague(rival, 'Other Shore');
    const added = await app.db
      .insert(teams)
      .values([
        { leagueId: leagueA, name: 'Harbor Hawks', displayName: 'Harbor Hawks', abbreviation: 'HAR' },
        { leagueId: leagueA, name: 'Mesa Miners', displayName: 'Mesa Miners', abbreviation: 'MES' },
        { leagueId: leagueA, name: 'Ridge Runners', displayName: 'Ridge Runners', abbreviation: 'RID' },
        { leagueId: leagueA, name: 'Canyon Crows', displayName: 'Canyon Crows', abbreviation: 'CAN' },
        { leagueId: leagueA, name: 'Delta Dogs', displayName: 'Delta Dogs', abbreviation: 'DEL' },
        { leagueId: leagueB, name: 'Shore Sharks', displayName: 'Shore Sharks', abbreviation: 'SHO' },
      ])
      .returning({ id: teams.id, abbreviation: teams.abbreviation });
    teamIds = Object.fromEntries(added.map((team) => [team.abbreviation, team.id]));
    manager = await signIn(app);
    await app.db
      .insert(memberships)
      .values({ leagueId: leagueA, userId: await userIdOf(manager), role: 'manager', joinedAt: new Date() });
  });
  after(() => app.close());

  describe('access', () => {
    it('answers 401 without a token on all five calls', async () => {
      const token = 'A'.repeat(32);
      const calls = [
        app.inject({ method: 'GET', url: '/api/league/invitation-links' }),
        app.inject({ method: 'POST', url: '/api/league/invitation-links', payload: { expiresInDays: 7, maxUses: 1 } }),
        app.inject({ method: 'DELETE', url: '/api/league/invitation-links/1' }),
        app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
        app.inject({ method: 'POST', url: `/api/invitations/${token}/accept` }),
      ];
      for (const response of await Promise.all(calls)) assert.equal(response.statusCode, 401);
    });

    it("refuses a manager the commissioner's calls (403) and writes nothing", async () => {
      const link = await newLink({ expiresInDays: 7, maxUses: 5 });
      const links = await linkCount();
      for (const response of [
        await create({ expiresInDays: 7, maxUses: 5 }, manager),
        await list(manager),
        await revoke(link.id, manager),
      ]) {
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: 'Only the commissioner can do this' });
      }
      assert.equal(await linkCount(), links);
      assert.ok(await stored(link.id));
    });

    it("keeps each league's links to its own commissioners (X-League-Id)", async () => {
      const theirs = await newLink({ expiresInDays: 7, maxUses: 3 }, rival, leagueB);
      // Naming league B, where the owner is no member: refused before any link is read.
      for (const response of [await list(owner, leagueB), await revoke(theirs.id, owner, leagueB)]) {
        assert.equal(response.statusCode, 403);
        assert.deepEqual(response.json(), { message: 'You are not a member of this league' });
      }
      // In league A, league B's link is as missing as none.
      const response = await revoke(theirs.id, owner, leagueA);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Invitation link not found' });
      assert.equal((await stored(theirs.id))?.leagueId, leagueB);
      const ours: Link[] = (await list(owner, leagueA)).json();
      assert.ok(!ours.some((link) => link.id === theirs.id));
      const revokes = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invitation-link.revoke'), eq(auditLog.entityId, theirs.id)));
      assert.equal(revokes.length, 0);
    });
  });

  describe('validation', () => {
    it('refuses a bad body (400) and stores nothing', async () => {
      const links = await linkCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ expiresInDays: 0, maxUses: 1 }, 'expiresInDays must be a whole number from 1 to 30'],
        [{ expiresInDays: 31, maxUses: 1 }, 'expiresInDays must be a whole number from 1 to 30'],
        [{ expiresInDays: 7, maxUses: 0 }, 'maxUses must be a whole number from 1 to 100'],
        [
          { expiresInDays: 7, maxUses: 2, teamId: teamIds.HAR },
          'A link for a team admits one person: maxUses must be 1',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await create(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.ok(
          response.json().issues.some((issue: { message: string }) => issue.message === message),
          response.body,
        );
      }
      assert.equal(await linkCount(), links);
    });

    it('refuses a token that is not a link token (400) on preview and accept', async () => {
      const memberships = await membershipCount();
      for (const token of ['short', 'A'.repeat(33), `${'A'.repeat(31)}.`]) {
        for (const response of [await preview(token, rival), await accept(token, rival)]) {
          assert.equal(response.statusCode, 400);
          assert.match(response.json().message, /token must be an invitation link token/);
        }
      }
      assert.equal(await membershipCount(), memberships);
    });
  });

  describe('create, list and revoke', () => {
    it('creates a link: a 32-character token, the expiry asked, no uses yet, audited', async () => {
      const started = Date.now();
      const response = await create({ expiresInDays: 7, maxUses: 10 });
      assert.equal(response.statusCode, 201);
      const link = response.json();
      assert.match(link.token, /^[A-Za-z0-9_-]{32}$/);
      assert.deepEqual([link.team, link.maxUses, link.uses, link.status], [null, 10, 0, 'active']);
      const lifetime = Date.parse(link.expiresAt) - started;
      assert.ok(Math.abs(lifetime - 7 * 24 * 3600 * 1000) < 60_000, `expires in ${lifetime} ms`);
      const row = await stored(link.id);
      assert.deepEqual([row?.leagueId, row?.createdByUserId], [leagueA, await userIdOf(owner)]);
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invitation-link.create'), eq(auditLog.entityId, link.id)));
      assert.equal(audit?.leagueId, leagueA);
      assert.equal((audit?.after as { token: string }).token, link.token);
      assert.notEqual((await newLink({ expiresInDays: 1, maxUses: 1 })).token, link.token);
    });

    it('creates a link for a free team of the league, and refuses any other team', async () => {
      const link = await newLink({ expiresInDays: 3, maxUses: 1, teamId: teamIds.HAR });
      assert.deepEqual(link.team, { id: teamIds.HAR, name: 'Harbor Hawks' });

      const links = await linkCount();
      for (const teamId of [teamIds.SHO!, 999_999]) {
        const response = await create({ expiresInDays: 3, maxUses: 1, teamId });
        assert.equal(response.statusCode, 404);
        assert.deepEqual(response.json(), { message: `Team ${teamId} not found` });
      }
      await app.db
        .update(memberships)
        .set({ teamId: teamIds.MES })
        .where(eq(memberships.userId, await userIdOf(manager)));
      const held = await create({ expiresInDays: 3, maxUses: 1, teamId: teamIds.MES });
      assert.equal(held.statusCode, 409);
      assert.deepEqual(held.json(), { message: 'Mesa Miners already has a manager: a link for it would admit nobody' });
      assert.equal(await linkCount(), links);
    });

    it("lists the league's links newest first, each with its status", async () => {
      const expired = await newLink({ expiresInDays: 2, maxUses: 4 });
      const usedUp = await newLink({ expiresInDays: 2, maxUses: 2 });
      const active = await newLink({ expiresInDays: 2, maxUses: 2 });
      await expire(expired.id, new Date(Date.now() - 1000));
      await app.db.update(invitationLinks).set({ uses: 2 }).where(eq(invitationLinks.id, usedUp.id));

      const response = await list();
      assert.equal(response.statusCode, 200);
      const links: Link[] = response.json();
      assert.deepEqual(
        links.slice(0, 3).map((link) => [link.id, link.status]),
        [
          [active.id, 'active'],
          [usedUp.id, 'used-up'],
          [expired.id, 'expired'],
        ],
      );
      const leaguesListed = await app.db
        .select({ leagueId: invitationLinks.leagueId })
        .from(invitationLinks)
        .where(
          inArray(
            invitationLinks.id,
            links.map((link) => link.id),
          ),
        );
      assert.ok(leaguesListed.every((row) => row.leagueId === leagueA));
      const inLeagueA = await app.db.select().from(invitationLinks).where(eq(invitationLinks.leagueId, leagueA));
      assert.equal(links.length, inLeagueA.length);
    });

    it('revokes a link: gone, audited, its token opens nothing; a second revoke is 404', async () => {
      const link = await newLink({ expiresInDays: 5, maxUses: 5 });
      const response = await revoke(link.id);
      assert.equal(response.statusCode, 204);
      assert.equal(await stored(link.id), undefined);
      const [audit] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'invitation-link.revoke'), eq(auditLog.entityId, link.id)));
      assert.equal((audit?.before as { token: string }).token, link.token);
      assert.equal(audit?.after, null);

      const again = await revoke(link.id);
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { message: 'Invitation link not found' });
      const opened = await preview(link.token, rival);
      assert.equal(opened.statusCode, 404);
      assert.deepEqual(opened.json(), { message: NOT_VALID });
    });
  });

  describe('preview', () => {
    it('shows the league, the team, the expiry, and whether the caller is in already', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 1, teamId: teamIds.RID });
      const response = await preview(link.token, rival);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        leagueId: leagueA,
        leagueName: 'Link Valley',
        team: { id: teamIds.RID, name: 'Ridge Runners' },
        expiresAt: (await stored(link.id))?.expiresAt.toISOString(),
        alreadyMember: false,
      });
      assert.equal((await preview(link.token, owner)).json().alreadyMember, true);
      // Someone the account sync has not stored yet may look too.
      const unsynced = await preview(link.token, await createTestUser('unsynced'));
      assert.equal(unsynced.statusCode, 200);
      assert.equal(unsynced.json().alreadyMember, false);
    });

    it('refuses an unknown, expired or used-up link with what to do', async () => {
      const unknown = await preview('Z'.repeat(32), rival);
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: NOT_VALID });

      const expired = await newLink({ expiresInDays: 4, maxUses: 3 });
      await expire(expired.id, new Date('2026-03-01T12:00:00Z'));
      const late = await preview(expired.token, rival);
      assert.equal(late.statusCode, 409);
      assert.deepEqual(late.json(), {
        message: 'This invitation link expired on 2026-03-01: ask the commissioner for a new one',
      });

      const usedUp = await newLink({ expiresInDays: 4, maxUses: 3 });
      await app.db.update(invitationLinks).set({ uses: 3 }).where(eq(invitationLinks.id, usedUp.id));
      const full = await preview(usedUp.token, rival);
      assert.equal(full.statusCode, 409);
      assert.deepEqual(full.json(), { message: USED_UP });
    });
  });

  describe('public card', () => {
    const card = (token: string, extra: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/invitations/${token}/card`, headers: extra });

    it('shows anyone holding the link, without sign-in, the names and the expiry only', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 1, teamId: teamIds.RID });
      const response = await card(link.token);
      assert.equal(response.statusCode, 200, response.body);
      // Exactly these keys: no league id, no team id, no members, no uses (docs/api.md §5).
      assert.deepEqual(response.json(), {
        leagueName: 'Link Valley',
        teamName: 'Ridge Runners',
        expiresAt: (await stored(link.id))?.expiresAt.toISOString(),
      });
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.doesNotMatch(response.body, /"\w*(?:id|Id)"|member|uses|@/);
      // A link for no team names none; a token in the header changes nothing of the answer.
      const open = await newLink({ expiresInDays: 4, maxUses: 2 });
      const signedIn = await card(open.token, bearer(owner));
      assert.equal(signedIn.statusCode, 200);
      assert.deepEqual(Object.keys(signedIn.json()).sort(), ['expiresAt', 'leagueName', 'teamName']);
      assert.equal(signedIn.json().teamName, null);
      // Reading the card uses nothing up.
      assert.equal((await stored(link.id))?.uses, 0);
    });

    it('refuses an unknown, expired, used-up or malformed link with the reason, and nothing else', async () => {
      const unknown = await card('Y'.repeat(32));
      assert.equal(unknown.statusCode, 404);
      assert.deepEqual(unknown.json(), { message: NOT_VALID });

      const expired = await newLink({ expiresInDays: 4, maxUses: 3 });
      await expire(expired.id, new Date('2026-03-02T12:00:00Z'));
      const late = await card(expired.token);
      assert.equal(late.statusCode, 409);
      assert.deepEqual(late.json(), {
        message: 'This invitation link expired on 2026-03-02: ask the commissioner for a new one',
      });

      const usedUp = await newLink({ expiresInDays: 4, maxUses: 3 });
      await app.db.update(invitationLinks).set({ uses: 3 }).where(eq(invitationLinks.id, usedUp.id));
      const full = await card(usedUp.token);
      assert.equal(full.statusCode, 409);
      assert.deepEqual(full.json(), { message: USED_UP });
      // Neither refusal names the league.
      assert.doesNotMatch(late.body + full.body, /Link Valley/);

      const malformed = await card('not-a-token');
      assert.equal(malformed.statusCode, 400);
    });

    it('is limited per address like every public call (429 with Retry-After)', async () => {
      const limited = await createTestApp({ demoLeagueOpen: false, rateLimit: { perAddress: 2 } });
      try {
        const read = () => limited.inject({ method: 'GET', url: `/api/invitations/${'X'.repeat(32)}/card` });
        assert.equal((await read()).statusCode, 404);
        assert.equal((await read()).statusCode, 404);
        const third = await read();
        assert.equal(third.statusCode, 429);
        assert.ok(Number(third.headers['retry-after']) > 0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('accept', () => {
    it("joins as the manager of the link's team, counts the use, and opens the league next", async () => {
      const joiner = await signIn(app);
      await createLeague(joiner, 'Joiner Home');
      const link = await newLink({ expiresInDays: 4, maxUses: 1, teamId: teamIds.CAN });

      const response = await accept(link.token, joiner);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), {
        id: leagueA,
        name: 'Link Valley',
        isDemo: false,
        currentSeason: 2026,
        role: 'manager',
        team: { id: teamIds.CAN, name: 'Canyon Crows' },
      });
      const membership = await membershipOf(joiner, leagueA);
      assert.deepEqual([membership?.role, membership?.teamId], ['manager', teamIds.CAN]);
      assert.ok(membership?.joinedAt);
      assert.equal((await stored(link.id))?.uses, 1);
      const [joined] = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'member.join'), eq(auditLog.entityId, membership!.id)));
      assert.deepEqual([joined?.leagueId, joined?.userId], [leagueA, await userIdOf(joiner)]);

      // Without the header the API works in the league just joined, not the one they created.
      const league = await app.inject({ method: 'GET', url: '/api/league', headers: bearer(joiner) });
      assert.equal(league.statusCode, 200);
      assert.equal(league.json().name, 'Link Valley');
      assert.equal(league.json().role, 'manager');
    });

    it('changes nothing for a member already, but makes the league their last used one', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });
      // The owner last used league A (they created it); switch to another league of theirs first.
      const other = await createLeague(owner, 'Owner Elsewhere');
      const lastUsed = async () =>
        (await app.db.select().from(users).where(eq(users.firebaseId, owner.uid)))[0]?.lastLeagueId;
      assert.equal(await lastUsed(), other);
      const memberships = await membershipCount();

      for (const attempt of [1, 2]) {
        const response = await accept(link.token, owner);
        assert.equal(response.statusCode, 200, `attempt ${attempt}`);
        assert.deepEqual([response.json().id, response.json().role], [leagueA, 'commissioner']);
      }
      assert.equal((await stored(link.id))?.uses, 0);
      assert.equal(await membershipCount(), memberships);
      assert.equal(await lastUsed(), leagueA);
    });

    it('counts one use per person: a second accept by the same person adds nothing', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });
      const joiner = await signIn(app);
      assert.equal((await accept(link.token, joiner)).statusCode, 200);
      assert.equal((await accept(link.token, joiner)).statusCode, 200);
      assert.equal((await stored(link.id))?.uses, 1);
      const rows = await app.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.leagueId, leagueA), eq(memberships.userId, await userIdOf(joiner))));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.teamId, null);
    });

    it('refuses an unknown, expired or used-up link, and someone not stored yet, writing nothing', async () => {
      const joiner = await signIn(app);
      const expired = await newLink({ expiresInDays: 4, maxUses: 3 });
      await expire(expired.id, new Date('2026-03-01T12:00:00Z'));
      const usedUp = await newLink({ expiresInDays: 4, maxUses: 1 });
      await app.db.update(invitationLinks).set({ uses: 1 }).where(eq(invitationLinks.id, usedUp.id));
      const memberships = await membershipCount();

      const unknown = await accept('Z'.repeat(32), joiner);
      assert.deepEqual([unknown.statusCode, unknown.json().message], [404, NOT_VALID]);
      const late = await accept(expired.token, joiner);
      assert.deepEqual(
        [late.statusCode, late.json().message],
        [409, 'This invitation link expired on 2026-03-01: ask the commissioner for a new one'],
      );
      const full = await accept(usedUp.token, joiner);
      assert.deepEqual([full.statusCode, full.json().message], [409, USED_UP]);
      const open = await newLink({ expiresInDays: 4, maxUses: 3 });
      const unsynced = await accept(open.token, await createTestUser('unsynced'));
      assert.deepEqual(
        [unsynced.statusCode, unsynced.json().message],
        [403, 'Sign in again: your account is not set up yet'],
      );

      assert.equal(await membershipCount(), memberships);
      assert.deepEqual(
        [(await stored(expired.id))?.uses, (await stored(usedUp.id))?.uses, (await stored(open.id))?.uses],
        [0, 1, 0],
      );
    });

    it('refuses a team link whose team got a manager since (409), writing nothing', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 1, teamId: teamIds.DEL });
      const invited = await app.inject({
        method: 'POST',
        url: '/api/league/members',
        headers: headers(owner, leagueA),
        payload: { email: 'delta-manager@example.com', role: 'manager', teamId: teamIds.DEL },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const joiner = await signIn(app);
      const memberships = await membershipCount();

      const response = await accept(link.token, joiner);
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), {
        message: 'Delta Dogs got a manager after this link was made: ask the commissioner for a new one',
      });
      assert.equal(await membershipCount(), memberships);
      assert.equal((await stored(link.id))?.uses, 0);
      assert.equal(await membershipOf(joiner, leagueA), undefined);
    });

    it('takes up the invitation already waiting for the caller’s email instead of adding a second seat', async () => {
      const guest = await signIn(app);
      const invited = await app.inject({
        method: 'POST',
        url: '/api/league/members',
        headers: headers(owner, leagueA),
        payload: { email: guest.email, role: 'commissioner' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });

      const response = await accept(link.token, guest);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().role, 'commissioner');
      const rows = await app.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.leagueId, leagueA), eq(memberships.email, guest.email.toLowerCase())));
      assert.equal(rows.length, 1);
      assert.deepEqual([rows[0]?.id, rows[0]?.userId], [invited.json().id, await userIdOf(guest)]);
      assert.equal((await stored(link.id))?.uses, 1);
    });

    it('refuses a removed member the links made before the removal, while others still join by them', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });
      const [removed, newcomer] = [await signIn(app), await signIn(app)];
      assert.equal((await accept(link.token, removed)).statusCode, 200);
      const seat = await membershipOf(removed, leagueA);
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/league/members/${seat!.id}`,
        headers: headers(owner, leagueA),
      });
      assert.equal(removal.statusCode, 204, removal.body);

      // The link they joined by, and any other made before they were removed, admits them no more.
      const older = await stored(link.id);
      for (const call of [accept, preview]) {
        const response = await call(link.token, removed);
        assert.deepEqual([response.statusCode, response.json().message], [409, REMOVED], call.name);
      }
      assert.equal(await membershipOf(removed, leagueA), undefined);
      assert.equal((await stored(link.id))?.uses, older?.uses);
      // Anyone else still joins by it.
      const joined = await accept(link.token, newcomer);
      assert.equal(joined.statusCode, 200, joined.body);
      assert.equal((await stored(link.id))?.uses, (older?.uses ?? 0) + 1);
      // A new link is a new invitation: it admits them again.
      await setTimeout(5);
      const fresh = await newLink({ expiresInDays: 4, maxUses: 5 });
      const back = await accept(fresh.token, removed);
      assert.equal(back.statusCode, 200, back.body);
      assert.equal((await membershipOf(removed, leagueA))?.role, 'manager');
    });

    it('admits a removed member by an old link once an invitation to their email waits, taking it up', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });
      const returning = await signIn(app);
      assert.equal((await accept(link.token, returning)).statusCode, 200);
      const seat = await membershipOf(returning, leagueA);
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/league/members/${seat!.id}`,
        headers: headers(owner, leagueA),
      });
      assert.equal(removal.statusCode, 204, removal.body);
      assert.equal((await preview(link.token, returning)).statusCode, 409);

      // Invited again by email: the invitation is the new one, so the old link opens for them.
      const invited = await app.inject({
        method: 'POST',
        url: '/api/league/members',
        headers: headers(owner, leagueA),
        payload: { email: returning.email, role: 'manager' },
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const shown = await preview(link.token, returning);
      assert.equal(shown.statusCode, 200, shown.body);
      assert.equal(shown.json().alreadyMember, false);
      const back = await accept(link.token, returning);
      assert.equal(back.statusCode, 200, back.body);
      // They took up that invitation rather than gaining a second seat.
      assert.equal((await membershipOf(returning, leagueA))?.id, invited.json().id);
    });

    it(`refuses someone in ${MAX_LEAGUES_PER_PERSON} leagues already (409), writing nothing`, async () => {
      const busy = await signIn(app);
      const busyId = await userIdOf(busy);
      await joinNewLeagues(app, busyId, MAX_LEAGUES_PER_PERSON);
      const link = await newLink({ expiresInDays: 4, maxUses: 5 });

      const response = await accept(link.token, busy);
      assert.equal(response.statusCode, 409);
      assert.deepEqual(response.json(), {
        message: `You belong to ${MAX_LEAGUES_PER_PERSON} leagues, the most one person can: leave one to join another`,
      });
      assert.equal(await membershipOf(busy, leagueA), undefined);
      assert.equal((await stored(link.id))?.uses, 0);
    });

    it('admits exactly one of two people taking the last use at the same moment', async () => {
      const link = await newLink({ expiresInDays: 4, maxUses: 1 });
      const [first, second] = [await signIn(app), await signIn(app)];
      // Hold the link's row while both requests start, so they truly meet (on PostgreSQL;
      // PGlite runs one transaction at a time): each must wait for the row, not read past it.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = app.db.transaction(async (tx) => {
        await tx.select().from(invitationLinks).where(eq(invitationLinks.id, link.id)).for('update');
        holding();
        await released;
      });
      await held;
      const both = Promise.all([accept(link.token, first), accept(link.token, second)]);
      await setTimeout(300);
      release();
      await holder;
      const responses = await both;
      assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      assert.deepEqual(refused?.json(), { message: USED_UP });
      assert.equal((await stored(link.id))?.uses, 1);
      const joined = await app.db
        .select()
        .from(memberships)
        .where(
          and(
            eq(memberships.leagueId, leagueA),
            inArray(memberships.userId, [await userIdOf(first), await userIdOf(second)]),
          ),
        );
      assert.equal(joined.length, 1);
    });
  });
});
