import { createContext, useContext } from 'react';
import type { LeagueInfo } from 'shared-contracts';
import type { RuntimeConfig } from 'shared-contracts';
import type { AuthUser } from './backend';

/**
 * The authentication states of docs/screens/shell.md §2.2, plus the non-member state of docs/decisions.md §14, the
 * unverified one (an email the provider has not verified admits nobody) and the welcome one (a
 * person in no league yet, who may create one or join with an invitation link):
 * loading → signed-out | syncing (database user being set up) → ready | welcome | non-member | unverified.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'syncing' | 'welcome' | 'non-member' | 'unverified' | 'ready';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** GET /api/league for the signed-in member in the tab's active league (role, team, seasons); null until 'ready'. */
  league: LeagueInfo | null;
  /** Why setting up the account failed (the sync or the league call); null while it goes well. */
  syncError: string | null;
  /**
   * The league shown is the member's last known one (docs/web.md §15), restored from an earlier
   * visit while the account sync confirms it; false once the sync has answered.
   */
  showingLastKnown: boolean;
  /** Opens the Google popup; rejects when sign-in fails. */
  signInWithGoogle(): Promise<void>;
  /**
   * Signs out through Firebase. Answers whether it did: a failure is logged and shown, never
   * thrown, and the caller stays where it is (docs/screens/shell.md §2.3: log-out, then /login).
   */
  logOut(): Promise<boolean>;
  /** Runs the account sync and league lookup again (after a failure). */
  retrySync(): void;
  /** Reads the league again (after a change to its seasons, say an import); a failure keeps the one shown. */
  refreshLeague(): Promise<void>;
  /**
   * Makes `leagueId` the tab's league (docs/screens/shell.md §2.5): remembers it as the last
   * used one, reads it, forgets every cached answer of the old one and remounts the page in
   * it. Answers whether it switched: a failure is logged and shown, and the old league stays.
   */
  switchLeague(leagueId: number): Promise<boolean>;
  /**
   * The tab's league is no longer the caller's (they deleted or left it, docs/leagues.md §6):
   * forgets it and every answer of it, and sets the account up again, which opens their last
   * used league (the API's fall-back), else the welcome screen.
   */
  leagueGone(): Promise<void>;
  config: RuntimeConfig;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user, their league membership and the sign-in actions. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The id of the signed-in member's own team in the tab's league, or null (the commissioner
 * without a team, a member not yet given one, a part drawn outside a signed-in page): what
 * every screen marks as theirs (docs/web.md §12).
 */
export function useOwnTeamId(): number | null {
  return useContext(AuthContext)?.league?.team?.id ?? null;
}
