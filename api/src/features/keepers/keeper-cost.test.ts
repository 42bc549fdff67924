import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instantOfLocalTime, isLocalDateTime, isTimeZone } from 'shared-contracts/keepers';
import { keeperCost, type KeeperCostPlayer, type KeeperCostRule } from 'shared-contracts/keeper-cost';

const rule: KeeperCostRule = { increaseAmount: 5, increasePercent: 10, addBuffer: true, maxYearsKept: 3 };
const player: KeeperCostPlayer = { teamId: 1, auctionPrice: 20, buffer: 2, currentYearValue: null, yearsKept: 0 };

describe('keeperCost: the one formula the API and the Players screen share', () => {
  const cases: Array<[string, Partial<KeeperCostPlayer>, Partial<KeeperCostRule>, number | null, string | null]> = [
    // name, player changes, rule changes, cost, reason
    ['worked example: $20 bought, $2 buffer, +$5 and 10%', {}, {}, 20 + 2 + 5 + 2, null],
    [
      'a percentage that is not whole dollars rounds up (10% of 21 is 2.1 → 3)',
      { auctionPrice: 21 },
      {},
      21 + 2 + 5 + 3,
      null,
    ],
    [
      'a whole-dollar percentage is not rounded further (10% of 30 is 3)',
      { auctionPrice: 30 },
      {},
      30 + 2 + 5 + 3,
      null,
    ],
    [
      '1% of $1 is still a whole dollar',
      { auctionPrice: 1, buffer: null },
      { increasePercent: 1, increaseAmount: 0 },
      2,
      null,
    ],
    ['no percentage: the fixed amount alone', {}, { increasePercent: 0 }, 27, null],
    ['no fixed amount: the percentage alone', {}, { increaseAmount: 0 }, 24, null],
    ['buffer not added', {}, { addBuffer: false }, 27, null],
    ['no buffer on the player adds nothing', { buffer: null }, {}, 27, null],
    [
      'a kept player pays his current value, not his old auction price',
      { yearsKept: 1, currentYearValue: 40, auctionPrice: 12 },
      {},
      40 + 2 + 5 + 4,
      null,
    ],
    [
      'a bought player with only a current value uses it',
      { auctionPrice: null, currentYearValue: 10 },
      {},
      10 + 2 + 5 + 1,
      null,
    ],
    [
      'kept one year less than the limit: still eligible',
      { yearsKept: 2, currentYearValue: 30 },
      {},
      30 + 2 + 5 + 3,
      null,
    ],
    [
      'kept as many years as the limit: not eligible',
      { yearsKept: 3, currentYearValue: 30 },
      {},
      40,
      'kept 3 years already (the most is 3)',
    ],
    [
      'a limit of one year: kept once is enough',
      { yearsKept: 1, currentYearValue: 30 },
      { maxYearsKept: 1 },
      40,
      'kept 1 year already (the most is 1)',
    ],
    ['a free agent cannot be kept', { teamId: null }, {}, 29, 'not on a fantasy team'],
    [
      'no price at all: no cost, not eligible',
      { auctionPrice: null, currentYearValue: null },
      {},
      null,
      'no price this year',
    ],
    ['$0 with 50%: nothing but the fixed amount', { auctionPrice: 0, buffer: 0 }, { increasePercent: 50 }, 5, null],
  ];
  for (const [name, changes, ruleChanges, cost, reason] of cases) {
    it(name, () => {
      const result = keeperCost({ ...player, ...changes }, { ...rule, ...ruleChanges });
      assert.equal(result.cost, cost);
      assert.equal(result.reason, reason);
      assert.equal(result.eligible, reason === null);
    });
  }

  it('shows its inputs: this year, buffer, fixed and rounded percentage add up to the cost', () => {
    const result = keeperCost({ ...player, auctionPrice: 21 }, rule);
    assert.deepEqual([result.thisYearCost, result.buffer, result.fixedIncrease, result.percentIncrease], [21, 2, 5, 3]);
    assert.equal(result.cost, 21 + 2 + 5 + 3);
  });
});

describe('the deadline in the league time zone', () => {
  it('reads a wall-clock time in its zone, on both sides of daylight saving time', () => {
    assert.equal(instantOfLocalTime('2025-08-31T12:00', 'America/New_York').toISOString(), '2025-08-31T16:00:00.000Z');
    assert.equal(instantOfLocalTime('2025-01-15T12:00', 'America/New_York').toISOString(), '2025-01-15T17:00:00.000Z');
    assert.equal(instantOfLocalTime('2025-08-31T12:00', 'UTC').toISOString(), '2025-08-31T12:00:00.000Z');
    assert.equal(instantOfLocalTime('2025-08-31T12:00', 'Asia/Kolkata').toISOString(), '2025-08-31T06:30:00.000Z');
  });

  it('knows real dates and zones from made-up ones', () => {
    assert.equal(isLocalDateTime('2025-02-28T23:59'), true);
    assert.equal(isLocalDateTime('2025-02-29T12:00'), false);
    assert.equal(isLocalDateTime('2025-08-31T24:00'), false);
    assert.equal(isLocalDateTime('2025-08-31 12:00'), false);
    assert.equal(isTimeZone('America/Chicago'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
  });
});
