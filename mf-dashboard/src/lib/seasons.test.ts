import { seasonChoices } from './seasons';

describe('the seasons Home and Teams offer', () => {
  it('are 2024 to 2027 (SPEC.md §5)', () => {
    expect(seasonChoices({ currentSeason: 2025, defaultSeason: 2024 })).toEqual([2024, 2025, 2026, 2027]);
    expect(seasonChoices(null)).toEqual([2024, 2025, 2026, 2027]);
  });

  it("also hold the league's current and default seasons, in order, when they are outside that", () => {
    expect(seasonChoices({ currentSeason: 2028, defaultSeason: 2023 })).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
  });
});
