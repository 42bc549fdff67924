import { formatPoints, formatRecord, teamInitials } from './team-format';

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

describe('total points (Teams: to 2 decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatPoints(1523.4)).toBe('1523.40');
    expect(formatPoints(1500)).toBe('1500.00');
    expect(formatPoints(0)).toBe('0.00');
  });

  it('rounds to the hundredth', () => {
    expect(formatPoints(99.996)).toBe('100.00');
    expect(formatPoints(12.344)).toBe('12.34');
  });
});

describe("a team's two-letter initials", () => {
  it('takes the first letter of each of the first two words', () => {
    expect(teamInitials('Gotham Rogues')).toBe('GR');
    expect(teamInitials('the mighty ducks of anaheim')).toBe('TM');
  });

  it('takes the first two letters of a one-word name', () => {
    expect(teamInitials('Titans')).toBe('TI');
  });

  it('ignores punctuation between words', () => {
    expect(teamInitials('"Blitz" - Boys')).toBe('BB');
    expect(teamInitials("Dr. Who's Team")).toBe('DW');
  });

  it('keeps letters outside ASCII whole', () => {
    expect(teamInitials('Éclair Élite')).toBe('ÉÉ');
  });

  it('shows a question mark for a name without letters', () => {
    expect(teamInitials('  ')).toBe('?');
  });
});
