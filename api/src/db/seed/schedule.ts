import type { matchups } from '../schema';
import type { Random } from './random';

type MatchupRow = typeof matchups.$inferInsert;

/** The demo seasons: 2024 is played out, 2025 (the current one) is scored through week 12. */
export const DEMO_SEASONS = [
  { season: 2024, scoredThroughWeek: 18, firstSunday: Date.UTC(2024, 8, 8) },
  { season: 2025, scoredThroughWeek: 12, firstSunday: Date.UTC(2025, 8, 7) },
] as const;

export const WEEKS = 18;

/**
 * The circle method: n teams (n even) give n - 1 rounds in which every team plays once and
 * every pair meets once. Home and away alternate so no team is always at home.
 */
export function roundRobin(teamIds: readonly number[]): Array<Array<[home: number, away: number]>> {
  if (teamIds.length % 2 !== 0) throw new Error('a round robin needs an even number of teams');
  const [fixed, ...rotating] = teamIds;
  if (fixed === undefined) return [];
  const rounds: Array<Array<[number, number]>> = [];
  for (let round = 0; round < teamIds.length - 1; round += 1) {
    const lineup = [fixed, ...rotating];
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < lineup.length / 2; i += 1) {
      const a = lineup[i] as number;
      const b = lineup[lineup.length - 1 - i] as number;
      pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    rotating.unshift(rotating.pop() as number);
  }
  return rounds;
}

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

/** A fantasy score around a team's strength, to the hundredth (a sum of uniforms looks bell-shaped). */
function score(random: Random, strength: number): number {
  const spread = (random.next() + random.next() + random.next() - 1.5) * 40;
  return Math.round(Math.max(45, strength + spread) * 100) / 100;
}

/**
 * Both demo seasons' schedules: a shuffled round robin over 18 weeks (the 11 rounds, then
 * again with home and away swapped), six games a week. Played weeks carry scores; one 2024
 * game ends level so the standings show a tie.
 */
export function buildMatchups(random: Random, leagueId: number, teamIds: readonly number[]): MatchupRow[] {
  const rows: MatchupRow[] = [];
  for (const { season, scoredThroughWeek, firstSunday } of DEMO_SEASONS) {
    const strength = new Map(teamIds.map((id) => [id, random.int(92, 122)]));
    const rounds = roundRobin(random.shuffle(teamIds));
    for (let week = 1; week <= WEEKS; week += 1) {
      const round = rounds[(week - 1) % rounds.length] ?? [];
      const secondLeg = week > rounds.length;
      round.forEach(([a, b], index) => {
        const [home, away] = secondLeg ? [b, a] : [a, b];
        const played = week <= scoredThroughWeek;
        const homeScore = played ? score(random, strength.get(home) ?? 100) : null;
        let awayScore = played ? score(random, strength.get(away) ?? 100) : null;
        if (season === 2024 && week === 9 && index === 2) awayScore = homeScore;
        rows.push({
          leagueId,
          season,
          week,
          position: index + 1,
          homeTeamId: home,
          awayTeamId: away,
          homeScore,
          awayScore,
          isCompleted: played,
          description: weekDescription(firstSunday, week),
        });
      });
    }
  }
  return rows;
}
