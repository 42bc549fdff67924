import { formatFaabLeft, formatGamesBack, formatRecord } from './team-format';

describe('the record (docs/screens/home.md §4.2: wins-losses, -ties only when ties are above 0)', () => {
  it('is wins-losses when the team never tied', () => {
    expect(formatRecord({ wins: 10, losses: 4, ties: 0 })).toBe('10-4');
  });

  it('adds -ties when the team tied at least once', () => {
    expect(formatRecord({ wins: 9, losses: 4, ties: 1 })).toBe('9-4-1');
    expect(formatRecord({ wins: 0, losses: 0, ties: 3 })).toBe('0-0-3');
  });

  it('is 0-0 before any game is played', () => {
    expect(formatRecord({ wins: 0, losses: 0, ties: 0 })).toBe('0-0');
  });
});

describe('games back (docs/screens/home.md §4.2)', () => {
  it('is a dash for the leader and a team level with it', () => {
    expect(formatGamesBack(0)).toBe('—');
  });

  it('shows whole and half games', () => {
    expect(formatGamesBack(2)).toBe('2');
    expect(formatGamesBack(1.5)).toBe('1.5');
    expect(formatGamesBack(0.5)).toBe('0.5');
  });
});

describe('FAAB left', () => {
  it('is whole dollars', () => {
    expect(formatFaabLeft(37)).toBe('$37 FAAB left');
    expect(formatFaabLeft(0)).toBe('$0 FAAB left');
  });
});
