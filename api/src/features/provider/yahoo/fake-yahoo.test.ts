import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FAKE_LEAGUES, startFakeYahoo, teamPoints, type FakeYahoo } from 'fake-yahoo';
import { parseLeague } from './parse/leagues';
import { parseLeaguePlayerScores, parseTeamRoster } from './parse/roster';
import { parseScoreboard } from './parse/scoreboard';
import {
  collectionEntries,
  contentRoot,
  metadata,
  number,
  subResource,
  text,
  wrappedCollection,
  YAHOO_LIMITS,
} from './parse/shape';
import { YahooClient } from './yahoo-client';

/** The fake keeps Yahoo's contract: what our client reads from it, Yahoo would have sent. */
describe('the fake Yahoo keeps the contract', () => {
  let fake: FakeYahoo;
  let client: YahooClient;
  let token: string;
  before(async () => {
    fake = await startFakeYahoo({ port: 0 });
    client = new YahooClient({
      authBase: fake.authBase,
      apiBase: fake.apiBase,
      clientId: 'fake-yahoo-client',
      clientSecret: 'fake-yahoo-secret',
    });
    token = (await client.exchangeCode(fake.issueCode())).accessToken;
  });
  after(() => fake.close());

  const tokenCall = (authorization: string, form: string) =>
    fetch(`${fake.authBase}/get_token`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });

  it("checks Basic auth and answers errors in Yahoo's shapes", async () => {
    const basic = (secret: string) => `Basic ${Buffer.from(`fake-yahoo-client:${secret}`).toString('base64')}`;
    const wrongSecret = await tokenCall(basic('nope'), 'grant_type=authorization_code&code=x&redirect_uri=oob');
    assert.equal(wrongSecret.status, 401);
    assert.deepEqual(await wrongSecret.json(), {
      error: 'INVALID_CLIENT_SECRET',
      error_description: 'Client secret is invalid',
    });
    const grant = await tokenCall(basic('fake-yahoo-secret'), 'grant_type=password&redirect_uri=oob');
    assert.equal(grant.status, 400);
    assert.equal(((await grant.json()) as { error: string }).error, 'UNSUPPORTED_GRANT_TYPE');
    const code = fake.issueCode();
    assert.equal(
      (await tokenCall(basic('fake-yahoo-secret'), `grant_type=authorization_code&code=${code}&redirect_uri=oob`))
        .status,
      200,
    );
    assert.equal(
      (await tokenCall(basic('fake-yahoo-secret'), `grant_type=authorization_code&code=${code}&redirect_uri=oob`))
        .status,
      401,
      'a code works once',
    );
  });

  it('sends xoauth_yahoo_guid only when asked (Yahoo stopped in late 2024), and the client reads either', async () => {
    assert.equal((await client.exchangeCode(fake.issueCode())).guid, null);
    const withGuid = await startFakeYahoo({ port: 0, includeGuid: true });
    try {
      const guidClient = new YahooClient({
        authBase: withGuid.authBase,
        apiBase: withGuid.apiBase,
        clientId: 'fake-yahoo-client',
        clientSecret: 'fake-yahoo-secret',
      });
      assert.match((await guidClient.exchangeCode(withGuid.issueCode())).guid ?? '', /^FAKEGUID\d+$/);
    } finally {
      await withGuid.close();
    }
  });

  it('requires a bearer token and format=json', async () => {
    const anonymous = await fetch(`${fake.apiBase}/league/461.l.6288?format=json`);
    assert.equal(anonymous.status, 401);
    assert.match(anonymous.headers.get('www-authenticate') ?? '', /oauth_problem="unable_to_determine_oauth_type"/);
    const xml = await fetch(`${fake.apiBase}/league/461.l.6288`, { headers: { authorization: `Bearer ${token}` } });
    assert.match(await xml.text(), /^<\?xml/);
  });

  it('serves league metadata with mixed scalars and the renew link', async () => {
    const league2025 = parseLeague(await client.get('league/461.l.6288', token));
    const league2024 = parseLeague(await client.get('league/449.l.751781', token));
    assert.deepEqual(
      [league2025.season, league2025.currentWeek, league2025.previousLeagueKey],
      [2025, 11, '449.l.751781'],
    );
    assert.deepEqual([league2024.season, league2024.currentWeek, league2024.isFinished], [2024, 17, true]);
  });

  it('serves league player stats in batches of at most 25 keys', async () => {
    const keys = ['461.p.30001', '461.p.100021'];
    const scores = parseLeaguePlayerScores(
      await client.get(`league/461.l.6288/players;player_keys=${keys.join(',')}/stats;type=week;week=2`, token),
    );
    assert.deepEqual(Object.keys(scores).sort(), ['100021', '30001']);
    const tooMany = Array.from({ length: 26 }, (_value, index) => `461.p.${30001 + index}`).join(',');
    await assert.rejects(
      client.get(`league/461.l.6288/players;player_keys=${tooMany}/stats;type=week;week=2`, token),
      /Between 1 and 25 player keys/,
    );
  });

  it("serves a scoreboard whose team points are the starters' points, six matchups a week", async () => {
    const json = await client.get('league/461.l.6288/scoreboard;week=1', token);
    const scoreboard = subResource(contentRoot(json, 'league'), 'scoreboard');
    const matchups = collectionEntries(wrappedCollection(scoreboard, 'matchups'), 'matchup', YAHOO_LIMITS.matchups);
    assert.equal(matchups.length, 6);
    const league = FAKE_LEAGUES.find((candidate) => candidate.season === 2025)!;
    const seen = new Set<number>();
    for (const matchup of matchups) {
      for (const team of collectionEntries(wrappedCollection(matchup, 'teams'), 'team', YAHOO_LIMITS.matchupTeams)) {
        const teamId = Number(text(metadata((team as unknown[])[0]).team_id));
        seen.add(teamId);
        const points = (team as Array<Record<string, { total: unknown }>>)[1]!.team_points!.total;
        assert.equal(number(points), teamPoints(league, teamId, 1));
      }
    }
    assert.equal(seen.size, 12, 'every team plays once a week');
  });

  it("gives every team one total a week: its roster's starters add up to its scoreboard points, every season and week", async () => {
    for (const league of FAKE_LEAGUES) {
      for (let week = 1; week <= league.endWeek; week += 1) {
        const games = parseScoreboard(await client.get(`league/${league.leagueKey}/scoreboard;week=${week}`, token));
        for (const game of games) {
          for (const [teamKey, points] of [
            [game.homeTeamKey, game.homePoints],
            [game.awayTeamKey, game.awayPoints],
          ] as const) {
            const roster = parseTeamRoster(
              await client.get(`team/${teamKey}/roster;week=${week}/players/stats;type=week;week=${week}`, token),
            );
            const starters = roster
              .filter((player) => player.isStarting)
              .reduce((sum, player) => sum + (player.stats?.points ?? 0), 0);
            // A week not started has no points on either side (the scoreboard's are null).
            assert.equal(Math.round(starters * 100) / 100, points ?? 0, `${teamKey} week ${week}`);
          }
        }
      }
    }
  });
});
