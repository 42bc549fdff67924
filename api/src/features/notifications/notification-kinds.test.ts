import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOTIFYING_ACTIONS } from './notification-kinds';

const audienceOf = (action: string, after: unknown) => NOTIFYING_ACTIONS[action]?.audience(after);

describe('who hears of a trade (docs/notifications.md §2)', () => {
  it('tells the team proposed to, and the proposer of an answer, in a trade of two', () => {
    const trade = { proposedByTeamId: 1, proposedToTeamId: 2 };
    assert.deepEqual(audienceOf('trade.propose', { trade, items: [], teamIds: [1, 2] }), { team: 2 });
    assert.deepEqual(audienceOf('trade.accept', { ...trade, teamIds: [1, 2] }), { team: 1 });
    assert.deepEqual(audienceOf('trade.reject', trade), { team: 1 });
  });

  it('tells every team but the proposer of a trade of three, and every team of its answers', () => {
    const trade = { proposedByTeamId: 1, proposedToTeamId: 2 };
    assert.deepEqual(audienceOf('trade.propose', { trade, items: [], teamIds: [1, 2, 3] }), { teams: [2, 3] });
    assert.deepEqual(audienceOf('trade.accept-part', { ...trade, teamIds: [1, 2, 3] }), { teams: [1, 2, 3] });
    assert.deepEqual(audienceOf('trade.accept', { ...trade, teamIds: [1, 2, 3] }), { teams: [1, 2, 3] });
  });
});
