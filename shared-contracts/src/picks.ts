import { z } from 'zod';
import { id, INT4_MAX, positiveInt, season, seasonNumber } from './common';
import { teamIdList } from './players';

/** Draft rounds a year's draft has (docs/product.md §6). */
export const DRAFT_ROUNDS = 5;

/** A draft pick (docs/product.md §5): `position` is null until the round's order is known. */
export const draftPick = z.object({
  id: z.number().int(),
  year: z.number().int(),
  round: z.number().int(),
  position: z.number().int().nullable(),
  currentTeamId: z.number().int(),
  originalTeamId: z.number().int(),
  isLocked: z.boolean(),
});
export type DraftPick = z.infer<typeof draftPick>;
/** Sorted by round, then position ascending (empty positions last), ties by id. */
export const draftPickList = z.array(draftPick);

/** GET /api/picks?year= and GET /api/ping-pong-balls?year= : the year is required. */
export const picksQuery = z.object({ year: season });

/**
 * PATCH /api/picks/batch (commissioner): every pick whose team, position or lock changed.
 * year, round and originalTeamId may be sent (the web app sends the whole pick) but must
 * equal the stored ones. A locked pick accepts no change but unlocking. After the change no
 * two picks of a year's round share a position. All or none; answers the sent picks as stored.
 */
export const pickChange = z.object({
  id,
  currentTeamId: positiveInt('currentTeamId').optional(),
  position: z
    .number()
    .int('position must be a whole number')
    .min(1, 'position must be 1 or more')
    .max(INT4_MAX, `position must be at most ${INT4_MAX}`)
    .nullable()
    .optional(),
  year: seasonNumber.optional(),
  round: z.number().int().min(1, 'round must be 1 to 5').max(DRAFT_ROUNDS, 'round must be 1 to 5').optional(),
  originalTeamId: positiveInt('originalTeamId').optional(),
  isLocked: z.boolean().optional(),
});
export type PickChange = z.infer<typeof pickChange>;
export const batchUpdatePicksBody = z.object({
  picks: z.array(pickChange).min(1, 'picks must name at least one pick').max(1000),
});
export type BatchUpdatePicksBody = z.infer<typeof batchUpdatePicksBody>;

/** GET /api/teams/draft-picks?teamIds=1,2 : the picks each team holds now, every year. */
export const teamDraftPicksQuery = z.object({ teamIds: teamIdList.optional() });
export const teamDraftPicksMap = z.record(z.string(), draftPickList);
export type TeamDraftPicksMap = z.infer<typeof teamDraftPicksMap>;

/** A team's ping pong balls for one year's draft lottery (docs/product.md §5). */
export const pingPongBallEntry = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  quantity: z.number().int(),
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
  .int(ballsMessage)
  .min(0, ballsMessage)
  .max(PING_PONG_BALLS_PER_TEAM_MAX, ballsMessage);
const placeMessage = `balls for a place must be a whole number from 1 to ${PING_PONG_BALLS_PER_TEAM_MAX}`;
const placeQuantity = z
  .number({ error: placeMessage })
  .int(placeMessage)
  .min(1, placeMessage)
  .max(PING_PONG_BALLS_PER_TEAM_MAX, placeMessage);

/**
 * PUT /api/ping-pong-balls (commissioner): the year's balls of the teams listed, each team
 * once, all or none; teams not listed keep theirs. Answers the year's balls as stored.
 */
export const setPingPongBallsBody = z.object({
  year: seasonNumber,
  balls: z
    .array(z.object({ teamId: positiveInt('teamId'), quantity: ballQuantity }))
    .min(1, 'balls must name at least one team')
    .max(100, 'balls names at most 100 teams'),
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
    .min(1, 'quantities must give balls to at least one place')
    .max(100, 'quantities names at most 100 places'),
});
export type BallAllocationBody = z.infer<typeof ballAllocationBody>;

/** One team in an allocation: its place counted from the worst (1), its record, its balls. */
export const ballAllocationRow = z.object({
  teamId: z.number().int(),
  place: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  totalPoints: z.number(),
  quantity: z.number().int(),
});
export type BallAllocationRow = z.infer<typeof ballAllocationRow>;
export const ballAllocation = z.object({
  year: z.number().int(),
  /** The season whose standings decide: the year before. */
  standingsSeason: z.number().int(),
  rows: z.array(ballAllocationRow),
});
export type BallAllocation = z.infer<typeof ballAllocation>;
