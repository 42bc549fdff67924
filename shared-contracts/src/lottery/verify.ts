// Checking a drawn lottery from what it published: the browser recomputes the commitment
// from the revealed secret and the whole order from the secret, the entries and the balls.
import { drawLotteryOrder, lotteryCommitment, lotterySeed, type LotteryTeam } from './draw';

export type LotteryEvidence = {
  commitment: string;
  secret: string;
  /** Entries' texts in the order they were added. */
  entries: readonly string[];
  /** The balls the draw used (the snapshot taken when it ran). */
  teams: readonly LotteryTeam[];
  /** The published lottery order: team ids, first pick first. */
  order: readonly number[];
};

/** A pick where the published order and the recomputed one name different teams (or one names none). */
export type OrderDifference = { pick: number; published: number | null; recomputed: number | null };

export type LotteryVerification =
  | { verified: true; seed: string }
  | { verified: false; reason: 'commitment'; expected: string; recomputed: string }
  | { verified: false; reason: 'order'; seed: string; differences: OrderDifference[] };

export function verifyLottery(evidence: LotteryEvidence): LotteryVerification {
  if (!/^[0-9a-f]{64}$/.test(evidence.secret)) {
    return {
      verified: false,
      reason: 'commitment',
      expected: evidence.commitment,
      recomputed: 'the secret is not 64 hex digits',
    };
  }
  const recomputedCommitment = lotteryCommitment(evidence.secret);
  if (recomputedCommitment !== evidence.commitment) {
    return { verified: false, reason: 'commitment', expected: evidence.commitment, recomputed: recomputedCommitment };
  }
  const seed = lotterySeed(evidence.secret, evidence.entries);
  const recomputed = drawLotteryOrder(seed, evidence.teams);
  const differences: OrderDifference[] = [];
  for (let index = 0; index < Math.max(recomputed.length, evidence.order.length); index += 1) {
    const published = evidence.order[index] ?? null;
    const mine = recomputed[index] ?? null;
    if (published !== mine) differences.push({ pick: index + 1, published, recomputed: mine });
  }
  return differences.length === 0 ? { verified: true, seed } : { verified: false, reason: 'order', seed, differences };
}
