import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { type BookGame, recordBookOf } from './record-book';

const TEAMS = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Team ${id}` }));

/**
 * A small random history: up to three seasons of up to six weeks, each week's games between
 * distinct teams, scores in whole points from a narrow range so that equal scores and equal
 * records (the ties every rule must break) happen often. Some games are unplayed.
 */
const history = fc
  .array(
    fc.record({
      season: fc.integer({ min: 2020, max: 2022 }),
      week: fc.integer({ min: 1, max: 6 }),
      home: fc.integer({ min: 1, max: 5 }),
      shift: fc.integer({ min: 1, max: 4 }),
      homeScore: fc.integer({ min: 0, max: 6 }).map((n) => n * 10),
      awayScore: fc.integer({ min: 0, max: 6 }).map((n) => n * 10),
      isCompleted: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
      isPlayoff: fc.constant(false),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((row, index): BookGame => ({
      id: index + 1,
      season: row.season,
      week: row.week,
      position: index + 1,
      homeTeamId: row.home,
      awayTeamId: ((row.home - 1 + row.shift) % 5) + 1,
      homeScore: row.isCompleted ? row.homeScore : null,
      awayScore: row.isCompleted ? row.awayScore : null,
      isCompleted: row.isCompleted,
      isPlayoff: row.isPlayoff,
    })),
  );
const format = fc.record({
  playoffTeams: fc.integer({ min: 2, max: 5 }),
  playoffWeeks: fc.integer({ min: 1, max: 3 }),
});

type Side = {
  teamId: number;
  opponentId: number;
  own: number;
  theirs: number;
  season: number;
  week: number;
  order: number;
};

/** Every side of every played game, in the order played: the brute force's one view of the history. */
function sidesOf(games: BookGame[]): Side[] {
  const played = games
    .filter((game) => game.isCompleted && game.homeScore !== null && game.awayScore !== null)
    .sort((a, b) => a.season - b.season || a.week - b.week || a.position - b.position);
  return played.flatMap((game, index) => [
    {
      teamId: game.homeTeamId,
      opponentId: game.awayTeamId,
      own: game.homeScore!,
      theirs: game.awayScore!,
      season: game.season,
      week: game.week,
      order: index * 2,
    },
    {
      teamId: game.awayTeamId,
      opponentId: game.homeTeamId,
      own: game.awayScore!,
      theirs: game.homeScore!,
      season: game.season,
      week: game.week,
      order: index * 2 + 1,
    },
  ]);
}

/** The first side, in the order played, whose value is the greatest. */
function firstMax<T>(items: T[], value: (item: T) => number): T | null {
  const best = Math.max(...items.map(value));
  return items.find((item) => value(item) === best) ?? null;
}

/** Each team's longest run of wins: every start, counted forward; the earliest-ending run of the greatest length. */
function bruteStreak(sides: Side[]) {
  let best: { teamId: number; wins: number; end: number } | null = null;
  for (const teamId of new Set(sides.map((side) => side.teamId))) {
    const own = sides.filter((side) => side.teamId === teamId);
    for (let start = 0; start < own.length; start += 1) {
      let end = start;
      while (end < own.length && own[end]!.own > own[end]!.theirs) end += 1;
      const wins = end - start;
      if (wins === 0) continue;
      const last = own[end - 1]!.order;
      if (!best || wins > best.wins || (wins === best.wins && last < best.end)) best = { teamId, wins, end: last };
    }
  }
  return best;
}

describe('the record book rule', () => {
  it('holds the records a brute-force recount over the same games finds', () => {
    fc.assert(
      fc.property(history, format, (games, playoff) => {
        const book = recordBookOf(games, TEAMS, playoff);
        const sides = sidesOf(games);

        const high = firstMax(sides, (side) => side.own);
        assert.deepEqual(
          book.records.highestWeek && { ...book.records.highestWeek, team: book.records.highestWeek.team.id },
          high && { team: high.teamId, points: high.own, season: high.season, week: high.week },
        );

        const wins = sides.filter((side) => side.own > side.theirs);
        const widest = firstMax(wins, (side) => side.own - side.theirs);
        assert.equal(book.records.biggestWin?.team.id ?? null, widest?.teamId ?? null);
        assert.equal(book.records.biggestWin?.margin ?? null, widest ? widest.own - widest.theirs : null);
        assert.equal(book.records.biggestWin?.week ?? null, widest?.week ?? null);

        const streak = bruteStreak(sides);
        assert.equal(book.records.longestStreak?.wins ?? null, streak?.wins ?? null);
        assert.equal(book.records.longestStreak?.team.id ?? null, streak?.teamId ?? null);

        // Most regular-season points: each season's weeks before its last `playoffWeeks` summed per team.
        const totals: Array<{ teamId: number; season: number; points: number }> = [];
        for (const season of [...new Set(games.map((game) => game.season))].sort((a, b) => a - b)) {
          const lastWeek = Math.max(...games.filter((game) => game.season === season).map((game) => game.week));
          const teamIds = new Set(
            games.filter((game) => game.season === season).flatMap((game) => [game.homeTeamId, game.awayTeamId]),
          );
          for (const teamId of [...teamIds].sort((a, b) => a - b)) {
            const points = sides
              .filter(
                (side) =>
                  side.season === season && side.teamId === teamId && side.week <= lastWeek - playoff.playoffWeeks,
              )
              .reduce((sum, side) => sum + side.own, 0);
            totals.push({ teamId, season, points });
          }
        }
        const most = firstMax(totals, (total) => total.points);
        assert.deepEqual(
          book.records.mostSeasonPoints && {
            team: book.records.mostSeasonPoints.team.id,
            season: book.records.mostSeasonPoints.season,
            points: book.records.mostSeasonPoints.points,
          },
          most && { team: most.teamId, season: most.season, points: most.points },
        );

        // Head-to-head: every pair's games counted again, each one from both sides.
        for (const row of book.headToHead) {
          const between = sides.filter((side) => side.teamId === row.teamId && side.opponentId === row.opponentId);
          assert.equal(row.wins, between.filter((side) => side.own > side.theirs).length);
          assert.equal(row.losses, between.filter((side) => side.own < side.theirs).length);
          assert.equal(row.ties, between.filter((side) => side.own === side.theirs).length);
          const mirror = book.headToHead.find(
            (other) => other.teamId === row.opponentId && other.opponentId === row.teamId,
          );
          assert.deepEqual([mirror?.wins, mirror?.losses, mirror?.ties], [row.losses, row.wins, row.ties]);
        }
        assert.equal(
          book.headToHead.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0),
          sides.length,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('crowns a seed of a finished season once, and counts each title in the tally', () => {
    fc.assert(
      fc.property(history, format, (games, playoff) => {
        const book = recordBookOf(games, TEAMS, playoff);
        for (const season of book.seasons) {
          const seasonGames = games.filter((game) => game.season === season.season);
          assert.ok(
            seasonGames.every((game) => game.isCompleted),
            `${season.season} is finished`,
          );
          const champions = book.teams.filter((team) =>
            team.seasons.some((row) => row.season === season.season && row.finish === 'champion'),
          );
          assert.deepEqual(
            champions.map((team) => team.team.id),
            season.champion ? [season.champion.id] : [],
          );
          const winner = book.teams.find((team) => team.team.id === season.regularSeasonWinner.id);
          assert.equal(winner?.seasons.find((row) => row.season === season.season)?.rank, 1);
          if (season.champion) {
            const rank = book.teams
              .find((team) => team.team.id === season.champion!.id)!
              .seasons.find((row) => row.season === season.season)!.rank;
            assert.ok(rank <= playoff.playoffTeams, `champion seeded ${rank} of ${playoff.playoffTeams}`);
          }
        }
        assert.equal(
          book.titles.reduce((sum, row) => sum + row.titles, 0),
          book.seasons.filter((season) => season.champion).length,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reads a four-team bracket: the semi-final winners meet in the last week', () => {
    let id = 0;
    const game = (week: number, home: number, away: number, homeScore: number, awayScore: number): BookGame => {
      id += 1;
      return {
        id,
        season: 2030,
        week,
        position: id,
        homeTeamId: home,
        awayTeamId: away,
        homeScore,
        awayScore,
        isCompleted: true,
        isPlayoff: false,
      };
    };
    // Regular season (weeks 1-2): seeds 1, 3, 2, 4; 5 misses. Semis (week 3): 4 beats 1, 2 beats 3.
    // Week 4: the final 4 v 2 (4 wins), and 1 v 3 for third place, which the best seed must not be mistaken for.
    const games = [
      game(1, 1, 5, 100, 50),
      game(1, 2, 4, 90, 60),
      game(2, 1, 2, 100, 80),
      game(2, 3, 5, 70, 60),
      game(2, 4, 5, 30, 20),
      game(1, 3, 4, 80, 70),
      game(3, 4, 1, 99, 98),
      game(3, 2, 3, 90, 40),
      game(4, 1, 3, 120, 10),
      game(4, 4, 2, 75, 70),
    ];
    const book = recordBookOf(games, TEAMS, { playoffTeams: 4, playoffWeeks: 2 });
    assert.deepEqual(book.seasons, [
      {
        season: 2030,
        champion: { id: 4, name: 'Team 4' },
        runnerUp: { id: 2, name: 'Team 2' },
        regularSeasonWinner: { id: 1, name: 'Team 1' },
      },
    ]);
    assert.deepEqual(book.titles[0], { team: { id: 4, name: 'Team 4' }, titles: 1, regularSeasonWins: 0 });
  });
});
