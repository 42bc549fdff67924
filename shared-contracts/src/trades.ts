import { z } from 'zod/mini';
import { digits, int4, INT4_MAX, positiveId, positiveInt, season } from './common';
import { nameText } from './names';

/**
 * 'countered': closed by a counter-offer, which is pending in its place (docs/screens/trades.md §4.6).
 * 'in_review': accepted in a league that reviews trades, its assets reserved until the review
 * ends 'accepted' (moved), 'vetoed' or 'rejected_by_commissioner' (docs/screens/trades.md §4.7).
 */
export const tradeStatus = z.enum([
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'countered',
  'in_review',
  'vetoed',
  'rejected_by_commissioner',
]);
export type TradeStatus = z.infer<typeof tradeStatus>;
export const tradeItemType = z.enum(['player', 'draft_pick', 'ping_pong_ball', 'faab']);
export type TradeItemType = z.infer<typeof tradeItemType>;
export const tradeAction = z.enum(['accept', 'reject', 'cancel']);
export type TradeAction = z.infer<typeof tradeAction>;

/** Quantities a trade may move (docs/screens/trades.md §4.2), and the web form's defaults. */
export const TRADE_LIMITS = {
  ping_pong_ball: { min: 1, max: 100, default: 1 },
  faab: { min: 1, max: 1000, default: 10 },
} as const;

/**
 * One asset moving between the trade's two teams (docs/decisions.md §6): `player` and `draft_pick`
 * name their row in `itemId` (quantity null); `ping_pong_ball` names the from-team's ball
 * row (which carries the year) with a quantity; `faab` has no itemId, a quantity, and
 * moves the trade season's budget.
 */
export const tradeItem = z.object({
  id: z.number().check(z.int()),
  tradeId: z.number().check(z.int()),
  fromTeamId: z.number().check(z.int()),
  toTeamId: z.number().check(z.int()),
  itemType: tradeItemType,
  itemId: z.nullable(z.number().check(z.int())),
  quantity: z.nullable(z.number().check(z.int())),
});
export type TradeItem = z.infer<typeof tradeItem>;

/** How an accepted trade completes (docs/screens/trades.md §4.7). */
export const tradeReviewMode = z.enum(['immediate', 'commissioner', 'league-vote']);
export type TradeReviewMode = z.infer<typeof tradeReviewMode>;

/**
 * The review a trade went into when accepted: the commissioner's approval (no deadline), or
 * a league vote until `endsAt` that `threshold` vetoes end. `vetoTeamIds`: the teams whose
 * managers veto it now (a vote is public, as a league's vote in the room would be).
 */
export const tradeReview = z.object({
  mode: z.enum(['commissioner', 'league-vote']),
  /** ISO 8601 time; null in commissioner mode. */
  endsAt: z.nullable(z.string()),
  threshold: z.nullable(z.number().check(z.int())),
  vetoTeamIds: z.array(z.number().check(z.int())),
});
export type TradeReview = z.infer<typeof tradeReview>;

/** A team of a trade and when its side accepted (the proposer's at once; null while it waits). */
export const tradeTeam = z.object({
  teamId: z.number().check(z.int()),
  name: z.string(),
  /** ISO 8601 time, or null. */
  acceptedAt: z.nullable(z.string()),
});
export type TradeTeam = z.infer<typeof tradeTeam>;

export const trade = z.object({
  id: z.number().check(z.int()),
  proposedByTeamId: z.number().check(z.int()),
  proposedToTeamId: z.number().check(z.int()),
  proposedByTeam: z.object({ name: z.string() }),
  proposedToTeam: z.object({ name: z.string() }),
  /** ISO 8601 time. */
  proposedAt: z.string(),
  status: tradeStatus,
  season: z.number().check(z.int()),
  items: z.array(tradeItem),
  /** The proposer's words to the other team; null when none. */
  note: z.nullable(z.string()),
  /** The proposal this one counters (closed as 'countered'), or null. */
  countersTradeId: z.nullable(z.number().check(z.int())),
  /** The counter-offer that closed this one, or null. */
  counteredByTradeId: z.nullable(z.number().check(z.int())),
  /** The review it went into when accepted; null when it completed at once or was never accepted. */
  review: z.nullable(tradeReview),
  /** Every team of the trade (2 to 4), the proposer first, then proposedToTeamId, then the others. */
  teams: z.array(tradeTeam),
});
export type Trade = z.infer<typeof trade>;
/** Newest first. */
export const tradeList = z.array(trade);

/** How many trades one page of the history holds unless `limit` asks otherwise, and the most it may ask. */
export const TRADE_PAGE_SIZE = 15;
export const TRADE_PAGE_MAX = 100;

const limitMessage = `limit must be a whole number from 1 to ${TRADE_PAGE_MAX}`;

/**
 * GET /api/trades?season=&teamId=&cursor=&limit= : every part optional; teamId keeps the
 * trades that team is in. The answer is one page of `tradeList` (newest first, `limit`
 * trades, TRADE_PAGE_SIZE by default). When more follow, the answer's `Link` header names
 * the next page (`<…&cursor=N>; rel="next"`), as GitHub's API does, so a caller that reads
 * only the body still gets a list of trades. `cursor` is the id of the last trade of the
 * page before: the next page starts right after it in the list's order, so trades proposed
 * meanwhile neither repeat nor push any out.
 */
export const tradesQuery = z.object({
  season: z.optional(season),
  teamId: z.optional(positiveId),
  cursor: z.optional(digits(positiveInt('cursor'), `cursor must be a whole number from 1 to ${INT4_MAX}`)),
  limit: z.optional(
    digits(
      z.number().check(z.int(limitMessage), z.minimum(1, limitMessage), z.maximum(TRADE_PAGE_MAX, limitMessage)),
      limitMessage,
    ),
  ),
});
export type TradesQuery = z.infer<typeof tradesQuery>;

/**
 * The most pending proposals one team may have out at once: one team cannot flood the
 * league with offers (each one also holds its assets' names in every member's history).
 */
export const MAX_PENDING_PROPOSALS_PER_TEAM = 10;

/**
 * POST /api/trades: a proposal in the league's current season. A manager proposes from
 * their own team; the commissioner for any team. Each item moves from one of the two teams
 * to the other and must be held by its from-team now. quantity: ping pong balls 1–100
 * (default 1), FAAB 1–1000 (default 10); ignored for players and picks. Answers 201 with the
 * trade. Shape errors and bad items answer 400; items no longer held answer 409.
 */
export const proposeTradeItem = z.object({
  fromTeamId: positiveInt('fromTeamId'),
  toTeamId: positiveInt('toTeamId'),
  itemType: tradeItemType,
  itemId: z.optional(z.nullable(positiveInt('itemId'))),
  quantity: z.optional(z.nullable(int4('quantity'))),
});
export type ProposeTradeItem = z.infer<typeof proposeTradeItem>;
/** The most teams one trade may name, the proposer's included. */
export const MAX_TRADE_TEAMS = 4;
/** The longest note a proposal may carry, in characters after the names rule's normalising. */
export const TRADE_NOTE_MAX = 500;
/**
 * `note`: words to the other team, the names rule (one line, no invisible characters), up to
 * TRADE_NOTE_MAX characters; blank is none. `counters`: the id of a pending proposal made to
 * proposedByTeamId by proposedToTeamId; it is closed as 'countered' when this one is made, so
 * of the two only this one can still be accepted (docs/screens/trades.md §4.6).
 * `otherTeamIds`: a trade of three or four teams names its teams beyond the two (§4.9); each
 * item then moves between any two teams of the trade, and every team gives or gets one.
 */
export const proposeTradeBody = z.object({
  proposedByTeamId: positiveInt('proposedByTeamId'),
  proposedToTeamId: positiveInt('proposedToTeamId'),
  items: z.array(proposeTradeItem).check(z.minLength(1, 'a trade needs at least one item'), z.maxLength(100)),
  note: z.optional(
    nameText('note').check(z.maxLength(TRADE_NOTE_MAX, `note must be at most ${TRADE_NOTE_MAX} characters`)),
  ),
  counters: z.optional(positiveInt('counters')),
  otherTeamIds: z.optional(
    z
      .array(positiveInt('otherTeamIds'))
      .check(
        z.maxLength(
          MAX_TRADE_TEAMS - 2,
          `a trade has at most ${MAX_TRADE_TEAMS} teams: otherTeamIds names at most ${MAX_TRADE_TEAMS - 2}`,
        ),
      ),
  ),
});
export type ProposeTradeBody = z.infer<typeof proposeTradeBody>;

/**
 * PUT /api/trades/{id}: the receiving team accepts or rejects, the proposing team cancels,
 * the commissioner may do any. Only a pending trade changes (409 otherwise). Accepting moves
 * every item at once, after checking each is still held (409 naming what changed, nothing
 * moves). Answers the trade.
 */
export const respondTradeBody = z.object({
  action: tradeAction,
  /** The team answering in a trade of three or four teams (§4.9): the commissioner may name any waiting team. */
  teamId: z.optional(positiveInt('teamId')),
});
export type RespondTradeBody = z.infer<typeof respondTradeBody>;

/**
 * GET /api/trades/seasons: every season the league has trades in, newest first. The Trade
 * History's season filter offers these besides the fixed 2024, 2023 and 2022 of docs/product.md §6.
 */
export const tradeSeasonList = z.array(z.number().check(z.int()));

/**
 * GET /api/trades/pending-count: how many pending trades wait for the caller's team to
 * accept or reject (proposed to it); 0 for a member without a team. The sidebar's badge.
 */
export const pendingTradeCount = z.object({ count: z.number().check(z.int(), z.minimum(0)) });
export type PendingTradeCount = z.infer<typeof pendingTradeCount>;

/** The review period's bounds in hours, and the veto share's in percent of the teams not in the trade. */
export const TRADE_REVIEW_LIMITS = {
  reviewHours: { min: 1, max: 168, default: 48 },
  vetoPercent: { min: 1, max: 100, default: 33 },
} as const;

const hoursMessage = `reviewHours must be a whole number from ${TRADE_REVIEW_LIMITS.reviewHours.min} to ${TRADE_REVIEW_LIMITS.reviewHours.max}`;
const percentMessage = `vetoPercent must be a whole number from ${TRADE_REVIEW_LIMITS.vetoPercent.min} to ${TRADE_REVIEW_LIMITS.vetoPercent.max}`;

/**
 * GET/PUT /api/trades/review-rule: how an accepted trade completes in the league.
 * 'immediate' moves the assets at once; 'commissioner' waits for the commissioner to approve
 * or reject; 'league-vote' waits `reviewHours`, and `vetoPercent` of the teams not in the
 * trade (rounded up, at least one) veto it. The hours and percent are kept in every mode.
 */
export const tradeReviewRule = z.object({
  mode: tradeReviewMode,
  reviewHours: z
    .number({ error: hoursMessage })
    .check(
      z.int(hoursMessage),
      z.minimum(TRADE_REVIEW_LIMITS.reviewHours.min, hoursMessage),
      z.maximum(TRADE_REVIEW_LIMITS.reviewHours.max, hoursMessage),
    ),
  vetoPercent: z
    .number({ error: percentMessage })
    .check(
      z.int(percentMessage),
      z.minimum(TRADE_REVIEW_LIMITS.vetoPercent.min, percentMessage),
      z.maximum(TRADE_REVIEW_LIMITS.vetoPercent.max, percentMessage),
    ),
});
export type TradeReviewRule = z.infer<typeof tradeReviewRule>;

/**
 * PUT /api/trades/{id}/review: the commissioner approves a trade under review (its assets
 * move now) or vetoes it (nothing moves), in either review mode.
 */
export const tradeDecisionBody = z.object({ decision: z.enum(['approve', 'veto']) });
export type TradeDecisionBody = z.infer<typeof tradeDecisionBody>;
