import { z } from 'zod';
import { season, text } from '../common';

/**
 * A year's draft lottery (the ping pong balls of docs/screens/picks.md §4.4): open (entries taken), closed (entries
 * over, ready to draw), drawn, or reset (set aside by the commissioner, kept as history).
 */
export const LOTTERY_STATUSES = ['open', 'closed', 'drawn', 'reset'] as const;
export const lotteryStatus = z.enum(LOTTERY_STATUSES);
export type LotteryStatus = z.infer<typeof lotteryStatus>;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** A member's entropy string, in the order entries were added (the seed hashes them in it). */
export const lotteryEntry = z.object({
  id: z.number().int(),
  memberName: z.string(),
  text: z.string(),
  addedAt: z.string(),
});
export type LotteryEntry = z.infer<typeof lotteryEntry>;

export const lotteryTeam = z.object({ teamId: z.number().int(), balls: z.number().int() });

export const lottery = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: lotteryStatus,
  /** SHA-256 of the secret, published when the lottery opens. */
  commitment: hex64,
  /** The secret seed, revealed once the lottery is drawn (or reset); null before. */
  secret: hex64.nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  resetAt: z.string().nullable(),
  entries: z.array(lotteryEntry),
  /** The balls the draw used, taken when it ran (later trades do not change it). */
  teams: z.array(lotteryTeam).nullable(),
  /** Teams with balls in the order drawn, first pick first: what a browser recomputes. */
  lotteryOrder: z.array(z.number().int()).nullable(),
  /** The whole round-1 order: the lottery order, then teams without balls, worst record first. */
  order: z.array(z.number().int()).nullable(),
  /**
   * Where the year's round-1 picks stood just before the draw moved them: what the board
   * keeps showing until a member's reveal has shown the new order. Null before the draw.
   */
  positionsBefore: z.array(z.object({ pickId: z.number().int(), position: z.number().int().nullable() })).nullable(),
});
export type Lottery = z.infer<typeof lottery>;

export const lotteryOddsRow = z.object({
  teamId: z.number().int(),
  balls: z.number().int(),
  chances: z.array(z.number()),
});

/** GET /api/picks/lottery/{year}: the odds now, the year's lottery, and earlier (reset) ones. */
export const lotteryView = z.object({
  year: z.number().int(),
  odds: z.array(lotteryOddsRow),
  current: lottery.nullable(),
  history: z.array(lottery),
});
export type LotteryView = z.infer<typeof lotteryView>;

export const lotteryParams = z.object({ year: season });

export const LOTTERY_ENTRY_MAX_LENGTH = 200;
/** The most entries one lottery takes (the seed hashes every one). */
export const LOTTERY_MAX_ENTRIES = 100;
/** The most entries one member adds to a lottery, so no member fills every slot alone. */
export const LOTTERY_MAX_ENTRIES_PER_MEMBER = 5;

/** POST /api/picks/lottery/{year}/entries: any member's entropy string, while entries are open. */
export const addLotteryEntryBody = z.object({
  text: text('text')
    .trim()
    .min(1, 'text must not be empty')
    .max(LOTTERY_ENTRY_MAX_LENGTH, `text must be at most ${LOTTERY_ENTRY_MAX_LENGTH} characters`),
});
export type AddLotteryEntryBody = z.infer<typeof addLotteryEntryBody>;
