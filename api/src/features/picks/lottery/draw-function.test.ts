// The draw, the odds and the verification from shared-contracts, run in Node (the server's
// side). mf-picks checks the same known answer (LOTTERY_TEST_VECTOR) in its browser tests.
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { lotteryOdds, lotteryOddsTable } from 'shared-contracts/lottery-odds';
import {
  drawLotteryOrder,
  LOTTERY_TEST_VECTOR,
  lotteryCommitment,
  lotterySeed,
  LotteryStream,
  verifyLottery,
} from 'shared-contracts/lottery-drawing';

/** Every order of the teams with its probability: the brute force the DP must equal. */
function bruteForceOdds(balls: number[]): number[][] {
  const n = balls.length;
  const odds = balls.map(() => new Array<number>(n).fill(0));
  const walk = (left: number[], chance: number, pick: number) => {
    const total = left.reduce((sum, team) => sum + (balls[team] as number), 0);
    for (const team of left) {
      const next = (chance * (balls[team] as number)) / total;
      (odds[team] as number[])[pick] = ((odds[team] as number[])[pick] as number) + next;
      walk(
        left.filter((other) => other !== team),
        next,
        pick + 1,
      );
    }
  };
  walk([...balls.keys()], 1, 0);
  return odds;
}

/** The documented draw written again with Node's own crypto: an independent reading of docs/screens/picks.md §4.5. */
function referenceDraw(secret: string, entries: string[], teams: Array<{ teamId: number; balls: number }>): number[] {
  const hash = createHash('sha256').update(Buffer.from(secret, 'hex'));
  for (const entry of entries) {
    const bytes = Buffer.from(entry, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length).update(bytes);
  }
  const seed = hash.digest();
  let counter = 0n;
  let pool = Buffer.alloc(0);
  const next = () => {
    if (pool.length < 4) {
      const message = Buffer.alloc(8);
      message.writeBigUInt64BE(counter++);
      pool = createHmac('sha256', seed).update(message).digest();
    }
    const value = pool.readUInt32BE(0);
    pool = pool.subarray(4);
    return value;
  };
  const urn = teams.filter((team) => team.balls > 0).sort((a, b) => a.teamId - b.teamId);
  const order: number[] = [];
  while (urn.length > 0) {
    const total = urn.reduce((sum, team) => sum + team.balls, 0);
    const limit = Math.floor(2 ** 32 / total) * total;
    let value = next();
    while (value >= limit) value = next();
    let ticket = value % total;
    let index = 0;
    while (ticket >= (urn[index] as { balls: number }).balls) ticket -= (urn[index++] as { balls: number }).balls;
    order.push((urn.splice(index, 1)[0] as { teamId: number }).teamId);
  }
  return order;
}

describe('lottery odds', () => {
  it('equal brute-force enumeration of every order for leagues of 1 to 6 teams', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 6 }), (balls) => {
        const exact = lotteryOdds(balls.map((count, index) => ({ teamId: index + 1, balls: count })));
        const brute = bruteForceOdds(balls);
        exact.forEach((row, team) =>
          row.forEach((chance, pick) =>
            assert.ok(Math.abs(chance - (brute[team] as number[])[pick]!) < 1e-12, `team ${team} pick ${pick}`),
          ),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('give rows and columns that sum to 1, and place teams without balls by the order given', () => {
    const table = lotteryOddsTable(
      [
        { teamId: 4, balls: 3 },
        { teamId: 2, balls: 1 },
        { teamId: 8, balls: 0 },
      ],
      [8, 6],
    );
    assert.deepEqual(
      table.map((row) => row.teamId),
      [2, 4, 8, 6],
    );
    for (const row of table) assert.ok(Math.abs(row.chances.reduce((a, b) => a + b, 0) - 1) < 1e-12);
    for (let pick = 0; pick < 4; pick += 1)
      assert.ok(Math.abs(table.reduce((sum, row) => sum + row.chances[pick]!, 0) - 1) < 1e-12);
    assert.deepEqual(table[0]?.chances, [0.25, 0.75, 0, 0]);
    assert.deepEqual(table[2]?.chances, [0, 0, 1, 0]);
    assert.deepEqual(table[3]?.chances, [0, 0, 0, 1]);
  });
});

describe('lottery draw', () => {
  it('commits to the secret with SHA-256 and seeds from the secret and every entry, length-prefixed', () => {
    assert.equal(
      lotteryCommitment(LOTTERY_TEST_VECTOR.secret),
      createHash('sha256').update(Buffer.from(LOTTERY_TEST_VECTOR.secret, 'hex')).digest('hex'),
    );
    assert.notEqual(
      lotterySeed(LOTTERY_TEST_VECTOR.secret, ['ab', 'c']),
      lotterySeed(LOTTERY_TEST_VECTOR.secret, ['a', 'bc']),
    );
    assert.notEqual(
      lotterySeed(LOTTERY_TEST_VECTOR.secret, ['a', 'b']),
      lotterySeed(LOTTERY_TEST_VECTOR.secret, ['b', 'a']),
    );
  });

  it('is the documented function: the same order as a reading written with Node crypto', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.string(), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 14 }),
        (secretBytes, entries, balls) => {
          const secret = Buffer.from(secretBytes).toString('hex');
          const teams = balls.map((count, index) => ({ teamId: 20 - index, balls: count }));
          assert.deepEqual(
            drawLotteryOrder(lotterySeed(secret, entries), teams),
            referenceDraw(secret, entries, teams),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives the golden order, the one the browser code gives too', () => {
    const seed = lotterySeed(LOTTERY_TEST_VECTOR.secret, LOTTERY_TEST_VECTOR.entries);
    assert.deepEqual(drawLotteryOrder(seed, LOTTERY_TEST_VECTOR.teams), LOTTERY_TEST_VECTOR.order);
  });

  it('rejects numbers past the last whole multiple instead of folding them (no modulo bias)', () => {
    const stream = new LotteryStream('00'.repeat(32));
    const raw = new LotteryStream('00'.repeat(32));
    // below(3 * 2^30) throws away every number from 3 * 2^30 up: a quarter of them.
    const n = 3 * 2 ** 30;
    for (let i = 0; i < 50; i += 1) {
      const value = stream.below(n);
      let expected = raw.nextUint32();
      while (expected >= n) expected = raw.nextUint32();
      assert.equal(value, expected);
    }
    assert.throws(() => stream.below(0), RangeError);
  });
});

describe('lottery verification', () => {
  const seed = lotterySeed(LOTTERY_TEST_VECTOR.secret, LOTTERY_TEST_VECTOR.entries);
  const evidence = {
    commitment: lotteryCommitment(LOTTERY_TEST_VECTOR.secret),
    secret: LOTTERY_TEST_VECTOR.secret,
    entries: LOTTERY_TEST_VECTOR.entries,
    teams: LOTTERY_TEST_VECTOR.teams,
    order: drawLotteryOrder(seed, LOTTERY_TEST_VECTOR.teams),
  };

  it('verifies the published draw', () => {
    assert.deepEqual(verifyLottery(evidence), { verified: true, seed });
  });

  it('names the commitment when the secret changed', () => {
    const secret = `${LOTTERY_TEST_VECTOR.secret.slice(0, -1)}5`;
    const result = verifyLottery({ ...evidence, secret });
    assert.deepEqual(result, {
      verified: false,
      reason: 'commitment',
      expected: evidence.commitment,
      recomputed: lotteryCommitment(secret),
    });
  });

  it('names each pick that differs when an entry changed', () => {
    const result = verifyLottery({ ...evidence, entries: [...LOTTERY_TEST_VECTOR.entries.slice(0, 2), 'Ünïcödé ✗'] });
    assert.equal(result.verified, false);
    assert.ok(!result.verified && result.reason === 'order');
    if (result.verified || result.reason !== 'order') return;
    const recomputed = drawLotteryOrder(
      lotterySeed(LOTTERY_TEST_VECTOR.secret, [...LOTTERY_TEST_VECTOR.entries.slice(0, 2), 'Ünïcödé ✗']),
      LOTTERY_TEST_VECTOR.teams,
    );
    assert.deepEqual(
      result.differences,
      evidence.order.flatMap((teamId, index) =>
        teamId === recomputed[index] ? [] : [{ pick: index + 1, published: teamId, recomputed: recomputed[index] }],
      ),
    );
    assert.ok(result.differences.length > 0);
  });

  it('names the picks of a published order that was swapped', () => {
    const order = [...evidence.order];
    [order[1], order[4]] = [order[4] as number, order[1] as number];
    const result = verifyLottery({ ...evidence, order });
    assert.ok(!result.verified && result.reason === 'order');
    if (result.verified || result.reason !== 'order') return;
    assert.deepEqual(result.differences, [
      { pick: 2, published: order[1], recomputed: evidence.order[1] },
      { pick: 5, published: order[4], recomputed: evidence.order[4] },
    ]);
  });
});
