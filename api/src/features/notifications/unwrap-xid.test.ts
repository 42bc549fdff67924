import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unwrapXid } from './dispatcher';

const SPAN = 2 ** 32;

describe("a running transaction's 32-bit id, unwrapped against the snapshot's next 64-bit id", () => {
  it('is the id itself in the first epoch', () => {
    assert.equal(unwrapXid(700, 750), 700);
    assert.equal(unwrapXid(750, 750), 750);
  });

  it('keeps the epoch of the next id, and the one before when the 32 bits wrapped in between', () => {
    const next = 3 * SPAN + 10;
    assert.equal(unwrapXid(5, next), 3 * SPAN + 5);
    // Started just before the wrap: its 32 bits are large, its epoch the previous one.
    assert.equal(unwrapXid(SPAN - 3, next), 2 * SPAN + SPAN - 3);
  });
});
