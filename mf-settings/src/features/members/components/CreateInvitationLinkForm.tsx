// The commissioner's form for a new invitation link: optionally a team, how long it lives and
// how many people it admits. It is checked with the contract's own schema before it is sent, so
// the commissioner reads the API's rule at once (a link for a team admits exactly one person).
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-auth';
import { createInvitationLinkBody, INVITATION_LINK_LIMITS } from 'shared-contracts';
import { Button, Input, numberOptions, Select } from 'shared-ui';
import { Field, FieldError, FieldRow, Muted } from '../../../components/form-layout';
import { NO_TEAM, teamIdFrom, teamOptions, useTeams } from '../../../lib/teams-api';
import { useCreateInvitationLink } from '../api/invitation-links-api';

const EXPIRY_DAYS = [1, 7, 14, 30] as const;
const DEFAULT_EXPIRY_DAYS = '7';
const EXPIRY_OPTIONS = numberOptions(EXPIRY_DAYS, (days) => (days === 1 ? '1 day' : `${days} days`));

/** The contract names the field `maxUses`; the form calls it Uses. */
const USES_PROBLEM = `Uses must be a whole number from 1 to ${INVITATION_LINK_LIMITS.maxUses}`;

const TEAM_LINK_HINT = 'A link for a team admits one person, who manages that team.';

export function CreateInvitationLinkForm() {
  const [team, setTeam] = useState(NO_TEAM);
  const [days, setDays] = useState(DEFAULT_EXPIRY_DAYS);
  const [uses, setUses] = useState('1');
  const [attempted, setAttempted] = useState(false);
  const create = useCreateInvitationLink();
  const teams = useTeams();
  const hintId = useId();
  const problemId = useId();

  const teamId = teamIdFrom(team);
  const forTeam = teamId !== null;
  const parsed = createInvitationLinkBody.safeParse({
    teamId,
    expiresInDays: Number(days),
    // A blank field is no number: the contract's message says what is wanted.
    maxUses: forTeam ? 1 : uses.trim() === '' ? Number.NaN : Number(uses),
  });
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const problem = !attempted || !issue ? null : issue.path[0] === 'maxUses' ? USES_PROBLEM : issue.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTeam(NO_TEAM);
        setUses('1');
        setAttempted(false);
      },
    });
  };

  return (
    // noValidate: the contract's check speaks for the form, in the same words in every browser.
    <form onSubmit={submit} aria-label="Create an invitation link" noValidate>
      <FieldRow>
        <Field as="div">
          Team
          <Select aria-label="Team" value={team} onValueChange={setTeam} options={teamOptions(teams.data)} />
        </Field>
        <Field as="div">
          Expires in
          <Select aria-label="Expires in" value={days} onValueChange={setDays} options={EXPIRY_OPTIONS} />
        </Field>
        <Field style={{ minWidth: '6rem', maxWidth: '8rem' }}>
          Uses
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITATION_LINK_LIMITS.maxUses}
            value={forTeam ? '1' : uses}
            disabled={forTeam}
            onChange={(event) => setUses(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[forTeam ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined}
          />
        </Field>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create link'}
        </Button>
      </FieldRow>
      {forTeam && <Muted id={hintId}>{TEAM_LINK_HINT}</Muted>}
      {problem && (
        <FieldError id={problemId} role="alert">
          {problem}
        </FieldError>
      )}
      {create.isError && <FieldError role="alert">{errorMessage(create.error)}</FieldError>}
    </form>
  );
}
