import { matchupIdIn, matchupPath } from './matchup-path';

describe('matchup addresses', () => {
  it('reads back the id it writes', () => {
    expect(matchupIdIn(matchupPath(12))).toBe(12);
    expect(matchupIdIn('/matchups/7/')).toBe(7);
  });

  it('names no game for an address that is not one: no id, not digits, 0, past an int4', () => {
    for (const path of [
      '/matchups',
      '/matchups/',
      '/matchups/abc',
      '/matchups/0',
      '/matchups/2147483648',
      '/matchups/1/x',
    ])
      expect(matchupIdIn(path)).toBeNull();
  });
});
