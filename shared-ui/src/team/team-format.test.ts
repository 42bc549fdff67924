import { formatPoints } from './team-format';

describe('points (docs/screens/home.md §4.2: to 2 decimals, on every screen)', () => {
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
