import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { LEAGUE_QUERY_PARAMETER } from 'shared-contracts';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import { chooseLeague } from '../api/active-league';
import { useAuth } from '../auth/auth-context';
import { JOIN_PATH, WELCOME_PATH } from '../leagues/league-paths';

// The pages outside any league are seldom seen (a first visit, an invitation): loaded when
// shown, so a member's first screen does not carry them.
const JoinScreen = lazy(() => import('../leagues/JoinScreen').then((module) => ({ default: module.JoinScreen })));
const WelcomeScreen = lazy(() =>
  import('../leagues/WelcomeScreen').then((module) => ({ default: module.WelcomeScreen })),
);

/** docs/screens/shell.md §2.2, verbatim. */
export const SETTING_UP_TEXT = 'Setting up your account...';
export const NOT_A_MEMBER_TITLE = 'Not a league member';
export const EMAIL_NOT_VERIFIED_TITLE = 'Email not verified';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.errorText};
`;

/** Placeholder page while the sign-in state is not known yet. */
function LoadingSkeletons() {
  return (
    <Stack role="status" aria-label="Loading" aria-busy="true">
      <Skeleton height="2rem" width="40%" />
      <Skeleton height="8rem" />
      <Skeleton height="8rem" />
    </Stack>
  );
}

function SettingUp({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <Centered>
      <div role="status">
        <Muted>{SETTING_UP_TEXT}</Muted>
        {error && (
          <>
            <ErrorText role="alert">{error}</ErrorText>
            <Button variant="outline" onClick={onRetry}>
              Retry
            </Button>
          </>
        )}
      </div>
    </Centered>
  );
}

/** A signed-in person the league does not admit: why, who they are, and a way out (docs/decisions.md §14). */
function RefusedScreen({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { logOut } = useAuth();
  return (
    <Centered>
      <Card style={{ maxWidth: '28rem', width: '100%' }}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Muted>{children}</Muted>
          <Actions>
            {actions}
            <Button variant={actions ? 'outline' : 'default'} onClick={() => void logOut()}>
              Log out
            </Button>
          </Actions>
        </CardContent>
      </Card>
    </Centered>
  );
}

/**
 * Signed in, but not a member of the league this tab opened (a `?league=` link, or a league
 * left since): the person's own leagues are one click away (docs/screens/shell.md §2.5).
 */
export function NonMemberScreen() {
  const { user, retrySync } = useAuth();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const openMyLeagues = () => {
    chooseLeague(null);
    // The link's league leaves the address too, or a reload would bring this screen back.
    const params = new URLSearchParams(search);
    if (params.has(LEAGUE_QUERY_PARAMETER)) {
      params.delete(LEAGUE_QUERY_PARAMETER);
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    }
    retrySync();
  };
  return (
    <RefusedScreen title={NOT_A_MEMBER_TITLE} actions={<Button onClick={openMyLeagues}>Open my leagues</Button>}>
      You are signed in as <strong>{user?.email ?? 'an account without an email'}</strong>, but this account is not a
      member of the league this link opens. Open your own leagues, ask its commissioner for an invitation link, or log
      out and sign in with another account.
    </RefusedScreen>
  );
}

/** Signed in with an email the provider has not verified: anyone could have typed it, so it admits nobody. */
export function UnverifiedEmailScreen() {
  const { user } = useAuth();
  return (
    <RefusedScreen title={EMAIL_NOT_VERIFIED_TITLE}>
      {user?.email ? (
        <>
          You are signed in as <strong>{user.email}</strong>, but this email address has not been verified. The league
          admits verified email addresses only: verify it with your sign-in provider and sign in again, or log out and
          sign in with another account.
        </>
      ) : (
        <>
          You are signed in with an account that has no email address. The league admits verified email addresses only:
          log out and sign in with another account.
        </>
      )}
    </RefusedScreen>
  );
}

/**
 * The route guard (docs/screens/shell.md §2.2): skeletons while loading, /login when signed out,
 * 'Setting up your account...' until the database user exists, the unverified-email screen
 * for an email nobody verified, then by path: /join/:token the invitation (for anyone signed
 * in, in a league or not), /welcome the welcome screen for a member. Otherwise the welcome screen for a
 * person in no league, the non-member screen for one the tab's league does not admit, else
 * the page. Every app renders these by path, so a remote running alone has them too.
 */
/** A page outside any league, with the skeleton while its code arrives. */
function OutsideLeague({ page }: { page: ReactNode }) {
  return <Suspense fallback={<LoadingSkeletons />}>{page}</Suspense>;
}

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, syncError, retrySync } = useAuth();
  const location = useLocation();
  // A join link is public (its card shows before sign-in); only an account being set up or
  // one without a verified email sees its own screen first.
  const join = status !== 'syncing' && status !== 'unverified' ? matchPath(JOIN_PATH, location.pathname) : null;
  if (join?.params.token) return <OutsideLeague page={<JoinScreen token={join.params.token} />} />;
  if (status === 'ready' && matchPath(WELCOME_PATH, location.pathname))
    return <OutsideLeague page={<WelcomeScreen />} />;
  switch (status) {
    case 'loading':
      return <LoadingSkeletons />;
    case 'signed-out':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'syncing':
      return <SettingUp error={syncError} onRetry={retrySync} />;
    case 'welcome':
      return <OutsideLeague page={<WelcomeScreen />} />;
    case 'non-member':
      return <NonMemberScreen />;
    case 'unverified':
      return <UnverifiedEmailScreen />;
    case 'ready':
      return <>{children}</>;
  }
}
