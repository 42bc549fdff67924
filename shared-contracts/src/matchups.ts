import { z } from 'zod/mini';
import { season, week } from './common';

/** A team's record in a season, from its completed regular-season games; totalPoints to the hundredth. */
export const teamRecord = z.object({
  wins: z.number().check(z.int()),
  losses: z.number().check(z.int()),
  ties: z.number().check(z.int()),
  totalPoints: z.number(),
});
export type TeamRecord = z.infer<typeof teamRecord>;

/**
 * A standings entry (docs/product.md §5): camelCase. Beside the record: the points scored
 * against the team to the hundredth; its current streak, the result of its latest finished game
 * and how many in a row (`W3`, `L1`, `T1`; null before it has played); and its games back from
 * the first team, ((leader's wins − wins) + (losses − leader's losses)) / 2, so a tie is half a
 * game (0 for the leader, shown `—`). Finished regular-season games only (docs/api.md §7).
 */
export const standingsEntry = z.extend(teamRecord, {
  id: z.number().check(z.int()),
  name: z.string(),
  pointsAgainst: z.number(),
  streak: z.nullable(z.string().check(z.regex(/^[WLT][1-9][0-9]*$/))),
  gamesBack: z.number(),
});
export type StandingsEntry = z.infer<typeof standingsEntry>;

/**
 * GET /api/matchups/standings/{season}: every team of the league, ordered by win percentage
 * (a tie counts half), then total points (docs/decisions.md §10).
 */
export const standingsResponse = z.object({ teams: z.array(standingsEntry) });
export type StandingsResponse = z.infer<typeof standingsResponse>;

const dashboardTeam = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  abbreviation: z.string(),
  logoUrl: z.nullable(z.string()),
});

/** A game as the dashboard shows it (docs/product.md §5 "Matchup, dashboard"): snake_case scores. */
export const weekMatchup = z.object({
  id: z.number().check(z.int()),
  homeTeam: dashboardTeam,
  awayTeam: dashboardTeam,
  home_team_score: z.nullable(z.number()),
  away_team_score: z.nullable(z.number()),
  week_number: z.number().check(z.int()),
  description: z.nullable(z.string()),
  /** A playoff game (docs/api.md): shown in its week, left out of the standings. */
  is_playoff: z.boolean(),
});
export type WeekMatchup = z.infer<typeof weekMatchup>;

/** GET /api/matchups/week/{week}?season=: the week's games in schedule order. */
export const weekMatchupsResponse = z.object({ matchups: z.array(weekMatchup) });
export type WeekMatchupsResponse = z.infer<typeof weekMatchupsResponse>;

export const weekParams = z.object({ week });
/** The week call requires its season. */
export const weekQuery = z.object({ season });

/** A game of a season (docs/product.md §5 "Matchup, season"): snake_case. */
export const seasonMatchup = z.object({
  id: z.number().check(z.int()),
  week_number: z.number().check(z.int()),
  home_team_id: z.number().check(z.int()),
  away_team_id: z.number().check(z.int()),
  home_team_score: z.nullable(z.number()),
  away_team_score: z.nullable(z.number()),
  is_completed: z.boolean(),
  /** A playoff game, left out of the standings. */
  is_playoff: z.boolean(),
});
export type SeasonMatchup = z.infer<typeof seasonMatchup>;

/** GET /api/matchups/season/{season}: the season's games ordered by week, then position. */
export const seasonMatchupsResponse = z.object({ matchups: z.array(seasonMatchup) });
export type SeasonMatchupsResponse = z.infer<typeof seasonMatchupsResponse>;

/** A player of a matchup's lineup: the slot he fills (BN, IR on the bench) and his points, null when none came. */
export const lineupPlayer = z.object({
  slot: z.string(),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string(),
  points: z.nullable(z.number()),
});
export type LineupPlayer = z.infer<typeof lineupPlayer>;

/** One team of a matchup: its stored score (the scoreboard's number) and its lineup, starters then bench. */
export const matchupSide = z.object({
  team: dashboardTeam,
  score: z.nullable(z.number()),
  starters: z.array(lineupPlayer),
  bench: z.array(lineupPlayer),
});
export type MatchupSide = z.infer<typeof matchupSide>;

/**
 * Where a matchup's lineups stand (docs/api.md §7): `available` from the league's provider,
 * `unavailable` when the provider failed (the note holds its words), `none` when the league
 * has no provider team for a side (set up by hand).
 */
export const lineupStates = ['available', 'unavailable', 'none'] as const;

/** GET /api/matchups/{id}: one game with both teams' lineups (docs/screens/matchup.md). */
export const matchupDetail = z.object({
  id: z.number().check(z.int()),
  season: z.number().check(z.int()),
  week: z.number().check(z.int()),
  is_completed: z.boolean(),
  is_playoff: z.boolean(),
  description: z.nullable(z.string()),
  home: matchupSide,
  away: matchupSide,
  lineups: z.enum(lineupStates),
  note: z.nullable(z.string()),
});
export type MatchupDetail = z.infer<typeof matchupDetail>;
