// Renders shell components the way the site does (router, query client, theme, toasts via
// shared-testing) with a stand-in sign-in state instead of Firebase.
import { act, type ReactElement } from 'react';
import { AuthContext, type AuthState } from 'shared-auth';
import { createTestAuthState } from 'shared-auth/testing';
import { renderWithProviders, type RenderWithProvidersOptions } from 'shared-testing';
import { LiveStreamContext, type OpenLiveStream } from '../layout/LiveUpdates';

/** shared-auth's test state (the demo league's commissioner), with actions tests can inspect. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return createTestAuthState({
    signInWithGoogle: jest.fn(async () => {}),
    logOut: jest.fn(async () => true),
    retrySync: jest.fn(),
    refreshLeague: jest.fn(async () => {}),
    switchLeague: jest.fn(async () => true),
    leagueGone: jest.fn(async () => {}),
    ...overrides,
  });
}

/** `live`: how the layout opens the league's stream; none unless a test gives one. */
export function renderShell(
  ui: ReactElement,
  {
    auth = fakeAuth(),
    live = null,
    ...options
  }: RenderWithProvidersOptions & { auth?: AuthState; live?: OpenLiveStream | null } = {},
) {
  const result = renderWithProviders(
    <LiveStreamContext.Provider value={live}>
      <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
    </LiveStreamContext.Provider>,
    options,
  );
  return Object.assign(result, { auth });
}

/**
 * renderShell for a tree that suspends on a promise (a remote screen read with React's `use`):
 * React resumes such a render only from inside an awaited act, so the first render is awaited
 * here, and whatever makes it suspend again (a click on Retry, a navigation) goes inside
 * `await act(...)` in the test too.
 */
export async function renderSuspending(ui: ReactElement, options: Parameters<typeof renderShell>[1] = {}) {
  let result: ReturnType<typeof renderShell> | undefined;
  await act(async () => {
    result = renderShell(ui, options);
  });
  return result!;
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
