// The commissioner's invitation form: an email, a role and (optionally) a team.
import { useState, type FormEvent } from 'react';
import type { MemberRole } from 'shared-contracts';
import { Button, Input, Select } from 'shared-ui';
import { Field, FieldRow } from '../../../components/form-layout';
import { useInviteMember } from '../api/members-api';
import { NO_TEAM, teamIdFrom, teamOptions, useTeams } from '../../../lib/teams-api';
import { ROLE_OPTIONS } from './roles';

export function InviteMemberForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('manager');
  const [team, setTeam] = useState(NO_TEAM);
  const teams = useTeams();
  const invite = useInviteMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role, teamId: teamIdFrom(team) },
      {
        onSuccess: () => {
          setEmail('');
          setTeam(NO_TEAM);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Invite a member">
      <FieldRow>
        <Field style={{ minWidth: '16rem' }}>
          Email
          <Input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="name@example.com"
            required
          />
        </Field>
        <Field as="div">
          Role
          <Select
            aria-label="Role"
            value={role}
            onValueChange={(value) => setRole(value as MemberRole)}
            options={ROLE_OPTIONS}
          />
        </Field>
        <Field as="div">
          Team
          <Select aria-label="Team" value={team} onValueChange={setTeam} options={teamOptions(teams.data)} />
        </Field>
        <Button type="submit" disabled={!email.trim() || invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? 'Inviting...' : 'Invite'}
        </Button>
      </FieldRow>
    </form>
  );
}
