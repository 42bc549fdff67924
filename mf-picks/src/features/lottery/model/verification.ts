// What a member's browser says about a drawn lottery, from recomputing it with the same
// function the server drew with (shared-contracts' verifyLottery).
import { type Lottery } from 'shared-contracts/lottery';
import { type LotteryVerification, verifyLottery } from 'shared-contracts/lottery-drawing';

export const VERIFIED = 'Verified';

/** Null until the lottery is drawn (there is nothing to check before the secret is shown). */
export function verifyDrawnLottery(lottery: Lottery): LotteryVerification | null {
  if (lottery.secret === null || lottery.teams === null || lottery.lotteryOrder === null) return null;
  return verifyLottery({
    commitment: lottery.commitment,
    secret: lottery.secret,
    entries: lottery.entries.map((entry) => entry.text),
    teams: lottery.teams,
    order: lottery.lotteryOrder,
  });
}

/** Every place the recomputation differs from what was published, one sentence each. */
export function differenceLines(result: LotteryVerification, teamName: (teamId: number) => string): string[] {
  if (result.verified) return [];
  if (result.reason === 'commitment') {
    return [
      `The commitment differs: SHA-256 of the revealed secret is ${result.recomputed}, but ${result.expected} was published.`,
    ];
  }
  const name = (teamId: number | null) => (teamId === null ? 'no team' : teamName(teamId));
  return result.differences.map(
    (difference) =>
      `Pick ${difference.pick} differs: published ${name(difference.published)}, recomputed ${name(difference.recomputed)}.`,
  );
}
