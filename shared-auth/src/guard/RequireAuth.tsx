import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ScreenSkeleton } from 'shared-ui';
import { useAuth } from '../auth/auth-context';
import { JOIN_PATH, WELCOME_PATH } from '../leagues/league-paths';

// The pages outside any league are seldom seen (a first visit, an invitation): loaded when
// shown, so a member's first screen does not carry them.
const JoinScreen = lazy(() => import('../leagues/JoinScreen').then((module) => ({ default: module.JoinScreen })));
const WelcomeScreen = lazy(() =>
  import('../leagues/WelcomeScreen').then((module) => ({ default: module.WelcomeScreen })),
);
// Likewise the screens of a person the league does not admit.
const NonMemberScreen = lazy(() => import('./RefusedScreens').then((module) => ({ default: module.NonMemberScreen })));
const UnverifiedEmailScreen = lazy(() =>
  import('./RefusedScreens').then((module) => ({ default: module.UnverifiedEmailScreen })),
);

import { SETTING_UP_TEXT } from './guard-texts';

export { SETTING_UP_TEXT, NOT_A_MEMBER_TITLE, EMAIL_NOT_VERIFIED_TITLE } from './guard-texts';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.spacing.lg};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.errorText};
`;

/** Placeholder page while the sign-in state is not known yet. */
function LoadingSkeletons() {
  return <ScreenSkeleton label="Loading" padded />;
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
      return <OutsideLeague page={<NonMemberScreen />} />;
    case 'unverified':
      return <OutsideLeague page={<UnverifiedEmailScreen />} />;
    case 'ready':
      return <>{children}</>;
  }
}
