import { z } from 'zod/mini';

/**
 * The league's record book (docs/api.md §21, docs/screens/records.md): champions,
 * regular-season winners, records, head-to-head and each team's seasons, computed from the
 * games the league holds.
 */

const count = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
};

/** The most playoff teams and weeks a format may name (a week holds at most 18 games of 36 teams). */
export const PLAYOFF_TEAMS_MAX = 16;
export const PLAYOFF_WEEKS_MAX = 4;

/**
 * PUT /api/records/playoff-format (commissioner): how many teams reach the playoffs (the best
 * seeds of the regular season) and how many weeks, the season's last, the playoffs take.
 */
export const playoffFormatBody = z.object({
  playoffTeams: count('playoffTeams', 2, PLAYOFF_TEAMS_MAX),
  playoffWeeks: count('playoffWeeks', 1, PLAYOFF_WEEKS_MAX),
});
export type PlayoffFormatBody = z.infer<typeof playoffFormatBody>;

/** The league's playoff format; `isDefault` until the commissioner saves one. */
export const playoffFormat = z.extend(playoffFormatBody, { isDefault: z.boolean() });
export type PlayoffFormat = z.infer<typeof playoffFormat>;

/** The format a league has before its commissioner sets one: four teams over two weeks. */
export const DEFAULT_PLAYOFF_FORMAT: PlayoffFormatBody = { playoffTeams: 4, playoffWeeks: 2 };

const int = () => z.number().check(z.int());
const teamRef = z.object({ id: int(), name: z.string() });
export type RecordTeam = z.infer<typeof teamRef>;

/** One finished season: its champion and runner-up (null when no final was played) and the regular season's best. */
export const recordSeason = z.object({
  season: int(),
  champion: z.nullable(teamRef),
  runnerUp: z.nullable(teamRef),
  regularSeasonWinner: teamRef,
});
export type RecordSeason = z.infer<typeof recordSeason>;

/** A team's titles, most first. */
export const titleCount = z.object({ team: teamRef, titles: int(), regularSeasonWins: int() });
export type TitleCount = z.infer<typeof titleCount>;

/** Where a single-game record was set. */
const gameAt = { season: int(), week: int() };

export const leagueRecords = z.object({
  /** Most points by one team in one game. */
  highestWeek: z.nullable(z.object({ team: teamRef, points: z.number(), ...gameAt })),
  /** The widest winning margin of one game. */
  biggestWin: z.nullable(
    z.object({
      team: teamRef,
      opponent: teamRef,
      points: z.number(),
      opponentPoints: z.number(),
      margin: z.number(),
      ...gameAt,
    }),
  ),
  /** The most wins in a row, across weeks and seasons. */
  longestStreak: z.nullable(z.object({ team: teamRef, wins: int(), from: z.object(gameAt), to: z.object(gameAt) })),
  /** The most regular-season points in one season. */
  mostSeasonPoints: z.nullable(z.object({ team: teamRef, points: z.number(), season: int() })),
});
export type LeagueRecords = z.infer<typeof leagueRecords>;

/** Every game two teams played each other: `teamId`'s wins, losses and ties against `opponentId`. */
export const headToHead = z.object({
  teamId: int(),
  opponentId: int(),
  wins: int(),
  losses: int(),
  ties: int(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
});
export type HeadToHead = z.infer<typeof headToHead>;

/** One season of one team: its regular-season record and rank, and how its playoffs ended. */
export const teamSeason = z.object({
  season: int(),
  rank: int(),
  wins: int(),
  losses: int(),
  ties: int(),
  pointsFor: z.number(),
  finish: z.enum(['champion', 'runner-up', 'playoffs', 'missed', 'in-progress']),
});
export type TeamSeason = z.infer<typeof teamSeason>;

export const teamHistory = z.object({ team: teamRef, seasons: z.array(teamSeason) });
export type TeamHistory = z.infer<typeof teamHistory>;

/** GET /api/records. */
export const recordBook = z.object({
  format: playoffFormat,
  seasons: z.array(recordSeason),
  titles: z.array(titleCount),
  records: leagueRecords,
  headToHead: z.array(headToHead),
  teams: z.array(teamHistory),
});
export type RecordBook = z.infer<typeof recordBook>;
