import { z } from 'zod/mini';
// The entry `shared-contracts/league-setup` (docs/performance.md §2.2): the main entry's names come from 'shared-contracts'.
import { nameText, seasonNumber } from 'shared-contracts';

// ── Teams by hand (commissioner) ────────────────────────────────────────────────────────

const abbreviationMessage = 'abbreviation must be 2 to 6 letters or digits';
/** A team's short name: unique in the league, shown on the dashboard and the schedule. */
export const teamAbbreviation = z
  .string({ error: abbreviationMessage })
  .check(z.normalize('NFKC'), z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{2,6}$/, abbreviationMessage));

/** The longest name of a team or of its manager; a provider's longer name is cut to it. */
export const TEAM_NAME_MAX_LENGTH = 60;

const teamName = (field: string) =>
  nameText(field).check(
    z.minLength(1, `${field} is required`),
    z.maxLength(TEAM_NAME_MAX_LENGTH, `${field} must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
  );

/** POST /api/teams: a new team; without an abbreviation one is derived from the name. */
export const createTeamBody = z.object({
  name: teamName('name'),
  displayName: z.optional(teamName('displayName')),
  abbreviation: z.optional(teamAbbreviation),
});
export type CreateTeamBody = z.infer<typeof createTeamBody>;

/** PATCH /api/teams/{id}: rename a team or change its abbreviation or manager's name. */
export const updateTeamBody = z
  .partial(z.object({ name: teamName('name'), displayName: teamName('displayName'), abbreviation: teamAbbreviation }))
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to change: send name, displayName or abbreviation'));
export type UpdateTeamBody = z.infer<typeof updateTeamBody>;

// ── Season set-up by hand (commissioner) ────────────────────────────────────────────────

/** POST /api/schedule/generate: a balanced round robin over weeks 1..weeks of a season. */
export const generateScheduleBody = z.object({
  season: seasonNumber,
  weeks: z
    .number({ error: 'weeks must be 1 to 18' })
    .check(
      z.int('weeks must be 1 to 18'),
      z.minimum(1, 'weeks must be 1 to 18'),
      z.maximum(18, 'weeks must be 1 to 18'),
    ),
});
export type GenerateScheduleBody = z.infer<typeof generateScheduleBody>;

/** POST /api/picks/generate: rounds 1–5 for every team (held by itself) and a ball row, per year. */
export const generatePicksBody = z.object({ fromYear: seasonNumber, toYear: seasonNumber }).check(
  z.refine((body) => body.toYear >= body.fromYear, 'toYear must not be before fromYear'),
  z.refine((body) => body.toYear - body.fromYear < 10, 'at most 10 years at a time'),
);
export type GeneratePicksBody = z.infer<typeof generatePicksBody>;

/** What a set-up action created and what it found already there. */
export const setupResult = z.object({
  created: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  message: z.string(),
});
export type SetupResult = z.infer<typeof setupResult>;
