// The commissioner's invitation form: an email, a role and (optionally) a team.
import { useState, type FormEvent } from 'react';
import type { MemberRole } from 'shared-contracts';
import { Button, Select } from 'shared-ui';
import styled from 'styled-components';
import { useInviteMember } from '../api/members-api';
import { NO_TEAM, teamIdFrom, teamOptions, useTeams } from '../../../lib/teams-api';
import { ROLE_OPTIONS } from './roles';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Field = styled.label`
  display: grid;
  gap: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EmailInput = styled.input`
  height: 2.5rem;
  min-width: 16rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

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
    <Form onSubmit={submit} aria-label="Invite a member">
      <Field>
        Email
        <EmailInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="name@example.com" required />
      </Field>
      <Field as="div">
        Role
        <Select aria-label="Role" value={role} onValueChange={(value) => setRole(value as MemberRole)} options={ROLE_OPTIONS} />
      </Field>
      <Field as="div">
        Team
        <Select aria-label="Team" value={team} onValueChange={setTeam} options={teamOptions(teams.data)} />
      </Field>
      <Button type="submit" disabled={!email.trim() || invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </Button>
    </Form>
  );
}
