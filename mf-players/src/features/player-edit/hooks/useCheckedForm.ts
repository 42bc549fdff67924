import { useEffect, useState } from 'react';
import type { Player, PlayerFields } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { checkPlayerForm, type FormField, type Namesakes, namesakesAmong, type PlayerForm } from '../player-form';

/** The name comparison (docs/api.md §4), loaded apart from the screen: its Unicode data is large. */
const loadNameCompare = () => import('shared-contracts/name-compare');

/** Each year's book filed by name once: the list the query answered is kept until it is refetched. */
const filedBooks = new WeakMap<readonly Player[], Namesakes>();

async function namesakesIn(yearPlayers: readonly Player[]): Promise<Namesakes> {
  const filed = filedBooks.get(yearPlayers);
  if (filed) return filed;
  const { NameIndex } = await loadNameCompare();
  const namesakes = namesakesAmong(yearPlayers, NameIndex);
  filedBooks.set(yearPlayers, namesakes);
  return namesakes;
}

/**
 * docs/screens/players.md §4.3's rules on submit, for Add Player and single-player edit: a refusal is told as a
 * toast (docs/screens/players.md §4.3), the field is marked invalid and focused; otherwise the API fields. The
 * name comparison starts loading when the form opens, so a submit rarely waits for it.
 */
export function useCheckedForm(idPrefix: string) {
  const [invalid, setInvalid] = useState<FormField | null>(null);
  const { toast } = useToast();
  useEffect(() => {
    void loadNameCompare().catch(() => undefined);
  }, []);
  const check = async (
    form: PlayerForm,
    yearPlayers: readonly Player[],
    self?: Player,
  ): Promise<PlayerFields | null> => {
    const result = checkPlayerForm(form, await namesakesIn(yearPlayers), self);
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
