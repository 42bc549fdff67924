import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from 'shared-ui';
import { useAuth } from '../auth/auth-context';

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
 * Where to go once signed in: the page the guard sent the visitor here from (its path, query
 * and hash: an invitation link `/join/<token>`, a `?league=` link), else '/'.
 */
function returnPathOf(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login') return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/** The sign-in card (docs/screens/login.md §2, §4). Goes back where the visitor came from once signed in. */
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
