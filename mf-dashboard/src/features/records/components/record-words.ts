// How the record book words its numbers (docs/screens/records.md §3): one place, so the page
// and its tests read the same sentences.
import type { HeadToHead, LeagueRecords, TeamSeason, TitleCount } from 'shared-contracts/record-book';
import { formatPoints } from 'shared-ui';

export const NO_FINISHED_SEASONS = 'No finished seasons yet';

export const FINISH_LABELS: Record<TeamSeason['finish'], string> = {
  champion: 'Champion',
  'runner-up': 'Runner-up',
  playoffs: 'Playoffs',
  missed: 'Missed the playoffs',
  'in-progress': 'In progress',
};

export const record = (row: { wins: number; losses: number; ties: number }) =>
  row.ties > 0 ? `${row.wins}-${row.losses}-${row.ties}` : `${row.wins}-${row.losses}`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The answer to "who has won the most titles": the leader, or every team sharing the lead. */
export function mostTitlesSentence(titles: readonly TitleCount[]): string {
  const best = titles[0]?.titles ?? 0;
  if (best === 0) return 'No champion crowned yet';
  const leaders = titles.filter((row) => row.titles === best).map((row) => row.team.name);
  return `Most titles: ${leaders.join(', ')} (${plural(best, 'title')})`;
}

const at = (season: number, week: number) => `${season}, week ${week}`;

/** Each record as the page lists it: its name, who holds it, and the mark with where it was set. */
export function recordLines(records: LeagueRecords): Array<{ name: string; holder: string; mark: string }> {
  const lines: Array<{ name: string; holder: string; mark: string }> = [];
  const { highestWeek, biggestWin, longestStreak, mostSeasonPoints } = records;
  if (highestWeek)
    lines.push({
      name: 'Highest week',
      holder: highestWeek.team.name,
      mark: `${formatPoints(highestWeek.points)} points (${at(highestWeek.season, highestWeek.week)})`,
    });
  if (biggestWin)
    lines.push({
      name: 'Biggest win',
      holder: biggestWin.team.name,
      mark: `${formatPoints(biggestWin.margin)} points: ${formatPoints(biggestWin.points)} to ${formatPoints(biggestWin.opponentPoints)} against ${biggestWin.opponent.name} (${at(biggestWin.season, biggestWin.week)})`,
    });
  if (longestStreak)
    lines.push({
      name: 'Longest winning streak',
      holder: longestStreak.team.name,
      mark: `${plural(longestStreak.wins, 'win')} (${at(longestStreak.from.season, longestStreak.from.week)} to ${at(longestStreak.to.season, longestStreak.to.week)})`,
    });
  if (mostSeasonPoints)
    lines.push({
      name: 'Most points in a season',
      holder: mostSeasonPoints.team.name,
      mark: `${formatPoints(mostSeasonPoints.points)} points (${mostSeasonPoints.season} regular season)`,
    });
  return lines;
}

/** One team's record against another, or that they have not met. */
export function headToHeadSentence(row: HeadToHead | undefined, team: string, opponent: string): string {
  if (!row) return `${team} and ${opponent} have not played each other.`;
  return `${team} against ${opponent}: ${record(row)} (${formatPoints(row.pointsFor)} to ${formatPoints(row.pointsAgainst)} points)`;
}
