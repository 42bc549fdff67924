import { defaultPickYear } from './pick-year';

describe('defaultPickYear', () => {
  it("opens on the league's current season when the selector offers it", () => {
    expect(defaultPickYear(2025)).toBe(2025);
    expect(defaultPickYear(2028)).toBe(2028);
  });

  it('keeps to 2025-2030 otherwise', () => {
    expect(defaultPickYear(2019)).toBe(2025);
    expect(defaultPickYear(2035)).toBe(2030);
    expect(defaultPickYear(undefined)).toBe(2025);
  });
});
