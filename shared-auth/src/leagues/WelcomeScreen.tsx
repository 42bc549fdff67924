// The welcome page (docs/screens/shell.md §2.5): a person in no league creates one or joins one
// with an invitation link; a member reaches it at /welcome to do the same for another league.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLeagueBody, endpoints } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  PageHeading,
} from 'shared-ui';
import { api, errorMessage } from '../api/api-client';
import { CreateIntent } from '../api/create-intent';
import { useAuth } from '../auth/auth-context';
import { currentNflSeason, invitationTokenIn } from './league-paths';
import { Actions, Field, FieldError, LeaguePage, Muted } from './LeaguePage';

/** docs/screens/shell.md §3, verbatim. */
export const WELCOME_TEXTS = {
  title: 'Welcome to Fantasy League',
  createTitle: 'Create a league',
  createDescription: 'You become its commissioner. Then add its teams in Settings, by hand or from a provider.',
  createButton: 'Create league',
  joinTitle: 'Join with an invitation link',
  joinDescription: 'Paste the link a commissioner sent you.',
  joinButton: 'Join',
  notALink: 'This is not an invitation link. Paste the whole link (https://…/join/…) or its 32-character code.',
} as const;

/** Where a new league's set-up is: its teams, by hand or from a provider. */
const NEW_LEAGUE_PATH = '/settings';

function CreateLeagueCard() {
  const { switchLeague } = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [season, setSeason] = useState(String(currentNflSeason()));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Made once per intent: a second submit while one runs does nothing, and the same submit
  // again after a lost answer carries the same key (the API answers it the first league).
  const intent = useRef(new CreateIntent<unknown>()).current;
  const running = useRef(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const body = createLeagueBody.safeParse({ name, season: Number(season) });
    if (!body.success) return setError(body.error.issues[0]?.message ?? 'Check the name and the season');
    running.current = true;
    setPending(true);
    setError(null);
    try {
      const league = await api.call(endpoints.createLeague, {
        body: body.data,
        idempotencyKey: intent.keyFor(body.data),
      });
      intent.settled();
      if (await switchLeague(league.id)) navigate(NEW_LEAGUE_PATH);
      else setPending(false);
    } catch (failure) {
      intent.settled(failure);
      setError(errorMessage(failure));
      setPending(false);
    } finally {
      running.current = false;
    }
  };

  return (
    <Card aria-labelledby="create-league-title">
      <CardHeader>
        <CardTitle id="create-league-title">{WELCOME_TEXTS.createTitle}</CardTitle>
        <CardDescription>{WELCOME_TEXTS.createDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void create(event)} noValidate>
          <Field>
            <Label htmlFor="new-league-name">League name</Label>
            <Input
              id="new-league-name"
              value={name}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor="new-league-season">Season</Label>
            <Input
              id="new-league-season"
              type="number"
              inputMode="numeric"
              min={2000}
              max={2100}
              value={season}
              onChange={(event) => setSeason(event.target.value)}
            />
          </Field>
          {error && (
            <FieldError role="alert" style={{ marginBottom: '1rem' }}>
              {error}
            </FieldError>
          )}
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {WELCOME_TEXTS.createButton}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function JoinWithLinkCard() {
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);

  const join = (event: FormEvent) => {
    event.preventDefault();
    const token = invitationTokenIn(link);
    if (!token) return setInvalid(true);
    navigate(`/join/${token}`);
  };

  return (
    <Card aria-labelledby="join-league-title">
      <CardHeader>
        <CardTitle id="join-league-title">{WELCOME_TEXTS.joinTitle}</CardTitle>
        <CardDescription>{WELCOME_TEXTS.joinDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={join} noValidate>
          <Field>
            <Label htmlFor="invitation-link">Invitation link</Label>
            <Input
              id="invitation-link"
              value={link}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? 'invitation-link-error' : undefined}
              onChange={(event) => {
                setLink(event.target.value);
                setInvalid(false);
              }}
            />
            {invalid && (
              <FieldError id="invitation-link-error" role="alert">
                {WELCOME_TEXTS.notALink}
              </FieldError>
            )}
          </Field>
          <Button type="submit">{WELCOME_TEXTS.joinButton}</Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** docs/screens/shell.md §2.5: create a league or join one; the person's league, if any, one click away. */
export function WelcomeScreen() {
  const { user, league, logOut } = useAuth();
  const navigate = useNavigate();
  const email = user?.email ?? 'an account without an email';
  return (
    <LeaguePage>
      <div>
        <PageHeading>{WELCOME_TEXTS.title}</PageHeading>
        <Muted>
          You are signed in as <strong>{email}</strong>.{' '}
          {league
            ? 'Create another league, or join one with an invitation link.'
            : 'You are not in a league yet: create one, or join one with the invitation link its commissioner sent you.'}
        </Muted>
      </div>
      <CreateLeagueCard />
      <JoinWithLinkCard />
      <Actions>
        {league && (
          <Button variant="outline" onClick={() => navigate('/')}>
            Back to {league.name}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void logOut()}>
          Log out
        </Button>
      </Actions>
    </LeaguePage>
  );
}
