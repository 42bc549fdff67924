import { FAKE_LEAGUES, seasonGames } from 'shared-demo-league';
import type { matchups } from '../schema';

type MatchupRow = typeof matchups.$inferInsert;

/**
 * The demo seasons. The demo league is linked to its Yahoo league, whose rosters Teams shows,
 * so its games and scores are that league's (shared-demo-league): one number per team and
 * week on every screen, and an import from Yahoo finds every game already there. 2024 is
 * played out; 2025 is under way in the Yahoo league's current week.
 */
const DEMO_SEASONS = [
  { season: 2024, firstSunday: Date.UTC(2024, 8, 8) },
  { season: 2025, firstSunday: Date.UTC(2025, 8, 7) },
] as const;

/**
 * How many numbers the demo's schedule once drew first from the seed's random sequence (for
 * each season twelve team strengths and an eleven-swap shuffle, then three per score: 18
 * weeks of 2024 and 12 of 2025, six games of two scores a week). The seed draws past them
 * still, so the rest of the demo (book, picks, balls, FAAB, trades) stays as it always was.
 */
export const RETIRED_SCHEDULE_DRAWS = 2 * (12 + 11) + (18 + 12) * 6 * 2 * 3;

/** The week's date line, e.g. 'Sun, Sep 8, 2024' (the dashboard shows it under a game). */
export function weekDescription(firstSunday: number, week: number): string {
  return new Date(firstSunday + (week - 1) * 7 * 86_400_000).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Both demo seasons' games, 18 weeks of six: the Yahoo league's pairings, home and away and
 * points. A week under way has its points so far and is not completed; a week not begun has
 * no scores. `teamIds[n]` is the demo team linked to the Yahoo league's team n + 1.
 */
export function buildMatchups(leagueId: number, teamIds: readonly number[]): MatchupRow[] {
  const rows: MatchupRow[] = [];
  for (const { season, firstSunday } of DEMO_SEASONS) {
    const league = FAKE_LEAGUES.find((candidate) => candidate.season === season);
    if (!league) throw new Error(`The demo's Yahoo league has no ${season} season`);
    const teamOf = (yahooTeamId: number) => {
      const id = teamIds[yahooTeamId - 1];
      if (id === undefined) throw new Error(`No demo team is linked to Yahoo team ${yahooTeamId}`);
      return id;
    };
    const positions = new Map<number, number>();
    for (const game of seasonGames(league)) {
      const position = (positions.get(game.week) ?? 0) + 1;
      positions.set(game.week, position);
      rows.push({
        leagueId,
        season,
        week: game.week,
        position,
        homeTeamId: teamOf(game.homeTeamId),
        awayTeamId: teamOf(game.awayTeamId),
        homeScore: game.homePoints,
        awayScore: game.awayPoints,
        isCompleted: game.status === 'postevent',
        description: weekDescription(firstSunday, game.week),
      });
    }
  }
  return rows;
}
