import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  LONG_ROUNDS_LEAGUE_ID,
  fakeEspnSeason,
  fakeGamePoints,
  fakeLineup,
  fakePlayerPoints,
  fakeSchedule,
  fakeStandings,
} from 'fake-espn';
import type { RosterPlayer, StandingsResponse } from 'shared-contracts';
import type { ImportJob } from 'shared-contracts/provider-setup';
import { matchups, playerWeekPoints, teams } from '../../../db/schema';
import { openEspnLeague, type EspnLeagueUnderTest } from '../../../testing/espn';
import { bearer } from '../../../testing/identities';

const season = (year: number) => fakeEspnSeason(LONG_ROUNDS_LEAGUE_ID, year)!.season;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A league whose playoff rounds last two NFL weeks each (settings.scheduleSettings.matchupPeriods
 * maps "15" to [15, 16] and "16" to [17, 18]; docs/espn.md §6): each round's game is imported on
 * its second week with the round's total, its first week has no game, the standings count the
 * regular season only, and a week's rosters and points read that week's scoring period. 2024 is
 * finished; 2025 is in week 16, the semi-finals' second week.
 */
describe('an ESPN league whose playoff rounds last two weeks', () => {
  let setup: EspnLeagueUnderTest;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });
  /** Our team id → ESPN's team id. */
  let espnIdOf: Map<number, number>;

  before(async () => {
    setup = await openEspnLeague({ user: 'espn-long-rounds', league: { name: 'Long Rounds', season: 2025 } });
    const followed = await call('PUT', '/api/provider', { provider: 'espn', league: String(LONG_ROUNDS_LEAGUE_ID) });
    assert.equal(followed.statusCode, 200, followed.body);
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    assert.deepEqual(job.seasons, [2025, 2024]);
    const rows = await setup.app.db.select().from(teams).where(eq(teams.leagueId, setup.leagueId));
    espnIdOf = new Map(rows.map((team) => [team.id, Number(team.providerTeamKey!.split('.t.')[1])]));
  });
  after(() => setup.close());

  /** The season's stored games as [week, ESPN home id, ESPN away id, home score, away score, completed, playoff]. */
  const storedGames = async (year: number) =>
    (
      await setup.app.db
        .select()
        .from(matchups)
        .where(and(eq(matchups.leagueId, setup.leagueId), eq(matchups.season, year)))
        .orderBy(asc(matchups.week), asc(matchups.id))
    ).map((game) => [
      game.week,
      espnIdOf.get(game.homeTeamId),
      espnIdOf.get(game.awayTeamId),
      game.homeScore,
      game.awayScore,
      game.isCompleted,
      game.isPlayoff,
    ]);

  const expectedGames = (year: number, decided: (week: number) => boolean) =>
    fakeSchedule(LONG_ROUNDS_LEAGUE_ID, season(year))
      .map((game) => [
        game.week,
        game.home,
        game.away,
        fakeGamePoints(LONG_ROUNDS_LEAGUE_ID, season(year), game.home, game),
        fakeGamePoints(LONG_ROUNDS_LEAGUE_ID, season(year), game.away, game),
        decided(game.week),
        game.playoffTierType !== 'NONE',
      ])
      .sort((a, b) => (a[0] as number) - (b[0] as number));

  it('places each two-week round on its second week with the round’s total; the first week has no game', async () => {
    const stored = await storedGames(2024);
    assert.deepEqual(
      stored.map(([week, home, away, homeScore, awayScore, completed, playoff]) => [
        week,
        home,
        away,
        round2(homeScore as number),
        round2(awayScore as number),
        completed,
        playoff,
      ]),
      expectedGames(2024, () => true),
    );
    const playoffWeeks = [...new Set(stored.filter((game) => game[6]).map((game) => game[0]))];
    assert.deepEqual(playoffWeeks, [16, 18], 'the rounds of weeks 15–16 and 17–18');
    assert.ok(!stored.some((game) => game[0] === 15 || game[0] === 17), 'a round’s first week has no game');
    // The round's total is both weeks' points, not its last week's alone.
    const final = fakeSchedule(LONG_ROUNDS_LEAGUE_ID, season(2024)).find((game) => game.week === 18)!;
    assert.deepEqual(final.weeks, [17, 18]);
  });

  it('keeps the players’ points of a round’s first week too, though it has no game', async () => {
    // Players' points are read for the followed season, 2025, in the semi-finals' second week.
    const rows = await setup.app.db
      .select({ week: playerWeekPoints.week })
      .from(playerWeekPoints)
      .where(and(eq(playerWeekPoints.leagueId, setup.leagueId), eq(playerWeekPoints.season, 2025)));
    const weeks = new Set(rows.map((row) => row.week));
    for (const week of [14, 15, 16]) assert.ok(weeks.has(week), `week ${week} has players' points`);
  });

  it('counts the regular season only in the standings, in both seasons', async () => {
    for (const year of [2024, 2025]) {
      const standings = await call('GET', `/api/matchups/standings/${year}`);
      assert.equal(standings.statusCode, 200, standings.body);
      const rows = new Map((standings.json() as StandingsResponse).teams.map((row) => [espnIdOf.get(row.id), row]));
      for (const [teamId, expected] of fakeStandings(LONG_ROUNDS_LEAGUE_ID, season(year))) {
        const row = rows.get(teamId)!;
        assert.deepEqual(
          [row.wins, row.losses, row.ties, round2(row.totalPoints)],
          [expected.wins, expected.losses, expected.ties, round2(expected.pointsFor)],
          `${year}, team ${teamId}`,
        );
      }
    }
  });

  it('shows the round under way on its second week with the points so far, and no second round yet', async () => {
    const stored = await storedGames(2025);
    assert.deepEqual(
      stored.filter((game) => (game[0] as number) > 14).map((game) => game.map((value) => value)),
      expectedGames(2025, () => false)
        .filter((game) => (game[0] as number) > 14)
        .map((game) => [...game.slice(0, 3), game[3], game[4], false, true]),
    );
    assert.ok(stored.filter((game) => game[0] === 16).length > 0, 'the semi-finals are on week 16');
  });

  it('reads a week’s rosters and points by that week’s scoring period: 15 and 16 apart', async () => {
    const teamKey = `espn.${LONG_ROUNDS_LEAGUE_ID}.2025.t.2`;
    for (const week of [15, 16]) {
      const response = await call('GET', `/api/provider/roster/${teamKey}/${week}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        (response.json() as RosterPlayer[]).map((player) => [player.name, player.stats?.points]),
        fakeLineup(LONG_ROUNDS_LEAGUE_ID, 2).map((player) => [
          player.fullName,
          fakePlayerPoints(season(2025), player.id, week),
        ]),
        `week ${week}`,
      );
    }
    const asked = Object.keys(setup.fake.calls.byUrl);
    for (const week of [15, 16])
      assert.ok(
        asked.some((url) => url.includes(`/seasons/2025/`) && url.endsWith(`&scoringPeriodId=${week}`)),
        `scoring period ${week} read`,
      );
    const ahead = (await call('GET', `/api/provider/roster/${teamKey}/17`)).json() as RosterPlayer[];
    assert.ok(
      ahead.every((player) => player.stats === null),
      'week 17 is not played yet',
    );
  });
});

/**
 * The same league in the semi-finals' first week (week 15 under way): the round's game is on
 * week 16, under way with week 15's points, and a score refresh made now reads it (the week
 * under way, for the import and the refresh, is the round's second).
 */
describe('an ESPN league in the first week of a two-week round', () => {
  let setup: EspnLeagueUnderTest;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(setup.commissioner), ...(payload ? { payload } : {}) });
  const firstWeek = () => ({ ...season(2025), scoringPeriodId: 15 });

  before(async () => {
    setup = await openEspnLeague({ user: 'espn-first-week', league: { name: 'Long Rounds', season: 2025 } });
    setup.fake.setWeekUnderWay(LONG_ROUNDS_LEAGUE_ID, 2025, 15);
    const followed = await call('PUT', '/api/provider', { provider: 'espn', league: String(LONG_ROUNDS_LEAGUE_ID) });
    assert.equal(followed.statusCode, 200, followed.body);
  });
  after(() => setup.close());

  const playoffGames = async () => {
    const rows = await setup.app.db.select().from(teams).where(eq(teams.leagueId, setup.leagueId));
    const espnIdOf = new Map(rows.map((team) => [team.id, Number(team.providerTeamKey!.split('.t.')[1])]));
    return (
      await setup.app.db
        .select()
        .from(matchups)
        .where(and(eq(matchups.leagueId, setup.leagueId), eq(matchups.season, 2025), eq(matchups.isPlayoff, true)))
        .orderBy(asc(matchups.id))
    ).map((game) => [
      game.week,
      espnIdOf.get(game.homeTeamId),
      espnIdOf.get(game.awayTeamId),
      round2(game.homeScore!),
      round2(game.awayScore!),
      game.isCompleted,
    ]);
  };
  const expected = () =>
    fakeSchedule(LONG_ROUNDS_LEAGUE_ID, firstWeek())
      .filter((game) => game.playoffTierType !== 'NONE')
      .map((game) => [
        game.week,
        game.home,
        game.away,
        fakeGamePoints(LONG_ROUNDS_LEAGUE_ID, firstWeek(), game.home, game),
        fakeGamePoints(LONG_ROUNDS_LEAGUE_ID, firstWeek(), game.away, game),
        false,
      ]);

  it('imports the round on week 16, under way with week 15’s points, and refreshes it in week 15', async () => {
    const response = await call('POST', '/api/provider/import', { seasons: 1 });
    assert.equal((response.json() as ImportJob).status, 'done', response.body);
    const games = await playoffGames();
    assert.deepEqual(games, expected());
    assert.ok(
      games.length === 4 && games.every((game) => (game[3] as number) > 0),
      'four games under way, with points',
    );
    // Scores gone stale: a refresh made in week 15 reads week 16, where the round's games are.
    await setup.app.db
      .update(matchups)
      .set({ homeScore: 0, awayScore: 0 })
      .where(and(eq(matchups.leagueId, setup.leagueId), eq(matchups.season, 2025), eq(matchups.week, 16)));
    const refreshed = await call('POST', '/api/provider/import/refresh-scores');
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.deepEqual(await playoffGames(), expected());
    const teamKey = `espn.${LONG_ROUNDS_LEAGUE_ID}.2025.t.2`;
    const roster = (await call('GET', `/api/provider/roster/${teamKey}/15`)).json() as RosterPlayer[];
    assert.deepEqual(
      roster.map((player) => player.stats?.points),
      fakeLineup(LONG_ROUNDS_LEAGUE_ID, 2).map((player) => fakePlayerPoints(firstWeek(), player.id, 15)),
    );
  });
});
