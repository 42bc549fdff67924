// The keeper round (keeper-round.ts): worked cases of both rules, and the properties the rule
// promises whatever the player: a round of the draft, never earlier than round 1 nor later than
// the last; a year more kept never a later round; a dearer keeper never a later round.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { keeperRoundOf } from './keeper-round';
import { type KeeperRound } from 'shared-contracts/keepers';

const draftedRound = (minusPerYear: number): KeeperRound => ({ kind: 'drafted-round', minusPerYear });
const fromCost = (dollarsPerRound: number): KeeperRound => ({ kind: 'from-cost', dollarsPerRound });

const rules = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map(draftedRound),
  fc.integer({ min: 1, max: 100_000 }).map(fromCost),
);
const players = fc.record({
  draftRound: fc.option(fc.integer({ min: 1, max: 5 })),
  yearsKept: fc.integer({ min: 0, max: 50 }),
  cost: fc.option(fc.integer({ min: 0, max: 100_000 })),
});
const rounds = fc.integer({ min: 1, max: 20 });

describe('keeperRoundOf', () => {
  it('counts from the round he was drafted in, less the rounds per year he will have been kept', () => {
    const player = { draftRound: 4, yearsKept: 0, cost: 30 };
    assert.equal(keeperRoundOf(player, draftedRound(0)), 4);
    assert.equal(keeperRoundOf(player, draftedRound(1)), 3);
    assert.equal(keeperRoundOf({ ...player, yearsKept: 2 }, draftedRound(1)), 1);
    assert.equal(keeperRoundOf({ ...player, yearsKept: 9 }, draftedRound(2)), 1, 'never before round 1');
  });

  it('counts a player never drafted as drafted in the last round', () => {
    assert.equal(keeperRoundOf({ draftRound: null, yearsKept: 0, cost: 3 }, draftedRound(0)), 5);
    assert.equal(keeperRoundOf({ draftRound: null, yearsKept: 1, cost: 3 }, draftedRound(1)), 3);
  });

  it('from the cost: the last round, one earlier per whole step of dollars', () => {
    const at = (cost: number | null) => keeperRoundOf({ draftRound: 1, yearsKept: 0, cost }, fromCost(10));
    assert.deepEqual([at(0), at(9), at(10), at(25), at(40), at(41), at(500)], [5, 5, 4, 3, 1, 1, 1]);
    assert.equal(at(null), 5, 'no cost: the last round');
  });

  it('is always a round of the draft', () => {
    fc.assert(
      fc.property(players, rules, rounds, (player, rule, count) => {
        const round = keeperRoundOf(player, rule, count);
        assert.ok(Number.isInteger(round) && round >= 1 && round <= count, `round ${round} of ${count}`);
      }),
    );
  });

  it('never gives a later round for a year more kept', () => {
    fc.assert(
      fc.property(players, rules, rounds, (player, rule, count) => {
        const more = { ...player, yearsKept: player.yearsKept + 1 };
        assert.ok(keeperRoundOf(more, rule, count) <= keeperRoundOf(player, rule, count));
      }),
    );
  });

  it('never gives a dearer keeper a later round', () => {
    fc.assert(
      fc.property(players, rules, rounds, fc.integer({ min: 0, max: 1000 }), (player, rule, count, extra) => {
        const dearer = { ...player, cost: (player.cost ?? 0) + extra };
        assert.ok(keeperRoundOf(dearer, rule, count) <= keeperRoundOf(player, rule, count));
      }),
    );
  });

  it('never gives a player drafted earlier a later round', () => {
    fc.assert(
      fc.property(players, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 5 }), (player, minus, earlier) => {
        const drafted = player.draftRound ?? 5;
        const before = { ...player, draftRound: Math.min(drafted, earlier) };
        assert.ok(keeperRoundOf(before, draftedRound(minus)) <= keeperRoundOf(player, draftedRound(minus)));
      }),
    );
  });
});
