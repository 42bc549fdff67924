import { useState } from 'react';
import { Navigate, matchPath, useLocation, useNavigate } from 'react-router-dom';
import { LEAGUE_QUERY_PARAMETER } from 'shared-contracts';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from 'shared-ui';
import { parseLeagueId } from '../api/active-league';
import { useAuth } from '../auth/auth-context';
import { JOIN_PATH } from '../leagues/league-paths';

/** docs/screens/login.md §3, verbatim. */
export const LOGIN_TEXTS = {
  title: 'Fantasy Football',
  subtitle: 'Sign in to access your fantasy football dashboard',
  button: 'Sign in with Google',
  footer: 'Sign in to manage your fantasy football league',
  failure: 'Failed to sign in with Google. Please try again.',
} as const;

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.md};
`;

const LoginCard = styled(Card)`
  width: 100%;
  max-width: 24rem;
  text-align: center;
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Where to go once signed in (docs/screens/login.md §4): '/', as the product says, keeping only
 * what a shared link carries that '/' would lose: an invitation link `/join/<token>` goes back
 * to its page (the person signed in to join), and a link's `?league=` comes along to '/'.
 */
function returnPathOf(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string') return '/';
  if (matchPath(JOIN_PATH, from.pathname)) return from.pathname;
  const league = parseLeagueId(
    new URLSearchParams(typeof from.search === 'string' ? from.search : '').get(LEAGUE_QUERY_PARAMETER),
  );
  return league === null ? '/' : `/?${LEAGUE_QUERY_PARAMETER}=${league}`;
}

/** The sign-in card (docs/screens/login.md §2, §4). Goes to '/' once signed in, or back to an invitation link. */
export function LoginPage() {
  const { status, signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (status !== 'loading' && status !== 'signed-out' && !pending) return <Navigate to={returnTo} replace />;

  const signIn = async () => {
    setPending(true);
    setFailed(false);
    try {
      await signInWithGoogle();
      navigate(returnTo, { replace: true });
    } catch (error) {
      console.error('Google sign-in failed', error);
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <Page>
      <LoginCard>
        <CardHeader>
          <CardTitle as="h1">{LOGIN_TEXTS.title}</CardTitle>
          <CardDescription>{LOGIN_TEXTS.subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="lg" style={{ width: '100%' }} disabled={pending} onClick={() => void signIn()}>
            {LOGIN_TEXTS.button}
          </Button>
          {failed && <Failure role="alert">{LOGIN_TEXTS.failure}</Failure>}
          <Footer>{LOGIN_TEXTS.footer}</Footer>
        </CardContent>
      </LoginCard>
    </Page>
  );
}
