import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { auditLog, memberships, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { leagueFingerprint } from '../../testing/league-fingerprint';
import { joinNewLeagues, signIn } from '../../testing/members';
import { bearer, type TestUser } from '../../testing/identities';
import { MAX_LEAGUES_PER_PERSON } from './league-creation';

describe('/api/leagues: a person creates leagues, lists theirs and chooses the one they use', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: false });
  });
  after(() => app.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, league?: number) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(user), ...(league === undefined ? {} : { [LEAGUE_ID_HEADER]: String(league) }) },
      ...(payload ? { payload } : {}),
    });
  const create = (user: TestUser, name: string, season = 2026) => call(user, 'POST', '/api/leagues', { name, season });
  const league = (user: TestUser, id?: number) => call(user, 'GET', '/api/league', undefined, id);

  it('stores a person nobody invited, who then has no league (the welcome screen)', async () => {
    const stranger = await signIn(app);
    const list = await call(stranger, 'GET', '/api/leagues');
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json(), { leagues: [], lastUsedLeagueId: null });
    const own = await league(stranger);
    assert.equal(own.statusCode, 403);
    assert.deepEqual(own.json(), { message: 'You are not a member of this league' });
  });

  it('creates a league whose commissioner is its creator, audited, and opens it without a header', async () => {
    const founder = await signIn(app);
    const response = await create(founder, '  Dynasty Friends  ');
    assert.equal(response.statusCode, 201);
    const created = response.json();
    assert.deepEqual(
      { ...created, id: typeof created.id },
      { id: 'number', name: 'Dynasty Friends', isDemo: false, currentSeason: 2026, role: 'commissioner', team: null },
    );
    const opened = await league(founder);
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(
      { id: opened.json().id, name: opened.json().name, role: opened.json().role, seasons: opened.json().seasons },
      { id: created.id, name: 'Dynasty Friends', role: 'commissioner', seasons: [] },
    );
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.leagueId, created.id));
    assert.deepEqual(audited.map((row) => row.action).sort(), ['league.create', 'member.join']);
  });

  it('refuses a league without a name or with a season out of range, and writes nothing', async () => {
    const founder = await signIn(app);
    const before = await leagueFingerprint(app.db);
    for (const body of [
      { name: '', season: 2026 },
      { name: 'X', season: 1999 },
      { name: 'X' },
      { name: 'x'.repeat(61), season: 2026 },
    ]) {
      const response = await call(founder, 'POST', '/api/leagues', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(typeof response.json().message, 'string');
    }
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('works in the league the header names, and refuses a league the caller is not in', async () => {
    const alice = await signIn(app);
    const bob = await signIn(app);
    const first = (await create(alice, 'First')).json();
    const second = (await create(alice, 'Second')).json();
    const bobs = (await create(bob, "Bob's")).json();

    assert.equal((await league(alice, first.id)).json().name, 'First');
    assert.equal((await league(alice, second.id)).json().name, 'Second');
    // The last created is the last used: no header opens it.
    assert.equal((await league(alice)).json().name, 'Second');

    const refused = await league(alice, bobs.id);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: 'You are not a member of this league' });

    for (const header of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      const bad = await app.inject({
        method: 'GET',
        url: '/api/league',
        headers: { ...bearer(alice), [LEAGUE_ID_HEADER]: header },
      });
      assert.equal(bad.statusCode, 400, header);
      assert.deepEqual(bad.json(), { message: "X-League-Id must be a league's id (a whole number)" });
    }
  });

  it('lists the caller’s leagues with their role in each, and remembers the one chosen', async () => {
    const carol = await signIn(app);
    const dave = await signIn(app);
    const carols = (await create(carol, 'Carol League')).json();
    const daves = (await create(dave, 'Dave League')).json();
    // Dave joins Carol's league as a manager.
    const [daveUser] = await app.db.select().from(users).where(eq(users.firebaseId, dave.uid));
    assert.ok(daveUser);
    await app.db
      .insert(memberships)
      .values({ leagueId: carols.id, userId: daveUser.id, role: 'manager', joinedAt: new Date() });

    const list = (await call(dave, 'GET', '/api/leagues')).json();
    assert.deepEqual(
      list.leagues.map((entry: { name: string; role: string }) => [entry.name, entry.role]),
      [
        ['Carol League', 'manager'],
        ['Dave League', 'commissioner'],
      ],
    );
    assert.equal(list.lastUsedLeagueId, daves.id);

    const chosen = await call(dave, 'PUT', '/api/leagues/last-used', { leagueId: carols.id });
    assert.equal(chosen.statusCode, 204);
    assert.equal((await call(dave, 'GET', '/api/leagues')).json().lastUsedLeagueId, carols.id);
    const opened = (await league(dave)).json();
    assert.deepEqual([opened.name, opened.role], ['Carol League', 'manager']);

    // Choosing the league already remembered writes nothing.
    const before = await leagueFingerprint(app.db);
    assert.equal((await call(dave, 'PUT', '/api/leagues/last-used', { leagueId: carols.id })).statusCode, 204);
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('refuses to remember a league the caller does not belong to, and writes nothing', async () => {
    const erin = await signIn(app);
    const frank = await signIn(app);
    const franks = (await create(frank, "Frank's")).json();
    const before = await leagueFingerprint(app.db);
    for (const leagueId of [franks.id, 2_000_000_000]) {
      const response = await call(erin, 'PUT', '/api/leagues/last-used', { leagueId });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'League not found' });
    }
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('passes over a last used league the person has left', async () => {
    const gina = await signIn(app);
    const kept = (await create(gina, 'Kept')).json();
    const left = (await create(gina, 'Left')).json();
    const [user] = await app.db.select().from(users).where(eq(users.firebaseId, gina.uid));
    assert.ok(user);
    assert.equal(user.lastLeagueId, left.id);
    await app.db.delete(memberships).where(eq(memberships.leagueId, left.id));
    assert.equal((await league(gina)).json().id, kept.id);
    assert.equal((await call(gina, 'GET', '/api/leagues')).json().lastUsedLeagueId, kept.id);
  });

  it(`refuses a person's league beyond ${MAX_LEAGUES_PER_PERSON}, and writes nothing`, async () => {
    const collector = await signIn(app);
    const [user] = await app.db.select().from(users).where(eq(users.firebaseId, collector.uid));
    assert.ok(user);
    await joinNewLeagues(app, user.id, MAX_LEAGUES_PER_PERSON);
    const before = await leagueFingerprint(app.db);
    const response = await create(collector, 'One too many');
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: `You belong to ${MAX_LEAGUES_PER_PERSON} leagues, the most one person can: leave one to create another`,
    });
    assert.equal(await leagueFingerprint(app.db), before);
  });
});
