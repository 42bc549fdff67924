import { type KeeperRule, type TeamKeepers } from 'shared-contracts/keepers';
// What a team's keepers break of the season's rule: more keepers than the limit, or a total
// cost above the auction budget. Either can happen after the fact (the commissioner lowers
// the limit or the budget, or a roll-over or import marks keepers), so the cards say it.

/** Dollars as members write them: $34, -$34. */
export const dollars = (amount: number) => (amount < 0 ? `-$${-amount}` : `$${amount}`);

/** Each breach in words ('4 of 3 keepers: 1 over the limit'), empty when the team keeps to the rule. */
export function ruleBreaches(
  team: Pick<TeamKeepers, 'keepers' | 'budgetLeft'>,
  rule: Pick<KeeperRule, 'maxKeepersPerTeam'>,
): string[] {
  const breaches: string[] = [];
  const over = team.keepers.length - rule.maxKeepersPerTeam;
  if (over > 0) breaches.push(`${team.keepers.length} of ${rule.maxKeepersPerTeam} keepers: ${over} over the limit`);
  if (team.budgetLeft < 0) breaches.push(`over budget by ${dollars(-team.budgetLeft)}`);
  return breaches;
}
