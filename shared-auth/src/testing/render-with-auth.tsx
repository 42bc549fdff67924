import type { ReactElement } from 'react';
import type { MemberRole } from 'shared-contracts';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-testing';
import { connectApi } from '../api/api-client';
import { AuthContext, type AuthState } from '../auth/auth-context';
import { createTestAuthState } from './auth-state';

export interface RenderWithAuthOptions extends RenderWithProvidersOptions {
  /** The signed-in member's role; default commissioner. */
  role?: MemberRole;
  /** Anything else of the sign-in state (status, user, league…). */
  auth?: Partial<AuthState>;
}

/**
 * Renders a screen as the site does for a signed-in member: shared-testing's providers
 * (query client, theme, router, toasts), a 'ready' sign-in state, and the page-wide fetch
 * client connected to a test token, so its calls reach the msw handlers the test set up.
 */
export function renderWithAuth(
  ui: ReactElement,
  { role, auth: overrides = {}, ...options }: RenderWithAuthOptions = {},
) {
  const base = createTestAuthState(overrides);
  const auth = role && base.league ? { ...base, league: { ...base.league, role } } : base;
  connectApi({ getToken: async () => 'test-id-token' });
  const result = renderWithProviders(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>, options);
  return Object.assign(result, { auth });
}
