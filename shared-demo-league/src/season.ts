import { FAKE_TEAMS, rosterOf, type FakeLeague } from './league-data';
import { weekStarted, weekStats } from './stats';

/** Weeks a season's scoreboard answers for (the NFL's regular season). */
export const SEASON_WEEKS = 18;

/** The week's pairings, [home, away] by team id: a round robin over the twelve teams (the circle method). */
export function pairings(week: number): Array<[number, number]> {
  const ids = FAKE_TEAMS.map((_team, index) => index + 1);
  const round = (week - 1) % (ids.length - 1);
  const rotating = ids.slice(1);
  const turned = [...rotating.slice(round), ...rotating.slice(0, round)];
  const order = [ids[0]!, ...turned];
  const half = order.length / 2;
  return Array.from({ length: half }, (_value, index) => [order[index]!, order[order.length - 1 - index]!]);
}

/** A team's points in a week: its starters' (every slot but BN and IR). */
export function teamPoints(league: FakeLeague, teamId: number, week: number): number {
  const total = rosterOf(league, teamId)
    .filter((entry) => entry.slot !== 'BN' && entry.slot !== 'IR')
    .reduce((sum, entry) => sum + weekStats(league, entry.player, week).points, 0);
  return Math.round(total * 100) / 100;
}

/** Where a week stands: not begun, under way (the current week), or over. */
export type WeekStatus = 'preevent' | 'midevent' | 'postevent';

export function weekStatus(league: FakeLeague, week: number): WeekStatus {
  if (league.isFinished || week < league.currentWeek) return 'postevent';
  return week === league.currentWeek ? 'midevent' : 'preevent';
}

export type SeasonGame = {
  week: number;
  /** Team ids, 1-based: team n is FAKE_TEAMS[n - 1]. */
  homeTeamId: number;
  awayTeamId: number;
  /** Null before the week begins. */
  homePoints: number | null;
  awayPoints: number | null;
  status: WeekStatus;
};

/** Every game of a season, week by week in the scoreboard's order. */
export function seasonGames(league: FakeLeague): SeasonGame[] {
  const games: SeasonGame[] = [];
  for (let week = 1; week <= SEASON_WEEKS; week += 1) {
    const started = weekStarted(league, week);
    for (const [home, away] of pairings(week)) {
      games.push({
        week,
        homeTeamId: home,
        awayTeamId: away,
        homePoints: started ? teamPoints(league, home, week) : null,
        awayPoints: started ? teamPoints(league, away, week) : null,
        status: weekStatus(league, week),
      });
    }
  }
  return games;
}
