// Asks before a member is removed (or an invitation withdrawn): the change cannot be undone.
import type { LeagueMember } from 'shared-contracts';
import { ConfirmRemoveDialog } from '../../../components/ConfirmRemoveDialog';
import { useRemoveMember } from '../api/members-api';

export function RemoveMemberDialog({ member }: { member: LeagueMember }) {
  const remove = useRemoveMember();
  const what = member.status === 'invited' ? 'Withdraw the invitation of' : 'Remove';
  return (
    <ConfirmRemoveDialog name={member.email} title="Remove member" onConfirm={() => remove.mutate(member.id)}>
      {what} {member.email}? They will no longer be able to open the league.
    </ConfirmRemoveDialog>
  );
}
