// The lottery's exact odds: each team's probability of each pick, by dynamic programming over
// the set of teams already drawn (never simulated).
import type { LotteryTeam } from './draw';

/** The most teams with balls the odds table takes: 2^20 sets of drawn teams. */
export const MAX_LOTTERY_TEAMS = 20;

/**
 * For teams with balls (n of them): answers, for each in the order given, its probability of
 * picks 1..n. chance[S] is the probability that the first |S| draws took exactly the set S;
 * from S, team t (not in S) is drawn next with probability balls(t) / balls left, which
 * both adds to t's chance of pick |S|+1 and carries chance[S] into chance[S ∪ {t}].
 */
export function lotteryOdds(teams: readonly LotteryTeam[]): number[][] {
  const drawn = teams.filter((team) => team.balls > 0);
  if (drawn.length !== teams.length) throw new RangeError('every team in the odds table must hold balls');
  const n = teams.length;
  if (n > MAX_LOTTERY_TEAMS) throw new RangeError(`the odds table takes at most ${MAX_LOTTERY_TEAMS} teams with balls`);
  const total = teams.reduce((sum, team) => sum + team.balls, 0);
  const odds = teams.map(() => new Array<number>(n).fill(0));
  const chance = new Float64Array(2 ** n);
  const ballsIn = new Float64Array(2 ** n);
  chance[0] = 1;
  for (let set = 0; set < chance.length; set += 1) {
    const reach = chance[set] as number;
    if (reach === 0) continue;
    const pick = popCount(set);
    const left = total - (ballsIn[set] as number);
    for (let team = 0; team < n; team += 1) {
      const bit = 1 << team;
      if (set & bit) continue;
      const balls = (teams[team] as LotteryTeam).balls;
      const next = reach * (balls / left);
      const row = odds[team] as number[];
      row[pick] = (row[pick] as number) + next;
      chance[set | bit] = (chance[set | bit] as number) + next;
      ballsIn[set | bit] = (ballsIn[set] as number) + balls;
    }
  }
  return odds;
}

function popCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** One row of the odds table: a team, its balls, and its chance of each pick of round 1. */
export type LotteryOddsRow = { teamId: number; balls: number; chances: number[] };

/**
 * The whole round's odds: teams with balls share the first picks by `lotteryOdds`; teams
 * without balls follow in `withoutBallsOrder` (previous season's standings, worst first),
 * each certain of its pick. Every row sums to 1 (to rounding).
 */
export function lotteryOddsTable(
  teams: readonly LotteryTeam[],
  withoutBallsOrder: readonly number[],
): LotteryOddsRow[] {
  const drawn = teams.filter((team) => team.balls > 0).sort((a, b) => a.teamId - b.teamId);
  const size = drawn.length + withoutBallsOrder.length;
  const odds = lotteryOdds(drawn);
  const rows = drawn.map((team, index) => ({
    teamId: team.teamId,
    balls: team.balls,
    chances: [...(odds[index] as number[]), ...new Array<number>(size - drawn.length).fill(0)],
  }));
  withoutBallsOrder.forEach((teamId, index) => {
    const chances = new Array<number>(size).fill(0);
    chances[drawn.length + index] = 1;
    rows.push({ teamId, balls: 0, chances });
  });
  return rows;
}
