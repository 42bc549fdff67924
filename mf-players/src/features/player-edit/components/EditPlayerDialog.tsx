// SPEC.md §2: clicking a name opens single-player edit. Only changed fields are sent
// (PATCH /api/players/batch with one update), so a rename renames, never duplicates.
import { useState } from 'react';
import type { KeeperRule, Player, Team } from 'shared-contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shared-ui';
import { KeeperCostBreakdown } from '../../keepers';
import { PLAYERS_TEXT } from '../../players';
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
  /** The year's keeper rule: the panel shows what the player costs to keep, and why. */
  keeperRule?: KeeperRule | null;
}

export function EditPlayerDialog({ player, onClose, yearPlayers, teams, keeperRule = null }: EditPlayerDialogProps) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => !open && onClose()}>
      {player && (
        <DialogContent style={{ width: 'min(40rem, calc(100vw - 2rem))' }}>
          {/* Keyed by player, so the form starts from the player each time it opens. */}
          <EditPlayerForm key={player.id} player={player} onClose={onClose} yearPlayers={yearPlayers} teams={teams} keeperRule={keeperRule} />
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
  keeperRule,
}: {
  player: Player;
  onClose: () => void;
  yearPlayers: readonly Player[];
  teams: readonly Team[];
  keeperRule: KeeperRule | null;
}) {
  const [form, setForm] = useState<PlayerForm>(() => formOf(player));
  const { invalid, check } = useCheckedForm('edit-player');
  const save = useSavePlayerEdits();

  const submit = () => {
    if (!check(form, yearPlayers, player)) return;
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
      <KeeperCostBreakdown player={player} rule={keeperRule} />
      <PlayerDialogForm
        idPrefix="edit-player"
        form={form}
        setForm={setForm}
        teams={teams}
        invalid={invalid}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel={PLAYERS_TEXT.saveChanges}
        pendingLabel="Saving…"
        pending={save.isPending}
      />
    </>
  );
}
