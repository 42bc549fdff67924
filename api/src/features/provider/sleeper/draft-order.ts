/**
 * Every round's order of a Sleeper draft (docs/sleeper.md §6). Sleeper gives round 1 only: a
 * draft slot per roster (`slot_to_roster_id`, else `draft_order` by the roster's owner, as in
 * 2020). A linear draft repeats it every round; a snake draft turns it round every round,
 * except that its `reversal_round` (a third-round reversal) keeps the direction of the round
 * before it, the turning going on from there. An auction has no order. Pure, so each rule is
 * tested alone.
 */
import type { SleeperDraft } from './parse/draft';
import type { SleeperRoster } from './parse/teams';

/** A pick's place in its round: `rosterId`'s own pick of `round` is made `position`th. */
export type RoundPosition = { round: number; rosterId: number; position: number };

/** Each roster's draft slot (its place in round 1): slot_to_roster_id, else draft_order through the rosters' owners. */
export function slotsOfRosters(draft: SleeperDraft, rosters: SleeperRoster[]): Map<number, number> {
  const slots = new Map<number, number>();
  if (draft.slotToRosterId.size > 0) {
    for (const [slot, rosterId] of draft.slotToRosterId) slots.set(rosterId, slot);
    return slots;
  }
  for (const roster of rosters) {
    const slot = roster.ownerId === null ? undefined : draft.draftOrder.get(roster.ownerId);
    if (slot !== undefined) slots.set(roster.rosterId, slot);
  }
  return slots;
}

/** Whether `round` runs from the last slot to the first. */
export function isReversed(draft: Pick<SleeperDraft, 'type' | 'reversalRound'>, round: number): boolean {
  if (draft.type !== 'snake') return false;
  // Every round turns the order, but the reversal round keeps the direction of the round before.
  const turns = draft.reversalRound !== null && round >= draft.reversalRound ? round - 2 : round - 1;
  return turns % 2 === 1;
}

/**
 * Each roster's place in each round 1..`rounds`; empty when the draft has no order (an
 * auction, or slots Sleeper has not set yet). The places run 1..n over the n slotted rosters,
 * so a slot left empty leaves no gap.
 */
export function draftPositions(draft: SleeperDraft, rosters: SleeperRoster[], rounds: number): RoundPosition[] {
  if (draft.type === 'auction') return [];
  const slots = slotsOfRosters(draft, rosters);
  const firstRound = [...slots].sort(([, a], [, b]) => a - b).map(([rosterId]) => rosterId);
  if (firstRound.length === 0) return [];
  const positions: RoundPosition[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order = isReversed(draft, round) ? [...firstRound].reverse() : firstRound;
    order.forEach((rosterId, index) => positions.push({ round, rosterId, position: index + 1 }));
  }
  return positions;
}
