import { roundOf } from '../testing/fixtures';
import { defaultPickYear, nextDraftYear } from './pick-year';

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

describe('nextDraftYear', () => {
  const held = (year: number) => roundOf(year, 1).map((pick) => ({ ...pick, isLocked: true }));
  const open = (year: number) => roundOf(year, 1);

  it("is the current season's draft while it has not been held (or has no picks yet)", () => {
    expect(nextDraftYear(2025, [...open(2025), ...open(2026)])).toBe(2025);
    expect(nextDraftYear(2025, [])).toBe(2025);
  });

  it('skips a draft the host already held (every pick locked), however many', () => {
    expect(nextDraftYear(2025, [...held(2025), ...open(2026)])).toBe(2026);
    expect(nextDraftYear(2025, [...held(2025), ...held(2026)])).toBe(2027);
  });

  it('counts a year with one pick still open as not held', () => {
    const partly = held(2025).map((pick, index) => (index === 0 ? { ...pick, isLocked: false } : pick));
    expect(nextDraftYear(2025, partly)).toBe(2025);
  });

  it('ignores years before the current season and stops at the last year offered', () => {
    expect(nextDraftYear(2026, [...open(2025), ...open(2026)])).toBe(2026);
    expect(nextDraftYear(2030, held(2030))).toBe(2030);
  });
});
