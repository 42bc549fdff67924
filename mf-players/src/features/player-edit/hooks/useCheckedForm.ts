import { useState } from 'react';
import type { Player, PlayerFields } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { checkPlayerForm, type FormField, type PlayerForm } from '../player-form';

/**
 * docs/screens/players.md §4.3's rules on submit, for Add Player and single-player edit: a refusal is told as a
 * toast (docs/screens/players.md §4.3), the field is marked invalid and focused; otherwise the API fields.
 */
export function useCheckedForm(idPrefix: string) {
  const [invalid, setInvalid] = useState<FormField | null>(null);
  const { toast } = useToast();
  const check = (form: PlayerForm, yearPlayers: readonly Player[], self?: Player): PlayerFields | null => {
    const result = checkPlayerForm(form, yearPlayers, self);
    if (result.ok) {
      setInvalid(null);
      return result.fields;
    }
    setInvalid(result.field);
    toast({ title: result.message, variant: 'destructive' });
    document.getElementById(`${idPrefix}-${result.field}`)?.focus();
    return null;
  };
  return { invalid, check, resetInvalid: () => setInvalid(null) };
}
