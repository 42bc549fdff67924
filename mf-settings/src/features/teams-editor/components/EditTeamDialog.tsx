// Renames a team, or changes its abbreviation or manager's name; sends only what changed.
import { useState, type FormEvent } from 'react';
import type { Team } from 'shared-contracts';
import type { UpdateTeamBody } from 'shared-contracts/league-setup';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Input,
} from 'shared-ui';
import { Field } from '../../../components/form-layout';
import { anyNameRefused, NameField } from '../../../components/NameField';
import { useUpdateTeam } from '../api/team-editor-api';

export function EditTeamDialog({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(team.name);
  const [abbreviation, setAbbreviation] = useState(team.abbreviation);
  const [manager, setManager] = useState(team.displayName);
  const update = useUpdateTeam();

  const changes: UpdateTeamBody = {
    ...(name.trim() !== team.name ? { name: name.trim() } : {}),
    ...(abbreviation.trim().toUpperCase() !== team.abbreviation ? { abbreviation: abbreviation.trim() } : {}),
    ...(manager.trim() !== team.displayName ? { displayName: manager.trim() } : {}),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: team.id, ...changes }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(team.name);
          setAbbreviation(team.abbreviation);
          setManager(team.displayName);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${team.name}`}>
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Edit team</DialogTitle>
        <DialogDescription>The abbreviation must be unique in the league (2 to 6 letters or digits).</DialogDescription>
        <form onSubmit={submit} aria-label={`Edit ${team.name}`} style={{ display: 'grid', gap: '0.75rem' }}>
          <NameField label="Team name" value={name} onChange={setName} required />
          <Field>
            Abbreviation
            <Input
              value={abbreviation}
              onChange={(event) => setAbbreviation(event.target.value)}
              maxLength={6}
              required
            />
          </Field>
          <NameField label="Manager" value={manager} onChange={setManager} required />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              type="submit"
              disabled={
                Object.keys(changes).length === 0 ||
                !name.trim() ||
                anyNameRefused(['Team name', name], ['Manager', manager]) ||
                update.isPending
              }
            >
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
