// Firebase Auth is not among the page's first scripts: its SDK (32 kB after gzip) is fetched
// later, instead of with the scripts every first view waits for. A returning member's first
// calls do not need it: they go out with the account the SDK kept (stored-session.ts), read
// without the SDK. Everything that does need it (the SDK's own answer on who is signed in, a
// fresh token, the Google popup, log-out) waits for it to arrive (docs/architecture.md §4).
//
// When is later: with no kept account, at once (the page goes to the login page, which needs
// it). With one, once the page has loaded and the browser is idle, so that on a phone's
// network its download does not share the bandwidth with the first screen's own scripts; a
// use that needs it sooner (log-out, say) loads it then.
import type { RuntimeConfig } from 'shared-contracts';
import type { AuthBackend, StoredSession } from '../auth/backend';
import { readStoredSession } from './stored-session';

/** The name Firebase gives the app `initializeApp` makes without one (firebase-backend.ts). */
const DEFAULT_APP_NAME = '[DEFAULT]';

/**
 * How long a page with a kept account waits before it tries a failed load of the SDK again;
 * each further wait is twice the last, up to SDK_RETRY_MAX_MS, so a page left open on a file
 * that is gone does not ask for it every few seconds for hours.
 */
export const SDK_RETRY_MS = 3_000;
export const SDK_RETRY_MAX_MS = 60_000;

/** The longest the SDK waits for the page to load: a remote that never answers must not hold it. */
export const PAGE_LOAD_WAIT_MS = 5_000;

const loadFirebaseBackend = async (config: RuntimeConfig) => {
  const { createFirebaseBackend, initFirebase } = await import(
    /* webpackChunkName: "firebase-auth" */ './firebase-backend'
  );
  return createFirebaseBackend(initFirebase(config));
};

/** Resolves once the page has loaded (every script it started with) and the browser is idle, or after PAGE_LOAD_WAIT_MS. */
export function whenPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAGE_LOAD_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 1_000 });
      else setTimeout(done, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

export interface DeferredFirebaseOptions {
  /** How the SDK is fetched and started (tests pass their own). */
  load?: (config: RuntimeConfig) => Promise<AuthBackend>;
  /** Reads the account the SDK kept (stored-session.ts). */
  readKept?: (apiKey: string, appName: string) => Promise<StoredSession | null>;
  /** Resolves when a page with a kept account may fetch the SDK. */
  whenLoaded?: () => Promise<void>;
}

/**
 * The Firebase identity service, its SDK loaded when first needed (see above); a load that
 * fails is tried again by the next use.
 */
export function createDeferredFirebaseBackend(
  config: RuntimeConfig,
  {
    load = loadFirebaseBackend,
    readKept = readStoredSession,
    whenLoaded = whenPageLoaded,
  }: DeferredFirebaseOptions = {},
): AuthBackend {
  let loading: Promise<AuthBackend> | null = null;
  let loaded: AuthBackend | null = null;
  // Settles when anything starts the SDK's load: a listener still waiting for the page then
  // subscribes at once (after a log-out, say, it must hear of it).
  let requested!: () => void;
  const sdkRequested = new Promise<void>((resolve) => (requested = resolve));
  const backend = (): Promise<AuthBackend> => {
    if (!loading) {
      requested();
      loading = load(config).then(
        (firebase) => (loaded = firebase),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
    }
    return loading;
  };
  // The account kept when the page opened, read once: the provider and the SDK's start both ask.
  let keptAtStart: Promise<StoredSession | null> | null = null;
  const storedSession = () => (keptAtStart ??= readKept(config.firebase.apiKey, DEFAULT_APP_NAME).catch(() => null));

  return {
    onUserChanged(listener) {
      let unsubscribe: (() => void) | null = null;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;
      let stopped = false;
      const subscribe = (kept: StoredSession | null) =>
        backend().then(
          (firebase) => {
            if (!stopped) unsubscribe = firebase.onUserChanged(listener);
          },
          (error: unknown) => {
            console.error('Firebase Auth did not load', error);
            if (stopped) return;
            // A member whose account was kept stays signed in with it (its token serves the
            // calls) while the SDK is tried again: a connection that drops after the page has
            // loaded must not sign them out. Without one, nobody can be known to be signed in:
            // the login page offers to try.
            if (kept) {
              const wait = Math.min(SDK_RETRY_MS * 2 ** failures, SDK_RETRY_MAX_MS);
              failures += 1;
              retry = setTimeout(() => void subscribe(kept), wait);
            } else listener(null);
          },
        );
      void storedSession().then(async (kept) => {
        if (kept) await Promise.race([whenLoaded(), sdkRequested]);
        if (!stopped) await subscribe(kept);
      });
      return () => {
        stopped = true;
        clearTimeout(retry);
        unsubscribe?.();
      };
    },
    currentUser: () => loaded?.currentUser() ?? null,
    getIdToken: async () => (await backend()).getIdToken(),
    storedSession,
    signInWithGoogle: async () => (await backend()).signInWithGoogle(),
    signOut: async () => (await backend()).signOut(),
  };
}
