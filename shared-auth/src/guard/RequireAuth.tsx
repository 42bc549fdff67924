import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from 'shared-ui';
import { useAuth } from '../auth/auth-context';

/** SPEC.md §2, verbatim. */
export const SETTING_UP_TEXT = 'Setting up your account...';
export const NOT_A_MEMBER_TITLE = 'Not a league member';

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

/** A signed-in person the league does not admit: who they are, and a way out (DESIGN.md §6). */
export function NonMemberScreen() {
  const { user, logOut } = useAuth();
  return (
    <Centered>
      <Card style={{ maxWidth: '28rem', width: '100%' }}>
        <CardHeader>
          <CardTitle>{NOT_A_MEMBER_TITLE}</CardTitle>
        </CardHeader>
        <CardContent>
          <Muted>
            You are signed in as <strong>{user?.email ?? 'an account without an email'}</strong>, but this account is
            not a member of the league. Ask the commissioner to invite this email address, or log out and sign in with
            another account.
          </Muted>
          <Button onClick={() => void logOut()}>Log out</Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/**
 * The route guard (SPEC.md §2): skeletons while loading, /login when signed out,
 * 'Setting up your account...' until the database user exists, the non-member screen for a
 * user the league does not admit, else the page.
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
    case 'ready':
      return <>{children}</>;
  }
}
