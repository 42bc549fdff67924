/**
 * What the standings tell beside each record (docs/screens/home.md §4.2): the current streak
 * and the games back from the first team. Plain functions over finished regular-season games,
 * apart from the database, so the rules are tested on their own.
 */

/** A finished game as the streak reads it: both teams and both scores. */
export interface FinishedGame {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
}

type Result = 'W' | 'L' | 'T';

function resultFor(teamId: number, game: FinishedGame): Result | null {
  const [own, theirs] =
    game.homeTeamId === teamId
      ? [game.homeScore, game.awayScore]
      : game.awayTeamId === teamId
        ? [game.awayScore, game.homeScore]
        : [null, null];
  if (own === null || theirs === null) return null;
  return own > theirs ? 'W' : own < theirs ? 'L' : 'T';
}

/**
 * Each team's streak from `latestFirst` (the season's finished games, latest first): the
 * result of its latest game and how many of its games in a row ended so (`W3`, `L1`, `T1`),
 * so a tie breaks a run of wins. A team that has not played has none (absent from the map).
 */
export function streaksOf(latestFirst: readonly FinishedGame[]): Map<number, string> {
  const runs = new Map<number, { result: Result; count: number; over: boolean }>();
  for (const game of latestFirst) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const result = resultFor(teamId, game);
      if (result === null) continue;
      const run = runs.get(teamId);
      if (!run) runs.set(teamId, { result, count: 1, over: false });
      else if (!run.over && run.result === result) run.count += 1;
      else run.over = true;
    }
  }
  return new Map([...runs].map(([teamId, run]) => [teamId, `${run.result}${run.count}`]));
}

type Record = { wins: number; losses: number };

/**
 * Games back of `team` from `leader` (the first of the standings): half the difference in wins
 * plus half the difference in losses. A tie counts half a win and half a loss, so ties cancel
 * between the two differences and a tie against a win is half a game (docs/screens/home.md §4.2).
 */
export function gamesBack(leader: Record, team: Record): number {
  return (leader.wins - team.wins + (team.losses - leader.losses)) / 2;
}
