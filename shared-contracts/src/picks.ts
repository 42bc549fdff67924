import { z } from 'zod/mini';
import { id, INT4_MAX, positiveInt, season, seasonNumber } from './common';
import { teamIdList } from './players';

/** Draft rounds a year's draft has (docs/product.md §6). */
export const DRAFT_ROUNDS = 5;

/** A draft pick (docs/product.md §5): `position` is null until the round's order is known. */
export const draftPick = z.object({
  id: z.number().check(z.int()),
  year: z.number().check(z.int()),
  round: z.number().check(z.int()),
  position: z.nullable(z.number().check(z.int())),
  currentTeamId: z.number().check(z.int()),
  originalTeamId: z.number().check(z.int()),
  isLocked: z.boolean(),
});
export type DraftPick = z.infer<typeof draftPick>;
/** Sorted by round, then position ascending (empty positions last), ties by id. */
export const draftPickList = z.array(draftPick);

/** GET /api/picks?year= and GET /api/ping-pong-balls?year= : the year is required. */
export const picksQuery = z.object({ year: season });

/**
 * A pick's holder and position as a change was made from them: its version (docs/api.md §9).
 * The pick's own fields are the version, so a pick moved or traded by any path (the board,
 * the lottery's draw, a trade, an import) reads as changed without a counter to keep.
 */
export const pickVersion = z.object({
  currentTeamId: z.number().check(z.int()),
  position: z.nullable(z.number().check(z.int())),
});
export type PickVersion = z.infer<typeof pickVersion>;

/**
 * PATCH /api/picks/batch (commissioner): every pick whose team, position or lock changed.
 * year, round and originalTeamId may be sent (the web app sends the whole pick) but must
 * equal the stored ones. A locked pick accepts no change but unlocking. After the change no
 * two picks of a year's round share a position. `from`, when sent, is the pick as the change
 * was made from it: a pick that no longer stands so is refused (409) rather than overwritten.
 * All or none; answers the sent picks as stored.
 */
export const pickChange = z.object({
  id,
  currentTeamId: z.optional(positiveInt('currentTeamId')),
  position: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.int('position must be a whole number'),
          z.minimum(1, 'position must be 1 or more'),
          z.maximum(INT4_MAX, `position must be at most ${INT4_MAX}`),
        ),
    ),
  ),
  year: z.optional(seasonNumber),
  round: z.optional(
    z.number().check(z.int(), z.minimum(1, 'round must be 1 to 5'), z.maximum(DRAFT_ROUNDS, 'round must be 1 to 5')),
  ),
  originalTeamId: z.optional(positiveInt('originalTeamId')),
  isLocked: z.optional(z.boolean()),
  from: z.optional(pickVersion),
});
export type PickChange = z.infer<typeof pickChange>;
export const batchUpdatePicksBody = z.object({
  picks: z.array(pickChange).check(z.minLength(1, 'picks must name at least one pick'), z.maxLength(1000)),
});
export type BatchUpdatePicksBody = z.infer<typeof batchUpdatePicksBody>;

/** GET /api/teams/draft-picks?teamIds=1,2 : the picks each team holds now, every year. */
export const teamDraftPicksQuery = z.object({ teamIds: z.optional(teamIdList) });
export const teamDraftPicksMap = z.record(z.string(), draftPickList);
export type TeamDraftPicksMap = z.infer<typeof teamDraftPicksMap>;

/** A team's ping pong balls for one year's draft lottery (docs/product.md §5). */
export const pingPongBallEntry = z.object({
  id: z.number().check(z.int()),
  teamId: z.number().check(z.int()),
  quantity: z.number().check(z.int()),
});
export type PingPongBallEntry = z.infer<typeof pingPongBallEntry>;
export const pingPongBallList = z.array(pingPongBallEntry);

/**
 * What one team may hold for a year's lottery: none (0) up to the most one trade moves. A
 * team's 0 keeps it out of the draw (it follows the drawn teams in last season's standings).
 */
export const PING_PONG_BALLS_PER_TEAM_MAX = 100;
const ballsMessage = `balls must be a whole number from 0 to ${PING_PONG_BALLS_PER_TEAM_MAX}`;
const ballQuantity = z
  .number({ error: ballsMessage })
  .check(z.int(ballsMessage), z.minimum(0, ballsMessage), z.maximum(PING_PONG_BALLS_PER_TEAM_MAX, ballsMessage));
const placeMessage = `balls for a place must be a whole number from 1 to ${PING_PONG_BALLS_PER_TEAM_MAX}`;
const placeQuantity = z
  .number({ error: placeMessage })
  .check(z.int(placeMessage), z.minimum(1, placeMessage), z.maximum(PING_PONG_BALLS_PER_TEAM_MAX, placeMessage));

/**
 * PUT /api/ping-pong-balls (commissioner): the year's balls of the teams listed, each team
 * once, all or none; teams not listed keep theirs. Answers the year's balls as stored.
 */
export const setPingPongBallsBody = z.object({
  year: seasonNumber,
  balls: z
    .array(z.object({ teamId: positiveInt('teamId'), quantity: ballQuantity }))
    .check(z.minLength(1, 'balls must name at least one team'), z.maxLength(100, 'balls names at most 100 teams')),
});
export type SetPingPongBallsBody = z.infer<typeof setPingPongBallsBody>;

/**
 * POST /api/ping-pong-balls/allocation/preview and …/allocation (commissioner): balls by
 * last season's standings, worst team first: `quantities[0]` balls for the worst team,
 * `quantities[1]` for the next, and so on; every team past the list gets none.
 */
export const ballAllocationBody = z.object({
  year: seasonNumber,
  quantities: z
    .array(placeQuantity)
    .check(
      z.minLength(1, 'quantities must give balls to at least one place'),
      z.maxLength(100, 'quantities names at most 100 places'),
    ),
});
export type BallAllocationBody = z.infer<typeof ballAllocationBody>;

/** One team in an allocation: its place counted from the worst (1), its record, its balls. */
export const ballAllocationRow = z.object({
  teamId: z.number().check(z.int()),
  place: z.number().check(z.int()),
  wins: z.number().check(z.int()),
  losses: z.number().check(z.int()),
  ties: z.number().check(z.int()),
  totalPoints: z.number(),
  quantity: z.number().check(z.int()),
});
export type BallAllocationRow = z.infer<typeof ballAllocationRow>;
export const ballAllocation = z.object({
  year: z.number().check(z.int()),
  /** The season whose standings decide: the year before. */
  standingsSeason: z.number().check(z.int()),
  rows: z.array(ballAllocationRow),
});
export type BallAllocation = z.infer<typeof ballAllocation>;
