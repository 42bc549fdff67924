import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { weekStats, FAKE_LEAGUES } from 'fake-yahoo';
import type { YahooRosterPlayer } from 'shared-contracts/provider-setup';
import { auditLog, leagues, teams } from '../../../db/schema';
import { DEMO_TEAMS } from '../../../db/seed/demo-teams';
import { bearer, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { connectedCommissioner, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';
import { YahooProvider } from './yahoo-provider';

describe('reading the league from Yahoo', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  const get = (url: string) => setup.app.inject({ method: 'GET', url, headers: bearer(commissioner) });
  before(async () => {
    setup = await startYahooTestApp();
    commissioner = await connectedCommissioner(setup.app);
  });
  after(() => setup.close());

  it("lists the followed league's teams: the demo teams, managed by their display names", async () => {
    const response = await get('/api/yahoo/teams');
    assert.equal(response.statusCode, 200);
    const list = response.json() as Array<{
      name: string;
      team_key: string;
      manager: string;
      local_team_id: number | null;
    }>;
    assert.deepEqual(
      list.map(({ name, team_key, manager }) => ({ name, team_key, manager })),
      DEMO_TEAMS.map((team, index) => ({
        name: team.name,
        team_key: `461.l.6288.t.${index + 1}`,
        manager: team.displayName,
      })),
    );
    // local_team_id names the team that holds the key, whoever linked it.
    const holders = new Map((await setup.app.db.select().from(teams)).map((team) => [team.providerTeamKey, team.id]));
    for (const entry of list) assert.equal(entry.local_team_id, holders.get(entry.team_key) ?? null);
  });

  it('links a team; a key moves from its previous holder in one audited transaction', async () => {
    const [first, second] = await setup.app.db.select().from(teams).orderBy(asc(teams.id)).limit(2);
    assert.ok(first && second);
    const link = (teamId: number) =>
      setup.app.inject({
        method: 'POST',
        url: '/api/yahoo/link-team',
        headers: bearer(commissioner),
        payload: { yahooTeamKey: '461.l.6288.t.7', teamId },
      });

    // Whoever holds the key now (the seed links the demo teams) gives it up to the first team.
    const [holder] = await setup.app.db.select().from(teams).where(eq(teams.providerTeamKey, '461.l.6288.t.7'));
    const linked = await link(first.id);
    assert.equal(linked.statusCode, 200);
    const from = holder && holder.id !== first.id ? ` (unlinked from ${holder.name})` : '';
    assert.deepEqual(linked.json(), {
      success: true,
      message: `Linked ${first.name} to Yahoo team 461.l.6288.t.7${from}`,
    });
    const moved = await link(second.id);
    assert.equal(
      moved.json().message,
      `Linked ${second.name} to Yahoo team 461.l.6288.t.7 (unlinked from ${first.name})`,
    );

    const rows = await setup.app.db
      .select()
      .from(teams)
      .where(inArray(teams.id, [first.id, second.id]))
      .orderBy(asc(teams.id));
    assert.deepEqual(
      rows.map((row) => row.providerTeamKey),
      [null, '461.l.6288.t.7'],
    );
    const holders = (await setup.app.db.select().from(teams).where(eq(teams.providerTeamKey, '461.l.6288.t.7'))).map(
      (row) => row.id,
    );
    assert.deepEqual(holders, [second.id]);
    const audit = await setup.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['team.link', 'team.unlink']))
      .orderBy(asc(auditLog.id));
    assert.deepEqual(audit.map((entry) => [entry.action, entry.entityId, entry.after]).slice(-3), [
      ['team.link', first.id, { providerTeamKey: '461.l.6288.t.7' }],
      ['team.unlink', first.id, { providerTeamKey: null }],
      ['team.link', second.id, { providerTeamKey: '461.l.6288.t.7' }],
    ]);

    const list = (await get('/api/yahoo/teams')).json() as Array<{ team_key: string; local_team_id: number | null }>;
    assert.equal(list.find((entry) => entry.team_key === '461.l.6288.t.7')?.local_team_id, second.id);
  });

  it('refuses to link a team that does not exist, or a malformed key, and changes nothing', async () => {
    const before = await setup.app.db.select().from(teams).orderBy(asc(teams.id));
    const missing = await setup.app.inject({
      method: 'POST',
      url: '/api/yahoo/link-team',
      headers: bearer(commissioner),
      payload: { yahooTeamKey: '461.l.6288.t.3', teamId: 99999 },
    });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Team 99999 not found' });
    const malformed = await setup.app.inject({
      method: 'POST',
      url: '/api/yahoo/link-team',
      headers: bearer(commissioner),
      payload: { yahooTeamKey: 'team three', teamId: before[0]!.id },
    });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /must be a Yahoo team key like 461\.l\.6288\.t\.1/);
    assert.deepEqual(await setup.app.db.select().from(teams).orderBy(asc(teams.id)), before);
  });

  it('answers a roster: slots at index 1, starters, the injured and the dual-position player, a defense', async () => {
    const response = await get('/api/yahoo/roster/461.l.6288.t.4/11');
    assert.equal(response.statusCode, 200);
    const roster = response.json() as YahooRosterPlayer[];
    assert.deepEqual(
      roster.map((player) => player.selected_position[1].position),
      ['QB', 'WR', 'WR', 'RB', 'RB', 'TE', 'W/R/T', 'K', 'DEF', 'BN', 'BN', 'BN', 'BN', 'BN', 'BN', 'IR'],
    );
    assert.deepEqual(
      roster.map((player) => player.isStarting),
      roster.map((player) => !['BN', 'IR'].includes(player.selected_position[1].position)),
    );
    const hunter = roster.find((player) => player.name === 'Travis Hunter');
    assert.deepEqual(
      hunter && { position: hunter.position, status: hunter.status, team: hunter.team, isStarting: hunter.isStarting },
      { position: 'WR,CB', status: 'IR', team: 'Jax', isStarting: false },
    );
    const defense = roster.find((player) => player.position === 'DEF');
    assert.ok(
      defense &&
        defense.yahoo_player_id > 100000 &&
        defense.id === `461.p.${defense.yahoo_player_id}` &&
        defense.isStarting,
    );
    assert.equal(
      roster.find((player) => player.selected_position[1].position === 'W/R/T')?.selected_position[2].is_flex,
      true,
    );
    // The spec's Yahoo shape (docs/product.md §5), whatever the neutral roster names inside.
    assert.deepEqual(Object.keys(roster[0]!).sort(), [
      'id',
      'isStarting',
      'name',
      'position',
      'selected_position',
      'stats',
      'status',
      'team',
      'yahoo_player_id',
    ]);
    assert.deepEqual(roster[0]!.selected_position[0], { coverage_type: 'week', week: '11' });
    assert.ok(roster.every((player) => player.stats === null));

    const gotham = (await get('/api/yahoo/roster/461.l.6288.t.1/2')).json() as YahooRosterPlayer[];
    assert.deepEqual(
      gotham
        .filter((player) => player.status === 'Q')
        .map((player) => [player.selected_position[1].position, player.isStarting]),
      [['RB', true]],
    );
    assert.equal(gotham[0]!.name, 'Jalen Hurts');
  });

  it("answers a week's points and stats by Yahoo player id, the fake's own numbers", async () => {
    const roster = (await get('/api/yahoo/roster/461.l.6288.t.1/3')).json() as YahooRosterPlayer[];
    const response = await get('/api/yahoo/stats/461.l.6288.t.1/3');
    assert.equal(response.statusCode, 200);
    const scores = response.json() as Record<
      string,
      { points: number; stats: Array<{ stat_id: number; value: number }> }
    >;
    assert.deepEqual(Object.keys(scores).sort(), roster.map((player) => String(player.yahoo_player_id)).sort());
    const season2025 = FAKE_LEAGUES.find((league) => league.season === 2025)!;
    const hurts = roster.find((player) => player.name === 'Jalen Hurts')!;
    const expected = weekStats(
      season2025,
      {
        id: hurts.yahoo_player_id,
        first: 'Jalen',
        last: 'Hurts',
        position: 'QB',
        positions: ['QB'],
        uniform: 1,
        nfl: { abbr: 'Phi', fullName: '', city: '', id: 21, bye: 9 },
      },
      3,
    );
    assert.deepEqual(scores[String(hurts.yahoo_player_id)], {
      points: expected.points,
      stats: expected.stats.map(({ statId, value }) => ({ stat_id: statId, value })),
    });
    const injured = roster.find((player) => player.status === 'IR')!;
    assert.equal(scores[String(injured.yahoo_player_id)]!.points, 0);
  });

  it('caches rosters: repeated and concurrent calls for a team and week reach Yahoo once', async () => {
    const path = 'team/461.l.6288.t.5/roster;week=4';
    const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/yahoo/roster/461.l.6288.t.5/4')));
    assert.ok(answers.every((answer) => answer.statusCode === 200 && answer.body === answers[0]!.body));
    await get('/api/yahoo/roster/461.l.6288.t.5/4');
    assert.equal(setup.fake.calls.byPath[path], 1);
    // Another week is another entry.
    await get('/api/yahoo/roster/461.l.6288.t.5/5');
    assert.equal(setup.fake.calls.byPath['team/461.l.6288.t.5/roster;week=5'], 1);
    await get('/api/yahoo/stats/461.l.6288.t.5/4');
    await get('/api/yahoo/stats/461.l.6288.t.5/4');
    assert.equal(setup.fake.calls.byPath['team/461.l.6288.t.5/roster;week=4/players/stats;type=week;week=4'], 1);
  });

  it('twelve members opening Teams at once make one Yahoo call per roster and per score sheet', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => signIn(setup.app)));
    const before = setup.fake.calls.api;
    const answers = await Promise.all(
      members.flatMap((member) =>
        DEMO_TEAMS.flatMap((_team, index) =>
          ['roster', 'stats'].map((kind) =>
            setup.app.inject({
              method: 'GET',
              url: `/api/yahoo/${kind}/461.l.6288.t.${index + 1}/8`,
              headers: bearer(member),
            }),
          ),
        ),
      ),
    );
    assert.equal(answers.length, 288);
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    assert.equal(setup.fake.calls.api - before, 24);
  });

  it("reads another season's roster by the same team id (season query)", async () => {
    const response = await get('/api/yahoo/roster/461.l.6288.t.3/17?season=2024');
    assert.equal(response.statusCode, 200);
    const roster = response.json() as YahooRosterPlayer[];
    assert.ok(roster.length > 0 && roster.every((player) => player.id.startsWith('449.p.')));
    assert.equal(setup.fake.calls.byPath['team/449.l.751781.t.3/roster;week=17'], 1);
    // The Teams screen asks for that season's scores the same way, keyed by the same players.
    const scores = await get('/api/yahoo/stats/461.l.6288.t.3/17?season=2024');
    assert.equal(scores.statusCode, 200);
    assert.deepEqual(Object.keys(scores.json()).sort(), roster.map((player) => String(player.yahoo_player_id)).sort());
    assert.equal(setup.fake.calls.byPath['team/449.l.751781.t.3/roster;week=17/players/stats;type=week;week=17'], 1);
    const missing = await get('/api/yahoo/roster/461.l.6288.t.3/1?season=2021');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'Yahoo has no 2021 season of league 461.l.6288');
  });

  it("passes Yahoo's refusal of a key it does not know on, and validates the week", async () => {
    const unknown = await get('/api/yahoo/roster/461.l.9999.t.1/1');
    assert.equal(unknown.statusCode, 400);
    assert.equal(
      unknown.json().message,
      'Yahoo refused the request: You are not allowed to view this page because you are not in this league.',
    );
    const badWeek = await get('/api/yahoo/roster/461.l.6288.t.1/19');
    assert.equal(badWeek.statusCode, 400);
    assert.match(badWeek.json().message, /week must be 1 to 18/);
  });

  it("lists the account's leagues and follows the one the commissioner chooses", async () => {
    const leagues = (await get('/api/yahoo/leagues')).json() as Array<{
      leagueKey: string;
      season: number;
      isFollowed: boolean;
    }>;
    assert.deepEqual(
      leagues.map(({ leagueKey, season, isFollowed }) => [leagueKey, season, isFollowed]),
      [
        ['423.l.71785', 2023, false],
        ['449.l.751781', 2024, false],
        ['461.l.6288', 2025, true],
      ],
    );
    const follow = await setup.app.inject({
      method: 'PUT',
      url: '/api/yahoo/league',
      headers: bearer(commissioner),
      payload: { leagueKey: '449.l.751781' },
    });
    assert.deepEqual(follow.json(), { success: true, message: 'Following Harambe Memorial League (2024).' });
    const [audit] = await setup.app.db.select().from(auditLog).where(eq(auditLog.action, 'provider.follow'));
    assert.deepEqual(audit?.after, { provider: 'yahoo', leagueKey: '449.l.751781' });
    const keys = ((await get('/api/yahoo/teams')).json() as Array<{ team_key: string }>).map((team) => team.team_key);
    assert.equal(keys[0], '449.l.751781.t.1');
    const unknown = await setup.app.inject({
      method: 'PUT',
      url: '/api/yahoo/league',
      headers: bearer(commissioner),
      payload: { leagueKey: '461.l.1' },
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'The connected Yahoo account is not in league 461.l.1');
    await setup.app.inject({
      method: 'PUT',
      url: '/api/yahoo/league',
      headers: bearer(commissioner),
      payload: { leagueKey: '461.l.6288' },
    });
  });

  it("keeps each league's answers to itself: a league that is not connected gets nothing another league cached", async () => {
    const provider = new YahooProvider({
      db: setup.app.db,
      endpoints: {
        authBase: setup.fake.authBase,
        apiBase: setup.fake.apiBase,
        clientId: 'fake-yahoo-client',
        clientSecret: 'fake-yahoo-secret',
      },
      cipher: setup.cipher,
      log: setup.app.log,
    });
    const [first, second] = await setup.app.db
      .insert(leagues)
      .values(['First', 'Second'].map((name) => ({ name, currentSeason: 2025, defaultSeason: 2025, defaultWeek: 1 })))
      .returning({ id: leagues.id });
    const path = 'team/461.l.6288.t.9/roster;week=6';
    await provider.connect(first!.id, setup.fake.issueCode());
    const cached = await provider.roster(first!.id, '461.l.6288.t.9', 6);
    assert.ok(cached.length > 0);
    await assert.rejects(provider.roster(second!.id, '461.l.6288.t.9', 6), { kind: 'not_connected' });
    // Connected, the second league makes its own call rather than reading the first's answer.
    const before = setup.fake.calls.byPath[path] ?? 0;
    await provider.connect(second!.id, setup.fake.issueCode());
    assert.deepEqual(await provider.roster(second!.id, '461.l.6288.t.9', 6), cached);
    assert.equal(setup.fake.calls.byPath[path], before + 1);
  });
});
