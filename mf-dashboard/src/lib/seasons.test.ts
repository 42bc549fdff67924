import { seasonChoices } from './seasons';

describe('the seasons Home and Teams offer', () => {
  it('are 2024 to 2027 (docs/product.md §6)', () => {
    expect(seasonChoices({ currentSeason: 2025, defaultSeason: 2024, seasons: [2024, 2025] })).toEqual([
      2024, 2025, 2026, 2027,
    ]);
    expect(seasonChoices(null)).toEqual([2024, 2025, 2026, 2027]);
  });

  it("also hold the league's current and default seasons, in order, when they are outside that", () => {
    expect(seasonChoices({ currentSeason: 2028, defaultSeason: 2023, seasons: [] })).toEqual([
      2023, 2024, 2025, 2026, 2027, 2028,
    ]);
  });

  it('also hold every season the league has games in, such as imported earlier seasons', () => {
    expect(seasonChoices({ currentSeason: 2025, defaultSeason: 2025, seasons: [2021, 2023, 2025] })).toEqual([
      2021, 2023, 2024, 2025, 2026, 2027,
    ]);
  });
});
