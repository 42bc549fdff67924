import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, count, eq } from 'drizzle-orm';
import type { ImportJob, ImportPreview, SeasonImport } from 'shared-contracts/provider-setup';
import {
  auditLog,
  draftPicks,
  faabBalances,
  leagues,
  matchups,
  pingPongBalls,
  players,
  teams,
} from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { STUB_SEASONS, STUB_TEAMS, StubSleeperProvider, stubTeamKey } from '../../../testing/stub-provider';
import { startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';
import { refreshRunningSeasons } from './score-refresh';

/**
 * A Sleeper-like provider's extras through the import: traded picks into draft_picks (a
 * year's set made when missing, a locked pick left alone), keepers into the player book
 * with their years kept, FAAB balances; a re-import changes nothing.
 */
describe("importing a provider's traded picks, keepers and FAAB", () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  /** Our team id of each stub roster id, once imported. */
  const team = new Map<number, number>();
  const sleeper = new StubSleeperProvider();
  const key = (rosterId: number) => stubTeamKey(2025, rosterId);
  const post = (url: string, payload: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), payload });
  const runImport = async () => {
    const response = await post('/api/provider/import', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    return job;
  };
  const picksOf = (year: number) =>
    setup.app.db
      .select()
      .from(draftPicks)
      .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, year)))
      .orderBy(asc(draftPicks.round), asc(draftPicks.originalTeamId));
  const pick = async (year: number, round: number, rosterId: number) =>
    (await picksOf(year)).find((row) => row.round === round && row.originalTeamId === team.get(rosterId));
  const bookPlayer = async (name: string) =>
    (
      await setup.app.db
        .select()
        .from(players)
        .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025), eq(players.name, name)))
    )[0];
  const auditCount = async () =>
    (await setup.app.db.select({ rows: count() }).from(auditLog).where(eq(auditLog.leagueId, leagueId)))[0]!.rows;

  before(async () => {
    commissioner = await createTestUser('extras-commissioner');
    setup = await startYahooTestApp({
      league: { name: 'Extras League', commissioners: [commissioner.email], season: 2026 },
      providers: { sleeper },
    });
    await signIn(setup.app, commissioner);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
    const follow = await setup.app.inject({
      method: 'PUT',
      url: '/api/provider',
      headers: bearer(commissioner),
      payload: { provider: 'sleeper', league: STUB_SEASONS[0]!.leagueKey },
    });
    assert.equal(follow.statusCode, 200, follow.body);

    sleeper.rosterAdds.set(1, ['Kept Twice']);
    sleeper.rosterAdds.set(3, ['Roster Keeper']);
    sleeper.extras.set(2025, {
      tradedPicks: [
        { year: 2026, round: 1, originalTeamKey: key(1), ownerTeamKey: key(2) },
        // Traded twice: the later word wins.
        { year: 2026, round: 2, originalTeamKey: key(3), ownerTeamKey: key(4) },
        { year: 2026, round: 2, originalTeamKey: key(3), ownerTeamKey: key(1) },
        // Past our five rounds: left out.
        { year: 2026, round: 7, originalTeamKey: key(2), ownerTeamKey: key(1) },
      ],
      keepers: [
        { name: 'kept twice', teamKey: key(1) },
        { name: 'Roster Keeper', teamKey: key(3) },
        { name: 'Nobody Rostered', teamKey: key(2) },
      ],
      faab: [
        { teamKey: key(1), budget: 100, used: 30 },
        { teamKey: key(2), budget: 100, used: 120 },
      ],
    });
    // 2024's draft: team 1 kept him then too (a key of 2024's league, same roster id).
    sleeper.extras.set(2024, {
      tradedPicks: [],
      keepers: [
        { name: 'Kept Twice', teamKey: stubTeamKey(2024, 1) },
        { name: 'Roster Keeper', teamKey: stubTeamKey(2024, 4) },
      ],
      faab: [],
    });
  });
  after(() => setup.close());

  it('previews the extras and writes none of them', async () => {
    const response = await post('/api/provider/import/preview', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const [season] = (response.json() as ImportPreview).seasons;
    assert.deepEqual(season!.extras, {
      draftPicks: { created: STUB_TEAMS * 5, updated: 0, unchanged: 0 },
      keepers: { created: 1, updated: 2, unchanged: 0 },
      faab: { created: 2, updated: 0, unchanged: 0 },
    });
    assert.equal((await picksOf(2026)).length, 0);
  });

  it("imports them: 2026's set made with the traded picks' owners, keepers with their years, FAAB left", async () => {
    const job = await runImport();
    const [season] = job.completed as SeasonImport[];
    assert.deepEqual(season!.extras, {
      draftPicks: { created: STUB_TEAMS * 5, updated: 0, unchanged: 0 },
      keepers: { created: 1, updated: 2, unchanged: 0 },
      faab: { created: 2, updated: 0, unchanged: 0 },
    });
    assert.match(job.message, / 20 draft picks, 3 keepers, 2 FAAB balances created or updated\.$/);
    for (const row of await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId)))
      team.set(Number(row.providerTeamKey!.split('.t.')[1]), row.id);
    assert.equal(team.size, STUB_TEAMS);

    const set = await picksOf(2026);
    assert.equal(set.length, STUB_TEAMS * 5);
    assert.deepEqual([...new Set(set.map((row) => row.round))], [1, 2, 3, 4, 5]);
    assert.equal((await pick(2026, 1, 1))?.currentTeamId, team.get(2));
    assert.equal((await pick(2026, 2, 3))?.currentTeamId, team.get(1));
    assert.equal((await pick(2026, 3, 3))?.currentTeamId, team.get(3));
    const balls = await setup.app.db
      .select({ quantity: pingPongBalls.quantity })
      .from(pingPongBalls)
      .where(and(eq(pingPongBalls.leagueId, leagueId), eq(pingPongBalls.year, 2026)));
    assert.deepEqual(
      balls.map((row) => row.quantity),
      Array(STUB_TEAMS).fill(0),
    );

    const twice = await bookPlayer('Kept Twice');
    assert.deepEqual([twice?.isKeeper, twice?.teamId, twice?.yearsKept], [true, team.get(1), 2]);
    // Another team kept him in 2024: this is his first year kept by team 3.
    const roster = await bookPlayer('Roster Keeper');
    assert.deepEqual([roster?.isKeeper, roster?.teamId, roster?.yearsKept], [true, team.get(3), 1]);
    const added = await bookPlayer('Nobody Rostered');
    assert.deepEqual(
      [added?.isKeeper, added?.teamId, added?.yearsKept, added?.position, added?.nflTeam, added?.auctionPrice],
      [true, team.get(2), 1, '', '', null],
    );

    const faab = await setup.app.db
      .select({ teamId: faabBalances.teamId, balance: faabBalances.balance })
      .from(faabBalances)
      .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, 2025)))
      .orderBy(asc(faabBalances.teamId));
    assert.deepEqual(faab, [
      { teamId: team.get(1), balance: 70 },
      { teamId: team.get(2), balance: 0 },
    ]);
    const actions = await setup.app.db
      .select({ action: auditLog.action, rows: count() })
      .from(auditLog)
      .where(eq(auditLog.leagueId, leagueId))
      .groupBy(auditLog.action);
    const byAction = new Map(actions.map((row) => [row.action, row.rows]));
    assert.deepEqual(
      [byAction.get('pick.import-create'), byAction.get('player.import-keeper'), byAction.get('faab.import-create')],
      [20, 3, 2],
    );
  });

  it("moves an existing year's traded pick, never a locked one, and makes a pick the year lacks", async () => {
    // 2027 has three rounds, made by hand; team 2's first is settled.
    const rows = [1, 2, 3].flatMap((round) =>
      [...team.values()].map((teamId) => ({
        leagueId,
        year: 2027,
        round,
        originalTeamId: teamId,
        currentTeamId: teamId,
      })),
    );
    await setup.app.db.insert(draftPicks).values(rows);
    await setup.app.db
      .update(draftPicks)
      .set({ isLocked: true })
      .where(
        and(
          eq(draftPicks.leagueId, leagueId),
          eq(draftPicks.year, 2027),
          eq(draftPicks.round, 1),
          eq(draftPicks.originalTeamId, team.get(2)!),
        ),
      );
    sleeper.extras
      .get(2025)!
      .tradedPicks.push(
        { year: 2027, round: 1, originalTeamKey: key(2), ownerTeamKey: key(3) },
        { year: 2027, round: 2, originalTeamKey: key(4), ownerTeamKey: key(1) },
        { year: 2027, round: 4, originalTeamKey: key(4), ownerTeamKey: key(2) },
      );
    const job = await runImport();
    assert.deepEqual((job.completed as SeasonImport[])[0]!.extras, {
      draftPicks: { created: 1, updated: 1, unchanged: 3 },
      keepers: { created: 0, updated: 0, unchanged: 3 },
      faab: { created: 0, updated: 0, unchanged: 2 },
    });
    assert.deepEqual(
      [(await pick(2027, 1, 2))?.currentTeamId, (await pick(2027, 1, 2))?.isLocked],
      [team.get(2), true],
    );
    assert.equal((await pick(2027, 2, 4))?.currentTeamId, team.get(1));
    assert.equal((await pick(2027, 4, 4))?.currentTeamId, team.get(2));
    assert.equal((await picksOf(2027)).length, 3 * STUB_TEAMS + 1);
  });

  it('a re-import changes nothing and records nothing', async () => {
    const audits = await auditCount();
    const job = await runImport();
    const [season] = job.completed as SeasonImport[];
    assert.deepEqual(season!.extras, {
      draftPicks: { created: 0, updated: 0, unchanged: 5 },
      keepers: { created: 0, updated: 0, unchanged: 3 },
      faab: { created: 0, updated: 0, unchanged: 2 },
    });
    assert.doesNotMatch(job.message, /draft pick|keeper|FAAB/);
    assert.equal(await auditCount(), audits);
  });

  it("the timer's round refreshes the league's running season from its own provider", async () => {
    const [game] = await setup.app.db
      .select()
      .from(matchups)
      .where(and(eq(matchups.leagueId, leagueId), eq(matchups.season, 2025), eq(matchups.week, 2)))
      .limit(1);
    await setup.app.db.update(matchups).set({ homeScore: 1 }).where(eq(matchups.id, game!.id));
    const reread = async () => (await setup.app.db.select().from(matchups).where(eq(matchups.id, game!.id)))[0];
    // A round without the league's provider (as Yahoo's leagues without credentials) leaves it alone.
    await refreshRunningSeasons(setup.app.db, {}, setup.app.log);
    assert.equal((await reread())?.homeScore, 1);
    await refreshRunningSeasons(setup.app.db, { sleeper }, setup.app.log);
    assert.equal((await reread())?.homeScore, game!.homeScore);
  });
});
