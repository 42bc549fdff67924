import type { AuthState } from '../auth/auth-context';
import { testRuntimeConfig } from './runtime-config';
import { testLeague } from './account-api';
import { testUser } from './fake-auth-backend';

/**
 * A complete, 'ready' AuthState for `<AuthContext.Provider value={...}>` in a remote's tests:
 * a commissioner of the demo league unless `overrides` say otherwise. Actions do nothing.
 */
export function createTestAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'ready',
    user: testUser,
    league: testLeague,
    syncError: null,
    showingLastKnown: false,
    signInWithGoogle: async () => {},
    logOut: async () => true,
    retrySync: () => {},
    refreshLeague: async () => {},
    switchLeague: async () => true,
    leagueGone: async () => {},
    config: testRuntimeConfig,
    ...overrides,
  };
}
