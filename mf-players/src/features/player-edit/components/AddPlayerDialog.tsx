// docs/screens/players.md §4.3: the 'Add Player' dialog and its rules (required fields, a name the year
// already has, the position upper-cased, empty numbers null and Years Kept 0).
import { useState } from 'react';
import type { Player, Team } from 'shared-contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from 'shared-ui';
import { PLAYERS_TEXT } from '../../../lib/messages';
import { useAddPlayer } from '../hooks/usePlayerWrites';
import { useCheckedForm } from '../hooks/useCheckedForm';
import { EMPTY_FORM, type PlayerForm } from '../player-form';
import { PlayerDialogForm } from './PlayerDialogForm';

export interface AddPlayerDialogProps {
  year: number;
  /** The year's players, for the duplicate-name rule. */
  yearPlayers: readonly Player[];
  teams: readonly Team[];
}

export function AddPlayerDialog({ year, yearPlayers, teams }: AddPlayerDialogProps) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<PlayerForm>(EMPTY_FORM);
  const { invalid, check, resetInvalid } = useCheckedForm('add-player');
  const addPlayer = useAddPlayer();

  const openChange = (next: boolean) => {
    if (next) {
      setForm(EMPTY_FORM);
      resetInvalid();
    }
    setOpen(next);
  };

  const submit = async () => {
    const fields = await check(form, yearPlayers);
    if (fields) addPlayer.mutate({ ...fields, year }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>{PLAYERS_TEXT.addPlayer}</Button>
      </DialogTrigger>
      <DialogContent style={{ width: 'min(40rem, calc(100vw - 2rem))' }}>
        <DialogHeader>
          <DialogTitle>{PLAYERS_TEXT.addPlayer}</DialogTitle>
          <DialogDescription>
            A new player in the {year} book. Name, position and NFL team are required.
          </DialogDescription>
        </DialogHeader>
        <PlayerDialogForm
          idPrefix="add-player"
          form={form}
          setForm={setForm}
          teams={teams}
          invalid={invalid}
          onSubmit={() => void submit()}
          onCancel={() => setOpen(false)}
          submitLabel={PLAYERS_TEXT.addPlayer}
          pendingLabel="Adding…"
          pending={addPlayer.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
