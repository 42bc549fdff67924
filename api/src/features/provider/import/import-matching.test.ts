import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { FAKE_LEAGUES, FAKE_TEAMS, fullName, rosterOf, teamPoints } from 'fake-yahoo';
import type { StandingsResponse } from 'shared-contracts';
import type { ImportJob, ImportPreview, SeasonImport } from 'shared-contracts/provider-setup';
import { auditLog, leagues, matchups, players, teams } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { connectThroughSettings, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';

const FAKE_2025 = FAKE_LEAGUES.find((league) => league.season === 2025)!;
const FAKE_2024 = FAKE_LEAGUES.find((league) => league.season === 2024)!;
/** A player on the fake's 2025 roster of team `teamId` (1-based), slot `slot`. */
const rostered = (teamId: number, slot: number) => fullName(rosterOf(FAKE_2025, teamId)[slot]!.player);

/**
 * A league that made its own schedule and player book before connecting Yahoo: the import
 * must meet them, not double them. Twelve teams named as Yahoo's (added alphabetically), a generated 17-week
 * schedule for 2025 and 2024, and a 2025 book with keepers.
 */
describe('importing from Yahoo over a league that has its own schedule and book', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const teamIds = new Map<string, number>();
  const hurts = rostered(1, 0);
  const mover = rostered(2, 1);
  const book = { hurts: 0, mover: 0, loner: 0, lonerKeeper: 0 };
  const post = (url: string, payload?: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const preview = async (payload: object = { seasons: 2 }) => {
    const response = await post('/api/provider/import/preview', payload);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as ImportPreview).seasons;
  };
  const runImport = async (payload: object) => {
    const response = await post('/api/provider/import', payload);
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    return job;
  };
  const snapshot = async () => ({
    teams: await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id)),
    matchups: await setup.app.db
      .select()
      .from(matchups)
      .where(eq(matchups.leagueId, leagueId))
      .orderBy(asc(matchups.id)),
    players: await setup.app.db.select().from(players).where(eq(players.leagueId, leagueId)).orderBy(asc(players.id)),
    audit: (
      await setup.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(like(auditLog.action, '%import%'))
    )[0]!.count,
  });
  const gamesOf = async (season: number) =>
    setup.app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, season)))
      .orderBy(asc(matchups.week), asc(matchups.position));
  const teamOf = async (playerId: number) =>
    (await setup.app.db.select().from(players).where(eq(players.id, playerId)))[0]?.teamId;
  const season = (seasons: SeasonImport[], year: number) => seasons.find((entry) => entry.season === year)!;

  before(async () => {
    commissioner = await createTestUser('schedule-first');
    setup = await startYahooTestApp({
      league: { name: 'Schedule First', commissioners: [commissioner.email], season: 2025 },
    });
    await signIn(setup.app, commissioner);
    // In another order than Yahoo's, so the generated schedule pairs them differently.
    for (const team of [...FAKE_TEAMS].sort((a, b) => a.name.localeCompare(b.name))) {
      const created = await post('/api/teams', { name: team.name });
      assert.equal(created.statusCode, 201, created.body);
      teamIds.set(team.name, (created.json() as { id: number }).id);
    }
    for (const year of [2025, 2024]) {
      const generated = await post('/api/schedule/generate', { season: year, weeks: 17 });
      assert.equal(generated.statusCode, 201, generated.body);
    }
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
    const gotham = teamIds.get('Gotham City Knights')!;
    const bayou = teamIds.get('Bayou Bandits')!;
    const rows = await setup.app.db
      .insert(players)
      .values([
        // Yahoo has him on Gotham; the league kept him on Bayou.
        {
          leagueId,
          year: 2025,
          name: hurts,
          position: 'QB',
          nflTeam: 'Phi',
          teamId: bayou,
          isKeeper: true,
          auctionPrice: 30,
        },
        // Yahoo has him on team 2; the book on Gotham.
        { leagueId, year: 2025, name: mover, position: 'WR', nflTeam: 'KC', teamId: gotham },
        // On no Yahoo roster.
        { leagueId, year: 2025, name: 'Lonny Solo', position: 'TE', nflTeam: 'Det', teamId: gotham },
        {
          leagueId,
          year: 2025,
          name: 'Kay Keeper',
          position: 'K',
          nflTeam: 'Det',
          teamId: gotham,
          isKeeper: true,
          auctionPrice: 5,
        },
      ])
      .returning();
    [book.hurts, book.mover, book.loner, book.lonerKeeper] = rows.map((row) => row.id) as [
      number,
      number,
      number,
      number,
    ];
    assert.equal((await connectThroughSettings(setup.app, commissioner)).success, true);
  });
  after(() => setup.close());

  it('previews matched, new, changed and clashing games and every change of team, writing nothing', async () => {
    const before = await snapshot();
    const seasons = await preview();
    for (const year of [2025, 2024]) {
      const entry = season(seasons, year);
      const { created, updated, unchanged, removed } = entry.matchups;
      assert.ok(entry.conflicts && entry.conflicts.providerGames > 0, `${year} clashes: ${JSON.stringify(entry)}`);
      // Every Yahoo game is matched, new or clashing; nothing is removed without a choice.
      assert.equal(created + updated + unchanged + entry.conflicts.providerGames, 17 * 6, `${year}`);
      assert.equal(removed, 0);
      assert.equal(entry.keep, null);
    }
    const changes = season(seasons, 2025).playerChanges;
    const byName = new Map(changes.map((change) => [change.name, change]));
    assert.deepEqual(byName.get(hurts), {
      playerId: book.hurts,
      name: hurts,
      from: 'Bayou Bandits',
      to: 'Gotham City Knights',
      isKeeper: true,
      kind: 'move',
      applied: false,
      undoesTrade: false,
    });
    assert.deepEqual(byName.get(mover), {
      playerId: book.mover,
      name: mover,
      from: 'Gotham City Knights',
      to: FAKE_TEAMS[1]!.name,
      isKeeper: false,
      kind: 'move',
      applied: true,
      undoesTrade: false,
    });
    assert.deepEqual(
      ['Lonny Solo', 'Kay Keeper'].map((name) => [byName.get(name)?.kind, byName.get(name)?.applied]),
      [
        ['release', false],
        ['release', false],
      ],
    );
    assert.equal(changes.length, 4);
    assert.deepEqual(await snapshot(), before);
  });

  it('refuses a choice it cannot read, writing nothing', async () => {
    const before = await snapshot();
    const response = await post('/api/provider/import', { seasons: 2, conflicts: [{ season: 2025, keep: 'both' }] });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /keep must be 'provider' or 'league'/);
    assert.deepEqual(await snapshot(), before);
  });

  it("imports: Yahoo's games replace the league's where chosen, the league's stay where chosen, never both; keepers and unrostered players stay", async () => {
    await runImport({
      seasons: 2,
      conflicts: [
        { season: 2025, keep: 'provider' },
        { season: 2024, keep: 'league' },
      ],
    });
    const ids = FAKE_TEAMS.map((team) => teamIds.get(team.name)!);
    for (const year of [2025, 2024]) {
      const games = await gamesOf(year);
      for (let week = 1; week <= 17; week += 1) {
        const playing = games
          .filter((game) => game.week === week)
          .flatMap((game) => [game.homeTeamId, game.awayTeamId]);
        assert.deepEqual(
          [...playing].sort((a, b) => a - b),
          [...ids].sort((a, b) => a - b),
          `${year} week ${week}: every team once`,
        );
      }
    }
    // 2025 is Yahoo's: every finished game carries Yahoo's points for each side.
    for (const game of await gamesOf(2025)) {
      if (game.week >= FAKE_2025.currentWeek) continue;
      const home = ids.indexOf(game.homeTeamId) + 1;
      const away = ids.indexOf(game.awayTeamId) + 1;
      assert.deepEqual(
        [game.homeScore, game.awayScore, game.isCompleted],
        [teamPoints(FAKE_2025, home, game.week), teamPoints(FAKE_2025, away, game.week), true],
      );
    }
    // 2024 kept the league's schedule: the games Yahoo also has got their scores, the rest none.
    const scored2024 = (await gamesOf(2024)).filter((game) => game.homeScore !== null);
    for (const game of scored2024)
      assert.equal(game.homeScore, teamPoints(FAKE_2024, ids.indexOf(game.homeTeamId) + 1, game.week));
    // Standings count each finished game once: ten weeks of 2025 are over.
    const standings = (
      await setup.app.inject({ method: 'GET', url: '/api/matchups/standings/2025', headers: bearer(commissioner) })
    ).json() as StandingsResponse;
    for (const team of standings.teams)
      assert.equal(team.wins + team.losses + team.ties, FAKE_2025.currentWeek - 1, team.name);
    // The keeper stays where the league put him; the non-keeper moved; no one was freed.
    assert.equal(await teamOf(book.hurts), teamIds.get('Bayou Bandits'));
    assert.equal(await teamOf(book.mover), teamIds.get(FAKE_TEAMS[1]!.name));
    assert.equal(await teamOf(book.loner), teamIds.get('Gotham City Knights'));
    assert.equal(await teamOf(book.lonerKeeper), teamIds.get('Gotham City Knights'));
  });

  it('a second import of the same data changes nothing', async () => {
    const before = await snapshot();
    const seasons = await preview({
      seasons: 2,
      conflicts: [
        { season: 2025, keep: 'provider' },
        { season: 2024, keep: 'league' },
      ],
    });
    assert.equal(season(seasons, 2025).conflicts, null);
    assert.deepEqual(season(seasons, 2025).matchups, { created: 0, updated: 0, unchanged: 17 * 6, removed: 0 });
    await runImport({
      seasons: 2,
      conflicts: [
        { season: 2025, keep: 'provider' },
        { season: 2024, keep: 'league' },
      ],
    });
    assert.deepEqual(await snapshot(), before);
  });

  it('moves a keeper the commissioner ticked, and frees the unrostered only when asked (an unticked keeper stays)', async () => {
    await runImport({ seasons: 1, moveKeepers: [book.hurts], releaseUnrostered: true });
    assert.equal(await teamOf(book.hurts), teamIds.get('Gotham City Knights'));
    assert.equal(await teamOf(book.loner), null);
    assert.equal(await teamOf(book.lonerKeeper), teamIds.get('Gotham City Knights'));
    const [hurtsRow] = await setup.app.db.select().from(players).where(eq(players.id, book.hurts));
    assert.deepEqual([hurtsRow?.isKeeper, hurtsRow?.auctionPrice], [true, 30], "keeper values are the league's own");
  });
});
