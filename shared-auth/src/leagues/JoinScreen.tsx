// The page an invitation link opens (docs/screens/shell.md §2.5): what the link offers, and a
// button that joins. Any signed-in person reaches it, in a league, in none or in another.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { endpoints, invitationToken, queryRoots, type InvitationPreview } from 'shared-contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import { api, errorMessage } from '../api/api-client';
import { useCreateMutation } from '../api/create-intent';
import { useAuth } from '../auth/auth-context';
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

/** The day a link stops admitting anyone, as a person reads it ('December 28, 2026'). */
function dayOf(at: string): string {
  return new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
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
  if (preview.isPending)
    return (
      <div role="status" aria-label={JOIN_TEXTS.loading}>
        <Skeleton height="10rem" />
      </div>
    );
  if (preview.isError) return <Unusable message={errorMessage(preview.error)} />;
  return <Invitation token={token} preview={preview.data} />;
}

/** /join/:token: the invitation's league (and team), and the way in. */
export function JoinScreen({ token }: { token: string }) {
  const { user } = useAuth();
  const valid = invitationToken.safeParse(token).success;
  return (
    <LeaguePage>
      {valid ? <InvitationByToken token={token} /> : <Unusable message={JOIN_TEXTS.notALink} />}
      <Muted>
        Signed in as <strong>{user?.email ?? 'an account without an email'}</strong>.
      </Muted>
    </LeaguePage>
  );
}
