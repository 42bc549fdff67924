import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { endpoints, NOT_A_MEMBER_REFUSAL, type LeagueInfo } from 'shared-contracts';
import { toast } from 'shared-ui';
import { activeLeagueId, chooseLeague } from '../api/active-league';
import { api, connectApi, errorMessage } from '../api/api-client';
import type { RuntimeConfig } from 'shared-contracts';
import { createDeferredFirebaseBackend } from '../firebase/deferred-firebase-backend';
import { syncAccount } from './account-sync';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';
import type { AuthBackend, AuthUser, StoredSession } from './backend';
import type { LastKnownAnswers } from './last-known';

export interface AuthProviderProps {
  config: RuntimeConfig;
  children?: ReactNode;
  /** The identity service; Firebase (per `config`, its SDK fetched on first use) unless a test passes a fake. */
  backend?: AuthBackend;
  /**
   * Called when the tab switches league, before the page remounts in the new one: the place
   * to forget every cached answer of the old league (shared-app clears the query client).
   */
  onLeagueChange?: () => void | Promise<void>;
  /** Called when nobody is signed in any more: the place to forget every cached answer. */
  onSignedOut?: () => void | Promise<void>;
  /**
   * A returning member's last known answers (docs/web.md §15): restored while the account sync
   * is under way, so the league's screens show at once; kept while the member works in a
   * league; forgotten on sign-out and on a "not a member" refusal.
   */
  lastKnown?: LastKnownAnswers;
}

interface Session {
  status: AuthStatus;
  user: AuthUser | null;
  league: LeagueInfo | null;
  syncError: string | null;
  /** Counts league switches: the page is keyed by it, so every screen remounts in the new league. */
  leagueGeneration: number;
  /** The league shown is the one kept from an earlier visit, not yet confirmed by the sync. */
  showingLastKnown: boolean;
}

const signedOutSession = (leagueGeneration: number): Session => ({
  status: 'signed-out',
  user: null,
  league: null,
  syncError: null,
  leagueGeneration,
  showingLastKnown: false,
});

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

function AuthSession({
  config,
  children,
  backend,
  onLeagueChange,
  onSignedOut,
  lastKnown,
  goToLogin,
}: AuthProviderProps & { goToLogin: (() => void) | null }) {
  const [auth] = useState<AuthBackend>(() => backend ?? createDeferredFirebaseBackend(config));
  const [session, setSession] = useState<Session>({
    status: 'loading',
    user: null,
    league: null,
    syncError: null,
    leagueGeneration: 0,
    showingLastKnown: false,
  });
  const generation = useRef(0);
  // The latest callback, read when a switch happens (a new function each render is no new switch).
  const leagueChanged = useRef(onLeagueChange);
  leagueChanged.current = onLeagueChange;
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  const answers = useRef(lastKnown);
  answers.current = lastKnown;

  const startSync = useCallback((user: AuthUser) => {
    const mine = ++generation.current;
    setSession((current) => ({
      ...current,
      status: 'syncing',
      user,
      league: null,
      syncError: null,
      showingLastKnown: false,
    }));
    // docs/web.md §15: a tab opened with no league chosen (a new tab, the installed site opened
    // again) works in the league this member's answers were last kept in on this browser, so
    // a returning member sees it at once; with none kept, the API's last used league, as ever.
    const fromKeptRecord = activeLeagueId() === null && answers.current !== undefined;
    void (
      fromKeptRecord ? answers.current!.keptLeague(user.uid).catch(() => null) : Promise.resolve(activeLeagueId())
    ).then((leagueId) => generation.current === mine && sync(leagueId, fromKeptRecord && leagueId !== null));

    /**
     * The account sync in `leagueId` (the tab's, or the kept record's when `keptRecordsLeague`),
     * beside the restore of the member's last known answers in it.
     */
    function sync(leagueId: number | null, keptRecordsLeague: boolean) {
      if (keptRecordsLeague) chooseLeague(leagueId);
      // docs/web.md §15: this member's last known answers in the tab's league, shown while the
      // sync confirms who they are and what they may see (the sync's answer then replaces them).
      // Settled once the restore has shown what it found (or found nothing): a failed sync waits
      // for it, so offline, where the sync fails at once, the kept league still shows.
      const restored: Promise<void> =
        leagueId !== null && answers.current
          ? answers.current
              .restore({ uid: user.uid, leagueId })
              .then((league) => {
                if (!league || generation.current !== mine) return;
                setSession((current) =>
                  current.status === 'syncing' && current.syncError === null
                    ? { ...current, status: 'ready', league, showingLastKnown: true }
                    : current,
                );
              })
              // A record that cannot be read shows nothing; the sync's answer is what counts.
              .catch(() => undefined)
          : Promise.resolve();
      void syncAccount(api, user, { leagueChosen: leagueId !== null }).then((result) => {
        if (generation.current !== mine) return; // the user changed meanwhile
        // `user` was set when the sync began; the identity service may have replaced it since with
        // its own view of the same account (see the kept session below), which stays.
        if (result.kind === 'ready') {
          // The tab sticks to the league it opened in, even when the person later uses another elsewhere.
          chooseLeague(result.league.id);
          setSession((current) => ({
            ...current,
            status: 'ready',
            league: result.league,
            syncError: null,
            showingLastKnown: false,
          }));
        } else if (result.kind === 'failed')
          // A last known league on the screen stays there (offline, say): the page says it is the
          // last known one, and the next load tries again.
          void restored.then(() => {
            if (generation.current !== mine) return;
            setSession((current) =>
              current.showingLastKnown
                ? current
                : { ...current, status: 'syncing', league: null, syncError: result.message },
            );
          });
        else if (keptRecordsLeague && result.kind === 'non-member') {
          // The kept league is no longer the member's: its record goes, and the tab starts over
          // as one with no league chosen (the API's last used league).
          void answers.current?.forget({ leagueId: leagueId ?? undefined }).then(() => {
            if (generation.current !== mine) return;
            chooseLeague(null);
            sync(null, false);
          });
        } else {
          // Not (or no longer) a member, no league, or unverified: nothing kept of it may show.
          void answers.current?.forget();
          setSession((current) => ({
            ...current,
            status: result.kind,
            league: null,
            syncError: null,
            showingLastKnown: false,
          }));
        }
      });
    }
  }, []);

  useEffect(() => {
    let unmounted = false;
    // Until the identity service has said who is signed in, the account it kept from an earlier
    // visit stands in: the sync goes out at once with that account's still valid token, beside
    // the service's own start (which on a phone waits on a round trip of its own). The
    // service's answer then decides: the same account keeps the sync under way; another
    // account, or nobody, starts over as before (docs/architecture.md §4).
    let serviceAnswered = false;
    let kept: StoredSession | null = null;
    // The page's fetch client carries this identity's tokens. Connected before the first
    // user is known, so the account sync (and every screen, which renders only once the
    // sync is done) calls with it.
    const disconnect = connectApi({
      getToken: async () => (serviceAnswered || !kept ? auth.getIdToken() : kept.idToken),
      apiBase: config.apiBase,
      getLeagueId: activeLeagueId,
      onRefused: (error, leagueId) => {
        // Removed from the tab's league while the tab was open: every screen's next call is
        // refused the same way, so the page says it once (docs/screens/shell.md §2.2) instead
        // of failing on every card. A call in another league (a switch being tried) or a
        // sync under way answers for itself.
        if (error.status !== 403 || error.serverMessage !== NOT_A_MEMBER_REFUSAL) return;
        void answers.current?.forget(leagueId === null ? {} : { leagueId });
        setSession((current) =>
          current.status === 'ready' && current.league?.id === leagueId
            ? { ...current, status: 'non-member', league: null, syncError: null }
            : current,
        );
      },
    });
    void auth.storedSession?.().then((session) => {
      if (unmounted || serviceAnswered || !session) return;
      kept = session;
      startSync(session.user);
    });
    const unsubscribe = auth.onUserChanged((user) => {
      const firstAnswer = !serviceAnswered;
      serviceAnswered = true;
      if (user && firstAnswer && kept?.user.uid === user.uid) {
        setSession((current) => ({ ...current, user }));
        return;
      }
      if (user) return startSync(user);
      generation.current++;
      // docs/web.md §15: nothing of the member stays on the page or in the browser's storage.
      void answers.current?.forget();
      void signedOut.current?.();
      setSession((current) => signedOutSession(current.leagueGeneration));
    });
    return () => {
      unmounted = true;
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

  const switchLeague = useCallback(async (leagueId: number) => {
    const mine = generation.current;
    const previous = activeLeagueId();
    chooseLeague(leagueId);
    // Remembered for calls without the header (another device, a new tab); not needed to
    // switch, so it goes out beside the league's read rather than before it.
    const remembered = api.call(endpoints.useLeague, { body: { leagueId } }).catch((error: unknown) => {
      console.error('Remembering the last used league failed', error);
    });
    let league: LeagueInfo;
    try {
      [league] = await Promise.all([api.call(endpoints.getLeague), remembered]);
    } catch (error) {
      console.error('Switching league failed', error);
      chooseLeague(previous);
      toast({ title: 'Could not switch league', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
    if (generation.current !== mine) return false; // signed out or in as someone else meanwhile
    await leagueChanged.current?.();
    setSession((current) => ({
      ...current,
      status: 'ready',
      league,
      syncError: null,
      leagueGeneration: current.leagueGeneration + 1,
      showingLastKnown: false,
    }));
    return true;
  }, []);

  const leagueGone = useCallback(async () => {
    chooseLeague(null);
    await leagueChanged.current?.();
    if (session.user) startSync(session.user);
  }, [session.user, startSync]);

  // The confirmed league's answers are kept from now on (docs/web.md §15).
  const keptUid = session.status === 'ready' && !session.showingLastKnown ? (session.user?.uid ?? null) : null;
  const keptLeague = keptUid === null ? null : session.league;
  useEffect(() => {
    if (keptUid !== null && keptLeague) answers.current?.keep({ uid: keptUid, leagueId: keptLeague.id }, keptLeague);
  }, [keptUid, keptLeague]);

  const value = useMemo<AuthState>(
    () => ({ ...session, signInWithGoogle, logOut, retrySync, refreshLeague, switchLeague, leagueGone, config }),
    [session, signInWithGoogle, logOut, retrySync, refreshLeague, switchLeague, leagueGone, config],
  );
  // Keyed by the league: a switch remounts every screen, so nothing of the old league stays on the page.
  return (
    <AuthContext.Provider value={value}>
      <Fragment key={session.leagueGeneration}>{children}</Fragment>
    </AuthContext.Provider>
  );
}
