// A known answer for the draw: these inputs must give this order. The server's tests (Node) and
// the browser's (mf-picks, jsdom) both check it, so the two runtimes cannot drift apart, and
// anyone writing their own verifier can check it against the same answer.
import type { LotteryTeam } from './draw';

export const LOTTERY_TEST_VECTOR: { secret: string; entries: string[]; teams: LotteryTeam[]; order: number[] } = {
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
  order: [5, 3, 9, 1, 7, 12],
};
