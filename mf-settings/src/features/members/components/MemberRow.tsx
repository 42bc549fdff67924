// One member in the list: read-only for managers; the commissioner changes role and team
// in place and removes with a confirmation.
import type { LeagueMember, MemberRole } from 'shared-contracts';
import { ROLE_LABELS } from 'shared-auth';
import { Badge, Select, TableCell, TableRow } from 'shared-ui';
import { Muted } from '../../../components/form-layout';
import { useUpdateMember } from '../api/members-api';
import { NO_TEAM, teamIdFrom, teamOptions, useTeams } from '../../../lib/teams-api';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { ROLE_OPTIONS } from './roles';

export function MemberRow({ member, editable }: { member: LeagueMember; editable: boolean }) {
  const teams = useTeams();
  const update = useUpdateMember();
  const who = member.displayName ?? member.email;
  return (
    <TableRow>
      <TableCell>
        <div>{member.displayName ?? '—'}</div>
        <Muted as="small">{member.email}</Muted>
      </TableCell>
      <TableCell>
        {editable ? (
          <Select
            aria-label={`Role of ${who}`}
            value={member.role}
            disabled={update.isPending}
            onValueChange={(role) => update.mutate({ id: member.id, role: role as MemberRole })}
            options={ROLE_OPTIONS}
          />
        ) : (
          ROLE_LABELS[member.role]
        )}
      </TableCell>
      <TableCell>
        {editable ? (
          <Select
            aria-label={`Team of ${who}`}
            value={member.team ? String(member.team.id) : NO_TEAM}
            disabled={update.isPending}
            onValueChange={(team) => update.mutate({ id: member.id, teamId: teamIdFrom(team) })}
            options={teamOptions(teams.data)}
          />
        ) : (
          (member.team?.name ?? 'No team')
        )}
      </TableCell>
      <TableCell>
        <Badge variant={member.status === 'joined' ? 'success' : 'warning'}>
          {member.status === 'joined' ? 'Joined' : 'Invited'}
        </Badge>
      </TableCell>
      {editable && (
        <TableCell>
          <RemoveMemberDialog member={member} />
        </TableCell>
      )}
    </TableRow>
  );
}
