// The league itself (docs/screens/settings.md §4.9, docs/leagues.md §6): its commissioner
// renames it or deletes it, after typing its name; any member leaves it. The demo league is
// everyone's and offers none of these.
import { useState, type FormEvent } from 'react';
import { useAuth } from 'shared-auth';
import { normalizeName } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Input,
} from 'shared-ui';
import { Field, FieldRow, Muted } from '../../../components/form-layout';
import { anyNameRefused, NameField } from '../../../components/NameField';
import { useDeleteLeague, useLeagueList, useLeaveLeague, useRenameLeague } from '../api/league-lifecycle-api';

/** docs/screens/settings.md §3, verbatim. */
export const LEAGUE_CARD_TEXTS = {
  title: 'League',
  nameLabel: 'League name',
  rename: 'Rename league',
  renaming: 'Renaming...',
  deleteOpen: 'Delete league…',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteWarning:
    'This deletes the league and everything in it, for every member: its teams, games, players, draft picks, trades, members and invitations. It cannot be undone.',
  deleteConfirmLabel: (name: string) => `Type ${name} to confirm`,
  deleteAction: 'Delete league',
  deleting: 'Deleting...',
  leaveOpen: 'Leave league…',
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveWarning:
    'Your team stays in the league without a manager. You can come back with a new invitation or an invitation link.',
  leaveAction: 'Leave league',
  leaving: 'Leaving...',
  cancel: 'Cancel',
  demo: 'The demo league is shared by everyone: it cannot be renamed, deleted or left.',
} as const;

/** Two names are the same typed name whatever their case and spacing (the API compares them more widely still). */
const sameTyped = (typed: string, name: string) =>
  normalizeName(typed).toLocaleLowerCase() === normalizeName(name).toLocaleLowerCase();

function RenameForm({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const rename = useRenameLeague();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(value.trim());
  };
  const unchanged = normalizeName(value) === name;
  return (
    <form onSubmit={submit} aria-label={LEAGUE_CARD_TEXTS.rename}>
      <FieldRow>
        <NameField
          label={LEAGUE_CARD_TEXTS.nameLabel}
          value={value}
          onChange={setValue}
          required
          style={{ minWidth: 'min(16rem, 100%)' }}
        />
        <Button
          type="submit"
          disabled={!value.trim() || unchanged || anyNameRefused(['League name', value]) || rename.isPending}
        >
          {rename.isPending ? LEAGUE_CARD_TEXTS.renaming : LEAGUE_CARD_TEXTS.rename}
        </Button>
      </FieldRow>
    </form>
  );
}

function DeleteDialog({ name }: { name: string }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteLeague();
  const matches = sameTyped(typed, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate(typed.trim());
  };
  return (
    <Dialog onOpenChange={(open) => !open && setTyped('')}>
      <DialogTrigger asChild>
        <Button variant="destructive">{LEAGUE_CARD_TEXTS.deleteOpen}</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit}>
          <DialogTitle>{LEAGUE_CARD_TEXTS.deleteTitle(name)}</DialogTitle>
          <DialogDescription>{LEAGUE_CARD_TEXTS.deleteWarning}</DialogDescription>
          <Field style={{ margin: '1rem 0' }}>
            {LEAGUE_CARD_TEXTS.deleteConfirmLabel(name)}
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {LEAGUE_CARD_TEXTS.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? LEAGUE_CARD_TEXTS.deleting : LEAGUE_CARD_TEXTS.deleteAction}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LeaveDialog({ name }: { name: string }) {
  const leave = useLeaveLeague();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">{LEAGUE_CARD_TEXTS.leaveOpen}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{LEAGUE_CARD_TEXTS.leaveTitle(name)}</DialogTitle>
        <DialogDescription>{LEAGUE_CARD_TEXTS.leaveWarning}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{LEAGUE_CARD_TEXTS.cancel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" disabled={leave.isPending} onClick={() => leave.mutate(undefined)}>
              {leave.isPending ? LEAGUE_CARD_TEXTS.leaving : LEAGUE_CARD_TEXTS.leaveAction}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function LeagueCard() {
  const { league } = useAuth();
  const leagues = useLeagueList();
  if (!league) return null;
  const isDemo = leagues.data?.leagues.find((each) => each.id === league.id)?.isDemo ?? false;
  const canManage = league.role === 'commissioner';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{LEAGUE_CARD_TEXTS.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {isDemo ? (
          <Muted>{LEAGUE_CARD_TEXTS.demo}</Muted>
        ) : (
          <>
            {canManage ? <RenameForm key={league.name} name={league.name} /> : <p>{league.name}</p>}
            <FieldRow>
              <LeaveDialog name={league.name} />
              {canManage && <DeleteDialog name={league.name} />}
            </FieldRow>
          </>
        )}
      </CardContent>
    </Card>
  );
}
