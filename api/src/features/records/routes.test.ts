import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import type { PlayoffFormat, RecordBook } from 'shared-contracts/record-book';
import { matchups } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { auditCount, fixtureLeague } from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';

/**
 * The record book of a small league of its own, computed by hand (docs/api.md §21):
 *
 * 2040, weeks 1-3, all played:      2041, still under way:
 *   wk1 Aces 100 - Bears 90          wk1 Aces 150 - Drakes 10
 *       Comets 80 - Drakes 70        wk2 Bears v Comets, unplayed
 *   wk2 Aces 110 - Comets 60
 *       Bears 95 - Drakes 100
 *   wk3 Drakes 120 - Aces 115
 *       Bears 50 - Comets 40
 *
 * With two teams over one playoff week: 2040's regular season is weeks 1-2, Aces (2-0, 210)
 * then Drakes (1-1, 170) are the seeds, and week 3's Drakes v Aces is the final: Drakes win the
 * title, Aces the regular season.
 */
describe('/api/records: the record book', () => {
  let app: FastifyInstance;
  let commissioner: TestUser;
  let leagueId: number;
  const ids: Record<'aces' | 'bears' | 'comets' | 'drakes', number> = { aces: 0, bears: 0, comets: 0, drakes: 0 };

  const call = (method: 'GET' | 'PUT', url: string, payload?: object, user = commissioner, league = leagueId) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(user), [LEAGUE_ID_HEADER]: String(league) },
      ...(payload ? { payload } : {}),
    });
  const book = async (): Promise<RecordBook> => {
    const response = await call('GET', '/api/records');
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as RecordBook;
  };
  const team = (key: keyof typeof ids, name: string) => ({ id: ids[key], name });

  before(async () => {
    app = await createTestApp();
    commissioner = await signIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: bearer(commissioner),
      payload: { name: 'Record League', season: 2041 },
    });
    assert.equal(created.statusCode, 201, created.body);
    leagueId = (created.json() as { id: number }).id;
    for (const [key, name] of [
      ['aces', 'Aces'],
      ['bears', 'Bears'],
      ['comets', 'Comets'],
      ['drakes', 'Drakes'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: { ...bearer(commissioner), [LEAGUE_ID_HEADER]: String(leagueId) },
        payload: { name },
      });
      assert.equal(response.statusCode, 201, response.body);
      ids[key] = (response.json() as { id: number }).id;
    }
    const { aces, bears, comets, drakes } = ids;
    const game = (
      season: number,
      week: number,
      position: number,
      homeTeamId: number,
      awayTeamId: number,
      homeScore: number | null,
      awayScore: number | null,
    ) => ({
      leagueId,
      season,
      week,
      position,
      homeTeamId,
      awayTeamId,
      homeScore,
      awayScore,
      isCompleted: homeScore !== null,
    });
    await app.db
      .insert(matchups)
      .values([
        game(2040, 1, 1, aces, bears, 100, 90),
        game(2040, 1, 2, comets, drakes, 80, 70),
        game(2040, 2, 1, aces, comets, 110, 60),
        game(2040, 2, 2, bears, drakes, 95, 100),
        game(2040, 3, 1, drakes, aces, 120, 115),
        game(2040, 3, 2, bears, comets, 50, 40),
        game(2041, 1, 1, aces, drakes, 150, 10),
        game(2041, 2, 1, bears, comets, null, null),
      ]);
  });

  after(async () => {
    await app.close();
  });

  it('starts with the default format: four teams over two weeks, every team in the 2040 playoffs', async () => {
    const first = await book();
    assert.deepEqual(first.format, { playoffTeams: 4, playoffWeeks: 2, isDefault: true });
    const comets = first.teams.find((row) => row.team.id === ids.comets);
    assert.equal(comets?.seasons.find((row) => row.season === 2040)?.finish, 'playoffs');
  });

  it('refuses a format from a manager, and a bad one from the commissioner, changing nothing', async () => {
    const league = await fixtureLeague(app);
    const manager = await signInAsManager(app, league.teamIds[0]!);
    const refused = await call(
      'PUT',
      '/api/records/playoff-format',
      { playoffTeams: 2, playoffWeeks: 1 },
      manager,
      league.leagueId,
    );
    assert.equal(refused.statusCode, 403, refused.body);
    const bad = await call('PUT', '/api/records/playoff-format', { playoffTeams: 1, playoffWeeks: 1 });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.match((bad.json() as { message: string }).message, /playoffTeams must be a whole number from 2 to 16/);
    const format = await call('GET', '/api/records/playoff-format');
    assert.deepEqual(format.json(), { playoffTeams: 4, playoffWeeks: 2, isDefault: true });
    assert.equal(await auditCount(app, 'playoff_format.create', leagueId), 0);
  });

  it('reads the hand-computed book once the commissioner sets two teams over one week, audited', async () => {
    const saved = await call('PUT', '/api/records/playoff-format', { playoffTeams: 2, playoffWeeks: 1 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json() as PlayoffFormat, { playoffTeams: 2, playoffWeeks: 1, isDefault: false });
    assert.equal(await auditCount(app, 'playoff_format.create', leagueId), 1);

    const records = await book();
    assert.deepEqual(records.format, { playoffTeams: 2, playoffWeeks: 1, isDefault: false });
    assert.deepEqual(records.seasons, [
      {
        season: 2040,
        champion: team('drakes', 'Drakes'),
        runnerUp: team('aces', 'Aces'),
        regularSeasonWinner: team('aces', 'Aces'),
      },
    ]);
    assert.deepEqual(records.titles, [
      { team: team('drakes', 'Drakes'), titles: 1, regularSeasonWins: 0 },
      { team: team('aces', 'Aces'), titles: 0, regularSeasonWins: 1 },
    ]);
    assert.deepEqual(records.records, {
      highestWeek: { team: team('aces', 'Aces'), points: 150, season: 2041, week: 1 },
      biggestWin: {
        team: team('aces', 'Aces'),
        opponent: team('drakes', 'Drakes'),
        points: 150,
        opponentPoints: 10,
        margin: 140,
        season: 2041,
        week: 1,
      },
      longestStreak: {
        team: team('aces', 'Aces'),
        wins: 2,
        from: { season: 2040, week: 1 },
        to: { season: 2040, week: 2 },
      },
      mostSeasonPoints: { team: team('aces', 'Aces'), points: 210, season: 2040 },
    });
    assert.deepEqual(
      records.headToHead.find((row) => row.teamId === ids.aces && row.opponentId === ids.drakes),
      { teamId: ids.aces, opponentId: ids.drakes, wins: 1, losses: 1, ties: 0, pointsFor: 265, pointsAgainst: 130 },
    );
    assert.deepEqual(records.teams.find((row) => row.team.id === ids.aces)?.seasons, [
      { season: 2040, rank: 1, wins: 2, losses: 0, ties: 0, pointsFor: 210, finish: 'runner-up' },
      { season: 2041, rank: 1, wins: 1, losses: 0, ties: 0, pointsFor: 150, finish: 'in-progress' },
    ]);
    assert.deepEqual(
      records.teams.find((row) => row.team.id === ids.comets)?.seasons.find((row) => row.season === 2040),
      { season: 2040, rank: 3, wins: 1, losses: 1, ties: 0, pointsFor: 140, finish: 'missed' },
    );

    // A second save replaces the first, audited as an update.
    const again = await call('PUT', '/api/records/playoff-format', { playoffTeams: 4, playoffWeeks: 2 });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await auditCount(app, 'playoff_format.update', leagueId), 1);
  });

  it("shows a member only his own league's book", async () => {
    const league = await fixtureLeague(app);
    const other = await call(
      'GET',
      '/api/records',
      undefined,
      await signInAsManager(app, league.teamIds[1]!),
      league.leagueId,
    );
    assert.equal(other.statusCode, 200, other.body);
    const names = JSON.stringify(other.json());
    assert.doesNotMatch(names, /"Drakes"|"Comets"/);
  });
});
