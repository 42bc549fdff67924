import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  DYNASTY_LEAGUE_2025,
  FAKE_WAIVER_BUDGET,
  KEEPER_LEAGUE_2024,
  KEEPER_LEAGUE_2025,
  fakeDraftPlaces,
  fakeKeepers,
  fakePlayerName,
  fakeRoster,
  fakeRosterPoints,
  fakeStandings,
  playerCents,
} from 'fake-sleeper';
import type { Player, PlayerPoints, ProviderStatus, RosterPlayer, StandingsResponse } from 'shared-contracts';
import type { ImportJob, ImportPreview } from 'shared-contracts/provider-setup';
import { draftPicks, faabBalances, leagues, matchups, players, playerWeekPoints, teams } from '../../../db/schema';
import { bearer, type TestUser } from '../../../testing/identities';
import { openSleeperLeague, teamIdsByRoster, type SleeperTestApp } from '../../../testing/sleeper';
import { putRule, TEST_RULE } from '../../../testing/keepers';
import type { KeeperBoard } from 'shared-contracts/keepers';
import { numericPlayerId } from './sleeper-provider';

const LEAGUE_2025 = KEEPER_LEAGUE_2025.leagueId;
const keyOf = (rosterId: number) => `${LEAGUE_2025}.t.${rosterId}`;

/**
 * A league of its own, empty, follows the fake Sleeper's keeper league by its id through the
 * provider-neutral calls and imports its two seasons (2025, running; 2024, complete): teams,
 * every regular-season week's games, the 2025 rosters, traded picks, keepers and FAAB. A
 * second import changes nothing; Teams' roster and points calls read the league's Sleeper.
 */
describe('a Sleeper league, connected by its id and imported through /api/provider', () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    setup.app.inject({ method, url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  /** Every row the import writes, to compare runs. */
  const snapshot = async () => ({
    teams: await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id)),
    matchups: await setup.app.db
      .select()
      .from(matchups)
      .where(eq(matchups.leagueId, leagueId))
      .orderBy(asc(matchups.id)),
    players: await setup.app.db.select().from(players).where(eq(players.leagueId, leagueId)).orderBy(asc(players.id)),
    picks: await setup.app.db
      .select()
      .from(draftPicks)
      .where(eq(draftPicks.leagueId, leagueId))
      .orderBy(asc(draftPicks.id)),
    faab: await setup.app.db
      .select()
      .from(faabBalances)
      .where(eq(faabBalances.leagueId, leagueId))
      .orderBy(asc(faabBalances.id)),
    points: await setup.app.db
      .select()
      .from(playerWeekPoints)
      .where(eq(playerWeekPoints.leagueId, leagueId))
      .orderBy(asc(playerWeekPoints.id)),
  });
  /** Our team id of each Sleeper roster id. */
  const teamIds = () => teamIdsByRoster(setup.app, leagueId);

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'sleeper-importer',
      league: { name: 'Gridiron Keepers', season: 2025 },
    }));
  });
  after(() => setup.close());

  it('refuses a league id Sleeper does not know, and follows the keeper league by its id', async () => {
    const unknown = await call('PUT', '/api/provider', { provider: 'sleeper', league: '999' });
    assert.equal(unknown.statusCode, 400, unknown.body);
    const [unchanged] = await setup.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
    assert.equal(unchanged!.provider, 'yahoo', 'a refused id changes nothing');

    const followed = await call('PUT', '/api/provider', { provider: 'sleeper', league: LEAGUE_2025 });
    assert.equal(followed.statusCode, 200, followed.body);
    const expected: ProviderStatus = {
      provider: 'sleeper',
      league: LEAGUE_2025,
      name: KEEPER_LEAGUE_2025.name,
      season: 2025,
    };
    assert.deepEqual(followed.json(), expected);
    assert.deepEqual((await call('GET', '/api/provider')).json(), expected);
  });

  it('previews both seasons (teams, 14 regular weeks of games each and 2024’s playoffs, the extras of 2025) and writes nothing', async () => {
    const response = await call('POST', '/api/provider/import/preview', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const { seasons } = response.json() as ImportPreview;
    assert.deepEqual(
      seasons.map((season) => [season.season, season.leagueKey, season.weeks]),
      [
        [2025, LEAGUE_2025, 17],
        [2024, KEEPER_LEAGUE_2024.leagueId, 17],
      ],
    );
    assert.deepEqual(seasons[0]!.teams, { created: 12, updated: 0, unchanged: 0 });
    assert.deepEqual(seasons[1]!.teams, { created: 0, updated: 0, unchanged: 12 });
    // 2025's playoffs are ahead, their bracket not set: no games yet. 2024's: 4, 6 and 4 games.
    assert.deepEqual(
      seasons.map((season) => season.matchups.created),
      [14 * 6, 14 * 6 + 4 + 6 + 4],
    );
    assert.ok(seasons[0]!.extras, 'the followed season brings extras');
    assert.equal(seasons[0]!.extras.faab.created, 12);
    assert.equal(
      seasons[0]!.extras.keepers.created + seasons[0]!.extras.keepers.updated,
      fakeKeepers(LEAGUE_2025).length,
    );
    assert.equal(seasons[1]!.extras, null);
    const written = await snapshot();
    assert.deepEqual(
      Object.values(written).map((rows) => rows.length),
      [0, 0, 0, 0, 0, 0],
    );
  });

  it('imports both seasons: the standings are Sleeper’s (regular season only), every game once', async () => {
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    assert.deepEqual(job.seasons, [2025, 2024]);

    const byRoster = await teamIds();
    assert.equal(byRoster.size, 12);
    const names = new Map(
      (await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId))).map((team) => [
        team.providerTeamKey,
        team.name,
      ]),
    );
    assert.equal(names.get(keyOf(1)), 'Keeper of the Flame');
    // Gus renamed his team for 2025: the followed season's name wins.
    assert.equal(names.get(keyOf(2)), 'Gus Bus');
    // Roster 7's owner never set a team name: the display name stands in.
    assert.equal(names.get(keyOf(7)), 'NoNameNate');

    for (const league of [KEEPER_LEAGUE_2025, KEEPER_LEAGUE_2024]) {
      const standings = await call('GET', `/api/matchups/standings/${league.season}`);
      assert.equal(standings.statusCode, 200, standings.body);
      const rows = new Map((standings.json() as StandingsResponse).teams.map((row) => [row.id, row]));
      for (const expected of fakeStandings(league.leagueId)) {
        const row = rows.get(byRoster.get(expected.rosterId)!)!;
        assert.deepEqual(
          [row.wins, row.losses, row.ties, row.totalPoints],
          [expected.wins, expected.losses, expected.ties, expected.pointsFor],
          `${league.season}, roster ${expected.rosterId}`,
        );
      }
    }
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
    assert.deepEqual([league!.currentSeason, league!.defaultSeason, league!.defaultWeek], [2025, 2025, 11]);
  });

  it('moves traded picks, even one traded twice, onto the league’s draft picks', async () => {
    const byRoster = await teamIds();
    const pick = async (year: number, round: number, originalRoster: number) => {
      const [row] = await setup.app.db
        .select()
        .from(draftPicks)
        .where(
          and(
            eq(draftPicks.leagueId, leagueId),
            eq(draftPicks.year, year),
            eq(draftPicks.round, round),
            eq(draftPicks.originalTeamId, byRoster.get(originalRoster)!),
          ),
        );
      assert.ok(row, `the ${year} round ${round} pick of roster ${originalRoster}`);
      return row.currentTeamId;
    };
    assert.equal(await pick(2026, 1, 4), byRoster.get(9));
    assert.equal(await pick(2026, 2, 1), byRoster.get(6));
    assert.equal(await pick(2026, 3, 5), byRoster.get(8), 'traded twice: 5 → 3 → 8');
    assert.equal(await pick(2026, 1, 1), byRoster.get(1), 'an untraded pick stays with its team');
  });

  it('places every round’s picks of the 2025 draft in Sleeper’s order: a snake with a third-round reversal', async () => {
    const byRoster = await teamIds();
    const rows = await setup.app.db
      .select()
      .from(draftPicks)
      .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, 2025)));
    const expected = fakeDraftPlaces(LEAGUE_2025, 5);
    assert.equal(rows.length, expected.length, 'twelve teams, five rounds');
    for (const place of expected) {
      const row = rows.find(
        (pick) => pick.round === place.round && pick.originalTeamId === byRoster.get(place.rosterId),
      );
      assert.equal(row?.position, place.position, `round ${place.round} of roster ${place.rosterId}`);
    }
    // Round 1 follows the slots (roster 12 first); round 3 keeps round 2's direction.
    const first = (round: number) => expected.find((place) => place.round === round && place.position === 1)?.rosterId;
    assert.deepEqual([1, 2, 3, 4].map(first), [12, 1, 1, 12]);
    const later = await setup.app.db
      .select()
      .from(draftPicks)
      .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, 2026)));
    assert.ok(later.length > 0 && later.every((pick) => pick.position === null), 'a later draft’s order is not known');
  });

  it('marks the draft’s keepers in the 2025 book with the years kept, and sets FAAB from what each team spent', async () => {
    const byRoster = await teamIds();
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    const kept2024 = new Set(fakeKeepers(KEEPER_LEAGUE_2024.leagueId).map((keeper) => fakePlayerName(keeper.playerId)));
    for (const keeper of fakeKeepers(LEAGUE_2025)) {
      const name = fakePlayerName(keeper.playerId);
      const row = book.find((player) => player.name.toLowerCase() === name.toLowerCase());
      assert.ok(row, `${name} is in the book`);
      assert.deepEqual(
        [row.isKeeper, row.teamId, row.yearsKept],
        [true, byRoster.get(keeper.rosterId)!, kept2024.has(name) ? 2 : 1],
        name,
      );
    }
    // The rosters fill the book: every rostered player of roster 3 is on its team.
    for (const playerId of fakeRoster(LEAGUE_2025, 3).players) {
      const row = book.find((player) => player.name === fakePlayerName(playerId));
      assert.equal(row?.teamId, byRoster.get(3), fakePlayerName(playerId));
    }

    const balances = await setup.app.db
      .select()
      .from(faabBalances)
      .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, 2025)));
    assert.equal(balances.length, 12);
    for (const [index, used] of KEEPER_LEAGUE_2025.waiverBudgetUsed.entries()) {
      const balance = balances.find((row) => row.teamId === byRoster.get(index + 1));
      assert.equal(balance?.balance, Math.max(0, FAKE_WAIVER_BUDGET - used), `roster ${index + 1}`);
    }
  });

  it('gives each book player the round of his last non-keeper pick in the drafts read, and the keeper board counts back from it', async () => {
    const picksOf = async (draftId: string) =>
      (await (await fetch(`${setup.fake.apiBase}/draft/${draftId}/picks`)).json()) as Array<{
        round: number;
        player_id: string;
        is_keeper: boolean | null;
      }>;
    const draftedIn = async (draftId: string) =>
      new Map(
        (await picksOf(draftId))
          .filter((pick) => pick.is_keeper !== true)
          .map((pick) => [fakePlayerName(pick.player_id).toLowerCase(), pick.round]),
      );
    const [in2025, in2024] = [await draftedIn(KEEPER_LEAGUE_2025.draftId), await draftedIn(KEEPER_LEAGUE_2024.draftId)];
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    let clamped = 0;
    for (const row of book) {
      // This season's draft first; a keeper's pick is what keeping him cost, so his is 2024's.
      const round = in2025.get(row.name.toLowerCase()) ?? in2024.get(row.name.toLowerCase());
      if (round !== undefined && round > 5) clamped += 1;
      assert.equal(row.draftRound, round === undefined ? null : Math.min(round, 5), row.name);
    }
    assert.ok(clamped > 0, 'rounds past the fifth are stored as round 5');
    assert.ok(
      book.some((row) => row.isKeeper && row.draftRound === null),
      'a player only ever kept has no round',
    );

    // Kept once (drafted in 2024's round 4, kept in 2025): under "drafted round minus 1" he
    // takes round 4 − 1 × (1 + 1) = 2 of the 2026 draft, on his team's own pick.
    const keptOnce = fakeKeepers(LEAGUE_2025).find((keeper) => keeper.rosterId === 2)!;
    const name = fakePlayerName(keptOnce.playerId);
    const row = book.find((player) => player.name.toLowerCase() === name.toLowerCase());
    assert.deepEqual([row?.draftRound, row?.yearsKept], [4, 1], name);
    const rule = await putRule(setup.app, commissioner, 2025, {
      ...TEST_RULE,
      maxKeepersPerTeam: 5,
      keeperRound: { kind: 'drafted-round', minusPerYear: 1 },
    });
    assert.equal(rule.statusCode, 200, rule.body);
    const board = await call('GET', '/api/keepers/2025/board');
    assert.equal(board.statusCode, 200, board.body);
    const placed = (board.json() as KeeperBoard).keepers.find((keeper) => keeper.playerId === row!.id);
    const teamId = (await teamIds()).get(2)!;
    const [ownPick] = await setup.app.db
      .select()
      .from(draftPicks)
      .where(
        and(
          eq(draftPicks.leagueId, leagueId),
          eq(draftPicks.year, 2026),
          eq(draftPicks.round, 2),
          eq(draftPicks.originalTeamId, teamId),
        ),
      );
    assert.deepEqual([placed?.round, placed?.pick?.id], [2, ownPick!.id]);
  });

  it("gives the book Sleeper's player ids and stores every started week's players_points (weeks 1 to 12, the one under way included)", async () => {
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    const stored = await setup.app.db
      .select()
      .from(playerWeekPoints)
      .where(and(eq(playerWeekPoints.leagueId, leagueId), eq(playerWeekPoints.season, 2025)));
    const pointsOf = new Map(stored.map((row) => [`${row.providerPlayerId}|${row.week}`, row.points]));
    const weeks = [...new Set(stored.map((row) => row.week))].sort((a, b) => a - b);
    assert.deepEqual(
      weeks,
      Array.from({ length: KEEPER_LEAGUE_2025.currentWeek! }, (_, index) => index + 1),
    );
    let compared = 0;
    for (let rosterId = 1; rosterId <= 12; rosterId += 1)
      for (const sleeperId of fakeRoster(LEAGUE_2025, rosterId).players) {
        const providerPlayerId = String(numericPlayerId(sleeperId));
        const row = book.find((player) => player.name === fakePlayerName(sleeperId));
        assert.equal(row?.providerPlayerId, providerPlayerId, fakePlayerName(sleeperId));
        for (const week of weeks) {
          assert.equal(
            pointsOf.get(`${providerPlayerId}|${week}`),
            playerCents(KEEPER_LEAGUE_2025, sleeperId, week) / 100,
            `${fakePlayerName(sleeperId)}, week ${week}`,
          );
          compared += 1;
        }
      }
    assert.equal(stored.length, compared, 'no one else has points');
    assert.equal(
      (
        await setup.app.db
          .select()
          .from(playerWeekPoints)
          .where(and(eq(playerWeekPoints.leagueId, leagueId), eq(playerWeekPoints.season, 2024)))
      ).length,
      0,
      'an earlier season brings no points',
    );

    // Players and the sheet answer them.
    const [sleeperId] = fakeRoster(LEAGUE_2025, 3).players as [string];
    const playerId = book.find((player) => player.name === fakePlayerName(sleeperId))!.id;
    const cents = weeks.map((week) => playerCents(KEEPER_LEAGUE_2025, sleeperId, week));
    const list = (await call('GET', '/api/players?year=2025')).json() as Player[];
    const listed = list.find((player) => player.id === playerId);
    assert.deepEqual(
      [listed?.seasonPoints, listed?.lastWeekPoints],
      [cents.reduce((sum, value) => sum + value, 0) / 100, cents.at(-1)! / 100],
    );
    const sheet = (await call('GET', `/api/players/${playerId}/points`)).json() as PlayerPoints;
    assert.deepEqual(
      sheet.weeks,
      weeks.map((week, index) => ({ week, points: cents[index]! / 100 })),
    );
  });

  it('a second import finds nothing new and changes no row', async () => {
    const before = await snapshot();
    const response = await call('POST', '/api/provider/import', { seasons: 2 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    for (const season of job.completed) {
      assert.deepEqual([season.teams.created, season.teams.updated], [0, 0], `${season.season} teams`);
      assert.deepEqual(
        [season.matchups.created, season.matchups.updated, season.matchups.removed],
        [0, 0, 0],
        `${season.season} games`,
      );
      if (season.extras)
        for (const [kind, counts] of Object.entries(season.extras))
          assert.deepEqual([counts.created, counts.updated], [0, 0], `${season.season} ${kind}`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  it('serves a team’s week from Sleeper on Teams’ calls: slots from roster_positions, points that add up', async () => {
    const week = 11;
    const roster = await call('GET', `/api/provider/roster/${keyOf(3)}/${week}?season=2025`);
    assert.equal(roster.statusCode, 200, roster.body);
    const players = roster.json() as RosterPlayer[];
    const starters = players.filter((player) => player.isStarting);
    assert.deepEqual(
      starters.map((player) => player.slot),
      KEEPER_LEAGUE_2025.rosterPositions.filter((slot) => slot !== 'BN'),
    );
    assert.ok(players.some((player) => player.slot === 'BN'));
    const points = starters.reduce((total, player) => total + (player.stats?.points ?? 0), 0);
    assert.equal(Math.round(points * 100) / 100, fakeRosterPoints(LEAGUE_2025, 3, week));

    const stats = await call('GET', `/api/provider/stats/${keyOf(3)}/${week}?season=2025`);
    assert.equal(stats.statusCode, 200, stats.body);
    const scores = stats.json() as Record<string, { points: number }>;
    for (const player of starters)
      assert.equal(scores[String(player.providerPlayerId)]?.points, player.stats?.points, player.name);

    const yahooKey = await call('GET', `/api/provider/roster/461.l.6288.t.1/${week}`);
    assert.equal(yahooKey.statusCode, 400, 'a Yahoo key in a Sleeper league');
  });

  it("answers another Sleeper league's team key as a missing row, without calling Sleeper", async () => {
    // The dynasty league is a real Sleeper league, but none of this league's seasons: a
    // member must not spend the site's Sleeper budget on it (docs/api.md §14).
    const stranger = `${DYNASTY_LEAGUE_2025.leagueId}.t.1`;
    const calls = setup.fake.calls.total;
    for (const path of ['roster', 'stats'])
      for (const query of ['', '?season=2025', '?season=2024']) {
        const response = await call('GET', `/api/provider/${path}/${stranger}/3${query}`);
        assert.equal(response.statusCode, 404, `${path}${query}: ${response.body}`);
        assert.equal(response.json().message, `Team ${stranger} not found`);
      }
    assert.equal(setup.fake.calls.total, calls, 'no call reached Sleeper');
    // The imported earlier season's keys still answer.
    const earlier = await call('GET', `/api/provider/roster/${KEEPER_LEAGUE_2024.leagueId}.t.2/3`);
    assert.equal(earlier.statusCode, 200, earlier.body);
  });
});
