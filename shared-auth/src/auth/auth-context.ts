import { createContext, useContext } from 'react';
import type { LeagueInfo } from 'shared-contracts';
import type { RuntimeConfig } from 'shared-contracts';
import type { AuthUser } from './backend';

/**
 * The authentication states of docs/screens/shell.md §2.2, plus the non-member state of docs/decisions.md §14 and the
 * unverified one (an email the provider has not verified admits nobody):
 * loading → signed-out | syncing (database user being set up) → ready | non-member | unverified.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'syncing' | 'non-member' | 'unverified' | 'ready';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** GET /api/league for the signed-in member (role, team, seasons); null until 'ready'. */
  league: LeagueInfo | null;
  /** Why setting up the account failed (the sync or the league call); null while it goes well. */
  syncError: string | null;
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
  config: RuntimeConfig;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user, their league membership and the sign-in actions. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
