import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  FAKE_ESPN_COOKIES,
  PRIVATE_LEAGUE_ID,
  PUBLIC_LEAGUE_ID,
  fakeEspnSeason,
  fakeFaab,
  fakeKeepers,
  fakeLineup,
  fakePlayerPoints,
  fakeSchedule,
  fakeStandings,
  fakeTeamIds,
  fakeTeamName,
} from 'fake-espn';
import type { ProviderStatus, RosterPlayer, StandingsResponse } from 'shared-contracts';
import type { ImportJob, ImportPreview } from 'shared-contracts/provider-setup';
import {
  draftPicks,
  faabBalances,
  leagues,
  matchups,
  players,
  playerWeekPoints,
  providerConnections,
  teams,
} from '../../../db/schema';
import { openEspnLeague, type EspnLeagueUnderTest } from '../../../testing/espn';
import { bearer } from '../../../testing/identities';

const season = (leagueId: number, year: number) => fakeEspnSeason(leagueId, year)!.season;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Every row an import writes, to compare runs. */
async function snapshot(setup: EspnLeagueUnderTest) {
  const { app, leagueId } = setup;
  return {
    teams: await app.db.select().from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id)),
    matchups: await app.db.select().from(matchups).where(eq(matchups.leagueId, leagueId)).orderBy(asc(matchups.id)),
    players: await app.db.select().from(players).where(eq(players.leagueId, leagueId)).orderBy(asc(players.id)),
    picks: await app.db.select().from(draftPicks).where(eq(draftPicks.leagueId, leagueId)).orderBy(asc(draftPicks.id)),
    faab: await app.db
      .select()
      .from(faabBalances)
      .where(eq(faabBalances.leagueId, leagueId))
      .orderBy(asc(faabBalances.id)),
    points: await app.db
      .select()
      .from(playerWeekPoints)
      .where(eq(playerWeekPoints.leagueId, leagueId))
      .orderBy(asc(playerWeekPoints.id)),
  };
}

/** Our team id of each ESPN team id (its team keys end `.t.<team id>`). */
async function teamIdsByEspnId(setup: EspnLeagueUnderTest): Promise<Map<number, number>> {
  const rows = await setup.app.db.select().from(teams).where(eq(teams.leagueId, setup.leagueId));
  return new Map(rows.map((team) => [Number(team.providerTeamKey!.split('.t.')[1]), team.id]));
}

/**
 * A league of its own follows the fake ESPN's private keeper league with a member's cookies
 * (pasted decoded, SWID without braces) and imports its two seasons (2025 under way in week 6,
 * 2024 finished): teams, every week's games, the rosters, keepers and FAAB. The cookies are
 * stored sealed and never answered or logged; a failure part-way writes nothing; a second
 * import changes nothing; Teams' roster and points calls read ESPN's week.
 */
describe('a private ESPN league, connected with its cookies and imported through /api/provider', () => {
  let setup: EspnLeagueUnderTest;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });
  const decodedS2 = decodeURIComponent(FAKE_ESPN_COOKIES.espnS2);
  const bareSwid = FAKE_ESPN_COOKIES.swid.slice(1, -1).toLowerCase();

  before(async () => {
    setup = await openEspnLeague({ user: 'espn-importer', league: { name: 'Cookie Jar', season: 2025 } });
  });
  after(() => setup.close());

  it('refuses the private league without cookies and with wrong ones, naming the cookies, and changes nothing', async () => {
    const without = await call('PUT', '/api/provider', { provider: 'espn', league: String(PRIVATE_LEAGUE_ID) });
    assert.equal(without.statusCode, 400, without.body);
    assert.match(without.json().message, /espn_s2 and SWID/);
    const wrong = await call('PUT', '/api/provider', {
      provider: 'espn',
      league: String(PRIVATE_LEAGUE_ID),
      espnS2: 'AEBwrongwrongwrongwrongwrong',
      swid: '{00000000-0000-0000-0000-000000000000}',
    });
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.match(wrong.json().message, /espn_s2 and SWID cookies given/);
    const half = await call('PUT', '/api/provider', {
      provider: 'espn',
      league: String(PRIVATE_LEAGUE_ID),
      swid: bareSwid,
    });
    assert.equal(half.statusCode, 400, 'one cookie without the other is refused by the contract');
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.id, setup.leagueId));
    assert.equal(league!.provider, 'yahoo');
    assert.equal((await setup.app.db.select().from(providerConnections)).length, 0);
    assert.ok(
      setup.fake.calls.cookies.some((cookie) => cookie === ''),
      'the first call went without cookies',
    );
  });

  it('follows it with the cookies as pasted (espn_s2 decoded, SWID without braces), stores them sealed and never answers them', async () => {
    const followed = await call('PUT', '/api/provider', {
      provider: 'espn',
      league: String(PRIVATE_LEAGUE_ID),
      espnS2: decodedS2,
      swid: bareSwid,
    });
    assert.equal(followed.statusCode, 200, followed.body);
    const expected: ProviderStatus = {
      provider: 'espn',
      league: `espn.${PRIVATE_LEAGUE_ID}.2025`,
      name: 'Cookie Jar Keepers',
      season: 2025,
    };
    assert.deepEqual(followed.json(), expected);
    assert.deepEqual((await call('GET', '/api/provider')).json(), expected);
    // ESPN got them in its own form.
    assert.equal(
      setup.fake.calls.cookies.at(-1),
      `espn_s2=${FAKE_ESPN_COOKIES.espnS2}; SWID=${FAKE_ESPN_COOKIES.swid}`,
    );
    const [row] = await setup.app.db
      .select()
      .from(providerConnections)
      .where(eq(providerConnections.leagueId, setup.leagueId));
    for (const stored of [row!.accessTokenEncrypted, row!.refreshTokenEncrypted]) {
      assert.match(stored ?? '', /^v1\./, 'sealed');
      assert.ok(!stored!.includes('AEBfake') && !stored!.includes('8F4D863B'), 'not in the clear');
    }
    const everything = setup.logs.join('\n') + followed.body;
    for (const secret of [FAKE_ESPN_COOKIES.espnS2, decodedS2, '8F4D863B'])
      assert.ok(!everything.includes(secret), `${secret} is neither answered nor logged`);
  });

  it('previews both seasons and writes nothing', async () => {
    const response = await call('POST', '/api/provider/import/preview', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const { seasons } = response.json() as ImportPreview;
    assert.deepEqual(
      seasons.map((item) => [item.season, item.leagueKey]),
      [
        [2025, `espn.${PRIVATE_LEAGUE_ID}.2025`],
        [2024, `espn.${PRIVATE_LEAGUE_ID}.2024`],
      ],
    );
    assert.deepEqual(seasons[0]!.teams, { created: 8, updated: 0, unchanged: 0 });
    // 2025: the regular season's 14 weeks of 4 games (its playoffs not set yet); 2024: and its 6 playoff games.
    assert.deepEqual(
      seasons.map((item) => item.matchups.created),
      [14 * 4, fakeSchedule(PRIVATE_LEAGUE_ID, season(PRIVATE_LEAGUE_ID, 2024)).length],
    );
    assert.equal(seasons[0]!.extras!.faab.created, 8);
    const written = await snapshot(setup);
    assert.deepEqual(
      Object.values(written).map((rows) => rows.length),
      [0, 0, 0, 0, 0, 0],
    );
  });

  it('imports both seasons: ESPN’s standings (playoffTierType NONE only), keepers, FAAB, the rosters; a second import changes nothing', async () => {
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    assert.deepEqual(job.seasons, [2025, 2024]);

    const byEspnId = await teamIdsByEspnId(setup);
    assert.deepEqual(
      [...byEspnId.keys()].sort((a, b) => a - b),
      fakeTeamIds(PRIVATE_LEAGUE_ID),
    );
    const names = await setup.app.db.select().from(teams).where(eq(teams.leagueId, setup.leagueId));
    assert.equal(names.find((team) => team.id === byEspnId.get(6))!.name, fakeTeamName(PRIVATE_LEAGUE_ID, 6).name);

    for (const year of [2025, 2024]) {
      const standings = await call('GET', `/api/matchups/standings/${year}`);
      assert.equal(standings.statusCode, 200, standings.body);
      const rows = new Map((standings.json() as StandingsResponse).teams.map((row) => [row.id, row]));
      for (const [teamId, expected] of fakeStandings(PRIVATE_LEAGUE_ID, season(PRIVATE_LEAGUE_ID, year))) {
        const row = rows.get(byEspnId.get(teamId)!)!;
        assert.deepEqual(
          [row.wins, row.losses, row.ties, round2(row.totalPoints)],
          [expected.wins, expected.losses, expected.ties, round2(expected.pointsFor)],
          `${year}, team ${teamId}`,
        );
      }
    }

    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, setup.leagueId), eq(players.year, 2025)));
    const keepers = fakeKeepers(PRIVATE_LEAGUE_ID, season(PRIVATE_LEAGUE_ID, 2025));
    assert.equal(keepers.length, 16);
    for (const keeper of keepers) {
      const row = book.find((player) => player.name === keeper.name);
      assert.deepEqual([row?.isKeeper, row?.teamId], [true, byEspnId.get(keeper.teamId)], keeper.name);
    }
    for (const player of fakeLineup(PRIVATE_LEAGUE_ID, 3))
      assert.equal(book.find((row) => row.name === player.fullName)?.teamId, byEspnId.get(3), player.fullName);

    const balances = await setup.app.db
      .select()
      .from(faabBalances)
      .where(and(eq(faabBalances.leagueId, setup.leagueId), eq(faabBalances.season, 2025)));
    assert.equal(balances.length, 8);
    for (const teamId of fakeTeamIds(PRIVATE_LEAGUE_ID))
      assert.equal(
        balances.find((row) => row.teamId === byEspnId.get(teamId))?.balance,
        100 - fakeFaab(PRIVATE_LEAGUE_ID, season(PRIVATE_LEAGUE_ID, 2025), teamId),
        `team ${teamId}`,
      );

    const before = await snapshot(setup);
    const again = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal((again.json() as ImportJob).status, 'done', again.body);
    assert.deepEqual(await snapshot(setup), before);
  });

  it('answers Teams’ live points from ESPN’s week: the roster’s players with their points, none for a week ahead', async () => {
    const teamKey = `espn.${PRIVATE_LEAGUE_ID}.2025.t.4`;
    const running = season(PRIVATE_LEAGUE_ID, 2025);
    const response = await call('GET', `/api/provider/roster/${teamKey}/6`);
    assert.equal(response.statusCode, 200, response.body);
    const roster = response.json() as RosterPlayer[];
    const lineup = fakeLineup(PRIVATE_LEAGUE_ID, 4);
    assert.deepEqual(
      roster.map((player) => [player.name, player.stats?.points]),
      lineup.map((player) => [player.fullName, fakePlayerPoints(running, player.id, 6)]),
    );
    const defence = roster.find((player) => player.position === 'DEF')!;
    assert.ok(defence.providerPlayerId >= 900_000, 'a defence’s negative ESPN id becomes our stand-in id');
    assert.deepEqual(
      roster.filter((player) => !player.isStarting).map((player) => player.slot),
      ['BN', 'BN', 'IR', 'BN', 'BN', 'BN', 'BN'],
    );
    const ahead = (await call('GET', `/api/provider/roster/${teamKey}/9`)).json() as RosterPlayer[];
    assert.ok(
      ahead.every((player) => player.stats === null),
      'a week not yet played has no points',
    );
    const other = await call('GET', `/api/provider/roster/espn.99999.2025.t.4/6`);
    assert.equal(other.statusCode, 400, 'another ESPN league’s team is not answered with this league’s cookies');
  });

  it('removes the cookies on request: the private league is then refused by name', async () => {
    const removed = await call('PUT', '/api/provider', {
      provider: 'espn',
      league: String(PRIVATE_LEAGUE_ID),
      espnS2: null,
      swid: null,
    });
    assert.equal(removed.statusCode, 400, removed.body);
    assert.match(removed.json().message, /private/);
    const [row] = await setup.app.db
      .select()
      .from(providerConnections)
      .where(eq(providerConnections.leagueId, setup.leagueId));
    assert.ok(row!.accessTokenEncrypted, 'a refused change keeps the stored cookies');
  });
});

/**
 * ESPN limits us part-way through an import, for an hour: the run pauses (for at most five
 * minutes, the cap of a Retry-After) and writes nothing. An app of its own, as the limit keeps
 * its ESPN away for those five minutes.
 */
describe('a private ESPN league whose import ESPN limits part-way', () => {
  let setup: EspnLeagueUnderTest;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });

  before(async () => {
    setup = await openEspnLeague({ user: 'espn-limited', league: { name: 'Cookie Jar', season: 2025 } });
    const followed = await call('PUT', '/api/provider', {
      provider: 'espn',
      league: String(PRIVATE_LEAGUE_ID),
      espnS2: FAKE_ESPN_COOKIES.espnS2,
      swid: FAKE_ESPN_COOKIES.swid,
    });
    assert.equal(followed.statusCode, 200, followed.body);
  });
  after(() => setup.close());

  it('fails part-way (ESPN limits us after two calls, for an hour) and writes nothing', async () => {
    setup.fake.setFaults({ rateLimit429: true, retryAfterSeconds: 3600, faultsAfterCalls: 2 });
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    setup.fake.reset();
    const job = (await call('GET', '/api/provider/import')).json() as ImportJob;
    assert.equal(job.status, 'paused', response.body);
    assert.match(job.message ?? '', /^Paused: ESPN is limiting requests from this server\. Try again in 5 minutes\./);
    const written = await snapshot(setup);
    assert.deepEqual(
      Object.values(written).map((rows) => rows.length),
      [0, 0, 0, 0, 0, 0],
    );
  });
});

/**
 * The public league needs no cookies; its 2017 is read through ESPN's league history (a season
 * before 2018), whose teams were named by location and nickname.
 */
describe('a public ESPN league with a season before 2018', () => {
  let setup: EspnLeagueUnderTest;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });

  before(async () => {
    setup = await openEspnLeague({ user: 'espn-public', league: { name: 'Open', season: 2018 } });
  });
  after(() => setup.close());

  it('follows it without cookies and imports 2018 and 2017 (from the league history), sending no cookie at all', async () => {
    const followed = await call('PUT', '/api/provider', { provider: 'espn', league: String(PUBLIC_LEAGUE_ID) });
    assert.equal(followed.statusCode, 200, followed.body);
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    assert.deepEqual(job.seasons, [2018, 2017]);
    assert.ok(
      Object.keys(setup.fake.calls.byUrl).some((url) =>
        url.startsWith(`/leagueHistory/${PUBLIC_LEAGUE_ID}?seasonId=2017`),
      ),
    );
    assert.ok(
      setup.fake.calls.cookies.every((cookie) => cookie === ''),
      'no cookie is sent for a public league',
    );
    const byEspnId = await teamIdsByEspnId(setup);
    const standings = (await call('GET', '/api/matchups/standings/2017')).json() as StandingsResponse;
    const rows = new Map(standings.teams.map((row) => [row.id, row]));
    for (const [teamId, expected] of fakeStandings(PUBLIC_LEAGUE_ID, season(PUBLIC_LEAGUE_ID, 2017)))
      assert.deepEqual(
        [rows.get(byEspnId.get(teamId)!)!.wins, rows.get(byEspnId.get(teamId)!)!.losses],
        [expected.wins, expected.losses],
        `2017, team ${teamId}`,
      );
    const keeperRows = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, setup.leagueId), eq(players.year, 2018), eq(players.isKeeper, true)));
    assert.equal(keeperRows.length, fakeKeepers(PUBLIC_LEAGUE_ID, season(PUBLIC_LEAGUE_ID, 2018)).length);
  });
});
