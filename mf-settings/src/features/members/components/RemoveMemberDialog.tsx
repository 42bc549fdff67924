// Asks before a member is removed (or an invitation withdrawn): the change cannot be undone.
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from 'shared-ui';
import type { LeagueMember } from 'shared-contracts';
import { useRemoveMember } from '../api/members-api';

export function RemoveMemberDialog({ member }: { member: LeagueMember }) {
  const remove = useRemoveMember();
  const what = member.status === 'invited' ? 'Withdraw the invitation of' : 'Remove';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${member.email}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Remove member</DialogTitle>
        <DialogDescription>
          {what} {member.email}? They will no longer be able to open the league.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={() => remove.mutate(member.id)}>
              Remove
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
