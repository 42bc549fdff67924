import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toActivityItem } from './activity-items';
import type { FeedEntry } from './activity-repository';

const names = { teams: new Map([[1, 'Otters']]), users: new Map<number, string | null>([[9, null]]) };
const entry = (fields: Partial<FeedEntry>): FeedEntry => ({
  id: 5,
  action: 'member.join',
  before: null,
  after: null,
  createdAt: new Date('2031-01-02T03:04:05.678Z'),
  userId: 7,
  displayName: 'Ann',
  ...fields,
});

describe('toActivityItem', () => {
  it('tells an automatic change as the league, and a person with no display name as a member', () => {
    const imported = toActivityItem(
      entry({
        action: 'league.import-season',
        userId: null,
        displayName: null,
        after: { season: 2030, leagueKey: 'x' },
      }),
      names,
    );
    assert.deepEqual(imported, {
      id: 5,
      kind: 'import',
      at: '2031-01-02T03:04:05.678Z',
      actor: null,
      teamIds: [],
      text: "The league imported the 2030 season from the league's provider",
    });
    const joined = toActivityItem(entry({ displayName: '  ', after: { teamId: 1, email: 'ann@example.com' } }), names);
    assert.equal(joined?.actor, 'A member');
    assert.equal(joined?.text, 'A member joined the league (Otters)');
  });

  it('names a team that is gone as a former team, and keeps only the league’s teams in teamIds', () => {
    const item = toActivityItem(
      entry({
        action: 'trade.accept',
        before: { proposedByTeamId: 1, proposedToTeamId: 44 },
        after: { proposedByTeamId: 1, proposedToTeamId: 44 },
      }),
      names,
    );
    assert.equal(item?.text, 'Ann accepted the trade between Otters and a former team');
    assert.deepEqual(item?.teamIds, [1]);
  });

  it('names every team of a trade of three, and the team an accept was for', () => {
    const three = {
      teams: new Map([
        [1, 'Otters'],
        [2, 'Bandits'],
        [3, 'Owls'],
      ]),
      users: names.users,
    };
    const trade = { proposedByTeamId: 1, proposedToTeamId: 2, teamIds: [1, 2, 3] };
    const proposed = toActivityItem(
      entry({ action: 'trade.propose', after: { trade, items: [], teamIds: [1, 2, 3] } }),
      three,
    );
    assert.equal(proposed?.text, 'Ann proposed a trade between Otters, Bandits and Owls');
    assert.deepEqual(proposed?.teamIds, [1, 2, 3]);
    const part = toActivityItem(
      entry({ action: 'trade.accept-part', before: trade, after: { ...trade, acceptedTeamIds: [3] } }),
      three,
    );
    assert.equal(part?.kind, 'trade.accepted');
    assert.equal(part?.text, 'Ann accepted the trade between Otters, Bandits and Owls for Owls');
  });

  it('tells of a removal by the removed member’s display name, or as a member when they have none', () => {
    const item = toActivityItem(
      entry({ action: 'member.remove', before: { userId: 9, teamId: null }, after: null }),
      names,
    );
    assert.equal(item?.text, 'Ann removed a member from the league');
  });

  it('answers nothing for an action the feed does not tell of', () => {
    assert.equal(toActivityItem(entry({ action: 'trade.move' }), names), undefined);
  });
});
