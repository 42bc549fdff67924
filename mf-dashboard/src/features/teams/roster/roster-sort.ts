// The order a roster is listed in (docs/screens/teams.md §4.2): starters first, then QB, WR, RB, TE.
import type { RosterPlayer } from 'shared-contracts';
import { slotOf } from './slot-labels';

const POSITION_ORDER = ['QB', 'WR', 'RB', 'TE'];

type SortablePlayer = Pick<RosterPlayer, 'isStarting' | 'position' | 'slot'>;

/**
 * Where a player sorts among their group: a starter by the slot they fill (so a running back
 * in the FLEX slot sorts with the flex, after the tight end), a bench player by their own
 * first eligible position ('WR,CB' is a WR). QB, WR, RB and TE in that order, then every
 * other position (K, DEF, flex slots…).
 */
function positionRank(player: SortablePlayer): number {
  const position = player.isStarting ? slotOf(player) : player.position.split(',')[0]!.trim();
  const rank = POSITION_ORDER.indexOf(position);
  return rank === -1 ? POSITION_ORDER.length : rank;
}

/**
 * A new array: starters before the bench, each group in the order QB, WR, RB, TE, then the
 * rest. Players that rank the same keep Yahoo's roster order (the sort is stable).
 */
export function sortRoster<P extends SortablePlayer>(roster: readonly P[]): P[] {
  return [...roster].sort((a, b) => Number(b.isStarting) - Number(a.isStarting) || positionRank(a) - positionRank(b));
}
