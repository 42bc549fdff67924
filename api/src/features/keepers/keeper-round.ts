import { DRAFT_ROUNDS } from 'shared-contracts';
import { type KeeperRound } from 'shared-contracts/keepers';

/** What the keeper round reads of a player: his draft round, years kept and cost to keep. */
export type KeeperRoundPlayer = {
  /** The round he was drafted in; null: never drafted (counts as the last round). */
  draftRound: number | null;
  /** Years he has been kept before this keep. */
  yearsKept: number;
  /** His cost to keep (keeperCost); null: he has no price. */
  cost: number | null;
};

const withinRounds = (round: number, rounds: number) => Math.min(rounds, Math.max(1, round));

/**
 * The round of the next draft a keeper's pick is taken from (docs/api.md §11). Pure.
 * - drafted-round: his draft round (the last round when he was not drafted), less
 *   `minusPerYear` for each year he will have been kept, this one included;
 * - from-cost: the last round, one round earlier for each whole `dollarsPerRound` of his cost
 *   to keep (no cost: the last round).
 * Always a round from 1 to `rounds`.
 */
export function keeperRoundOf(player: KeeperRoundPlayer, rule: KeeperRound, rounds = DRAFT_ROUNDS): number {
  if (rule.kind === 'drafted-round') {
    const drafted = withinRounds(player.draftRound ?? rounds, rounds);
    return withinRounds(drafted - rule.minusPerYear * (player.yearsKept + 1), rounds);
  }
  if (player.cost === null) return rounds;
  return withinRounds(rounds - Math.floor(Math.max(0, player.cost) / rule.dollarsPerRound), rounds);
}
