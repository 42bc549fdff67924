// Firebase Auth is not among the page's first scripts: its SDK (32 kB after gzip) is fetched
// once the shell runs, beside the first API calls, instead of with the scripts every first view
// waits for. A returning member's first calls do not need it: they go out with the account the
// SDK kept (stored-session.ts), read without the SDK. Everything that does need it (the SDK's
// own answer on who is signed in, a fresh token, the Google popup, log-out) waits for it to
// arrive (docs/architecture.md §4).
import type { RuntimeConfig } from 'shared-contracts';
import type { AuthBackend } from '../auth/backend';
import { readStoredSession } from './stored-session';

/** The name Firebase gives the app `initializeApp` makes without one (firebase-backend.ts). */
const DEFAULT_APP_NAME = '[DEFAULT]';

const loadFirebaseBackend = async (config: RuntimeConfig) => {
  const { createFirebaseBackend, initFirebase } = await import(
    /* webpackChunkName: "firebase-auth" */ './firebase-backend'
  );
  return createFirebaseBackend(initFirebase(config));
};

/**
 * The Firebase identity service, its SDK loaded on first use. `load` is how it is fetched
 * (tests pass their own); a load that fails is tried again by the next use.
 */
export function createDeferredFirebaseBackend(
  config: RuntimeConfig,
  load: (config: RuntimeConfig) => Promise<AuthBackend> = loadFirebaseBackend,
): AuthBackend {
  let loading: Promise<AuthBackend> | null = null;
  let loaded: AuthBackend | null = null;
  const backend = () =>
    (loading ??= load(config).then(
      (firebase) => (loaded = firebase),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  return {
    onUserChanged(listener) {
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      backend().then(
        (firebase) => {
          if (!stopped) unsubscribe = firebase.onUserChanged(listener);
        },
        // Without the SDK nobody can be known to be signed in: the login page offers to try.
        (error: unknown) => {
          console.error('Firebase Auth did not load', error);
          if (!stopped) listener(null);
        },
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    currentUser: () => loaded?.currentUser() ?? null,
    getIdToken: async () => (await backend()).getIdToken(),
    storedSession: () => readStoredSession(config.firebase.apiKey, DEFAULT_APP_NAME),
    signInWithGoogle: async () => (await backend()).signInWithGoogle(),
    signOut: async () => (await backend()).signOut(),
  };
}
