// The browser's side of the draw: the same shared function, run here in jsdom, must give the
// known answer the server's tests check too (LOTTERY_TEST_VECTOR), and catch changes.
import { type Lottery } from 'shared-contracts/lottery';
import {
  drawLotteryOrder,
  LOTTERY_TEST_VECTOR,
  lotteryCommitment,
  lotterySeed,
} from 'shared-contracts/lottery-drawing';
import { differenceLines, verifyDrawnLottery } from './verification';

const drawn = (overrides: Partial<Lottery> = {}): Lottery => {
  const lotteryOrder = drawLotteryOrder(
    lotterySeed(LOTTERY_TEST_VECTOR.secret, LOTTERY_TEST_VECTOR.entries),
    LOTTERY_TEST_VECTOR.teams,
  );
  return {
    id: 1,
    year: 2026,
    status: 'drawn',
    commitment: lotteryCommitment(LOTTERY_TEST_VECTOR.secret),
    secret: LOTTERY_TEST_VECTOR.secret,
    openedAt: '2026-01-01T00:00:00.000Z',
    closedAt: '2026-01-02T00:00:00.000Z',
    drawnAt: '2026-01-02T00:00:00.000Z',
    resetAt: null,
    entries: LOTTERY_TEST_VECTOR.entries.map((text, index) => ({
      id: index + 1,
      memberName: `Member ${index}`,
      text,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
    teams: LOTTERY_TEST_VECTOR.teams,
    lotteryOrder,
    positionsBefore: [],
    order: [...lotteryOrder, 2, 4],
    ...overrides,
  };
};
const name = (teamId: number) => `Team ${teamId}`;

describe('the draw in the browser', () => {
  it('gives the same order from the same seed as the server does', () => {
    expect(
      drawLotteryOrder(lotterySeed(LOTTERY_TEST_VECTOR.secret, LOTTERY_TEST_VECTOR.entries), LOTTERY_TEST_VECTOR.teams),
    ).toEqual(LOTTERY_TEST_VECTOR.order);
  });

  it("says 'Verified' for the published draw", () => {
    expect(verifyDrawnLottery(drawn())).toEqual({
      verified: true,
      seed: lotterySeed(LOTTERY_TEST_VECTOR.secret, LOTTERY_TEST_VECTOR.entries),
    });
  });

  it('has nothing to check before the secret is revealed', () => {
    expect(verifyDrawnLottery(drawn({ status: 'closed', secret: null, lotteryOrder: null, teams: null }))).toBeNull();
  });

  it('names the commitment when the secret was changed', () => {
    const secret = `0${LOTTERY_TEST_VECTOR.secret.slice(1)}`;
    const result = verifyDrawnLottery(drawn({ secret }));
    expect(differenceLines(result!, name)).toEqual([
      `The commitment differs: SHA-256 of the revealed secret is ${lotteryCommitment(secret)}, but ${lotteryCommitment(LOTTERY_TEST_VECTOR.secret)} was published.`,
    ]);
  });

  it('names every pick that differs when an entry was changed after the draw', () => {
    const lottery = drawn();
    const changed = {
      ...lottery,
      entries: lottery.entries.map((entry, index) => (index === 0 ? { ...entry, text: 'Ashley: 43' } : entry)),
    };
    const recomputed = drawLotteryOrder(
      lotterySeed(
        LOTTERY_TEST_VECTOR.secret,
        changed.entries.map((entry) => entry.text),
      ),
      LOTTERY_TEST_VECTOR.teams,
    );
    const expected = lottery.lotteryOrder!.flatMap((teamId, index) =>
      teamId === recomputed[index]
        ? []
        : [`Pick ${index + 1} differs: published Team ${teamId}, recomputed Team ${recomputed[index]}.`],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(differenceLines(verifyDrawnLottery(changed)!, name)).toEqual(expected);
  });

  it('names a pick missing from the published order', () => {
    const lottery = drawn();
    expect(
      differenceLines(verifyDrawnLottery({ ...lottery, lotteryOrder: lottery.lotteryOrder!.slice(0, 5) })!, name),
    ).toEqual(['Pick 6 differs: published no team, recomputed Team 12.']);
  });
});
