import { leaguesKeptFor, membersPrefix } from './answer-records';

describe('which leagues a member’s answers were kept in', () => {
  it('reads the leagues of the member’s record keys, none of another member’s', () => {
    const keys = [`${membersPrefix('ann')}7`, `${membersPrefix('bob')}8`, `${membersPrefix('ann')}9`, 'other:ann:3'];
    expect(leaguesKeptFor(keys, 'ann')).toEqual([7, 9]);
    expect(leaguesKeptFor(keys, 'bob')).toEqual([8]);
    expect(leaguesKeptFor(keys, 'carol')).toEqual([]);
  });

  it('keeps uids apart that one prefix of the other would mix', () => {
    // 'ann' and 'ann:1' would share a prefix without the uid's encoding and the separator.
    const keys = [`${membersPrefix('ann:1')}5`];
    expect(leaguesKeptFor(keys, 'ann')).toEqual([]);
    expect(leaguesKeptFor(keys, 'ann:1')).toEqual([5]);
  });

  it('reads no league from a key that does not end in one', () => {
    const keys = [
      `${membersPrefix('ann')}`,
      `${membersPrefix('ann')}x`,
      `${membersPrefix('ann')}-2`,
      `${membersPrefix('ann')}1.5`,
    ];
    expect(leaguesKeptFor(keys, 'ann')).toEqual([]);
  });
});
