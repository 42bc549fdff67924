// Unsaved edits to a year's picks, kept apart from the picks as the server holds them: the
// board shows the server's picks with the edits laid over, the pending list is every pick the
// edits leave different from the server's, and saving sends exactly those (docs/decisions.md §8).
// Keeping the edits apart lets a refetch (after a failed save) update the picks underneath
// without losing what the commissioner has not saved yet. Each edit keeps the pick as it was
// made from (`from`), which the save sends: a pick changed since, by another tab or a draw, is
// refused by the server instead of overwritten (docs/decisions.md §8), even after a refetch.
import type { BatchUpdatePicksBody, DraftPick, PickVersion } from 'shared-contracts';
import { comparePicks } from './pick-order';

/** What the board may change on a pick. */
type PickValues = Pick<DraftPick, 'currentTeamId' | 'position'>;
/** An edit: the pick's new values, and the server's pick they were made from. */
export type PickEdit = PickValues & { from: PickVersion };
export type PickEdits = ReadonlyMap<number, PickEdit>;
/** A pick as it will be saved, and the server's pick its edit was made from. */
export type PendingPick = DraftPick & { from: PickVersion };

export const NO_EDITS: PickEdits = new Map();

export function applyEdits(picks: readonly DraftPick[], edits: PickEdits): DraftPick[] {
  return picks.map((pick) => {
    const edit = edits.get(pick.id);
    return edit ? { ...pick, currentTeamId: edit.currentTeamId, position: edit.position } : pick;
  });
}

const sameEdit = (pick: PickValues, edit: PickValues) =>
  pick.currentTeamId === edit.currentTeamId && pick.position === edit.position;

/**
 * The edits after some picks took new values: each is recorded against the server's pick
 * (`saved`), and an edit that puts a pick back as the server has it is dropped, so undoing
 * a change by hand leaves nothing to save.
 */
export function withEdits(
  edits: PickEdits,
  saved: readonly DraftPick[],
  changed: readonly (PickValues & { id: number })[],
): PickEdits {
  const savedById = new Map(saved.map((pick) => [pick.id, pick]));
  const next = new Map(edits);
  for (const pick of changed) {
    const original = savedById.get(pick.id);
    if (!original) continue;
    const values = { currentTeamId: pick.currentTeamId, position: pick.position };
    // A pick edited again keeps the version its first edit was made from.
    const from = edits.get(pick.id)?.from ?? { currentTeamId: original.currentTeamId, position: original.position };
    if (sameEdit(original, values)) next.delete(pick.id);
    else next.set(pick.id, { ...values, from });
  }
  return next;
}

/** Every pick the edits change, as it will be after saving, in round then draft order. */
export function pendingChanges(saved: readonly DraftPick[], edits: PickEdits): PendingPick[] {
  return saved
    .flatMap((pick) => {
      const edit = edits.get(pick.id);
      if (!edit || sameEdit(pick, edit)) return [];
      return [{ ...pick, currentTeamId: edit.currentTeamId, position: edit.position, from: edit.from }];
    })
    .sort((a, b) => a.round - b.round || comparePicks(a, b));
}

/** The PATCH /api/picks/batch body: each changed pick whole, as docs/screens/picks.md §4.2 sends it. */
export function batchBody(pending: readonly PendingPick[]): BatchUpdatePicksBody {
  return {
    picks: pending.map(({ id, currentTeamId, position, year, round, originalTeamId, isLocked, from }) => ({
      id,
      currentTeamId,
      position,
      year,
      round,
      originalTeamId,
      isLocked,
      from,
    })),
  };
}
