import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  FAKE_SLEEPER_PLAYERS,
  OLD_LEAGUE_2020,
  fakeDraftPlaces,
  fakeFinalPlayers,
  fakePairings,
  fakePlayerName,
  fakeRoster,
  fakeRosterPoints,
  fakeStandings,
  playerCents,
} from 'fake-sleeper';
import type { RosterPlayer, StandingsResponse } from 'shared-contracts';
import type { ImportJob, ImportPreview } from 'shared-contracts/provider-setup';
import { draftPicks, matchups, pingPongBalls, players, playerWeekPoints } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/identities';
import { openSleeperLeague, teamIdsByRoster, type SleeperTestApp } from '../../../testing/sleeper';
import { numericPlayerId } from './sleeper-provider';

const LEAGUE = OLD_LEAGUE_2020.leagueId;
const keyOf = (rosterId: number) => `${LEAGUE}.t.${rosterId}`;
/** The last regular week: the playoffs start in week 14. */
const LAST_WEEK = 13;
/** Six playoff teams, one week a round: weeks 14 to 16, with 4, 6 and 4 games (Sleeper's layout). */
const PLAYOFF_WEEKS = [14, 15, 16];
const PLAYOFF_GAMES = 4 + 6 + 4;

/**
 * A finished 2020 league in the shapes Sleeper answered then (docs/sleeper.md §3 and §6):
 * matchups with starters_points and no players_points, four draft rounds, a draft shown
 * complete, and final rosters that moved on in the playoffs. Imported through /api/provider
 * while Sleeper cannot answer its draft's picks readably.
 */
describe('a 2020 Sleeper league, as Sleeper answered then, imported through /api/provider', () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  /** Our team id of each Sleeper roster id. */
  const teamIds = () => teamIdsByRoster(setup.app, leagueId);

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'sleeper-2020-importer',
      league: { name: 'Old Guard', season: 2020 },
      follow: LEAGUE,
    }));
  });
  after(() => setup.close());

  it('scores a week’s starters from starters_points; the bench, whose points Sleeper did not send, has none', async () => {
    const rosterId = 4;
    const response = await call('GET', `/api/provider/roster/${keyOf(rosterId)}/${LAST_WEEK}?season=2020`);
    assert.equal(response.statusCode, 200, response.body);
    const roster = response.json() as RosterPlayer[];
    const expected = fakeRoster(LEAGUE, rosterId);
    const starters = roster.filter((player) => player.isStarting);
    assert.deepEqual(
      starters.map((player) => player.id),
      expected.starters,
    );
    for (const player of starters)
      assert.deepEqual(
        player.stats,
        { points: playerCents(OLD_LEAGUE_2020, player.id, LAST_WEEK) / 100, stats: [] },
        player.name,
      );
    const total = starters.reduce((sum, player) => sum + player.stats!.points * 100, 0);
    assert.equal(Math.round(total) / 100, fakeRosterPoints(LEAGUE, rosterId, LAST_WEEK));
    const bench = roster.filter((player) => !player.isStarting);
    assert.equal(bench.length, expected.bench.length);
    for (const player of bench) assert.equal(player.stats, null, `${player.name}: no score, not 0`);

    const stats = await call('GET', `/api/provider/stats/${keyOf(rosterId)}/${LAST_WEEK}?season=2020`);
    assert.equal(stats.statusCode, 200, stats.body);
    assert.equal(Object.keys(stats.json() as object).length, starters.length, 'only the starters have points');
  });

  it('previews the season with the draft picks Sleeper cannot answer readably left out, and says so', async () => {
    setup.fake.setFaults({ badJson: 'html', faultKinds: ['draft_picks'] });
    const response = await call('POST', '/api/provider/import/preview', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const [season] = (response.json() as ImportPreview).seasons;
    assert.equal(season!.teams.created, 12);
    assert.equal(season!.warnings.length, 1);
    assert.match(season!.warnings[0]!, /^2020: Sleeper's keepers could not be read and were left out\./);
  });

  it('imports teams, games, the book, traded picks and FAAB without the extra it could not read, with the warning in the run', async () => {
    setup.fake.setFaults({ badJson: 'html', faultKinds: ['draft_picks'] });
    const response = await call('POST', '/api/provider/import', { seasons: 1 });
    setup.fake.reset();
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    const [season] = job.completed;
    assert.equal(season!.season, 2020);
    assert.equal(season!.weeks, 16);
    assert.match(season!.warnings.join('\n'), /keepers could not be read/);
    assert.deepEqual(season!.teams, { created: 12, updated: 0, unchanged: 0 });
    assert.equal(season!.matchups.created, LAST_WEEK * 6 + PLAYOFF_GAMES);
    assert.equal(season!.extras!.faab.created, 12);
    assert.ok(season!.extras!.draftPicks.created > 0);
    const games = await setup.app.db.select().from(matchups).where(eq(matchups.leagueId, leagueId));
    assert.equal(games.length, LAST_WEEK * 6 + PLAYOFF_GAMES);
  });

  it('imports the playoff weeks as playoff games with Sleeper’s scores; a team on a bye has no game; the standings are the regular season’s', async () => {
    const byRoster = await teamIds();
    const rosterOf = new Map([...byRoster].map(([rosterId, teamId]) => [teamId, rosterId]));
    const games = await setup.app.db
      .select()
      .from(matchups)
      .where(eq(matchups.leagueId, leagueId))
      .orderBy(asc(matchups.week), asc(matchups.position));
    assert.ok(
      games.filter((game) => game.week <= LAST_WEEK).every((game) => !game.isPlayoff),
      'the regular season',
    );
    for (const week of PLAYOFF_WEEKS) {
      const ofWeek = games.filter((game) => game.week === week);
      const expected = fakePairings(LEAGUE, week).map(([home, away]) => [
        home,
        fakeRosterPoints(LEAGUE, home, week),
        away,
        fakeRosterPoints(LEAGUE, away, week),
        true,
        true,
      ]);
      assert.deepEqual(
        ofWeek.map((game) => [
          rosterOf.get(game.homeTeamId),
          game.homeScore,
          rosterOf.get(game.awayTeamId),
          game.awayScore,
          game.isCompleted,
          game.isPlayoff,
        ]),
        expected,
        `week ${week}`,
      );
    }
    // Week 14's byes: the top two seeds and the teams out of the playoffs (matchup_id null).
    const playing14 = new Set(
      games.filter((game) => game.week === 14).flatMap((game) => [game.homeTeamId, game.awayTeamId]),
    );
    assert.deepEqual(
      [6, 7, 8, 12].map((rosterId) => playing14.has(byRoster.get(rosterId)!)),
      [false, false, false, false],
    );

    const response = await call('GET', '/api/matchups/standings/2020');
    assert.equal(response.statusCode, 200, response.body);
    const rows = new Map((response.json() as StandingsResponse).teams.map((row) => [row.id, row]));
    for (const expected of fakeStandings(LEAGUE)) {
      const row = rows.get(byRoster.get(expected.rosterId)!)!;
      assert.deepEqual(
        [row.wins, row.losses, row.ties, row.totalPoints],
        [expected.wins, expected.losses, expected.ties, expected.pointsFor],
        `roster ${expected.rosterId}`,
      );
    }
  });

  it('makes the four rounds the league drafts, no fifth; the 2020 draft Sleeper shows complete is settled', async () => {
    const byRoster = await teamIds();
    const picks = await setup.app.db
      .select()
      .from(draftPicks)
      .where(eq(draftPicks.leagueId, leagueId))
      .orderBy(asc(draftPicks.year), asc(draftPicks.round), asc(draftPicks.originalTeamId));
    const years = [...new Set(picks.map((pick) => pick.year))];
    assert.deepEqual(years, [2020, 2021, 2022]);
    for (const year of years) {
      const ofYear = picks.filter((pick) => pick.year === year);
      assert.equal(ofYear.length, 12 * 4, `${year}: twelve teams, four rounds`);
      assert.deepEqual([...new Set(ofYear.map((pick) => pick.round))], [1, 2, 3, 4]);
      assert.ok(
        ofYear.every((pick) => pick.isLocked === (year === 2020)),
        `${year}: ${year === 2020 ? 'a complete draft is settled' : 'open'}`,
      );
    }
    const held = (year: number, round: number, rosterId: number) =>
      picks.find((pick) => pick.year === year && pick.round === round && pick.originalTeamId === byRoster.get(rosterId))
        ?.currentTeamId;
    for (const traded of OLD_LEAGUE_2020.tradedPicks)
      assert.equal(
        held(Number(traded.season), traded.round, traded.roster_id),
        byRoster.get(traded.owner_id),
        `${traded.season} round ${traded.round} of roster ${traded.roster_id}`,
      );
    // The 2020 draft was linear: every round in round 1's order, each pick at its place.
    for (const place of fakeDraftPlaces(LEAGUE, 4))
      assert.equal(
        picks.find(
          (pick) =>
            pick.year === 2020 && pick.round === place.round && pick.originalTeamId === byRoster.get(place.rosterId),
        )?.position,
        place.position,
        `2020 round ${place.round} of roster ${place.rosterId}`,
      );
    assert.ok(
      picks.filter((pick) => pick.year > 2020).every((pick) => pick.position === null),
      'a later draft’s order is not known',
    );
    const balls = await setup.app.db.select().from(pingPongBalls).where(eq(pingPongBalls.leagueId, leagueId));
    assert.deepEqual(
      [...new Set(balls.map((row) => row.year))].sort(),
      [2021, 2022],
      'no lottery for a draft already held',
    );
  });

  it('fills the 2020 book from the rosters the season ended with, not from its last regular week', async () => {
    const byRoster = await teamIds();
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2020)));
    const teamOf = new Map(book.map((row) => [row.name, row.teamId]));
    const rosterIds = [...byRoster.keys()];
    const ended = new Set(rosterIds.flatMap((rosterId) => fakeFinalPlayers(LEAGUE, rosterId)));
    for (const rosterId of rosterIds)
      for (const playerId of fakeFinalPlayers(LEAGUE, rosterId))
        assert.equal(teamOf.get(fakePlayerName(playerId)), byRoster.get(rosterId), fakePlayerName(playerId));
    const lastWeek = new Set(rosterIds.flatMap((rosterId) => fakeRoster(LEAGUE, rosterId).players));
    const dropped = [...lastWeek].filter((playerId) => !ended.has(playerId));
    const addedLater = [...ended].filter((playerId) => !lastWeek.has(playerId));
    assert.deepEqual([dropped.length, addedLater.length], [4, 3]);
    // Dropped in the playoffs: on no roster the season ended with, so not in the book.
    for (const playerId of dropped) assert.equal(teamOf.has(fakePlayerName(playerId)), false, fakePlayerName(playerId));
    for (const playerId of addedLater) assert.equal(FAKE_SLEEPER_PLAYERS[playerId]?.team, null, 'a free agent');
    assert.equal(book.length, ended.size);
    // Moved in the playoffs: roster 5's running back ended the season on roster 6.
    const moved = fakeRoster(LEAGUE, 5).players.find((playerId) => fakeFinalPlayers(LEAGUE, 6).includes(playerId));
    assert.equal(teamOf.get(fakePlayerName(moved!)), byRoster.get(6));
  });

  it("stores every week's starters' points from starters_points; the bench, with none sent, has no points, not 0", async () => {
    const stored = await setup.app.db.select().from(playerWeekPoints).where(eq(playerWeekPoints.leagueId, leagueId));
    const pointsOf = new Map(stored.map((row) => [`${row.providerPlayerId}|${row.week}`, row.points]));
    const weeks = [...new Set(stored.map((row) => row.week))].sort((a, b) => a - b);
    assert.deepEqual(weeks, [...Array.from({ length: LAST_WEEK }, (_, index) => index + 1), ...PLAYOFF_WEEKS]);
    let starters = 0;
    for (let rosterId = 1; rosterId <= 12; rosterId += 1) {
      const roster = fakeRoster(LEAGUE, rosterId);
      for (const sleeperId of roster.starters.filter((id) => id !== '0'))
        for (const week of weeks) {
          assert.equal(
            pointsOf.get(`${numericPlayerId(sleeperId)}|${week}`),
            playerCents(OLD_LEAGUE_2020, sleeperId, week) / 100,
            `${fakePlayerName(sleeperId)}, week ${week}`,
          );
          starters += 1;
        }
      for (const sleeperId of roster.bench)
        assert.ok(
          stored.every((row) => row.providerPlayerId !== String(numericPlayerId(sleeperId))),
          `${fakePlayerName(sleeperId)} sat on the bench: no points`,
        );
    }
    assert.equal(stored.length, starters, 'only starters have points');
  });

  it('a second import, with Sleeper answering everything, finds nothing new and warns of nothing', async () => {
    const response = await call('POST', '/api/provider/import', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    const [season] = job.completed;
    assert.deepEqual(season!.warnings, []);
    assert.deepEqual([season!.teams.created, season!.teams.updated], [0, 0]);
    assert.deepEqual([season!.matchups.created, season!.matchups.updated], [0, 0]);
    assert.deepEqual([season!.players!.created, season!.players!.updated], [0, 0]);
    for (const [kind, counts] of Object.entries(season!.extras!))
      assert.deepEqual([counts.created, counts.updated], [0, 0], kind);
  });
});
