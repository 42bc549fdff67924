// docs/screens/players.md §4.4's batch edit: the selected players' pending edits, kept per player until
// 'Save Changes' sends them or 'Discard Changes' drops them.
import { ApiError } from 'shared-auth';
import type { BatchUpdatePlayersBody, Player } from 'shared-contracts';
import { changedFields, numberProblem, toPlayerFields, type PlayerForm } from './player-form';
import { ADD_PLAYER_TEXT } from '../../lib/messages';

/** What batch edit changes: everything but the name (single-player edit renames). */
export const BATCH_FIELDS = [
  'position',
  'nflTeam',
  'team',
  'auctionPrice',
  'buffer',
  'previousYearValue',
  'yearsKept',
  'currentYearValue',
  'isKeeper',
  'isRookie',
] as const satisfies ReadonlyArray<keyof PlayerForm>;
export type BatchField = (typeof BATCH_FIELDS)[number];
export type BatchEdit = Partial<Pick<PlayerForm, BatchField>>;
export type PendingEdits = ReadonlyMap<number, BatchEdit>;

export const NO_EDITS: PendingEdits = new Map();

/**
 * Sets one field of some players. A value equal to what the player already has is no edit
 * (so typing a price back leaves nothing pending for it).
 */
export function setField<F extends BatchField>(
  edits: PendingEdits,
  players: readonly Player[],
  field: F,
  value: PlayerForm[F],
): PendingEdits {
  const next = new Map(edits);
  for (const player of players) {
    const edit: BatchEdit = { ...next.get(player.id), [field]: value };
    const changed = changedFields(player, edit) as BatchEdit;
    if (Object.keys(changed).length === 0) next.delete(player.id);
    else next.set(player.id, changed);
  }
  return next;
}

/** Drops one field's pending edit for some players (they show their stored value again). */
export function clearField(edits: PendingEdits, players: readonly Player[], field: BatchField): PendingEdits {
  const next = new Map(edits);
  for (const player of players) {
    const edit = next.get(player.id);
    if (!edit || edit[field] === undefined) continue;
    const rest: BatchEdit = { ...edit };
    delete rest[field];
    if (Object.keys(rest).length === 0) next.delete(player.id);
    else next.set(player.id, rest);
  }
  return next;
}

export type BatchCheck = { ok: true; body: BatchUpdatePlayersBody } | { ok: false; message: string; playerId: number };

/** PATCH /api/players/batch's body: only the changed fields of each edited player. */
export function toBatchBody(edits: PendingEdits, playersById: ReadonlyMap<number, Player>): BatchCheck {
  const updates: BatchUpdatePlayersBody['updates'] = [];
  for (const [id, edit] of edits) {
    const player = playersById.get(id);
    if (!player) continue;
    if (
      (edit.position !== undefined && edit.position.trim() === '') ||
      (edit.nflTeam !== undefined && edit.nflTeam.trim() === '')
    ) {
      return { ok: false, message: `${player.name}: ${ADD_PLAYER_TEXT.required}`, playerId: id };
    }
    const wrong = numberProblem(edit);
    if (wrong) return { ok: false, message: `${player.name}: ${wrong.message}`, playerId: id };
    updates.push({ id, ...toPlayerFields(edit) });
  }
  return { ok: true, body: { updates } };
}

/** One problem of a refused save: the player, the field, and why. */
export interface SaveProblem {
  playerId: number;
  field: string;
  message: string;
}

/**
 * The server's refusal of a save, player by player: each issue at `['updates', index, field]`
 * is about the player the body sent at that index. Empty when the refusal names no update.
 */
export function problemsOfSaveRefusal(error: unknown, body: BatchUpdatePlayersBody): SaveProblem[] {
  if (!(error instanceof ApiError)) return [];
  return error.issues.flatMap((issue) => {
    const [list, index, field] = issue.path;
    const update = list === 'updates' && typeof index === 'number' ? body.updates[index] : undefined;
    return update
      ? [{ playerId: update.id, field: typeof field === 'string' ? field : '', message: issue.message }]
      : [];
  });
}

/** The value a batch field shows for a player: the pending edit, else the stored value. */
export function shownValue<F extends BatchField>(
  edit: BatchEdit | undefined,
  stored: PlayerForm,
  field: F,
): PlayerForm[F] {
  return (edit?.[field] ?? stored[field]) as PlayerForm[F];
}
