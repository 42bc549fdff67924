// The two edits the board makes (docs/screens/picks.md §4.2), as pure steps from one set of
// edits to the next: a drag within a round, and a new team for a pick.
import type { DraftPick } from 'shared-contracts';
import { INVALID_TEAM_ID, parseTeamId } from './pick-labels';
import { applyEdits, type PickEdits, withEdits } from './pending-changes';
import { type IgnoredDrop, reorderRound } from './pick-order';

export type EditResult =
  | { ok: true; edits: PickEdits }
  | { ok: false; reason: IgnoredDrop | typeof INVALID_TEAM_ID | 'locked-pick' | 'unknown-pick' };

/**
 * A pick dragged onto another's place in round `round`: the round, as the board shows it now,
 * is reordered and renumbered 1..n, and every pick whose number moved becomes an edit.
 * `overId` null is a drop outside the list; an `overId` of another round is ignored.
 */
export function dropPick(
  saved: readonly DraftPick[],
  edits: PickEdits,
  round: number,
  activeId: number,
  overId: number | null,
): EditResult {
  const shown = applyEdits(saved, edits).filter((pick) => pick.round === round);
  const reordered = reorderRound(shown, activeId, overId);
  if (!reordered.ok) return reordered;
  return { ok: true, edits: withEdits(edits, saved, reordered.picks) };
}

/** A team chosen in a pick's dropdown (its value is the team id as text). */
export function assignTeam(
  saved: readonly DraftPick[],
  edits: PickEdits,
  pickId: number,
  teamValue: string,
): EditResult {
  const teamId = parseTeamId(teamValue);
  if (teamId === null) return { ok: false, reason: INVALID_TEAM_ID };
  const pick = applyEdits(saved, edits).find((candidate) => candidate.id === pickId);
  if (!pick) return { ok: false, reason: 'unknown-pick' };
  if (pick.isLocked) return { ok: false, reason: 'locked-pick' };
  return { ok: true, edits: withEdits(edits, saved, [{ ...pick, currentTeamId: teamId }]) };
}
