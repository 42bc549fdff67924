import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import { useAuth } from '../auth/auth-context';

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
function RefusedScreen({ title, children }: { title: string; children: ReactNode }) {
  const { logOut } = useAuth();
  return (
    <Centered>
      <Card style={{ maxWidth: '28rem', width: '100%' }}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Muted>{children}</Muted>
          <Button onClick={() => void logOut()}>Log out</Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

export function NonMemberScreen() {
  const { user } = useAuth();
  return (
    <RefusedScreen title={NOT_A_MEMBER_TITLE}>
      You are signed in as <strong>{user?.email ?? 'an account without an email'}</strong>, but this account is not a
      member of the league. Ask the commissioner to invite this email address, or log out and sign in with another
      account.
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
 * 'Setting up your account...' until the database user exists, the non-member screen for a
 * user the league does not admit (the unverified-email screen when their email is why), else
 * the page.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, syncError, retrySync } = useAuth();
  const location = useLocation();
  switch (status) {
    case 'loading':
      return <LoadingSkeletons />;
    case 'signed-out':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'syncing':
      return <SettingUp error={syncError} onRetry={retrySync} />;
    case 'non-member':
      return <NonMemberScreen />;
    case 'unverified':
      return <UnverifiedEmailScreen />;
    case 'ready':
      return <>{children}</>;
  }
}
