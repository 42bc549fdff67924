import { httpErrors } from '@fastify/sensible';
import { type LotteryTeam, type LotteryView } from 'shared-contracts/lottery';
import { lotteryOddsTable, MAX_LOTTERY_TEAMS } from 'shared-contracts/lottery-odds';
import type { Queryable } from '../../../db/client';
import { listTeams, seasonStandings } from '../../teams';
import { listPingPongBalls } from '../pick-repository';
import { findActiveLottery, listEntries, listLotteries, toLottery } from './lottery-repository';

/** The league's teams with balls for the year, as the draw reads them (only teams of the league, only balls > 0). */
export async function lotteryTeams(db: Queryable, leagueId: number, year: number): Promise<LotteryTeam[]> {
  const teamIds = new Set((await listTeams(db, leagueId)).map((team) => team.id));
  const balls = await listPingPongBalls(db, leagueId, year);
  return balls
    .filter((entry) => entry.quantity > 0 && teamIds.has(entry.teamId))
    .map((entry) => ({ teamId: entry.teamId, balls: entry.quantity }));
}

/**
 * The league's teams without balls, in the previous season's standings, worst first: the
 * picks after the lottery's.
 */
export async function teamsWithoutBalls(
  db: Queryable,
  leagueId: number,
  year: number,
  withBalls: readonly LotteryTeam[],
): Promise<number[]> {
  const drawn = new Set(withBalls.map((team) => team.teamId));
  const standings = await seasonStandings(db, leagueId, year - 1);
  return standings
    .map((row) => row.id)
    .reverse()
    .filter((teamId) => !drawn.has(teamId));
}

/**
 * GET /api/picks/lottery/{year}: the odds (from the balls the draw used once drawn, from
 * today's balls before), the year's lottery and the reset ones before it.
 */
export async function lotteryView(db: Queryable, leagueId: number, year: number): Promise<LotteryView> {
  const rows = await listLotteries(db, leagueId, year);
  const entries = await listEntries(
    db,
    rows.map((row) => row.id),
  );
  const lotteries = rows.map((row) => toLottery(row, entries.get(row.id) ?? []));
  const current = lotteries.find((lottery) => lottery.status !== 'reset') ?? null;
  const history = lotteries.filter((lottery) => lottery !== current);

  let teams: LotteryTeam[];
  let tail: number[];
  if (current?.teams && current.order && current.lotteryOrder) {
    teams = current.teams;
    tail = current.order.slice(current.lotteryOrder.length);
  } else {
    teams = await lotteryTeams(db, leagueId, year);
    tail = await teamsWithoutBalls(db, leagueId, year, teams);
  }
  if (teams.length > MAX_LOTTERY_TEAMS) {
    throw httpErrors.conflict(
      `The odds table takes at most ${MAX_LOTTERY_TEAMS} teams with ping pong balls; ${year} has ${teams.length}`,
    );
  }
  return { year, odds: lotteryOddsTable(teams, tail), current, history };
}

export { findActiveLottery };
