import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { endpoints, type LeagueInfo } from 'shared-contracts';
import { toast } from 'shared-ui';
import { api, connectApi } from '../api/api-client';
import type { RuntimeConfig } from 'shared-contracts';
import { createFirebaseBackend, initFirebase } from '../firebase/firebase-backend';
import { syncAccount } from './account-sync';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import type { AuthBackend, AuthUser } from './backend';

export interface AuthProviderProps {
  config: RuntimeConfig;
  children?: ReactNode;
  /** The identity service; Firebase (per `config`) unless a test passes a fake. */
  backend?: AuthBackend;
}

interface Session {
  status: AuthStatus;
  user: AuthUser | null;
  league: LeagueInfo | null;
  syncError: string | null;
}

/**
 * Follows the Firebase user, syncs them to the database and finds their league membership,
 * and connects the page's fetch client (`api`) to their ID token. Inside a router, log-out goes to /login.
 */
export function AuthProvider(props: AuthProviderProps) {
  return useInRouterContext() ? <RoutedAuthProvider {...props} /> : <AuthSession {...props} goToLogin={null} />;
}

function RoutedAuthProvider(props: AuthProviderProps) {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => navigate('/login'), [navigate]);
  return <AuthSession {...props} goToLogin={goToLogin} />;
}

function AuthSession({ config, children, backend, goToLogin }: AuthProviderProps & { goToLogin: (() => void) | null }) {
  const [auth] = useState<AuthBackend>(() => backend ?? createFirebaseBackend(initFirebase(config)));
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, league: null, syncError: null });
  const generation = useRef(0);

  const startSync = useCallback((user: AuthUser) => {
    const mine = ++generation.current;
    setSession({ status: 'syncing', user, league: null, syncError: null });
    void syncAccount(api, user).then((result) => {
      if (generation.current !== mine) return; // the user changed meanwhile
      if (result.kind === 'ready') setSession({ status: 'ready', user, league: result.league, syncError: null });
      else if (result.kind === 'non-member' || result.kind === 'unverified')
        setSession({ status: result.kind, user, league: null, syncError: null });
      else setSession({ status: 'syncing', user, league: null, syncError: result.message });
    });
  }, []);

  useEffect(() => {
    // The page's fetch client carries this identity's tokens. Connected before the first
    // user is known, so the account sync (and every screen, which renders only once the
    // sync is done) calls with it.
    const disconnect = connectApi({ getToken: () => auth.getIdToken(), apiBase: config.apiBase });
    const unsubscribe = auth.onUserChanged((user) => {
      if (user) return startSync(user);
      generation.current++;
      setSession({ status: 'signed-out', user: null, league: null, syncError: null });
    });
    return () => {
      unsubscribe();
      disconnect();
    };
  }, [auth, config.apiBase, startSync]);

  const signInWithGoogle = useCallback(() => auth.signInWithGoogle(), [auth]);

  const logOut = useCallback(async () => {
    try {
      await auth.signOut();
      goToLogin?.();
      return true;
    } catch (error) {
      // docs/screens/shell.md §4 and docs/decisions.md §12: logged, and also seen.
      console.error('Log-out failed', error);
      toast({
        title: 'Log-out failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
      return false;
    }
  }, [auth, goToLogin]);

  const retrySync = useCallback(() => {
    if (session.user) startSync(session.user);
  }, [session.user, startSync]);

  const refreshLeague = useCallback(async () => {
    const mine = generation.current;
    try {
      const league = await api.call(endpoints.getLeague);
      setSession((current) =>
        generation.current === mine && current.status === 'ready' ? { ...current, league } : current,
      );
    } catch (error) {
      console.error('Reading the league again failed', error);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...session, signInWithGoogle, logOut, retrySync, refreshLeague, config }),
    [session, signInWithGoogle, logOut, retrySync, refreshLeague, config],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
