import type { AuthState } from '../auth/auth-context';
import { demoRuntimeConfig } from '../config/runtime-config';
import { testUser } from './fake-auth-backend';

/**
 * A complete, 'ready' AuthState for `<AuthContext.Provider value={...}>` in a remote's tests:
 * a commissioner of the demo league unless `overrides` say otherwise. Actions do nothing.
 */
export function createTestAuthState(overrides: Partial<AuthState> = {}): AuthState {
  return {
    status: 'ready',
    user: testUser,
    league: {
      id: 1,
      name: 'Harambe Memorial League',
      currentSeason: 2025,
      defaultSeason: 2024,
      defaultWeek: 17,
      role: 'commissioner',
      team: null,
    },
    syncError: null,
    signInWithGoogle: async () => {},
    logOut: async () => true,
    retrySync: () => {},
    config: demoRuntimeConfig,
    ...overrides,
  };
}
