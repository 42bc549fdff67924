import { deadlineIsPast, suggestedDeadline } from './keeper-rule-form';

describe('the keeper rule form', () => {
  it("suggests the end of August before the next season's draft, or the first such day still ahead", () => {
    // Keepers on the 2025 book go into 2026: before 2026's draft while that is ahead.
    expect(suggestedDeadline(2025, new Date('2025-12-01T00:00:00Z'))).toBe('2026-08-31T12:00');
    expect(suggestedDeadline(2025, new Date('2026-08-31T15:59:00Z'))).toBe('2026-08-31T12:00');
    // Noon in New York is 16:00 UTC in summer: from then on, next year's.
    expect(suggestedDeadline(2025, new Date('2026-08-31T16:00:00Z'))).toBe('2027-08-31T12:00');
    expect(suggestedDeadline(2025, new Date('2026-11-25T00:00:00Z'))).toBe('2027-08-31T12:00');
    expect(suggestedDeadline(2020, new Date('2026-11-25T00:00:00Z'))).toBe('2027-08-31T12:00');
    expect(suggestedDeadline(2030, new Date('2026-11-25T00:00:00Z'))).toBe('2031-08-31T12:00');
  });

  it('tells a deadline that has passed in its own time zone, and says nothing of one not typed in full', () => {
    const now = new Date('2026-08-31T16:30:00Z');
    expect(deadlineIsPast({ deadline: '2026-08-31T12:00', timeZone: 'America/New_York' }, now)).toBe(true);
    expect(deadlineIsPast({ deadline: '2026-08-31T12:00', timeZone: 'America/Los_Angeles' }, now)).toBe(false);
    expect(deadlineIsPast({ deadline: '2026-08-31T12:00:30', timeZone: 'America/Los_Angeles' }, now)).toBe(false);
    expect(deadlineIsPast({ deadline: '', timeZone: 'America/New_York' }, now)).toBe(false);
    expect(deadlineIsPast({ deadline: '2026-08-31T12:00', timeZone: 'Not/AZone' }, now)).toBe(false);
  });
});
