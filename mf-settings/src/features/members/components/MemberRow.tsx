// One member in the list: read-only for managers; the commissioner changes role and team
// in place and removes with a confirmation, or reads why this member cannot be removed.
import type { LeagueMember, MemberRole } from 'shared-contracts';
import { ROLE_LABELS } from 'shared-auth';
import { Badge, Select } from 'shared-ui';
import { Muted } from '../../../components/form-layout';
import { StackingCell, StackingRow } from '../../../components/StackingTable';
import { useUpdateMember } from '../api/members-api';
import { NO_TEAM, teamIdFrom, teamOptions, useTeams } from '../../../lib/teams-api';
import type { MemberRemoval } from './member-removal';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { ROLE_OPTIONS } from './roles';

export function MemberRow({
  member,
  removal,
  editable,
}: {
  member: LeagueMember;
  /** What removing this member would do: offered, or refused with the API's reason. */
  removal: MemberRemoval;
  editable: boolean;
}) {
  const teams = useTeams();
  const update = useUpdateMember();
  const who = member.displayName ?? member.email;
  return (
    <StackingRow>
      <StackingCell>
        <div>{member.displayName ?? '—'}</div>
        <Muted as="small">{member.email}</Muted>
      </StackingCell>
      <StackingCell label="Role">
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
      </StackingCell>
      <StackingCell label="Team">
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
      </StackingCell>
      <StackingCell label="Status">
        <Badge variant={member.status === 'joined' ? 'success' : 'warning'}>
          {member.status === 'joined' ? 'Joined' : 'Invited'}
        </Badge>
      </StackingCell>
      {editable && (
        <StackingCell>
          {removal.kind === 'offered' ? (
            <RemoveMemberDialog member={member} action={removal.action} />
          ) : (
            <Muted as="small">{removal.reason}</Muted>
          )}
        </StackingCell>
      )}
    </StackingRow>
  );
}
