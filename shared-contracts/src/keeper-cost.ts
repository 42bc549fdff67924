/**
 * What a player costs to keep next year, and whether he may still be kept: the league's one
 * formula, used by the API (declarations, roll-over) and by the Players screen alike, so the
 * book never shows a cost the server would not charge. Pure: no clock, no database.
 *
 *   this year's cost  = currentYearValue if he was kept into this year (yearsKept ≥ 1),
 *                       else auctionPrice (what he was bought for); the other when one is blank
 *   cost to keep      = this year's cost
 *                     + buffer                                  (when the rule adds it)
 *                     + increaseAmount                          (fixed dollars)
 *                     + ⌈this year's cost × increasePercent / 100⌉  (rounded up to whole dollars)
 *   eligible          = on a fantasy team, has a cost this year, and yearsKept < maxYearsKept
 */

/** The parts of a keeper rule the formula reads. */
export type KeeperCostRule = {
  increaseAmount: number;
  increasePercent: number;
  addBuffer: boolean;
  maxYearsKept: number;
};

/** The parts of a player's book row the formula reads. */
export type KeeperCostPlayer = {
  teamId: number | null;
  auctionPrice: number | null;
  buffer: number | null;
  currentYearValue: number | null;
  yearsKept: number;
};

export type KeeperCost = {
  /** What he costs this year: the base the increase is taken from (null: no price at all). */
  thisYearCost: number | null;
  /** The buffer the rule adds (0 when the rule does not add it or he has none). */
  buffer: number;
  /** The fixed increase. */
  fixedIncrease: number;
  /** The percentage increase, already rounded up to whole dollars. */
  percentIncrease: number;
  /** What he costs to keep next year; null when he has no price this year. */
  cost: number | null;
  eligible: boolean;
  /** Why he may not be kept, in words fit to show; null when he may. */
  reason: string | null;
};

/** This year's cost: a kept player pays his current value, a bought one his auction price. */
export function thisYearCostOf(
  player: Pick<KeeperCostPlayer, 'auctionPrice' | 'currentYearValue' | 'yearsKept'>,
): number | null {
  return player.yearsKept > 0
    ? (player.currentYearValue ?? player.auctionPrice)
    : (player.auctionPrice ?? player.currentYearValue);
}

/** Whole-number percentages of whole dollars, rounded up, in integer arithmetic (no 0.1 + 0.2 surprises). */
function percentRoundedUp(amount: number, percent: number): number {
  const hundredths = amount * percent;
  return hundredths <= 0 ? 0 : Math.floor((hundredths + 99) / 100);
}

export function keeperCost(player: KeeperCostPlayer, rule: KeeperCostRule): KeeperCost {
  const thisYearCost = thisYearCostOf(player);
  const buffer = rule.addBuffer ? (player.buffer ?? 0) : 0;
  const fixedIncrease = rule.increaseAmount;
  const percentIncrease = thisYearCost === null ? 0 : percentRoundedUp(thisYearCost, rule.increasePercent);
  const cost = thisYearCost === null ? null : Math.max(0, thisYearCost + buffer + fixedIncrease + percentIncrease);
  const reason =
    player.teamId === null
      ? 'not on a fantasy team'
      : cost === null
        ? 'no price this year'
        : player.yearsKept >= rule.maxYearsKept
          ? `kept ${player.yearsKept} ${player.yearsKept === 1 ? 'year' : 'years'} already (the most is ${rule.maxYearsKept})`
          : null;
  return { thisYearCost, buffer, fixedIncrease, percentIncrease, cost, eligible: reason === null, reason };
}
