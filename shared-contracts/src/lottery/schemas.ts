import { z } from 'zod/mini';
// Part of the entry `shared-contracts/lottery` (docs/performance.md §2.2): the main entry's names come from 'shared-contracts'.
import { season, text } from 'shared-contracts';

/**
 * A year's draft lottery (the ping pong balls of docs/screens/picks.md §4.4): open (entries taken), closed (entries
 * over, ready to draw), drawn, or reset (set aside by the commissioner, kept as history).
 */
export const LOTTERY_STATUSES = ['open', 'closed', 'drawn', 'reset'] as const;
export const lotteryStatus = z.enum(LOTTERY_STATUSES);
export type LotteryStatus = z.infer<typeof lotteryStatus>;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** A member's entropy string, in the order entries were added (the seed hashes them in it). */
export const lotteryEntry = z.object({
  id: z.number().check(z.int()),
  memberName: z.string(),
  text: z.string(),
  addedAt: z.string(),
});
export type LotteryEntry = z.infer<typeof lotteryEntry>;

export const lotteryTeam = z.object({ teamId: z.number().check(z.int()), balls: z.number().check(z.int()) });

export const lottery = z.object({
  id: z.number().check(z.int()),
  year: z.number().check(z.int()),
  status: lotteryStatus,
  /** SHA-256 of the secret, published when the lottery opens. */
  commitment: hex64,
  /** The secret seed, revealed once the lottery is drawn (or reset); null before. */
  secret: z.nullable(hex64),
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
  drawnAt: z.nullable(z.string()),
  resetAt: z.nullable(z.string()),
  entries: z.array(lotteryEntry),
  /** The balls the draw used, taken when it ran (later trades do not change it). */
  teams: z.nullable(z.array(lotteryTeam)),
  /** Teams with balls in the order drawn, first pick first: what a browser recomputes. */
  lotteryOrder: z.nullable(z.array(z.number().check(z.int()))),
  /** The whole round-1 order: the lottery order, then teams without balls, worst record first. */
  order: z.nullable(z.array(z.number().check(z.int()))),
  /**
   * Where the year's round-1 picks stood just before the draw moved them: what the board
   * keeps showing until a member's reveal has shown the new order. Null before the draw.
   */
  positionsBefore: z.nullable(
    z.array(z.object({ pickId: z.number().check(z.int()), position: z.nullable(z.number().check(z.int())) })),
  ),
});
export type Lottery = z.infer<typeof lottery>;

export const lotteryOddsRow = z.object({
  teamId: z.number().check(z.int()),
  balls: z.number().check(z.int()),
  chances: z.array(z.number()),
});

/** GET /api/picks/lottery/{year}: the odds now, the year's lottery, and earlier (reset) ones. */
export const lotteryView = z.object({
  year: z.number().check(z.int()),
  odds: z.array(lotteryOddsRow),
  current: z.nullable(lottery),
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
  text: text('text').check(
    z.trim(),
    z.minLength(1, 'text must not be empty'),
    z.maxLength(LOTTERY_ENTRY_MAX_LENGTH, `text must be at most ${LOTTERY_ENTRY_MAX_LENGTH} characters`),
  ),
});
export type AddLotteryEntryBody = z.infer<typeof addLotteryEntryBody>;
