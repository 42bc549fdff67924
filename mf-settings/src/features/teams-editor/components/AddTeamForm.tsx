// Adds a team by hand: its name, and optionally its abbreviation (derived from the name
// otherwise) and its manager's name.
import { useState, type FormEvent } from 'react';
import { Button, Input } from 'shared-ui';
import { Field, FieldRow } from '../../../components/form-layout';
import { anyNameRefused, NameField } from '../../../components/NameField';
import { useCreateTeam } from '../api/team-editor-api';

export function AddTeamForm() {
  const [name, setName] = useState('');
  const [abbreviation, setAbbreviation] = useState('');
  const [manager, setManager] = useState('');
  const create = useCreateTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: name.trim(),
        ...(abbreviation.trim() ? { abbreviation: abbreviation.trim() } : {}),
        ...(manager.trim() ? { displayName: manager.trim() } : {}),
      },
      {
        onSuccess: () => {
          setName('');
          setAbbreviation('');
          setManager('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Add a team">
      <FieldRow>
        <NameField label="Team name" value={name} onChange={setName} required style={{ minWidth: '14rem' }} />
        <Field>
          Abbreviation (optional)
          <Input value={abbreviation} onChange={(event) => setAbbreviation(event.target.value)} maxLength={6} />
        </Field>
        <NameField label="Manager (optional)" value={manager} onChange={setManager} />
        <Button
          type="submit"
          disabled={!name.trim() || anyNameRefused(['Team name', name], ['Manager', manager]) || create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? 'Adding...' : 'Add team'}
        </Button>
      </FieldRow>
    </form>
  );
}
