// The draft lottery's rows of the endpoint table: an entry of their own (`shared-contracts/lottery`,
// docs/performance.md §2.2), so they import the main entry's names from 'shared-contracts'.
import { addLotteryEntryBody, lotteryParams, lotteryView } from '../lottery';
import { endpoint, type RefusalStatus } from 'shared-contracts';

const lotteryRefusals: RefusalStatus[] = [400, 401, 403, 404, 409];

/** The verifiable draft lottery of a year's picks (docs/api.md). */
export const lotteryEndpoints = {
  getLottery: endpoint({
    method: 'GET',
    path: '/api/picks/lottery/:year',
    summary: "A year's draft lottery: exact odds, commitment, entries, result, and reset lotteries",
    tags: ['picks'],
    access: 'member',
    params: lotteryParams,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
  }),
  openLottery: endpoint({
    method: 'POST',
    path: '/api/picks/lottery/:year/open',
    summary: 'Open the lottery: store a secret seed and publish its SHA-256 (commissioner)',
    tags: ['picks'],
    access: 'commissioner',
    params: lotteryParams,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
    creates: true,
  }),
  closeLottery: endpoint({
    method: 'POST',
    path: '/api/picks/lottery/:year/close',
    summary: 'Close entries (commissioner)',
    tags: ['picks'],
    access: 'commissioner',
    params: lotteryParams,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
  }),
  drawLottery: endpoint({
    method: 'POST',
    path: '/api/picks/lottery/:year/draw',
    summary: 'Draw the lottery and set the round-1 positions, in one transaction (commissioner)',
    tags: ['picks'],
    access: 'commissioner',
    params: lotteryParams,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
  }),
  resetLottery: endpoint({
    method: 'POST',
    path: '/api/picks/lottery/:year/reset',
    summary: 'Set the lottery aside (kept as history) so it can run again (commissioner)',
    tags: ['picks'],
    access: 'commissioner',
    params: lotteryParams,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
  }),
  enterLottery: endpoint({
    method: 'POST',
    path: '/api/picks/lottery/:year/entries',
    summary: 'Add an entropy string to the open lottery (any member)',
    tags: ['picks'],
    access: 'member',
    params: lotteryParams,
    body: addLotteryEntryBody,
    success: { status: 200, schema: lotteryView },
    refusals: lotteryRefusals,
    creates: true,
  }),
};
