// The browser's side of the draw: the same shared function, run here in jsdom, must give the
// server's golden order (api: features/picks/lottery/draw-function.test.ts) and catch changes.
import { drawLotteryOrder, type Lottery, lotteryCommitment, lotterySeed } from 'shared-contracts';
import { differenceLines, verifyDrawnLottery } from './verification';

const GOLDEN = {
  secret: '8f1c0e4b7a2d9c3e5f6a1b0c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4',
  entries: ['Ashley: 42', 'Ben rolled a six', 'Ünïcödé ✓'],
  teams: [
    { teamId: 3, balls: 10 },
    { teamId: 1, balls: 25 },
    { teamId: 7, balls: 1 },
    { teamId: 12, balls: 5 },
    { teamId: 5, balls: 60 },
    { teamId: 9, balls: 3 },
  ],
};

const drawn = (overrides: Partial<Lottery> = {}): Lottery => {
  const lotteryOrder = drawLotteryOrder(lotterySeed(GOLDEN.secret, GOLDEN.entries), GOLDEN.teams);
  return {
    id: 1,
    year: 2026,
    status: 'drawn',
    commitment: lotteryCommitment(GOLDEN.secret),
    secret: GOLDEN.secret,
    openedAt: '2026-01-01T00:00:00.000Z',
    closedAt: '2026-01-02T00:00:00.000Z',
    drawnAt: '2026-01-02T00:00:00.000Z',
    resetAt: null,
    entries: GOLDEN.entries.map((text, index) => ({ id: index + 1, memberName: `Member ${index}`, text, addedAt: '2026-01-01T00:00:00.000Z' })),
    teams: GOLDEN.teams,
    lotteryOrder,
    order: [...lotteryOrder, 2, 4],
    ...overrides,
  };
};
const name = (teamId: number) => `Team ${teamId}`;

describe('the draw in the browser', () => {
  it('gives the same order from the same seed as the server does', () => {
    expect(drawLotteryOrder(lotterySeed(GOLDEN.secret, GOLDEN.entries), GOLDEN.teams)).toEqual([5, 3, 9, 1, 7, 12]);
  });

  it("says 'Verified' for the published draw", () => {
    expect(verifyDrawnLottery(drawn())).toEqual({ verified: true, seed: lotterySeed(GOLDEN.secret, GOLDEN.entries) });
  });

  it('has nothing to check before the secret is revealed', () => {
    expect(verifyDrawnLottery(drawn({ status: 'closed', secret: null, lotteryOrder: null, teams: null }))).toBeNull();
  });

  it('names the commitment when the secret was changed', () => {
    const secret = `0${GOLDEN.secret.slice(1)}`;
    const result = verifyDrawnLottery(drawn({ secret }));
    expect(differenceLines(result!, name)).toEqual([
      `The commitment differs: SHA-256 of the revealed secret is ${lotteryCommitment(secret)}, but ${lotteryCommitment(GOLDEN.secret)} was published.`,
    ]);
  });

  it('names every pick that differs when an entry was changed after the draw', () => {
    const lottery = drawn();
    const changed = { ...lottery, entries: lottery.entries.map((entry, index) => (index === 0 ? { ...entry, text: 'Ashley: 43' } : entry)) };
    const recomputed = drawLotteryOrder(lotterySeed(GOLDEN.secret, changed.entries.map((entry) => entry.text)), GOLDEN.teams);
    const expected = lottery.lotteryOrder!.flatMap((teamId, index) =>
      teamId === recomputed[index] ? [] : [`Pick ${index + 1} differs: published Team ${teamId}, recomputed Team ${recomputed[index]}.`],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(differenceLines(verifyDrawnLottery(changed)!, name)).toEqual(expected);
  });

  it('names a pick missing from the published order', () => {
    const lottery = drawn();
    expect(differenceLines(verifyDrawnLottery({ ...lottery, lotteryOrder: lottery.lotteryOrder!.slice(0, 5) })!, name)).toEqual(['Pick 6 differs: published no team, recomputed Team 12.']);
  });
});
