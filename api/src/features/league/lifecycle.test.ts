import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, leagues, memberships, playerWeekPoints, teams, users } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, type TestUser } from '../../testing/identities';
import { leagueFingerprint, rowsOfLeague } from '../../testing/league-fingerprint';
import { signIn } from '../../testing/members';
import { buildTwoLeagues, inLeague, type TwoLeagues } from '../../testing/two-leagues';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls as `user` in `league` (no header: their last used league). */
function caller(app: FastifyInstance) {
  return (user: TestUser, method: Method, url: string, league?: number, payload?: object) =>
    app.inject({
      method,
      url,
      headers: league === undefined ? bearer(user) : inLeague(user, league),
      ...(payload ? { payload } : {}),
    });
}

async function userIdOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, user.uid));
  assert.ok(row, `${user.email} is stored`);
  return row.id;
}

/** Seats `user` in `leagueId` directly, as a joined member. */
async function seat(app: FastifyInstance, leagueId: number, user: TestUser, role: 'commissioner' | 'manager') {
  await app.db.insert(memberships).values({ leagueId, userId: await userIdOf(app, user), role, joinedAt: new Date() });
}

describe('a league renamed, deleted and left (docs/leagues.md §6)', () => {
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;
  before(async () => {
    app = await createTestApp({ demoLeagueOpen: false });
    call = caller(app);
  });
  after(() => app.close());

  /** A new league of `founder`'s, with `manager` seated as a manager. */
  async function leagueWith(founder: TestUser, name: string, manager?: TestUser): Promise<number> {
    const created = await call(founder, 'POST', '/api/leagues', undefined, { name, season: 2026 });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json() as { id: number };
    if (manager) await seat(app, id, manager, 'manager');
    return id;
  }

  it('renames the league for the commissioner, stored as names are, audited; everyone sees the new name', async () => {
    const founder = await signIn(app);
    const manager = await signIn(app);
    const id = await leagueWith(founder, 'Sunday Crew', manager);
    const renamed = await call(founder, 'PATCH', '/api/league', id, { name: '  Ｓunday   Legends ' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(renamed.json(), {
      id,
      name: 'Sunday Legends',
      isDemo: false,
      currentSeason: 2026,
      role: 'commissioner',
      team: null,
    });
    const seen = (await call(manager, 'GET', '/api/leagues')).json() as {
      leagues: Array<{ id: number; name: string }>;
    };
    assert.equal(seen.leagues.find((league) => league.id === id)?.name, 'Sunday Legends');
    assert.equal((await call(manager, 'GET', '/api/league', id)).json().name, 'Sunday Legends');
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.leagueId, id), eq(auditLog.action, 'league.rename')));
    assert.equal(audited.length, 1);
    assert.deepEqual(
      [(audited[0]!.before as { name: string }).name, (audited[0]!.after as { name: string }).name],
      ['Sunday Crew', 'Sunday Legends'],
    );

    // The same name again writes nothing.
    const before = await leagueFingerprint(app.db);
    assert.equal((await call(founder, 'PATCH', '/api/league', id, { name: 'Sunday Legends' })).statusCode, 200);
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('refuses a bad name, a name like another league of the commissioner’s, a manager and a stranger, writing nothing', async () => {
    const founder = await signIn(app);
    const manager = await signIn(app);
    const stranger = await signIn(app);
    const id = await leagueWith(founder, 'Alpha Owls', manager);
    await leagueWith(founder, 'Gotham Knights');
    await leagueWith(stranger, 'Stranger Things');
    const before = await leagueFingerprint(app.db);
    const refusals: Array<[TestUser, object, number, string | RegExp]> = [
      [founder, { name: '' }, 400, /name is required/],
      [founder, { name: 'x'.repeat(61) }, 400, /at most 60 characters/],
      [founder, { name: 'Alpha\u200bOwls' }, 400, /name/],
      [founder, {}, 400, /name/],
      // Cyrillic 'о' and another case: the switcher could not tell the two apart.
      [
        founder,
        { name: 'GOTHAM KNIGHTS' },
        409,
        'You already belong to a league named Gotham Knights: choose another name',
      ],
      [founder, { name: 'G\u043etham Knights' }, 409, /league named Gotham Knights/],
      [manager, { name: 'Managers Rule' }, 403, 'Only the commissioner can do this'],
      [stranger, { name: 'Taken Over' }, 403, 'You are not a member of this league'],
    ];
    for (const [user, payload, status, message] of refusals) {
      const response = await call(user, 'PATCH', '/api/league', id, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      const text = (response.json() as { message: string }).message;
      if (typeof message === 'string') assert.equal(text, message);
      else assert.match(text, message);
    }
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('lets a manager leave: their team stays, without a manager; audited; a call without the header moves on', async () => {
    const founder = await signIn(app);
    const manager = await signIn(app);
    const id = await leagueWith(founder, 'Leavers League');
    const own = await leagueWith(manager, 'Home Turf');
    const team = (await call(founder, 'POST', '/api/teams', id, { name: 'Wanderers' })).json() as { id: number };
    await app.db.insert(memberships).values({
      leagueId: id,
      userId: await userIdOf(app, manager),
      role: 'manager',
      teamId: team.id,
      joinedAt: new Date(),
    });
    await app.inject({
      method: 'PUT',
      url: '/api/leagues/last-used',
      headers: bearer(manager),
      payload: { leagueId: id },
    });
    const [teamBefore] = await app.db.select().from(teams).where(eq(teams.id, team.id));

    const left = await call(manager, 'POST', '/api/league/leave', id);
    assert.equal(left.statusCode, 204, left.body);
    const list = (await call(manager, 'GET', '/api/leagues')).json() as {
      leagues: Array<{ id: number }>;
      lastUsedLeagueId: number;
    };
    assert.deepEqual(
      list.leagues.map((league) => league.id),
      [own],
    );
    assert.equal(list.lastUsedLeagueId, own);
    assert.equal((await call(manager, 'GET', '/api/league')).json().id, own, 'no header: their next league');
    const refused = await call(manager, 'GET', '/api/league', id);
    assert.equal(refused.statusCode, 403);
    const [teamAfter] = await app.db.select().from(teams).where(eq(teams.id, team.id));
    assert.deepEqual(teamAfter, teamBefore, 'the team stays as it was');
    const members = (await call(founder, 'GET', '/api/league/members', id)).json() as Array<{
      team: { id: number } | null;
    }>;
    assert.ok(!members.some((member) => member.team?.id === team.id), 'the team has no manager now');
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.leagueId, id), eq(auditLog.action, 'member.leave')));
    assert.equal(audited.length, 1);
    assert.equal(audited[0]!.userId, await userIdOf(app, manager));
  });

  it('refuses the last commissioner’s leaving until another member is commissioner', async () => {
    const founder = await signIn(app);
    const manager = await signIn(app);
    const id = await leagueWith(founder, 'Only Boss', manager);
    const before = await leagueFingerprint(app.db);
    const refused = await call(founder, 'POST', '/api/league/leave', id);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      message:
        "You are the league's only commissioner: make another member commissioner before you leave, or delete the league",
    });
    assert.equal(await leagueFingerprint(app.db), before);

    await app.db
      .update(memberships)
      .set({ role: 'commissioner' })
      .where(and(eq(memberships.leagueId, id), eq(memberships.userId, await userIdOf(app, manager))));
    assert.equal((await call(founder, 'POST', '/api/league/leave', id)).statusCode, 204);
    assert.equal((await call(manager, 'GET', '/api/league/members', id)).json().length, 1);
  });
});

describe('a league deleted, among others (docs/leagues.md §6)', () => {
  let two: TwoLeagues;
  let call: ReturnType<typeof caller>;
  before(async () => {
    two = await buildTwoLeagues();
    call = caller(two.app);
  });
  after(() => two.app.close());

  it('refuses a name typed wrong, a manager, a member of the other league and the demo league, writing nothing', async () => {
    const { a, b, app } = two;
    const before = await leagueFingerprint(app.db);
    const refusals: Array<[TestUser, number, object, number, string]> = [
      [b.commissioner, b.leagueId, { confirmName: 'Bravo' }, 400, "Type the league's name, Bravo League, to delete it"],
      [b.commissioner, b.leagueId, {}, 400, 'confirmName'],
      [b.manager, b.leagueId, { confirmName: 'Bravo League' }, 403, 'Only the commissioner can do this'],
      [a.commissioner, b.leagueId, { confirmName: 'Bravo League' }, 403, 'You are not a member of this league'],
    ];
    const [demo] = await app.db.select().from(leagues).where(eq(leagues.id, a.leagueId));
    refusals.push([
      a.commissioner,
      a.leagueId,
      { confirmName: demo!.name },
      409,
      'The demo league is shared by everyone: it cannot be renamed, deleted or left',
    ]);
    for (const [user, league, payload, status, message] of refusals) {
      const response = await call(user, 'DELETE', '/api/league', league, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.ok((response.json() as { message: string }).message.includes(message), response.body);
    }
    assert.equal(await leagueFingerprint(app.db), before);
  });

  it('deletes every row of the league and only those; its members keep their other leagues', async () => {
    const { a, b, both, app } = two;
    // An import's players' points: the league's too.
    await app.db
      .insert(playerWeekPoints)
      .values({ leagueId: b.leagueId, season: 2025, providerPlayerId: '1', week: 1, points: 9.5 });
    const bRows = await rowsOfLeague(app.db, b.leagueId);
    for (const table of [
      'teams',
      'matchups',
      'players',
      'player_week_points',
      'draft_picks',
      'trades',
      'trade_items',
      'memberships',
    ])
      assert.notEqual(bRows[table]?.split(':')[0], '0', `league B has ${table} to delete`);
    const aRows = await rowsOfLeague(app.db, a.leagueId);
    await app.inject({
      method: 'PUT',
      url: '/api/leagues/last-used',
      headers: bearer(both),
      payload: { leagueId: b.leagueId },
    });
    const people = async () => (await app.db.select({ id: users.id }).from(users)).map((row) => row.id).sort();
    const usersBefore = await people();

    // Typed in another case, with extra spaces: the same name.
    const deleted = await call(b.commissioner, 'DELETE', '/api/league', b.leagueId, { confirmName: ' bravo  league ' });
    assert.equal(deleted.statusCode, 204, deleted.body);

    const left = await rowsOfLeague(app.db, b.leagueId);
    for (const [table, print] of Object.entries(left))
      assert.equal(print, '0:0', `no ${table} row of league B is left`);
    assert.deepEqual(await rowsOfLeague(app.db, a.leagueId), aRows, "league A's rows are as they were");
    assert.equal((await app.db.select().from(leagues).where(eq(leagues.id, b.leagueId))).length, 0);
    assert.deepEqual(await people(), usersBefore, 'every person stays');

    // The member of both now works in A; B's own people belong to no league.
    const list = (await call(both, 'GET', '/api/leagues')).json() as {
      leagues: Array<{ id: number }>;
      lastUsedLeagueId: number;
    };
    assert.deepEqual(
      list.leagues.map((league) => league.id),
      [a.leagueId],
    );
    assert.equal(list.lastUsedLeagueId, a.leagueId);
    assert.equal((await call(both, 'GET', '/api/league')).json().id, a.leagueId);
    for (const user of [b.commissioner, b.manager])
      assert.deepEqual((await call(user, 'GET', '/api/leagues')).json(), { leagues: [], lastUsedLeagueId: null });
    const gone = await call(b.commissioner, 'GET', '/api/league', b.leagueId);
    assert.equal(gone.statusCode, 403);
  });
});
