import { dollars, ruleBreaches } from './rule-breaches';

const keepers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ playerId: index, name: `P${index}`, position: 'RB', cost: 10 }));

describe("a team's breaches of the keeper rule", () => {
  it('names keepers over the limit and a budget overspent, in words', () => {
    expect(ruleBreaches({ keepers: keepers(4), budgetLeft: -34 }, { maxKeepersPerTeam: 3 })).toEqual([
      '4 of 3 keepers: 1 over the limit',
      'over budget by $34',
    ]);
    expect(ruleBreaches({ keepers: keepers(5), budgetLeft: 12 }, { maxKeepersPerTeam: 3 })).toEqual([
      '5 of 3 keepers: 2 over the limit',
    ]);
    expect(ruleBreaches({ keepers: keepers(1), budgetLeft: -1 }, { maxKeepersPerTeam: 3 })).toEqual([
      'over budget by $1',
    ]);
  });

  it('finds none at the limit or with the budget spent to the dollar', () => {
    expect(ruleBreaches({ keepers: keepers(3), budgetLeft: 0 }, { maxKeepersPerTeam: 3 })).toEqual([]);
    expect(ruleBreaches({ keepers: [], budgetLeft: 200 }, { maxKeepersPerTeam: 0 })).toEqual([]);
  });

  it('writes dollars with the sign before the dollar sign', () => {
    expect([dollars(34), dollars(-34), dollars(0)]).toEqual(['$34', '-$34', '$0']);
  });
});
