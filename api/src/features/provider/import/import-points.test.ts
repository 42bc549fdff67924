import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { Player } from 'shared-contracts';
import type { ImportJob, ScoreRefreshResult } from 'shared-contracts/provider-setup';
import { leagues, players, playerWeekPoints } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { STUB_SEASONS, STUB_TEAMS, StubSleeperProvider } from '../../../testing/stub-provider';
import { startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';

/**
 * The players' points an import and a score refresh read (docs/screens/players.md §4.8): a
 * week the provider answers unreadably is left out with a warning, and the season is written
 * all the same; the next read fills it in.
 */
describe("importing the players' points of a provider that cannot read one week", () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const sleeper = new StubSleeperProvider();
  const post = (url: string, payload?: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), ...(payload ? { payload } : {}) });
  const runImport = async () => {
    const response = await post('/api/provider/import', { seasons: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    return job;
  };
  /** Stored points, as `providerPlayerId|week → points`. */
  const storedPoints = async () =>
    new Map(
      (
        await setup.app.db
          .select()
          .from(playerWeekPoints)
          .where(eq(playerWeekPoints.leagueId, leagueId))
          .orderBy(asc(playerWeekPoints.id))
      ).map((row) => [`${row.providerPlayerId}|${row.week}`, row.points]),
    );

  before(async () => {
    commissioner = await createTestUser('points-commissioner');
    setup = await startYahooTestApp({
      league: { name: 'Points League', commissioners: [commissioner.email], season: 2026 },
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
  });
  after(() => setup.close());

  it('writes the season without the week it could not read, and says so', async () => {
    sleeper.pointsFailures.add(2);
    const job = await runImport();
    const [season] = job.completed;
    assert.deepEqual(season!.warnings, [
      `2025: players' points of week 2 could not be read and were left out. Sleeper's answer to /league/${STUB_SEASONS[0]!.leagueKey}/matchups/2 could not be read`,
    ]);
    const book = await setup.app.db
      .select()
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    assert.equal(book.length, STUB_TEAMS * 3, 'the book is written');
    // Stub Player 1-3: provider id 102, 1 + 2 points a week, plus the week's number.
    assert.equal(book.find((player) => player.name === 'Stub Player 1-3')?.providerPlayerId, '102');
    const points = await storedPoints();
    assert.equal(points.size, STUB_TEAMS * 3, 'week 1 only');
    assert.equal(points.get('102|1'), 4);
    assert.equal(points.has('102|2'), false);

    const list = (
      await setup.app.inject({ method: 'GET', url: '/api/players?year=2025', headers: bearer(commissioner) })
    ).json() as Player[];
    const listed = list.find((player) => player.name === 'Stub Player 1-3');
    assert.deepEqual([listed?.seasonPoints, listed?.lastWeekPoints], [4, 4], 'week 1 is the latest known');
  });

  it("a score refresh that still cannot read it says so; once it can, it stores the week's points", async () => {
    const failing = await post('/api/provider/import/refresh-scores');
    assert.equal(failing.statusCode, 200, failing.body);
    assert.match((failing.json() as ScoreRefreshResult).message, /players' points of week 2 could not be read/);
    assert.equal((await storedPoints()).has('102|2'), false);

    sleeper.pointsFailures.clear();
    const refreshed = await post('/api/provider/import/refresh-scores');
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.doesNotMatch((refreshed.json() as ScoreRefreshResult).message, /could not be read/);
    const points = await storedPoints();
    assert.equal(points.size, STUB_TEAMS * 3 * 2);
    assert.deepEqual([points.get('102|1'), points.get('102|2')], [4, 5]);
  });
});
