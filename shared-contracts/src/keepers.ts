import { z } from 'zod/mini';
// What the main entry holds comes from it (the shared singleton), not a copy of its files: the
// keeper screens' own chunks then duplicate nothing the shell provides.
import { DRAFT_ROUNDS, positiveId, season, text } from 'shared-contracts';
// The keeper deadline's local time in its zone: this entry's own (only the keeper rule uses it).
import { isLocalDateTime, isTimeZone } from './zoned-time';

/** GET/PUT /api/keepers/{season}/rule, GET /api/keepers/{season}, POST …/rollover. */
export const keeperSeasonParams = z.object({ season });
/** PUT /api/keepers/{season}/players/{playerId}. */
export const keeperPlayerParams = z.object({ season, playerId: positiveId });

/** One whole-number schema for the answers' many: the shell carries this file (its first-view budget). */
const whole = z.number().check(z.int());

const wholeDollars = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
};

/**
 * How a keeper's round in the next draft is set (docs/api.md §11, "The keeper's round"):
 * - `drafted-round`: the round he was drafted in, `minusPerYear` rounds earlier for each year
 *   he will have been kept (his years kept plus this one); a player never drafted counts as
 *   drafted in the last round;
 * - `from-cost`: from his cost to keep: the last round, one round earlier for each whole
 *   `dollarsPerRound` of it (a player without a cost takes the last round).
 * Either way the round stays within 1 to DRAFT_ROUNDS.
 */
export const keeperRound = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('drafted-round'), minusPerYear: wholeDollars('minusPerYear', 0, DRAFT_ROUNDS) }),
  z.object({ kind: z.literal('from-cost'), dollarsPerRound: wholeDollars('dollarsPerRound', 1, 100000) }),
]);
export type KeeperRound = z.infer<typeof keeperRound>;

/**
 * What a keeper whose pick his team traded away takes: `next-owned`, the first pick his team
 * holds from that round on (round by round, in pick order; none: a missing pick); `conflict`,
 * no pick: the board shows him as a conflict for the commissioner to settle.
 */
export const tradedKeeperPick = z.enum(['next-owned', 'conflict'], {
  error: 'tradedKeeperPick must be one of next-owned, conflict',
});
export type TradedKeeperPick = z.infer<typeof tradedKeeperPick>;

/**
 * PUT /api/keepers/{season}/rule (commissioner): the league's keeper rule for a season. The
 * deadline is a wall-clock time (`YYYY-MM-DDTHH:mm`) in `timeZone`, an IANA zone name.
 * `keeperRound` and `tradedKeeperPick` may be left out: a new rule takes the round he was
 * drafted in and `conflict` (the columns' defaults), a saved one keeps its own.
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
  keeperRound: z.optional(keeperRound),
  tradedKeeperPick: z.optional(tradedKeeperPick),
});
export type KeeperRuleBody = z.infer<typeof keeperRuleBody>;

/** A season's keeper rule as stored; `deadlineAt` is the deadline as an instant (ISO 8601). */
export const keeperRule = z.extend(keeperRuleBody, {
  keeperRound,
  tradedKeeperPick,
  season: whole,
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
  playerId: whole,
  name: z.string(),
  position: z.string(),
  /** What keeping him costs next year (null: he has no price this year). */
  cost: z.nullable(whole),
});
/** A team's keepers for a season: what the team's card shows. */
export const teamKeepers = z.object({
  teamId: whole,
  teamName: z.string(),
  keepers: z.array(teamKeeper),
  totalCost: whole,
  /** The auction budget less the keepers' total cost (negative when they overspend it). */
  budgetLeft: whole,
});
export type TeamKeepers = z.infer<typeof teamKeepers>;

/** GET /api/keepers/{season}: the rule, whether the deadline has passed, and every team's keepers. */
export const keeperSeason = z.object({
  season: whole,
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
  playerId: z.nullable(whole),
  kind: z.enum(['create', 'update']),
  fields: z.array(z.object({ field: z.string(), before: fieldValue, after: fieldValue })),
});
export type RolloverChange = z.infer<typeof rolloverChange>;
export const rolloverResult = z.object({
  fromSeason: whole,
  toSeason: whole,
  dryRun: z.boolean(),
  created: whole,
  updated: whole,
  unchanged: whole,
  changes: z.array(rolloverChange),
});
export type RolloverResult = z.infer<typeof rolloverResult>;

/** A pick of the keeper season's draft, as the board names it. */
export const keeperBoardPick = z.object({
  id: whole,
  round: whole,
  position: z.nullable(whole),
  currentTeamId: whole,
  originalTeamId: whole,
});
export type KeeperBoardPick = z.infer<typeof keeperBoardPick>;

/** A declared keeper, the round his rule gives him and the pick he uses (null: none). */
export const boardKeeper = z.object({
  playerId: whole,
  name: z.string(),
  position: z.string(),
  teamId: whole,
  /** The round the rule gives him. */
  round: whole,
  /** The pick he uses: his team's own pick in `round`, or by the traded-pick rule another it holds. */
  pick: z.nullable(keeperBoardPick),
});
export type BoardKeeper = z.infer<typeof boardKeeper>;

/**
 * `shared-pick`: two or more keepers use one pick; `missing-pick`: a keeper's team does not
 * hold the pick his round asks (traded away under the `conflict` rule, or none left to take).
 */
export const keeperConflict = z.object({
  kind: z.enum(['shared-pick', 'missing-pick']),
  playerIds: z.array(whole),
  players: z.array(z.string()),
  /** The pick two keepers share; null for a missing pick. */
  pickId: z.nullable(whole),
  message: z.string(),
});
export type KeeperConflict = z.infer<typeof keeperConflict>;

/**
 * GET /api/keepers/{season}/board: the season's keepers on the next draft's board (`draftYear`
 * is season + 1), each with his round and pick, and the conflicts. No rule yet: no keepers.
 */
export const keeperBoard = z.object({
  season: whole,
  draftYear: whole,
  keepers: z.array(boardKeeper),
  conflicts: z.array(keeperConflict),
});
export type KeeperBoard = z.infer<typeof keeperBoard>;
