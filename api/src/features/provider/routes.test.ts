import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { ProviderStatus, RosterPlayer } from 'shared-contracts';
import { toYahooRosterPlayer, type ImportJob, type ImportPreview } from 'shared-contracts/provider-setup';
import { auditLog, leagues, memberships, users } from '../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';
import { STUB_SEASONS, StubSleeperProvider, stubTeamKey } from '../../testing/stub-provider';
import { connectThroughSettings, startYahooTestApp, type YahooTestApp } from '../../testing/yahoo';

const SLEEPER_LEAGUE = STUB_SEASONS[0]!.leagueKey;

/**
 * /api/provider over a league of its own: Yahoo (the fake) by default, then a stub Sleeper
 * chosen with PUT. The neutral calls go to whichever provider the league follows.
 */
describe('the provider-neutral calls', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let manager: TestUser;
  let leagueId: number;
  const sleeper = new StubSleeperProvider();
  const as = (user: TestUser | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    setup.app.inject({ method, url, ...(user ? { headers: bearer(user) } : {}), ...(payload ? { payload } : {}) });
  const providerOfLeague = async () =>
    (await setup.app.db.select({ provider: leagues.provider }).from(leagues).where(eq(leagues.id, leagueId)))[0]!
      .provider;
  const auditCount = async () =>
    (await setup.app.db.select({ rows: count() }).from(auditLog).where(eq(auditLog.leagueId, leagueId)))[0]!.rows;

  before(async () => {
    commissioner = await createTestUser('provider-commissioner');
    manager = await createTestUser('provider-manager');
    setup = await startYahooTestApp({
      league: { name: 'Neutral Ground', commissioners: [commissioner.email], season: 2026 },
      providers: { sleeper },
    });
    await signIn(setup.app, commissioner);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
    const invite = await as(commissioner, 'POST', '/api/league/members', { email: manager.email, role: 'manager' });
    assert.equal(invite.statusCode, 201, invite.body);
    await signIn(setup.app, manager);
  });
  after(() => setup.close());

  it('answers Yahoo with no league before Yahoo is connected', async () => {
    const response = await as(manager, 'GET', '/api/provider');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { provider: 'yahoo', league: null, name: null, season: null });
  });

  it('tells the followed Yahoo league once connected, and the stored one when Yahoo refuses', async () => {
    const connected = await connectThroughSettings(setup.app, commissioner);
    assert.equal(connected.success, true);
    const response = await as(manager, 'GET', '/api/provider');
    assert.deepEqual(response.json(), {
      provider: 'yahoo',
      league: '461.l.6288',
      name: 'Harambe Memorial League',
      season: 2025,
    });

    // The league is chosen, a new connection forgets the cache, then Yahoo answers 403 to every call.
    await setup.app.inject({
      method: 'PUT',
      url: '/api/yahoo/league',
      headers: bearer(commissioner),
      payload: { leagueKey: '461.l.6288' },
    });
    await connectThroughSettings(setup.app, commissioner);
    setup.fake.setFaults({ notAuthorized403: true });
    try {
      const refused = await as(manager, 'GET', '/api/provider');
      assert.equal(refused.statusCode, 200, refused.body);
      assert.deepEqual(refused.json(), { provider: 'yahoo', league: '461.l.6288', name: null, season: null });
    } finally {
      setup.fake.reset();
      await connectThroughSettings(setup.app, commissioner);
    }
  });

  it('keeps every call to its audience: signed-out 401, a manager only reads', async () => {
    assert.equal((await as(null, 'GET', '/api/provider')).statusCode, 401);
    assert.equal((await as(null, 'GET', '/api/provider/roster/461.l.6288.t.1/1')).statusCode, 401);
    const writes = [
      ['PUT', '/api/provider', { provider: 'sleeper', league: SLEEPER_LEAGUE }],
      // A manager's ESPN cookies are refused like any other provider change: nothing is stored.
      [
        'PUT',
        '/api/provider',
        {
          provider: 'espn',
          league: '77001',
          espnS2: 'AEBmanagerS2cookie0123456789',
          swid: '{8F4D863B-58A1-4D93-AA08-4460B3861B40}',
        },
      ],
      ['GET', '/api/provider/sleeper/leagues?username=stubuser', undefined],
      ['GET', '/api/provider/import', undefined],
      ['POST', '/api/provider/import/preview', { seasons: 1 }],
      ['POST', '/api/provider/import', { seasons: 1 }],
      ['POST', '/api/provider/import/refresh-scores', undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      assert.equal((await as(null, method, url, payload)).statusCode, 401, url);
      assert.equal((await as(manager, method, url, payload)).statusCode, 403, url);
    }
    assert.equal(await providerOfLeague(), 'yahoo');
    assert.equal(sleeper.userLeagueCalls.length, 0);
  });

  it('serves a Yahoo league as /api/yahoo does: roster, stats; previews its import', async () => {
    for (const path of ['roster', 'stats']) {
      const neutral = await as(manager, 'GET', `/api/provider/${path}/461.l.6288.t.3/4?season=2024`);
      const yahoo = await as(manager, 'GET', `/api/yahoo/${path}/461.l.6288.t.3/4?season=2024`);
      assert.equal(neutral.statusCode, 200, neutral.body);
      // The same players; /api/yahoo/roster names them in the spec's Yahoo words.
      const expected =
        path === 'roster'
          ? (neutral.json() as RosterPlayer[]).map((player) => toYahooRosterPlayer(player, 4))
          : neutral.json();
      assert.deepEqual(yahoo.json(), expected);
    }
    const sleeperKey = await as(manager, 'GET', `/api/provider/roster/${stubTeamKey(2025, 3)}/1`);
    assert.equal(sleeperKey.statusCode, 400);
    assert.equal(
      sleeperKey.json().message,
      `This league follows Yahoo: ${stubTeamKey(2025, 3)} is not one of its team keys (like 461.l.6288.t.1)`,
    );
    const bad = await as(manager, 'GET', '/api/provider/stats/not-a-key/1');
    assert.equal(bad.statusCode, 400);

    const preview = await as(commissioner, 'POST', '/api/provider/import/preview', { seasons: 2 });
    assert.equal(preview.statusCode, 200, preview.body);
    const { seasons } = preview.json() as ImportPreview;
    assert.deepEqual(
      seasons.map((season) => [season.season, season.teams.created, season.extras]),
      [
        [2025, 12, null],
        [2024, 0, null],
      ],
    );
  });

  it('imports a Yahoo league through /api/provider/import; the retired /api/yahoo/import calls are gone', async () => {
    const started = await as(commissioner, 'POST', '/api/provider/import', { seasons: 1 });
    assert.equal(started.statusCode, 200, started.body);
    const job = started.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    assert.deepEqual(job.seasons, [2025]);
    const latest = (await as(commissioner, 'GET', '/api/provider/import')).json() as ImportJob;
    assert.equal(latest.id, job.id);
    const refreshed = await as(commissioner, 'POST', '/api/provider/import/refresh-scores');
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal(refreshed.json().season, 2025);
    // The Yahoo-only copies of these calls are retired (the spec names none of them).
    const retired = await Promise.all([
      as(commissioner, 'GET', '/api/yahoo/import'),
      as(commissioner, 'POST', '/api/yahoo/import', { seasons: 1 }),
      as(commissioner, 'POST', '/api/yahoo/import/preview', { seasons: 1 }),
      as(commissioner, 'POST', '/api/yahoo/import/refresh-scores'),
    ]);
    assert.deepEqual(
      retired.map((response) => response.statusCode),
      [404, 404, 404, 404],
    );
  });

  it('refuses a bad follow with 400 and changes nothing', async () => {
    const audits = await auditCount();
    for (const payload of [
      { provider: 'sleeper', league: 'abc' },
      { provider: 'sleeper' },
      { provider: 'fantrax', league: '1' },
      { provider: 'espn', league: 'espn.com/football/league?leagueId=1' },
      { provider: 'espn', league: '1', swid: '{8F4D863B-58A1-4D93-AA08-4460B3861B40}' },
      { provider: 'yahoo', league: 'not a key' },
    ]) {
      const response = await as(commissioner, 'PUT', '/api/provider', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const unknown = await as(commissioner, 'PUT', '/api/provider', { provider: 'sleeper', league: '999' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Sleeper has no league 999');
    assert.equal(await providerOfLeague(), 'yahoo');
    assert.equal(await auditCount(), audits);
    assert.equal(sleeper.followed.size, 0);
  });

  it('follows a Sleeper league: the league switches provider, audited, and the neutral calls go to Sleeper', async () => {
    const response = await as(commissioner, 'PUT', '/api/provider', { provider: 'sleeper', league: SLEEPER_LEAGUE });
    assert.equal(response.statusCode, 200, response.body);
    const status: ProviderStatus = { provider: 'sleeper', league: SLEEPER_LEAGUE, name: 'Stub League', season: 2025 };
    assert.deepEqual(response.json(), status);
    assert.equal(await providerOfLeague(), 'sleeper');
    assert.deepEqual((await as(manager, 'GET', '/api/provider')).json(), status);
    const actions = await setup.app.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(
        and(eq(auditLog.leagueId, leagueId), eq(auditLog.entity, 'leagues'), eq(auditLog.action, 'league.provider')),
      );
    assert.equal(actions.length, 1);
    assert.equal((actions[0]!.after as { provider: string }).provider, 'sleeper');

    const roster = await as(manager, 'GET', `/api/provider/roster/${stubTeamKey(2025, 2)}/1`);
    assert.equal(roster.statusCode, 200, roster.body);
    assert.equal(roster.json()[0].name, 'Stub Player 2-1');
    const stats = await as(manager, 'GET', `/api/provider/stats/${stubTeamKey(2025, 2)}/1`);
    assert.deepEqual(stats.json()['200'], { points: 2, stats: [] });
    const yahooKey = await as(manager, 'GET', '/api/provider/stats/461.l.6288.t.1/1');
    assert.equal(yahooKey.statusCode, 400);
    assert.equal(
      yahooKey.json().message,
      'This league follows Sleeper: 461.l.6288.t.1 is not one of its team keys (like 1180296734373085184.t.3)',
    );
    // Yahoo's import is its own: the Sleeper league has none yet.
    assert.equal((await as(commissioner, 'GET', '/api/provider/import')).json(), null);
  });

  it("lists a Sleeper user's leagues, of Sleeper's current season unless asked", async () => {
    const current = await as(commissioner, 'GET', '/api/provider/sleeper/leagues?username=stub_user');
    assert.equal(current.statusCode, 200, current.body);
    assert.deepEqual(current.json(), [
      { leagueKey: SLEEPER_LEAGUE, name: 'Stub League', season: 2025, numTeams: 4, isFollowed: true },
    ]);
    const earlier = await as(commissioner, 'GET', '/api/provider/sleeper/leagues?username=stub_user&season=2024');
    assert.deepEqual(earlier.json(), [
      { leagueKey: STUB_SEASONS[1]!.leagueKey, name: 'Stub League', season: 2024, numTeams: 4, isFollowed: false },
    ]);
    assert.deepEqual(
      sleeper.userLeagueCalls.map(({ username, season }) => [username, season]),
      [
        ['stub_user', undefined],
        ['stub_user', 2024],
      ],
    );
    const bad = await as(commissioner, 'GET', '/api/provider/sleeper/leagues?username=a%20b');
    assert.equal(bad.statusCode, 400);
    const unknown = await as(commissioner, 'GET', '/api/provider/sleeper/leagues?username=nobody');
    assert.deepEqual([unknown.statusCode, unknown.json().message], [400, 'Sleeper has no user nobody']);
  });

  it('follows Yahoo again, with or without naming its league', async () => {
    const back = await as(commissioner, 'PUT', '/api/provider', { provider: 'yahoo' });
    assert.equal(back.statusCode, 200, back.body);
    assert.deepEqual(back.json(), {
      provider: 'yahoo',
      league: '461.l.6288',
      name: 'Harambe Memorial League',
      season: 2025,
    });
    assert.equal(await providerOfLeague(), 'yahoo');
    const named = await as(commissioner, 'PUT', '/api/provider', { provider: 'yahoo', league: '449.l.751781' });
    assert.equal(named.statusCode, 200, named.body);
    assert.deepEqual(named.json(), {
      provider: 'yahoo',
      league: '449.l.751781',
      name: 'Harambe Memorial League',
      season: 2024,
    });
    // The commissioner's membership is untouched by all this.
    const [member] = await setup.app.db
      .select({ role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, commissioner.email));
    assert.equal(member?.role, 'commissioner');
  });
});
