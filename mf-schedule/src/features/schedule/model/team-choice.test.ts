import { INVALID_TEAM_ID, parseTeamId } from './team-choice';

describe('parseTeamId', () => {
  it('accepts a positive whole number', () => {
    expect(parseTeamId('1')).toEqual({ ok: true, teamId: 1 });
    expect(parseTeamId('12')).toEqual({ ok: true, teamId: 12 });
  });

  it("refuses anything else with 'Invalid team ID'", () => {
    expect(INVALID_TEAM_ID).toBe('Invalid team ID');
    for (const raw of ['', '0', '-3', '2.5', 'abc', '3a', ' 3', '1e3', 'NaN', '99999999999999999999']) {
      expect(parseTeamId(raw)).toEqual({ ok: false, message: 'Invalid team ID' });
    }
  });
});
