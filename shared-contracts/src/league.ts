import { z } from 'zod/mini';
import { season } from './common';
import { teamRecord } from './matchups';

export const memberRole = z.enum(['commissioner', 'manager']);
export type MemberRole = z.infer<typeof memberRole>;

/** A team of the league, as GET /api/teams lists it. */
export const team = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  displayName: z.string(),
  abbreviation: z.string(),
  yahooTeamKey: z.nullable(z.string()),
  logoUrl: z.nullable(z.string()),
});
export type Team = z.infer<typeof team>;
export const teamList = z.array(team);

/** GET /api/teams?season=: each team with its record and points that season (the Teams cards). */
export const teamWithRecord = z.extend(team, teamRecord.shape);
export type TeamWithRecord = z.infer<typeof teamWithRecord>;
export const teamWithRecordList = z.array(teamWithRecord);
export const teamsQuery = z.object({ season: z.optional(season) });
/** Without a season the plain list; with one, every team carries its record. */
export const teamsResponse = z.union([teamWithRecordList, teamList]);

/**
 * The API's refusal of a call in a league the caller is not a member of (403): a `?league=`
 * link to another's league, or a member removed while a tab was open, whose page then says
 * `Not a league member` once instead of failing on every card (docs/screens/shell.md §2.2).
 */
export const NOT_A_MEMBER_REFUSAL = 'You are not a member of this league';

/** GET /api/league: the league, its seasons, and who the caller is in it (docs/decisions.md §3). */
export const leagueInfo = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  currentSeason: z.number().check(z.int()),
  defaultSeason: z.number().check(z.int()),
  defaultWeek: z.number().check(z.int()),
  /** Every season the league has games in, oldest first (imported ones included). */
  seasons: z.array(z.number().check(z.int())),
  role: memberRole,
  team: z.nullable(team),
});
export type LeagueInfo = z.infer<typeof leagueInfo>;
