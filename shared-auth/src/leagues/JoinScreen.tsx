// The page an invitation link opens (docs/screens/shell.md §2.5): what the link offers, and a
// button that joins. Any signed-in person reaches it, in a league, in none or in another; a
// signed-out visitor sees the same card with the sign-in button, which brings them back to it.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  PAGE_DATA_IDS,
  endpoints,
  invitationCard,
  invitationToken,
  queryRoots,
  type InvitationCard,
  type InvitationPreview,
} from 'shared-contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import { ApiError, api, errorMessage } from '../api/api-client';
import { useCreateMutation } from '../api/create-intent';
import { useAuth } from '../auth/auth-context';
import { LOGIN_TEXTS } from '../login/LoginPage';
import { Actions, Callout, FieldError, LeaguePage, Muted } from './LeaguePage';

/** docs/screens/shell.md §3, verbatim. */
export const JOIN_TEXTS = {
  loading: 'Reading the invitation',
  unusable: 'This invitation cannot be used',
  notALink: 'This address is not an invitation link. Ask the commissioner to send the link again.',
  joinButton: 'Join league',
  back: 'Go to my leagues',
} as const;

/** The invitation's query key: under the leagues root, so a league switch (which clears every answer) forgets it too. */
export const invitationKey = (token: string) => [queryRoots.leagues, 'invitation', token] as const;

/**
 * The day a link stops admitting anyone, as a person reads it ('December 28, 2026'), in UTC as
 * the page's server writes it before the scripts (shared-build's first-paint.ts), so the app's
 * card reads the same day.
 */
function dayOf(at: string): string {
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function Reading() {
  return (
    <div role="status" aria-label={JOIN_TEXTS.loading}>
      <Skeleton height="10rem" />
    </div>
  );
}

function Unusable({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Card aria-labelledby="join-title">
      <CardHeader>
        <CardTitle as="h1" id="join-title">
          {JOIN_TEXTS.unusable}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Callout role="alert">{message}</Callout>
        <Button variant="outline" onClick={() => navigate('/')}>
          {JOIN_TEXTS.back}
        </Button>
      </CardContent>
    </Card>
  );
}

function Invitation({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { switchLeague } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = async (leagueId: number) => {
    if (await switchLeague(leagueId)) navigate('/');
  };
  // Made once per intent: a double click on Join joins once and answers both alike.
  const accept = useCreateMutation({
    send: (_: void, idempotencyKey) => api.call(endpoints.acceptInvitation, { params: { token }, idempotencyKey }),
    onSuccess: async (league) => {
      if (await switchLeague(league.id)) return navigate('/');
      // Joined, but the switch failed (its toast says why): the link now reads as the
      // person's own league, with its Open button to try again.
      await queryClient.invalidateQueries({ queryKey: invitationKey(token) });
    },
  });
  const { leagueName, team } = preview;

  if (preview.alreadyMember) {
    return (
      <Card aria-labelledby="join-title">
        <CardHeader>
          <CardTitle as="h1" id="join-title">
            You are already a member of {leagueName}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void open(preview.leagueId)}>Open {leagueName}</Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="join-title">
      <CardHeader>
        <CardTitle as="h1" id="join-title">
          Join {leagueName}
        </CardTitle>
        <CardDescription>
          {team ? `You are invited as manager of ${team.name}.` : 'You are invited as a manager.'} This link expires on{' '}
          {dayOf(preview.expiresAt)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {accept.isError && (
          <FieldError role="alert" style={{ marginBottom: '1rem' }}>
            {errorMessage(accept.error)}
          </FieldError>
        )}
        <Actions>
          <Button disabled={accept.isPending} aria-busy={accept.isPending} onClick={() => accept.mutate()}>
            {JOIN_TEXTS.joinButton}
          </Button>
          <Button variant="outline" onClick={() => navigate('/')}>
            {JOIN_TEXTS.back}
          </Button>
        </Actions>
      </CardContent>
    </Card>
  );
}

function InvitationByToken({ token }: { token: string }) {
  const preview = useQuery({
    queryKey: invitationKey(token),
    queryFn: ({ signal }) => api.call(endpoints.previewInvitation, { params: { token }, signal }),
    // A refused link (expired, used up, revoked) stays refused: asking again changes nothing.
    retry: false,
  });
  if (preview.isPending) return <Reading />;
  if (preview.isError) return <Unusable message={errorMessage(preview.error)} />;
  return <Invitation token={token} preview={preview.data} />;
}

/**
 * The card the page's server painted for this link before the scripts ran (shared-build's
 * first-paint.ts), if it wrote one: the app starts from it, so nothing on the page moves.
 */
function paintedCard(token: string): InvitationCard | undefined {
  try {
    const block = JSON.parse(document.getElementById(PAGE_DATA_IDS.invitationCard)?.textContent ?? 'null') as {
      token?: unknown;
      card?: unknown;
    } | null;
    const card = invitationCard.safeParse(block?.card);
    return block?.token === token && card.success ? card.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A signed-out visitor's card (docs/screens/shell.md §2.5): the public read of the link, and
 * the sign-in button, busy until the sign-in state is known; once signed in the screen turns
 * into the signed-in one above, on the same address.
 */
function SignInToJoin({ token }: { token: string }) {
  const { status, signInWithGoogle } = useAuth();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const card = useQuery({
    queryKey: [...invitationKey(token), 'card'],
    queryFn: ({ signal }) => api.call(endpoints.readInvitationCard, { params: { token }, signal }),
    initialData: () => paintedCard(token),
    // Painted by the server a moment ago: stale all the same (unlike docs/web.md §1's
    // default), so the app asks once more.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    retry: false,
  });
  // The painted card is read again at once (a link may have been used up since): a refusal
  // replaces it, a lost connection does not (the card is still what the link offered).
  if (card.data === undefined || card.error instanceof ApiError)
    return card.isError ? <Unusable message={errorMessage(card.error)} /> : <Reading />;
  const { leagueName, teamName, expiresAt } = card.data;
  const busy = pending || status === 'loading';
  const signIn = async () => {
    setPending(true);
    setFailed(false);
    try {
      await signInWithGoogle();
    } catch (error) {
      console.error('Google sign-in failed', error);
      setFailed(true);
    }
    setPending(false);
  };
  return (
    <Card aria-labelledby="join-title">
      <CardHeader>
        <CardTitle as="h1" id="join-title">
          Join {leagueName}
        </CardTitle>
        <CardDescription>
          {teamName ? `You are invited as manager of ${teamName}.` : 'You are invited as a manager.'} This link expires
          on {dayOf(expiresAt)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button disabled={busy} aria-busy={busy} onClick={() => void signIn()}>
          {LOGIN_TEXTS.button}
        </Button>
        {failed && (
          <FieldError role="alert" style={{ marginTop: '0.5rem' }}>
            {LOGIN_TEXTS.failure}
          </FieldError>
        )}
        <Muted style={{ margin: '1rem 0 0', fontSize: '0.875rem' }}>{LOGIN_TEXTS.footer}</Muted>
      </CardContent>
    </Card>
  );
}

/** /join/:token: the invitation's league (and team), and the way in. */
export function JoinScreen({ token }: { token: string }) {
  const { user, status } = useAuth();
  const valid = invitationToken.safeParse(token).success;
  // Until the sign-in state is known the visitor is treated as signed out: the card the
  // page painted stays as it is (docs/screens/shell.md §2.5).
  const signedOut = status === 'signed-out' || status === 'loading';
  return (
    <LeaguePage>
      {!valid ? (
        <Unusable message={JOIN_TEXTS.notALink} />
      ) : signedOut ? (
        <SignInToJoin token={token} />
      ) : (
        <InvitationByToken token={token} />
      )}
      {!signedOut && (
        <Muted>
          Signed in as <strong>{user?.email ?? 'an account without an email'}</strong>.
        </Muted>
      )}
    </LeaguePage>
  );
}
