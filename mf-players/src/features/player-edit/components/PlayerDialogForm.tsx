import type { Dispatch, FormEvent, SetStateAction } from 'react';
import type { Team } from 'shared-contracts';
import { Button, DialogFooter } from 'shared-ui';
import type { FormField, PlayerForm } from '../player-form';
import { PlayerFormFields } from './PlayerFormFields';

export interface PlayerDialogFormProps {
  idPrefix: string;
  form: PlayerForm;
  setForm: Dispatch<SetStateAction<PlayerForm>>;
  teams: readonly Team[];
  invalid: FormField | null;
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  /** Shown on the submit button while the call is under way. */
  pendingLabel: string;
  pending: boolean;
}

/** The body of the Add Player and Edit dialogs: one player's fields, Cancel and the submit button. */
export function PlayerDialogForm({
  idPrefix,
  form,
  setForm,
  teams,
  invalid,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
}: PlayerDialogFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <PlayerFormFields
        idPrefix={idPrefix}
        form={form}
        teams={teams}
        invalid={invalid}
        onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
