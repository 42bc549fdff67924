// Asks before a team is removed; the server refuses a team with history (games, picks,
// trades or players), and the toast says so.
import type { Team } from 'shared-contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from 'shared-ui';
import { useRemoveTeam } from '../api/team-editor-api';

export function RemoveTeamDialog({ team }: { team: Team }) {
  const remove = useRemoveTeam();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${team.name}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Remove team</DialogTitle>
        <DialogDescription>Remove {team.name}? Only a team without games, picks, trades or players can be removed; rename the others.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={() => remove.mutate(team.id)}>
              Remove
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
