import { type KeeperBoard } from 'shared-contracts/keepers';
// What a pick tile says of the keepers on it (docs/screens/picks.md §4.6): who is kept with it,
// and whether two keepers claim it. Pure.

export interface PickKeepers {
  /** The kept players on the pick, in the board's order. */
  names: string[];
  /** Two or more keepers claim it: the commissioner settles which. */
  shared: boolean;
}

export function keepersByPick(board: KeeperBoard | undefined): ReadonlyMap<number, PickKeepers> {
  const marks = new Map<number, PickKeepers>();
  for (const keeper of board?.keepers ?? []) {
    if (!keeper.pick) continue;
    const mark = marks.get(keeper.pick.id) ?? { names: [], shared: false };
    mark.names.push(keeper.name);
    mark.shared = mark.names.length > 1;
    marks.set(keeper.pick.id, mark);
  }
  return marks;
}

/** "Kept: Marty McFly" or "Kept: Marty McFly, Doc Brown". */
export const keptLabel = (mark: PickKeepers) => `Kept: ${mark.names.join(', ')}`;
export const SHARED_PICK_LABEL = 'Conflict: two keepers claim this pick';
