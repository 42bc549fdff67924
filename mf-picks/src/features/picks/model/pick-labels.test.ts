import { ballCountLabel, parseTeamId, positionLabel, teamAbbreviation, teamsById, viaLabel } from './pick-labels';

const teams = teamsById([
  { id: 1, abbreviation: 'HAM' },
  { id: 2, abbreviation: 'BRK' },
  { id: 3, abbreviation: '  ' },
]);

describe('pick labels', () => {
  it("names a team by its abbreviation, or 'Unknown'", () => {
    expect(teamAbbreviation(teams, 2)).toBe('BRK');
    expect(teamAbbreviation(teams, 99)).toBe('Unknown');
    expect(teamAbbreviation(teams, 3)).toBe('Unknown');
  });

  it("shows a position, or '-' when the pick has none", () => {
    expect(positionLabel(7)).toBe('7');
    expect(positionLabel(null)).toBe('-');
  });

  it("says '(via ABBR)' only for a pick held by another team than its original", () => {
    expect(viaLabel(teams, { currentTeamId: 1, originalTeamId: 2 })).toBe('(via BRK)');
    expect(viaLabel(teams, { currentTeamId: 1, originalTeamId: 1 })).toBeNull();
    expect(viaLabel(teams, { currentTeamId: 1, originalTeamId: 42 })).toBe('(via Unknown)');
  });

  it("counts '1 ball' and otherwise 'N balls'", () => {
    expect(ballCountLabel(1)).toBe('1 ball');
    expect(ballCountLabel(0)).toBe('0 balls');
    expect(ballCountLabel(12)).toBe('12 balls');
  });

  it('reads a chosen team as a positive whole number only', () => {
    expect(parseTeamId('12')).toBe(12);
    for (const bad of ['', '0', '-3', '1.5', 'abc', '7x', 'NaN', '99999999999999999999'])
      expect(parseTeamId(bad)).toBeNull();
  });
});
