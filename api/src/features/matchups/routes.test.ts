import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { SeasonMatchup, StandingsEntry, WeekMatchup } from 'shared-contracts';
import { createTestApp } from '../../testing/app';
import { bearer, createTestUser, type TestUser } from '../../testing/identities';
import { signIn } from '../../testing/members';
import { insertSeason, teamIdsByAbbreviation } from '../../testing/schedule-fixtures';

describe('/api/matchups', () => {
  let app: FastifyInstance;
  let member: TestUser;
  let ids: Record<string, number>;
  const get = async (url: string, user: TestUser | null = member) =>
    app.inject({ method: 'GET', url, headers: user ? bearer(user) : {} });

  before(async () => {
    app = await createTestApp({ demoLeagueOpen: true });
    member = await signIn(app);
    ids = await teamIdsByAbbreviation(app);
  });
  after(() => app.close());

  describe('GET /api/matchups/standings/{season}', () => {
    it('orders by win percentage with a tie counting half, then total points; counts only completed regular-season games', async () => {
      const teamOf = (abbreviation: string): number => {
        const id = ids[abbreviation];
        if (id === undefined) throw new Error(`no team ${abbreviation}`);
        return id;
      };
      const [a, b, c, d, e, f] = [
        teamOf('GCK'),
        teamOf('SAS'),
        teamOf('BAY'),
        teamOf('MHM'),
        teamOf('LSL'),
        teamOf('DSC'),
      ] as const;
      await insertSeason(app, 2031, [
        { week: 1, home: a, away: b, homeScore: 100, awayScore: 90, isCompleted: true },
        { week: 1, home: c, away: d, homeScore: 80, awayScore: 80, isCompleted: true },
        { week: 1, home: e, away: f, homeScore: 88, awayScore: 88, isCompleted: true },
        { week: 2, home: a, away: c, homeScore: 95.5, awayScore: 60.25, isCompleted: true },
        { week: 2, home: b, away: d, homeScore: 130, awayScore: 70, isCompleted: true },
        // Not completed: neither its scores nor its result count.
        { week: 3, home: b, away: a, homeScore: 200, awayScore: 50, isCompleted: false },
        { week: 4, home: a, away: d, homeScore: null, awayScore: null, isCompleted: false },
        // A playoff game, completed: the standings are the regular season's (docs/api.md §7).
        { week: 15, home: b, away: a, homeScore: 150, awayScore: 40, isCompleted: true, isPlayoff: true },
      ]);
      const response = await get('/api/matchups/standings/2031');
      assert.equal(response.statusCode, 200);
      const standings = response.json().teams as StandingsEntry[];
      const record = (id: number) => standings.find((team) => team.id === id);
      // Points against, the streak (latest game first) and games back from A (2-0), by hand.
      assert.deepEqual(record(a), {
        id: a,
        name: 'Gotham City Knights',
        wins: 2,
        losses: 0,
        ties: 0,
        totalPoints: 195.5,
        pointsAgainst: 150.25,
        streak: 'W2',
        gamesBack: 0,
      });
      assert.deepEqual(record(b), {
        id: b,
        name: 'San Antonio Spurs of Steel',
        wins: 1,
        losses: 1,
        ties: 0,
        totalPoints: 220,
        pointsAgainst: 170,
        streak: 'W1',
        gamesBack: 1,
      });
      // A tie is half a game back: 0-1-1 is a game and a half behind 2-0, 0-0-1 one game.
      assert.deepEqual(record(c), {
        id: c,
        name: 'Bayou Bandits',
        wins: 0,
        losses: 1,
        ties: 1,
        totalPoints: 140.25,
        pointsAgainst: 175.5,
        streak: 'L1',
        gamesBack: 1.5,
      });
      assert.deepEqual(record(d), {
        id: d,
        name: 'Mile High Mayhem',
        wins: 0,
        losses: 1,
        ties: 1,
        totalPoints: 150,
        pointsAgainst: 210,
        streak: 'L1',
        gamesBack: 1.5,
      });
      assert.deepEqual([record(e)?.streak, record(e)?.gamesBack, record(e)?.pointsAgainst], ['T1', 1, 88]);
      // A 1.000; B .500 (220) before E and F .500 (88 each, then by id); D .250 beats C .250 on points.
      // Counting a tie as nothing would put D and C above E and F; as a win, E and F above B.
      const teamsWithoutGames = Object.values(ids)
        .filter((id) => ![a, b, c, d, e, f].includes(id))
        .sort((x, y) => x - y);
      assert.deepEqual(
        standings.map((team) => team.id),
        [a, b, ...[e, f].sort((x, y) => x - y), d, c, ...teamsWithoutGames],
      );
      // Every team of the league is listed, a team without games with a zero record.
      assert.equal(standings.length, 12);
      for (const id of teamsWithoutGames)
        assert.deepEqual(
          { ...record(id), id: 0, name: '' },
          {
            id: 0,
            name: '',
            wins: 0,
            losses: 0,
            ties: 0,
            totalPoints: 0,
            pointsAgainst: 0,
            streak: null,
            gamesBack: 1,
          },
        );
    });

    it('ends a run of wins at a tie, leaves a team that has not played without a streak, and has no streak before any game', async () => {
      const [a, b, c] = [ids.GCK!, ids.SAS!, ids.BAY!];
      await insertSeason(app, 2032, [
        { week: 1, home: a, away: b, homeScore: 100, awayScore: 90, isCompleted: true },
        { week: 2, home: a, away: c, homeScore: 100, awayScore: 80, isCompleted: true },
        { week: 3, home: b, away: a, homeScore: 90, awayScore: 90, isCompleted: true },
        { week: 4, home: c, away: b, homeScore: 110, awayScore: 100, isCompleted: true },
        // Later, but unfinished: it changes no streak.
        { week: 5, home: b, away: a, homeScore: 120, awayScore: 10, isCompleted: false },
      ]);
      const standings = (await get('/api/matchups/standings/2032')).json().teams as StandingsEntry[];
      const pick = ({ id, wins, losses, ties, totalPoints, pointsAgainst, streak, gamesBack }: StandingsEntry) => ({
        id,
        record: [wins, losses, ties],
        totalPoints,
        pointsAgainst,
        streak,
        gamesBack,
      });
      // A 2-0-1 (.833) leads; C 1-1 (.500) a game back; B 0-2-1 (.167) two back; then the rest at 0.
      assert.deepEqual(standings.slice(0, 4).map(pick), [
        { id: a, record: [2, 0, 1], totalPoints: 290, pointsAgainst: 260, streak: 'T1', gamesBack: 0 },
        { id: c, record: [1, 1, 0], totalPoints: 190, pointsAgainst: 200, streak: 'W1', gamesBack: 1 },
        { id: b, record: [0, 2, 1], totalPoints: 280, pointsAgainst: 300, streak: 'L1', gamesBack: 2 },
        { id: standings[3]!.id, record: [0, 0, 0], totalPoints: 0, pointsAgainst: 0, streak: null, gamesBack: 1 },
      ]);

      const unplayed = (await get('/api/matchups/standings/2030')).json().teams as StandingsEntry[];
      assert.equal(unplayed.length, 12);
      assert.deepEqual(new Set(unplayed.map((team) => `${team.streak} ${team.gamesBack}`)), new Set(['null 0']));
    });

    it("agrees with the season's completed games, and totals points to the hundredth", async () => {
      const standings = (await get('/api/matchups/standings/2025')).json().teams as StandingsEntry[];
      const games = ((await get('/api/matchups/season/2025')).json().matchups as SeasonMatchup[]).filter(
        (game) => game.is_completed,
      );
      // Ten weeks are over; week 11's points so far count for no one yet.
      assert.equal(games.length, 60);
      for (const entry of standings) {
        const mine = games.flatMap((game) =>
          game.home_team_id === entry.id
            ? [[game.home_team_score ?? 0, game.away_team_score ?? 0]]
            : game.away_team_id === entry.id
              ? [[game.away_team_score ?? 0, game.home_team_score ?? 0]]
              : [],
        );
        assert.equal(entry.wins, mine.filter(([own, theirs]) => own! > theirs!).length, `${entry.name} wins`);
        assert.equal(entry.losses, mine.filter(([own, theirs]) => own! < theirs!).length, `${entry.name} losses`);
        assert.equal(entry.ties, mine.filter(([own, theirs]) => own === theirs).length, `${entry.name} ties`);
        const points = mine.reduce((sum, [own]) => sum + own!, 0);
        assert.equal(entry.totalPoints, Math.round(points * 100) / 100, `${entry.name} points`);
        const against = mine.reduce((sum, [, theirs]) => sum + theirs!, 0);
        assert.equal(entry.pointsAgainst, Math.round(against * 100) / 100, `${entry.name} points against`);
      }
      const pct = (team: StandingsEntry) => (team.wins + team.ties / 2) / (team.wins + team.losses + team.ties);
      for (let i = 1; i < standings.length; i += 1) {
        const [above, below] = [standings[i - 1]!, standings[i]!];
        assert.ok(
          pct(above) > pct(below) || (pct(above) === pct(below) && above.totalPoints >= below.totalPoints),
          `${above.name} above ${below.name}`,
        );
      }
    });

    it('answers 400 for a season that is not a year', async () => {
      for (const season of ['abc', '1999', '2024.5']) {
        const response = await get(`/api/matchups/standings/${season}`);
        assert.equal(response.statusCode, 400, season);
        assert.match(response.json().message, /params\.season: season must be/);
      }
    });
  });

  describe('GET /api/matchups/week/{week}?season=', () => {
    it("answers the week's games in schedule order with both teams, snake_case scores and the date text", async () => {
      const response = await get('/api/matchups/week/17?season=2024');
      assert.equal(response.statusCode, 200);
      const games = response.json().matchups as WeekMatchup[];
      const schedule = (await get('/api/schedule/2024')).json().matchups as Array<Record<string, unknown>>;
      const expected = schedule.filter((game) => game.weekNumber === 17);
      assert.equal(games.length, 6);
      assert.deepEqual(
        games.map((game) => [
          game.id,
          game.homeTeam.id,
          game.awayTeam.id,
          game.home_team_score,
          game.away_team_score,
          game.week_number,
        ]),
        expected.map((game) => [game.id, game.homeTeamId, game.awayTeamId, game.homeTeamScore, game.awayTeamScore, 17]),
      );
      for (const game of games) {
        assert.equal(game.description, 'Sun, Dec 29, 2024');
        assert.equal(typeof game.home_team_score, 'number');
        assert.deepEqual(Object.keys(game.homeTeam).sort(), ['abbreviation', 'id', 'logoUrl', 'name']);
      }
      // Teams carry their logo (the demo gives Bayou Bandits one) or null.
      const bayou = games.flatMap((game) => [game.homeTeam, game.awayTeam]).find((team) => team.id === ids.BAY);
      assert.match(bayou?.logoUrl ?? '', /^data:image\/svg\+xml,/);
    });

    it('answers unplayed games with empty scores, and an empty list for a season without games', async () => {
      const upcoming = (await get('/api/matchups/week/13?season=2025')).json().matchups as WeekMatchup[];
      assert.equal(upcoming.length, 6);
      assert.ok(upcoming.every((game) => game.home_team_score === null && game.away_team_score === null));
      const none = await get('/api/matchups/week/1?season=2040');
      assert.equal(none.statusCode, 200);
      assert.deepEqual(none.json(), { matchups: [] });
    });

    it('answers 400 for a week outside 1-18 and for a missing or invalid season', async () => {
      for (const week of ['0', '19', 'x', '1.5']) {
        const response = await get(`/api/matchups/week/${week}?season=2024`);
        assert.equal(response.statusCode, 400, week);
        assert.equal(response.json().message, 'Invalid request: params.week: week must be 1 to 18');
      }
      const missing = await get('/api/matchups/week/3');
      assert.equal(missing.statusCode, 400);
      assert.equal(missing.json().message, 'Invalid request: querystring.season: season must be a year such as 2024');
      const invalid = await get('/api/matchups/week/3?season=20x4');
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.json().message, /querystring\.season: season must be a year/);
    });
  });

  describe('GET /api/matchups/season/{season}', () => {
    it("answers the season's games by team id in week and position order: 2025 over through week 10, week 11 under way", async () => {
      const response = await get('/api/matchups/season/2025');
      assert.equal(response.statusCode, 200);
      const games = response.json().matchups as SeasonMatchup[];
      assert.equal(games.length, 108);
      assert.deepEqual(Object.keys(games[0]!).sort(), [
        'away_team_id',
        'away_team_score',
        'home_team_id',
        'home_team_score',
        'id',
        'is_completed',
        'is_playoff',
        'week_number',
      ]);
      const order = games.map((game) => game.week_number);
      assert.deepEqual(
        order,
        [...order].sort((x, y) => x - y),
      );
      for (const game of games) {
        assert.equal(game.is_completed, game.week_number <= 10);
        assert.equal(game.is_playoff, false, 'the demo season has no playoff games');
        assert.equal(game.home_team_score !== null, game.week_number <= 11);
      }
    });

    it('answers 400 for a season that is not a year', async () => {
      const response = await get('/api/matchups/season/next');
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Invalid request: params.season: season must be a year such as 2024');
    });
  });

  it('answers 401 without a token and 403 to a signed-in user who is not a member', async () => {
    const outsider = await createTestUser('outsider');
    for (const url of [
      '/api/matchups/standings/2024',
      '/api/matchups/week/17?season=2024',
      '/api/matchups/season/2024',
    ]) {
      const anonymous = await get(url, null);
      assert.equal(anonymous.statusCode, 401, url);
      assert.equal(anonymous.json().message, 'Not authenticated');
      const stranger = await get(url, outsider);
      assert.equal(stranger.statusCode, 403, url);
    }
  });
});
