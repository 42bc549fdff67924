import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { endOfReview, mayVeto, type ReviewFacts, reviewState, vetoThreshold } from './review-rules';

describe('vetoThreshold', () => {
  it('rounds the share of the other teams up', () => {
    assert.equal(vetoThreshold(10, 33), 4); // 3.3 vetoes: 4
    assert.equal(vetoThreshold(9, 33), 3); // 2.97: 3
    assert.equal(vetoThreshold(10, 50), 5);
    assert.equal(vetoThreshold(10, 51), 6);
    assert.equal(vetoThreshold(10, 100), 10);
    assert.equal(vetoThreshold(2, 1), 1);
  });

  it('is at least one and at most every team not in the trade', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100 }), (teams, percent) => {
        const threshold = vetoThreshold(teams, percent);
        assert.ok(threshold >= 1 && threshold <= teams, `${threshold} of ${teams}`);
        // The smallest count that is at least the share: one veto fewer is below it.
        assert.ok(threshold * 100 >= teams * percent || threshold === teams);
        assert.ok(threshold === 1 || (threshold - 1) * 100 < teams * percent);
      }),
    );
  });

  it('is monotone: a larger share, or more teams, never needs fewer vetoes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 99 }),
        (teams, moreTeams, percent, morePercent) => {
          const higher = Math.min(100, percent + morePercent);
          assert.ok(vetoThreshold(teams, higher) >= vetoThreshold(teams, percent));
          assert.ok(vetoThreshold(teams + moreTeams, percent) >= vetoThreshold(teams, percent));
        },
      ),
    );
  });
});

describe('mayVeto', () => {
  const trade = { proposedByTeamId: 1, proposedToTeamId: 2 };
  it('lets only a team not in the trade veto', () => {
    assert.equal(mayVeto(3, trade), true);
    assert.equal(mayVeto(1, trade), false);
    assert.equal(mayVeto(2, trade), false);
    assert.equal(mayVeto(null, trade), false);
  });
});

const facts = fc.record({
  status: fc.constantFrom('in_review', 'accepted', 'vetoed', 'pending', 'rejected_by_commissioner'),
  mode: fc.constantFrom('commissioner' as const, 'league-vote' as const, null),
  endsAt: fc.option(fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true })),
  threshold: fc.option(fc.integer({ min: 1, max: 20 })),
  vetoes: fc.integer({ min: 0, max: 20 }),
}) satisfies fc.Arbitrary<ReviewFacts>;
const moment = fc.date({ min: new Date(2020, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true });

describe('reviewState', () => {
  const base: ReviewFacts = {
    status: 'in_review',
    mode: 'league-vote',
    endsAt: new Date('2026-01-02T00:00:00Z'),
    threshold: 3,
    vetoes: 0,
  };
  const before = new Date('2026-01-01T00:00:00Z');
  const afterwards = new Date('2026-01-03T00:00:00Z');

  it('waits until the deadline, then is due; the threshold vetoes at once', () => {
    assert.equal(reviewState(base, before), 'waiting');
    assert.equal(reviewState(base, afterwards), 'due');
    assert.equal(reviewState({ ...base, vetoes: 2 }, afterwards), 'due');
    assert.equal(reviewState({ ...base, vetoes: 3 }, before), 'vetoed');
    assert.equal(reviewState({ ...base, vetoes: 3 }, afterwards), 'vetoed');
  });

  it("waits for the commissioner without a deadline; an ended trade's review is closed", () => {
    assert.equal(reviewState({ ...base, mode: 'commissioner', endsAt: null }, afterwards), 'waiting');
    assert.equal(reviewState({ ...base, status: 'accepted' }, afterwards), 'closed');
    assert.equal(reviewState({ ...base, status: 'vetoed', vetoes: 3 }, afterwards), 'closed');
  });

  it('completes once: after its end is applied, no later moment ends it again', () => {
    fc.assert(
      fc.property(facts, moment, fc.array(moment, { maxLength: 5 }), (start, first, later) => {
        const end = endOfReview(reviewState(start, first));
        if (end === null) return;
        const ended = { ...start, status: end };
        for (const when of later) assert.equal(endOfReview(reviewState(ended, when)), null);
      }),
    );
  });

  it('only a trade under review ends, and a vetoed one never moves its assets', () => {
    fc.assert(
      fc.property(facts, moment, (state, now) => {
        const end = endOfReview(reviewState(state, now));
        if (state.status !== 'in_review') assert.equal(end, null);
        if (state.threshold !== null && state.vetoes >= state.threshold && state.mode === 'league-vote')
          assert.notEqual(end, 'accepted');
        if (state.mode === 'commissioner') assert.equal(end, null);
      }),
    );
  });

  it('is monotone in time: once due, a later moment is due too', () => {
    fc.assert(
      fc.property(facts, moment, fc.integer({ min: 0, max: 10 ** 9 }), (state, now, later) => {
        if (reviewState(state, now) !== 'due') return;
        assert.equal(reviewState(state, new Date(now.getTime() + later)), 'due');
      }),
    );
  });
});
