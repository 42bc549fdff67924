// The board's unsaved edits for one year (docs/screens/picks.md §4.2): drags and team changes
// become edits over the server's picks; the pending list and the dirty flag follow from them.
// Changing the year starts from no edits (the page asks before it lets unsaved ones go).
import { useCallback, useMemo, useState } from 'react';
import type { DraftPick } from 'shared-contracts';
import { applyEdits, NO_EDITS, pendingChanges, type PendingPick, type PickEdits } from '../model/pending-changes';
import { assignTeam, dropPick, type EditResult } from '../model/pick-editor';
import { INVALID_TEAM_ID } from '../model/pick-labels';

const NO_PICKS: DraftPick[] = [];

export interface PickEditor {
  /** The year's picks with the edits laid over. */
  picks: DraftPick[];
  /** Every pick the edits change, as it will be saved, with the pick it was made from. */
  pending: PendingPick[];
  unsavedIds: ReadonlySet<number>;
  dirty: boolean;
  drop: (round: number, activeId: number, overId: number | null) => void;
  changeTeam: (pickId: number, teamValue: string) => void;
  /** Forget every edit (after a save, or when the commissioner discards them). */
  clear: () => void;
}

export function usePickEditor(year: number, saved: DraftPick[] | undefined, editable: boolean): PickEditor {
  const [state, setState] = useState<{ year: number; edits: PickEdits }>({ year, edits: NO_EDITS });
  const edits = state.year === year ? state.edits : NO_EDITS;
  const picks = saved ?? NO_PICKS;

  const edit = useCallback(
    (step: (current: PickEdits) => EditResult) => {
      if (!editable || !saved) return; // docs/screens/picks.md §4.2: a drag made while locked is ignored.
      setState((previous) => {
        const current = previous.year === year ? previous.edits : NO_EDITS;
        const result = step(current);
        if (!result.ok) {
          if (result.reason === INVALID_TEAM_ID) console.error(INVALID_TEAM_ID);
          return previous;
        }
        return { year, edits: result.edits };
      });
    },
    [editable, saved, year],
  );

  const drop = useCallback(
    (round: number, activeId: number, overId: number | null) =>
      edit((current) => dropPick(picks, current, round, activeId, overId)),
    [edit, picks],
  );
  const changeTeam = useCallback(
    (pickId: number, teamValue: string) => edit((current) => assignTeam(picks, current, pickId, teamValue)),
    [edit, picks],
  );
  const clear = useCallback(() => setState({ year, edits: NO_EDITS }), [year]);

  const shown = useMemo(() => applyEdits(picks, edits), [picks, edits]);
  const pending = useMemo(() => pendingChanges(picks, edits), [picks, edits]);
  const unsavedIds = useMemo(() => new Set(pending.map((pick) => pick.id)), [pending]);
  return { picks: shown, pending, unsavedIds, dirty: pending.length > 0, drop, changeTeam, clear };
}
