// docs/screens/players.md §4.3: clicking a name opens single-player edit for the commissioner (§2). Only changed fields are sent
// (PATCH /api/players/batch with one update), so a rename renames, never duplicates.
import { type ReactNode, useState } from 'react';
import type { Player, Team } from 'shared-contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shared-ui';
import { PLAYERS_TEXT } from '../../../lib/messages';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { useSavePlayerEdits } from '../hooks/usePlayerWrites';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { changedFields, formOf, toPlayerFields, type PlayerForm } from '../player-form';
import { PlayerDialogForm } from './PlayerDialogForm';

export interface EditPlayerDialogProps {
  /** The player being edited; null closes the dialog. */
  player: Player | null;
  onClose: () => void;
  yearPlayers: readonly Player[];
  teams: readonly Team[];
  /** What the panel shows about the player above the form (the Players page: what he costs to keep, and why). */
  aboutPlayer?: (player: Player) => ReactNode;
  /** What the panel shows about the player under the form (the Players page: his weekly points, §4.8). */
  belowForm?: (player: Player) => ReactNode;
}

export function EditPlayerDialog({
  player,
  onClose,
  yearPlayers,
  teams,
  aboutPlayer,
  belowForm,
}: EditPlayerDialogProps) {
  const returnFocus = useReturnFocus(player !== null);
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      {player && (
        <DialogContent style={{ width: 'min(40rem, calc(100vw - 2rem))' }} onCloseAutoFocus={returnFocus}>
          {/* Keyed by player, so the form starts from the player each time it opens. */}
          <EditPlayerForm
            key={player.id}
            player={player}
            onClose={onClose}
            yearPlayers={yearPlayers}
            teams={teams}
            aboutPlayer={aboutPlayer}
          />
          {belowForm?.(player)}
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditPlayerForm({
  player,
  onClose,
  yearPlayers,
  teams,
  aboutPlayer,
}: {
  player: Player;
  onClose: () => void;
  yearPlayers: readonly Player[];
  teams: readonly Team[];
  aboutPlayer?: (player: Player) => ReactNode;
}) {
  const [form, setForm] = useState<PlayerForm>(() => formOf(player));
  const { invalid, check } = useCheckedForm('edit-player');
  const save = useSavePlayerEdits();

  const submit = async () => {
    if (!(await check(form, yearPlayers, player))) return;
    const changes = changedFields(player, form);
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate({ updates: [{ id: player.id, ...toPlayerFields(changes) }] }, { onSuccess: onClose });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit {player.name}</DialogTitle>
        <DialogDescription>
          {player.year} book · {player.teamName ?? 'Free Agent'}
        </DialogDescription>
      </DialogHeader>
      {aboutPlayer?.(player)}
      <PlayerDialogForm
        idPrefix="edit-player"
        form={form}
        setForm={setForm}
        teams={teams}
        invalid={invalid}
        onSubmit={() => void submit()}
        onCancel={onClose}
        submitLabel={PLAYERS_TEXT.saveChanges}
        pendingLabel="Saving…"
        pending={save.isPending}
      />
    </>
  );
}
