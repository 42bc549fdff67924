// Asks before a member is removed (or an invitation withdrawn): the change cannot be undone.
import type { LeagueMember } from 'shared-contracts';
import { ConfirmRemoveDialog } from '../../../components/ConfirmRemoveDialog';
import { useRemoveMember } from '../api/members-api';

export function RemoveMemberDialog({
  member,
  action,
}: {
  member: LeagueMember;
  /** The button's verb: `Withdraw invitation` for an invitation not yet taken up. */
  action: 'Remove' | 'Withdraw invitation';
}) {
  const remove = useRemoveMember();
  const what = member.status === 'invited' ? 'Withdraw the invitation of' : 'Remove';
  return (
    <ConfirmRemoveDialog
      name={member.email}
      title={action === 'Remove' ? 'Remove member' : 'Withdraw invitation'}
      action={action}
      onConfirm={() => remove.mutate(member.id)}
    >
      {what} {member.email}? They will no longer be able to open the league.
    </ConfirmRemoveDialog>
  );
}
