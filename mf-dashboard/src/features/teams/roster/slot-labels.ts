// The label a roster shows beside each player: the lineup slot the provider put them in
// (`slot`), named the way the league reads a lineup (docs/screens/teams.md §4.2).
import type { RosterPlayer } from 'shared-contracts';

/** A player's lineup slot, as the provider names it (QB, W/R/T, FLEX, BN …). */
export function slotOf(player: Pick<RosterPlayer, 'slot'>): string {
  return player.slot;
}

type LabelledPlayer = Pick<RosterPlayer, 'isStarting' | 'slot'>;

/**
 * Each player's slot label, in roster order. The rules, first match wins:
 * - not starting: BN;
 * - the second starting QB by roster order: SF (a superflex lineup's second quarterback);
 * - QB: QB;
 * - the first and second starting WR: WR1, WR2 (a third is WR);
 * - the first and second starting RB: RB1, RB2 (a third is RB);
 * - TE: TE;  W/T: W/T;  W/R/T: FLEX;  Q/W/R/T: SF;
 * - Sleeper's slots: FLEX: FLEX;  SUPER_FLEX: SF;  REC_FLEX: W/T;  WRRB_FLEX: W/R;
 * - any other slot (K, DEF…): the slot itself.
 * Counting needs the whole roster in Yahoo's order, so labels are given for a list, never a
 * player alone, and before any sorting.
 */
export function slotLabels<P extends LabelledPlayer>(roster: readonly P[]): string[] {
  const seen = new Map<string, number>();
  return roster.map((player) => {
    if (!player.isStarting) return 'BN';
    const slot = slotOf(player);
    const nth = (seen.get(slot) ?? 0) + 1;
    seen.set(slot, nth);
    return labelFor(slot, nth);
  });
}

/** The label of the `nth` starter (from 1) in `slot`. */
function labelFor(slot: string, nth: number): string {
  switch (slot) {
    case 'QB':
      return nth === 2 ? 'SF' : 'QB';
    case 'WR':
    case 'RB':
      return nth <= 2 ? `${slot}${nth}` : slot;
    case 'W/R/T':
      return 'FLEX';
    case 'Q/W/R/T':
    case 'SUPER_FLEX':
      return 'SF';
    // Sleeper's other flex slots, in the names Yahoo's lineups use.
    case 'REC_FLEX':
      return 'W/T';
    case 'WRRB_FLEX':
      return 'W/R';
    default:
      // TE, W/T, K, DEF, Sleeper's FLEX and anything a provider adds later read as the slot itself.
      return slot;
  }
}
