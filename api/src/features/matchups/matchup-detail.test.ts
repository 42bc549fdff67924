import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { fakeRosterPoints, KEEPER_LEAGUE_2025 } from 'fake-sleeper';
import { LEAGUE_ID_HEADER, type MatchupDetail, type WeekMatchupsResponse } from 'shared-contracts';
import { leagues, matchups, teams } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';
import { insertSeason, teamIdsByAbbreviation } from '../../testing/schedule-fixtures';
import { openSleeperLeague, teamIdsByRoster, type SleeperTestApp } from '../../testing/sleeper';
import { NO_PROVIDER_NOTE } from './matchup-detail';

const LEAGUE_2025 = KEEPER_LEAGUE_2025.leagueId;
const cents = (points: number) => Math.round(points * 100);
const starterPoints = (side: MatchupDetail['home']) =>
  side.starters.reduce((total, player) => total + cents(player.points ?? 0), 0) / 100;

/**
 * GET /api/matchups/{id} (docs/api.md §7) on a league of its own that imported the fake
 * Sleeper's keeper league: each total is the scoreboard's, both lineups come from Sleeper with
 * their points, and a Sleeper that fails leaves the stored scores with its words.
 */
describe('GET /api/matchups/{id}: a Sleeper league', () => {
  let setup: SleeperTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const get = (url: string, league = leagueId) =>
    setup.app.inject({ method: 'GET', url, headers: { ...bearer(commissioner), [LEAGUE_ID_HEADER]: String(league) } });

  before(async () => {
    ({ setup, commissioner, leagueId } = await openSleeperLeague({
      user: 'matchup-detail-sleeper',
      league: { name: 'Matchup Detail Keepers', season: 2025 },
      follow: LEAGUE_2025,
    }));
    const imported = await setup.app.inject({
      method: 'POST',
      url: '/api/provider/import',
      headers: bearer(commissioner),
      payload: { seasons: 1 },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.equal(imported.json().status, 'done', imported.body);
  });
  after(() => setup.close());

  it("answers every game of a week with the scoreboard's totals and both lineups with Sleeper's points", async () => {
    const week = 3;
    const board = await get(`/api/matchups/week/${week}?season=2025`);
    assert.equal(board.statusCode, 200, board.body);
    const games = (board.json() as WeekMatchupsResponse).matchups;
    assert.equal(games.length, 6);
    const rosterOf = new Map([...(await teamIdsByRoster(setup.app, leagueId))].map(([roster, id]) => [id, roster]));
    const slots = KEEPER_LEAGUE_2025.rosterPositions.filter((slot) => slot !== 'BN');
    for (const game of games) {
      const response = await get(`/api/matchups/${game.id}`);
      assert.equal(response.statusCode, 200, response.body);
      const detail = response.json() as MatchupDetail;
      assert.deepEqual(
        [detail.season, detail.week, detail.is_completed, detail.lineups, detail.note],
        [2025, week, true, 'available', null],
      );
      assert.deepEqual([detail.home.team.id, detail.away.team.id], [game.homeTeam.id, game.awayTeam.id]);
      // The totals are the scoreboard's numbers (docs/screens/matchup.md §4.2).
      assert.equal(detail.home.score, game.home_team_score);
      assert.equal(detail.away.score, game.away_team_score);
      for (const side of [detail.home, detail.away]) {
        assert.deepEqual(
          side.starters.map((player) => player.slot),
          slots,
          'starters by slot, as Sleeper lists them',
        );
        assert.ok(side.bench.length > 0, 'a bench below');
        assert.ok(
          side.bench.every((player) => player.slot === 'BN' || player.slot === 'IR'),
          side.bench.map((p) => p.slot).join(),
        );
        assert.ok(side.starters.every((player) => player.name.length > 0 && player.position.length > 0));
        // Sleeper's points of this team's starters add up to what it scored that week.
        const roster = rosterOf.get(side.team.id)!;
        assert.equal(starterPoints(side), fakeRosterPoints(LEAGUE_2025, roster, week), `roster ${roster}`);
        assert.equal(side.score, fakeRosterPoints(LEAGUE_2025, roster, week));
      }
    }
  });

  it('keeps the stored score as the total when Sleeper’s starters add up to another number', async () => {
    const [game] = ((await get('/api/matchups/week/4?season=2025')).json() as WeekMatchupsResponse).matchups;
    await setup.app.db.update(matchups).set({ homeScore: 1.25 }).where(eq(matchups.id, game!.id));
    const detail = (await get(`/api/matchups/${game!.id}`)).json() as MatchupDetail;
    const board = ((await get('/api/matchups/week/4?season=2025')).json() as WeekMatchupsResponse).matchups;
    assert.equal(detail.home.score, 1.25);
    assert.equal(board.find((entry) => entry.id === game!.id)!.home_team_score, 1.25, 'the scoreboard shows the same');
    assert.notEqual(starterPoints(detail.home), 1.25);
  });

  it('answers the stored scores with Sleeper’s words when Sleeper fails, then the lineups once it is back', async () => {
    // A 2024 game of two imported teams: its week has not been read from Sleeper yet.
    const byRoster = await teamIdsByRoster(setup.app, leagueId);
    const [game] = await setup.app.db
      .insert(matchups)
      .values({
        leagueId,
        season: 2024,
        week: 5,
        position: 1,
        homeTeamId: byRoster.get(1)!,
        awayTeamId: byRoster.get(2)!,
        homeScore: 99.5,
        awayScore: 88.25,
        isCompleted: true,
      })
      .returning({ id: matchups.id });
    setup.fake.setFaults({ serverError5xx: 503, faultKinds: ['matchups'] });
    try {
      const down = await get(`/api/matchups/${game!.id}`);
      assert.equal(down.statusCode, 200, down.body);
      const detail = down.json() as MatchupDetail;
      assert.equal(detail.lineups, 'unavailable');
      assert.match(detail.note ?? '', /^Sleeper is having trouble/);
      assert.deepEqual([detail.home.score, detail.away.score], [99.5, 88.25]);
      assert.deepEqual([detail.home.starters, detail.home.bench, detail.away.starters], [[], [], []]);
    } finally {
      setup.fake.reset();
    }
    const back = (await get(`/api/matchups/${game!.id}`)).json() as MatchupDetail;
    assert.equal(back.lineups, 'available');
    assert.ok(back.home.starters.some((player) => player.points !== null));
  });

  it('answers a game that is not the league’s as missing: another league’s, or none', async () => {
    const [demo] = await setup.app.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.isDemo, true));
    const [demoGame] = await setup.app.db
      .select({ id: matchups.id })
      .from(matchups)
      .where(eq(matchups.leagueId, demo!.id))
      .limit(1);
    for (const id of [demoGame!.id, 2_000_000_000]) {
      const response = await get(`/api/matchups/${id}`);
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().message, `Matchup ${id} not found`);
    }
    assert.equal((await get('/api/matchups/abc')).statusCode, 400);
  });
});

/** The open demo league: its teams are linked to Yahoo, which this server has no credentials for. */
describe('GET /api/matchups/{id}: Yahoo not set up, and a league set up by hand', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestUser;
  let ids: Record<string, number>;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(member) });

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    member = await signIn(app);
    ids = await teamIdsByAbbreviation(app);
    await insertSeason(app, 2032, [
      { week: 1, home: ids.GCK!, away: ids.SAS!, homeScore: 101.5, awayScore: 97, isCompleted: true },
      { week: 2, home: ids.BAY!, away: ids.MHM!, homeScore: null, awayScore: null, isCompleted: false },
    ]);
  });
  after(() => app.close());

  const gameOf = async (week: number) =>
    ((await get(`/api/matchups/week/${week}?season=2032`)).json() as WeekMatchupsResponse).matchups[0]!;

  it("answers the stored score with the provider's words when the provider cannot be asked", async () => {
    const game = await gameOf(1);
    const response = await get(`/api/matchups/${game.id}`);
    assert.equal(response.statusCode, 200, response.body);
    const detail = response.json() as MatchupDetail;
    assert.equal(detail.lineups, 'unavailable');
    assert.match(detail.note ?? '', /Yahoo/);
    assert.deepEqual([detail.home.score, detail.away.score], [game.home_team_score, game.away_team_score]);
    assert.deepEqual([detail.is_completed, detail.home.team.name], [true, game.homeTeam.name]);
  });

  it('answers a game whose teams are linked to no provider with its score and a note, a game not played without one', async () => {
    await app.db
      .update(teams)
      .set({ providerTeamKey: null })
      .where(and(inArray(teams.id, [ids.GCK!, ids.SAS!, ids.BAY!])));
    for (const [week, scores] of [
      [1, [101.5, 97]],
      [2, [null, null]],
    ] as const) {
      const detail = (await get(`/api/matchups/${(await gameOf(week)).id}`)).json() as MatchupDetail;
      assert.deepEqual(
        [detail.lineups, detail.note, detail.home.score, detail.away.score, detail.is_completed],
        ['none', NO_PROVIDER_NOTE, scores[0], scores[1], week === 1],
      );
      assert.deepEqual([detail.home.starters, detail.away.bench], [[], []]);
    }
  });
});
