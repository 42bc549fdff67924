// Renders shell components the way the site does (router, query client, theme, toasts via
// shared-testing) with a stand-in sign-in state instead of Firebase.
import type { ReactElement } from 'react';
import { AuthContext, type AuthState } from 'shared-auth';
import { createTestAuthState } from 'shared-auth/testing';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-testing';

/** shared-auth's test state (the demo league's commissioner), with actions tests can inspect. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return createTestAuthState({
    signInWithGoogle: jest.fn(async () => {}),
    logOut: jest.fn(async () => true),
    retrySync: jest.fn(),
    refreshLeague: jest.fn(async () => {}),
    ...overrides,
  });
}

export function renderShell(ui: ReactElement, { auth = fakeAuth(), ...options }: RenderWithProvidersOptions & { auth?: AuthState } = {}) {
  const result = renderWithProviders(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>, options);
  return Object.assign(result, { auth });
}

/** Makes `window.matchMedia` answer as a window `width` px wide would. */
export function setWindowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
