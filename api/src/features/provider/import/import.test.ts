import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { FAKE_LEAGUES, fullName, rosterOf, teamPoints, weekStats } from 'fake-yahoo';
import type { ImportJob, ImportPreview } from 'shared-contracts/provider-setup';
import { auditLog, leagues, matchups, players, playerWeekPoints, providerConnections, teams } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { connectThroughSettings, startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';
import { YahooProvider } from '../yahoo';
import { refreshRunningSeasons } from './score-refresh';

/**
 * A league of its own, empty, filled from the fake Yahoo's three-season renewal chain
 * (2025 → 2024 → 2023): teams, 17 weeks of games a season, the 2025 rosters.
 */
describe('importing a real league from Yahoo', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const post = (url: string, payload?: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const runImport = async (seasons = 3) => {
    const response = await post('/api/provider/import', { seasons });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as ImportJob;
  };
  /** Every row the import writes, to compare runs. */
  const snapshot = async () => ({
    teams: await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id)),
    matchups: await setup.app.db
      .select()
      .from(matchups)
      .where(eq(matchups.leagueId, leagueId))
      .orderBy(asc(matchups.id)),
    players: await setup.app.db.select().from(players).where(eq(players.leagueId, leagueId)).orderBy(asc(players.id)),
  });
  const clearCooldown = () => setup.app.db.update(providerConnections).set({ cooldownUntil: null });

  before(async () => {
    commissioner = await createTestUser('importer');
    setup = await startYahooTestApp({
      league: { name: 'Keepers United', commissioners: [commissioner.email], season: 2026 },
    });
    await signIn(setup.app, commissioner);
    const connected = await connectThroughSettings(setup.app, commissioner);
    assert.equal(connected.success, true);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
  });
  after(() => setup.close());

  it('previews the three seasons: everything to create, nothing written', async () => {
    const response = await post('/api/provider/import/preview', { seasons: 3 });
    assert.equal(response.statusCode, 200, response.body);
    const { seasons } = response.json() as ImportPreview;
    assert.deepEqual(
      seasons.map((season) => [season.season, season.leagueKey, season.weeks]),
      [
        [2025, '461.l.6288', 17],
        [2024, '449.l.751781', 17],
        [2023, '423.l.71785', 17],
      ],
    );
    assert.deepEqual(seasons[0]!.teams, { created: 12, updated: 0, unchanged: 0 });
    // Later seasons find the teams the newest one creates: the same team id every season.
    assert.deepEqual(seasons[1]!.teams, { created: 0, updated: 0, unchanged: 12 });
    for (const season of seasons)
      assert.deepEqual(
        [season.matchups, season.conflicts],
        [{ created: 17 * 6, updated: 0, unchanged: 0, removed: 0 }, null],
      );
    assert.equal(seasons[0]!.players!.created, 12 * 16);
    assert.equal(seasons[1]!.players, null);
    const written = await snapshot();
    assert.deepEqual([written.teams.length, written.matchups.length, written.players.length], [0, 0, 0]);
  });

  it('pauses with a clear message when Yahoo rate-limits it, keeping the seasons it wrote', async () => {
    // The preview cached the answers: forget them so the import calls Yahoo again.
    await signInAgainWithFreshCache();
    // 2025 takes about 160 calls (its 11 weeks' players' points are one call a team and week):
    // Yahoo limits the run in 2024's.
    setup.fake.setFaults({ rateLimit999: true, faultsAfterCalls: 172 });
    const job = await runImport();
    assert.equal(job.status, 'paused');
    assert.equal(
      job.message,
      'Paused: Yahoo is limiting requests from this server. Try again in 10 minutes. 1 of 3 seasons written; run the import again then to resume.',
    );
    assert.deepEqual(
      job.completed.map((season) => season.season),
      [2025],
    );
    // While the cooldown lasts, running it again changes nothing and calls nobody.
    const callsBefore = setup.fake.calls.api;
    const again = await runImport();
    assert.deepEqual([again.id, again.status, again.message], [job.id, 'paused', job.message]);
    assert.equal(setup.fake.calls.api, callsBefore);
    const progress = await setup.app.inject({
      method: 'GET',
      url: '/api/provider/import',
      headers: bearer(commissioner),
    });
    assert.equal((progress.json() as ImportJob).status, 'paused');
  });

  it('resumes after the season it last wrote once the cooldown is over, then stops where Yahoo fails', async () => {
    setup.fake.reset();
    await clearCooldown();
    setup.fake.setFaults({ html: true, faultsAfterCalls: 10 });
    // A failure mid-run answers as the provider's error (502, in its words) and is recorded.
    const failure = await post('/api/provider/import', { seasons: 3 });
    assert.equal(failure.statusCode, 502, failure.body);
    assert.match((failure.json() as { message: string }).message, /^Yahoo answered with something other than JSON/);
    const stopped = (
      await setup.app.inject({ method: 'GET', url: '/api/provider/import', headers: bearer(commissioner) })
    ).json() as ImportJob;
    assert.equal(stopped.status, 'failed');
    assert.match(
      stopped.message,
      /^Stopped: Yahoo answered with something other than JSON.*2 of 3 seasons written; run the import again to resume\.$/,
    );
    assert.deepEqual(
      stopped.completed.map((season) => season.season),
      [2025, 2024],
    );
    // 2025 was not read again: every call went to 2024 and 2023.
    const paths = Object.keys(setup.fake.calls.byPath);
    assert.ok(
      paths.every((path) => !path.includes('461.l.6288/scoreboard')),
      paths.join(' '),
    );

    setup.fake.reset();
    const done = await runImport();
    assert.equal(done.status, 'done');
    assert.equal(done.id, stopped.id, 'the same run, resumed');
    assert.deepEqual(
      done.completed.map((season) => season.season),
      [2025, 2024, 2023],
    );
    assert.equal(
      done.message,
      'Imported 3 seasons (2025, 2024, 2023): 12 teams, 306 games and 192 players created or updated.',
    );
  });

  it('imported the teams with unique abbreviations, managers and keys, and every week of three seasons', async () => {
    const written = await snapshot();
    assert.equal(written.teams.length, 12);
    assert.equal(new Set(written.teams.map((team) => team.abbreviation)).size, 12);
    const knights = written.teams.find((team) => team.name === 'Gotham City Knights');
    assert.deepEqual(
      [knights?.abbreviation, knights?.displayName, knights?.providerTeamKey],
      ['GCK', 'Bruce', '461.l.6288.t.1'],
    );
    for (const season of [2023, 2024, 2025]) {
      const games = written.matchups.filter((game) => game.season === season);
      assert.equal(games.length, 17 * 6, `${season}`);
      for (let week = 1; week <= 17; week += 1) {
        const ids = games.filter((game) => game.week === week).flatMap((game) => [game.homeTeamId, game.awayTeamId]);
        assert.equal(new Set(ids).size, 12, `every team once in ${season} week ${week}`);
      }
    }
    // Scores are Yahoo's: week 1 of 2024 for the Knights, finished; 2025 after week 11 not yet played.
    const fake2024 = FAKE_LEAGUES.find((league) => league.season === 2024)!;
    const week1 = written.matchups.find(
      (game) =>
        game.season === 2024 && game.week === 1 && (game.homeTeamId === knights!.id || game.awayTeamId === knights!.id),
    )!;
    const knightsScore = week1.homeTeamId === knights!.id ? week1.homeScore : week1.awayScore;
    assert.equal(knightsScore, teamPoints(fake2024, 1, 1));
    assert.equal(week1.isCompleted, true);
    const future = written.matchups.filter((game) => game.season === 2025 && game.week > 11);
    assert.ok(future.length > 0 && future.every((game) => !game.isCompleted && game.homeScore === null));
    // The league now follows 2025, opening on its last finished week.
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.id, leagueId));
    assert.deepEqual([league?.currentSeason, league?.defaultSeason, league?.defaultWeek], [2025, 2025, 10]);
    const info = await setup.app.inject({ method: 'GET', url: '/api/league', headers: bearer(commissioner) });
    assert.deepEqual(info.json().seasons, [2023, 2024, 2025]);
  });

  it('put the 2025 rosters in the player book: name, position, NFL team, fantasy team', async () => {
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    assert.equal(book.length, 12 * 16);
    const [hurts] = book.filter((player) => player.name === 'Jalen Hurts');
    const knights = (await snapshot()).teams.find((team) => team.name === 'Gotham City Knights');
    assert.deepEqual([hurts?.position, hurts?.nflTeam, hurts?.teamId], ['QB', 'Phi', knights?.id]);
    const [hunter] = book.filter((player) => player.name === 'Travis Hunter');
    assert.deepEqual([hunter?.position, hunter?.nflTeam], ['WR', 'Jax']);
  });

  it("gave the 2025 book Yahoo's player ids and stored the weeks played so far (1 to 11) of every rostered player's points", async () => {
    const fake2025 = FAKE_LEAGUES.find((league) => league.season === 2025)!;
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    const stored = await setup.app.db.select().from(playerWeekPoints).where(eq(playerWeekPoints.leagueId, leagueId));
    assert.ok(
      stored.every((row) => row.season === 2025),
      'earlier seasons bring no points',
    );
    const pointsOf = new Map(stored.map((row) => [`${row.providerPlayerId}|${row.week}`, row.points]));
    const weeks = Array.from({ length: 11 }, (_, index) => index + 1);
    let compared = 0;
    for (let teamId = 1; teamId <= 12; teamId += 1)
      for (const { player } of rosterOf(fake2025, teamId)) {
        // Two players of one name are two rows, the second named with his NFL team.
        const row = book.find((entry) => entry.providerPlayerId === String(player.id));
        assert.ok(row?.name.startsWith(fullName(player)), `${fullName(player)}: ${row?.name}`);
        for (const week of weeks) {
          assert.equal(
            pointsOf.get(`${player.id}|${week}`),
            Number(weekStats(fake2025, player, week).points.toFixed(2)),
            `${fullName(player)}, week ${week}`,
          );
          compared += 1;
        }
      }
    assert.equal(stored.length, compared);
  });

  it('a second run with nothing new changes nothing', async () => {
    const before = await snapshot();
    const auditBefore = (
      await setup.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(like(auditLog.action, '%import%'))
    )[0]!.count;
    await signInAgainWithFreshCache();
    const preview = (await post('/api/provider/import/preview', { seasons: 3 })).json() as ImportPreview;
    for (const season of preview.seasons) {
      assert.equal(
        season.teams.created + season.teams.updated + season.matchups.created + season.matchups.updated,
        0,
        `${season.season}`,
      );
      assert.equal(season.matchups.unchanged, 17 * 6);
    }
    const job = await runImport();
    assert.equal(job.status, 'done');
    assert.deepEqual(await snapshot(), before);
    const auditAfter = (
      await setup.app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(like(auditLog.action, '%import%'))
    )[0]!.count;
    assert.equal(auditAfter, auditBefore);
  });

  it("updates what changed: a game whose score was edited here is set back to Yahoo's, audited", async () => {
    const [game] = await setup.app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, 2025), eq(matchups.week, 3)))
      .limit(1);
    await setup.app.db.update(matchups).set({ homeScore: 1 }).where(eq(matchups.id, game!.id));
    // A player's points of the latest week are read again; week 9's are settled and left alone.
    const [hurts] = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025), eq(players.name, 'Jalen Hurts')));
    const pointsRow = (week: number) =>
      and(
        eq(playerWeekPoints.leagueId, leagueId),
        eq(playerWeekPoints.providerPlayerId, hurts!.providerPlayerId!),
        eq(playerWeekPoints.week, week),
      );
    const [week11] = await setup.app.db.select().from(playerWeekPoints).where(pointsRow(11));
    await setup.app.db.update(playerWeekPoints).set({ points: 0.01 }).where(pointsRow(11));
    await setup.app.db.update(playerWeekPoints).set({ points: 0.02 }).where(pointsRow(9));
    const refresh = await post('/api/provider/import/refresh-scores');
    assert.equal(refresh.statusCode, 200, refresh.body);
    assert.deepEqual(refresh.json(), {
      season: 2025,
      weeks: 11,
      updated: 1,
      message: 'Refreshed 11 weeks of 2025: 1 game changed.',
    });
    const [after] = await setup.app.db.select().from(matchups).where(eq(matchups.id, game!.id));
    assert.equal(after?.homeScore, game!.homeScore);
    assert.equal((await setup.app.db.select().from(playerWeekPoints).where(pointsRow(11)))[0]?.points, week11!.points);
    assert.equal((await setup.app.db.select().from(playerWeekPoints).where(pointsRow(9)))[0]?.points, 0.02);
    const [entry] = await setup.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'matchup.import-update'), eq(auditLog.entityId, game!.id)));
    assert.ok(entry);
    // The live stream's "new scores" event: the weeks whose game or players' points changed.
    const refreshes = () =>
      setup.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.leagueId, leagueId), eq(auditLog.action, 'scores.refresh')))
        .orderBy(desc(auditLog.id));
    const [told] = await refreshes();
    assert.deepEqual(told?.after, { season: 2025, weeks: [3, 11] });
    assert.ok(told!.id > entry.id, "written with the scores, after the games' entries");
    // A refresh that changes nothing tells nothing.
    const again = await post('/api/provider/import/refresh-scores');
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().updated, 0);
    assert.equal((await refreshes())[0]?.id, told!.id);
  });

  it("the timer's round refreshes a running season of an imported league, as the system", async () => {
    const [game] = await setup.app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, 2025), eq(matchups.week, 5)))
      .limit(1);
    await setup.app.db.update(matchups).set({ awayScore: 2 }).where(eq(matchups.id, game!.id));
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
    await refreshRunningSeasons(setup.app.db, { yahoo: provider }, setup.app.log);
    const [after] = await setup.app.db.select().from(matchups).where(eq(matchups.id, game!.id));
    assert.equal(after?.awayScore, game!.awayScore);
    const [entry] = await setup.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'matchup.import-update'), eq(auditLog.entityId, game!.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(entry?.userId, null);
    const [told] = await setup.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.leagueId, leagueId), eq(auditLog.action, 'scores.refresh')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(told?.userId, null, 'by the system');
    assert.deepEqual((told?.after as { weeks: number[] }).weeks.includes(5), true);
  });

  it("is the commissioner's only", async () => {
    const manager = await createTestUser('manager');
    const invite = await post('/api/league/members', { email: manager.email, role: 'manager' });
    assert.equal(invite.statusCode, 201, invite.body);
    await signIn(setup.app, manager);
    for (const [method, url] of [
      ['GET', '/api/provider/import'],
      ['POST', '/api/provider/import/refresh-scores'],
    ] as const) {
      const response = await setup.app.inject({ method, url, headers: bearer(manager) });
      assert.equal(response.statusCode, 403);
    }
    const preview = await setup.app.inject({
      method: 'POST',
      url: '/api/provider/import/preview',
      headers: bearer(manager),
      payload: { seasons: 1 },
    });
    assert.equal(preview.statusCode, 403);
  });

  /** Connecting again clears the provider's cache for the league, so the next run calls Yahoo. */
  async function signInAgainWithFreshCache() {
    const connected = await connectThroughSettings(setup.app, commissioner);
    assert.equal(connected.success, true);
  }
});
