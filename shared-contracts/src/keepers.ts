import { z } from 'zod/mini';
import { positiveId, season, text } from './common';
import { isLocalDateTime, isTimeZone } from './zoned-time';

export * from './zoned-time';

/** GET/PUT /api/keepers/{season}/rule, GET /api/keepers/{season}, POST …/rollover. */
export const keeperSeasonParams = z.object({ season });
/** PUT /api/keepers/{season}/players/{playerId}. */
export const keeperPlayerParams = z.object({ season, playerId: positiveId });

const wholeDollars = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
};

/**
 * PUT /api/keepers/{season}/rule (commissioner): the league's keeper rule for a season. The
 * deadline is a wall-clock time (`YYYY-MM-DDTHH:mm`) in `timeZone`, an IANA zone name.
 */
export const keeperRuleBody = z.object({
  increaseAmount: wholeDollars('increaseAmount', 0, 1000),
  increasePercent: wholeDollars('increasePercent', 0, 1000),
  addBuffer: z.boolean({ error: 'addBuffer must be true or false' }),
  maxYearsKept: wholeDollars('maxYearsKept', 1, 50),
  maxKeepersPerTeam: wholeDollars('maxKeepersPerTeam', 0, 100),
  auctionBudget: wholeDollars('auctionBudget', 1, 100000),
  deadline: text('deadline').check(
    z.refine(isLocalDateTime, 'deadline must be a date and time such as 2025-08-31T12:00'),
  ),
  timeZone: text('timeZone').check(
    z.maxLength(100, 'timeZone must be a time zone such as America/New_York'),
    z.refine(isTimeZone, 'timeZone must be a time zone such as America/New_York'),
  ),
});
export type KeeperRuleBody = z.infer<typeof keeperRuleBody>;

/** A season's keeper rule as stored; `deadlineAt` is the deadline as an instant (ISO 8601). */
export const keeperRule = z.extend(keeperRuleBody, {
  season: z.number().check(z.int()),
  deadlineAt: z.string(),
});
export type KeeperRule = z.infer<typeof keeperRule>;
/** GET /api/keepers/{season}/rule: null until the commissioner sets one. */
export const keeperRuleAnswer = z.object({ rule: z.nullable(keeperRule) });
export type KeeperRuleAnswer = z.infer<typeof keeperRuleAnswer>;

/** PUT /api/keepers/{season}/players/{playerId}: mark (true) or unmark (false) a keeper. */
export const declareKeeperBody = z.object({ isKeeper: z.boolean({ error: 'isKeeper must be true or false' }) });
export type DeclareKeeperBody = z.infer<typeof declareKeeperBody>;

export const teamKeeper = z.object({
  playerId: z.number().check(z.int()),
  name: z.string(),
  position: z.string(),
  /** What keeping him costs next year (null: he has no price this year). */
  cost: z.nullable(z.number().check(z.int())),
});
/** A team's keepers for a season: what the team's card shows. */
export const teamKeepers = z.object({
  teamId: z.number().check(z.int()),
  teamName: z.string(),
  keepers: z.array(teamKeeper),
  totalCost: z.number().check(z.int()),
  /** The auction budget less the keepers' total cost (negative when they overspend it). */
  budgetLeft: z.number().check(z.int()),
});
export type TeamKeepers = z.infer<typeof teamKeepers>;

/** GET /api/keepers/{season}: the rule, whether the deadline has passed, and every team's keepers. */
export const keeperSeason = z.object({
  season: z.number().check(z.int()),
  rule: z.nullable(keeperRule),
  deadlinePassed: z.boolean(),
  teams: z.array(teamKeepers),
});
export type KeeperSeason = z.infer<typeof keeperSeason>;

/** POST /api/keepers/{season}/rollover (commissioner): `dryRun` answers the changes and writes nothing. */
export const rolloverBody = z.object({ dryRun: z.boolean({ error: 'dryRun must be true or false' }) });
export type RolloverBody = z.infer<typeof rolloverBody>;

const fieldValue = z.union([z.number(), z.boolean(), z.string(), z.null()]);
export const rolloverChange = z.object({
  name: z.string(),
  /** The next year's row: null for a row the roll-over creates (or would create). */
  playerId: z.nullable(z.number().check(z.int())),
  kind: z.enum(['create', 'update']),
  fields: z.array(z.object({ field: z.string(), before: fieldValue, after: fieldValue })),
});
export type RolloverChange = z.infer<typeof rolloverChange>;
export const rolloverResult = z.object({
  fromSeason: z.number().check(z.int()),
  toSeason: z.number().check(z.int()),
  dryRun: z.boolean(),
  created: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  changes: z.array(rolloverChange),
});
export type RolloverResult = z.infer<typeof rolloverResult>;
