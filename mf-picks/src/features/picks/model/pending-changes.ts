// Unsaved edits to a year's picks, kept apart from the picks as the server holds them: the
// board shows the server's picks with the edits laid over, the pending list is every pick the
// edits leave different from the server's, and saving sends exactly those (docs/decisions.md §8).
// Keeping the edits apart lets a refetch (after a failed save) update the picks underneath
// without losing what the commissioner has not saved yet.
import type { BatchUpdatePicksBody, DraftPick } from 'shared-contracts';
import { comparePicks } from './pick-order';

/** What the board may change on a pick. */
export type PickEdit = Pick<DraftPick, 'currentTeamId' | 'position'>;
export type PickEdits = ReadonlyMap<number, PickEdit>;

export const NO_EDITS: PickEdits = new Map();

export function applyEdits(picks: readonly DraftPick[], edits: PickEdits): DraftPick[] {
  return picks.map((pick) => {
    const edit = edits.get(pick.id);
    return edit ? { ...pick, ...edit } : pick;
  });
}

const sameEdit = (pick: PickEdit, edit: PickEdit) =>
  pick.currentTeamId === edit.currentTeamId && pick.position === edit.position;

/**
 * The edits after some picks took new values: each is recorded against the server's pick
 * (`saved`), and an edit that puts a pick back as the server has it is dropped, so undoing
 * a change by hand leaves nothing to save.
 */
export function withEdits(
  edits: PickEdits,
  saved: readonly DraftPick[],
  changed: readonly (PickEdit & { id: number })[],
): PickEdits {
  const savedById = new Map(saved.map((pick) => [pick.id, pick]));
  const next = new Map(edits);
  for (const pick of changed) {
    const original = savedById.get(pick.id);
    if (!original) continue;
    const edit = { currentTeamId: pick.currentTeamId, position: pick.position };
    if (sameEdit(original, edit)) next.delete(pick.id);
    else next.set(pick.id, edit);
  }
  return next;
}

/** Every pick the edits change, as it will be after saving, in round then draft order. */
export function pendingChanges(saved: readonly DraftPick[], edits: PickEdits): DraftPick[] {
  return applyEdits(saved, edits)
    .filter((pick, index) => !sameEdit(saved[index] as DraftPick, pick))
    .sort((a, b) => a.round - b.round || comparePicks(a, b));
}

/** The PATCH /api/picks/batch body: each changed pick whole, as docs/screens/picks.md §4.2 sends it. */
export function batchBody(pending: readonly DraftPick[]): BatchUpdatePicksBody {
  return {
    picks: pending.map(({ id, currentTeamId, position, year, round, originalTeamId, isLocked }) => ({
      id,
      currentTeamId,
      position,
      year,
      round,
      originalTeamId,
      isLocked,
    })),
  };
}
