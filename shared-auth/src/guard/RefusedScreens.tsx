// The screens of a signed-in person the league does not admit (docs/decisions.md §14): not a
// member of the tab's league, or an email nobody verified. Seldom seen, so loaded when shown
// (RequireAuth), not with a member's first screen.
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LEAGUE_QUERY_PARAMETER } from 'shared-contracts';
import styled from 'styled-components';
import { Button, Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import { chooseLeague } from '../api/active-league';
import { useAuth } from '../auth/auth-context';
import { EMAIL_NOT_VERIFIED_TITLE, NOT_A_MEMBER_TITLE } from './refused-titles';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

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
