// The order of a year's draft: picks sorted the way docs/screens/picks.md §4.1 gives it, grouped into
// rounds, and a round reordered by a drag and renumbered 1..n.
import { DRAFT_ROUNDS, type DraftPick } from 'shared-contracts';

/** Position ascending, ties by id; a pick without a position goes after those with one (as the API lists them). */
export function comparePicks(a: DraftPick, b: DraftPick): number {
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  return a.id - b.id;
}

export function sortPicks(picks: readonly DraftPick[]): DraftPick[] {
  return [...picks].sort(comparePicks);
}

export interface DraftRound {
  round: number;
  picks: DraftPick[];
}

/** Rounds 1 to 5, each in draft order; a round with no picks is there, empty. */
export function groupByRound(picks: readonly DraftPick[], rounds: number = DRAFT_ROUNDS): DraftRound[] {
  return Array.from({ length: rounds }, (_, index) => {
    const round = index + 1;
    return { round, picks: sortPicks(picks.filter((pick) => pick.round === round)) };
  });
}

/** Why a drop changes nothing (docs/screens/picks.md §4.2): the caller ignores it, and can say why. */
export type IgnoredDrop = 'no-destination' | 'same-place' | 'other-round' | 'locked-pick';

export type ReorderResult = { ok: true; picks: DraftPick[] } | { ok: false; reason: IgnoredDrop };

/**
 * Moves the pick `activeId` to where `overId` stands in `roundPicks` (one round, in draft
 * order) and renumbers the round 1..n. A pick the commissioner has locked (`isLocked`) keeps
 * its place: it is neither moved nor displaced, and the other picks flow around it, because
 * the API refuses any change to a locked pick.
 */
export function reorderRound(roundPicks: readonly DraftPick[], activeId: number, overId: number | null): ReorderResult {
  if (overId === null) return { ok: false, reason: 'no-destination' };
  const ordered = sortPicks(roundPicks);
  const from = ordered.findIndex((pick) => pick.id === activeId);
  const to = ordered.findIndex((pick) => pick.id === overId);
  if (from === -1 || to === -1) return { ok: false, reason: 'other-round' };
  if (from === to) return { ok: false, reason: 'same-place' };
  if (ordered[from]?.isLocked || ordered[to]?.isLocked) return { ok: false, reason: 'locked-pick' };

  // Move among the unlocked picks only, then put them back into the unlocked slots.
  const movable = ordered.filter((pick) => !pick.isLocked);
  const moving = movable.findIndex((pick) => pick.id === activeId);
  const target = movable.findIndex((pick) => pick.id === overId);
  const [moved] = movable.splice(moving, 1);
  movable.splice(target, 0, moved as DraftPick);
  let next = 0;
  const placed = ordered.map((pick) => (pick.isLocked ? pick : (movable[next++] as DraftPick)));

  const renumbered = placed.map((pick, index) => ({ ...pick, position: index + 1 }));
  // A locked pick whose number would change (a gap or an empty position before it) cannot be
  // renumbered, so the whole move is refused rather than half saved.
  if (renumbered.some((pick, index) => pick.isLocked && pick.position !== placed[index]?.position)) {
    return { ok: false, reason: 'locked-pick' };
  }
  return { ok: true, picks: renumbered };
}
