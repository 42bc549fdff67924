import type { AuthBackend, AuthUser, StoredSession } from '../auth/backend';
import { createFakeAuthBackend, testUser } from '../testing/fake-auth-backend';
import { testRuntimeConfig } from '../testing/runtime-config';
import {
  PAGE_LOAD_WAIT_MS,
  SDK_RETRY_MAX_MS,
  SDK_RETRY_MS,
  createDeferredFirebaseBackend,
  whenPageLoaded,
} from './deferred-firebase-backend';

/** A load of the SDK the test settles by hand, counting how often it was started. */
function controlledLoad() {
  const loads: { resolve: (backend: AuthBackend) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<AuthBackend>((resolve, reject) => {
      loads.push({ resolve, reject });
    });
  return { load, loads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDeferredFirebaseBackend', () => {
  it('loads the SDK once, when first used, and then answers with it', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, { load });
    expect(loads).toHaveLength(0);
    expect(backend.currentUser()).toBeNull();

    const heard: (AuthUser | null)[] = [];
    backend.onUserChanged((user) => heard.push(user));
    const token = backend.getIdToken();
    expect(loads).toHaveLength(1);

    const firebase = createFakeAuthBackend({ user: testUser, token: 'sdk-token' });
    loads[0]!.resolve(firebase);
    await expect(token).resolves.toBe('sdk-token');
    expect(heard).toEqual([testUser]);
    expect(backend.currentUser()).toEqual(testUser);

    await backend.signOut();
    expect(firebase.calls.signOut).toBe(1);
    expect(heard).toEqual([testUser, null]);
    await backend.signInWithGoogle();
    expect(firebase.calls.signIn).toBe(1);
    expect(loads).toHaveLength(1);
  });

  it('subscribes nobody who stopped listening before the SDK arrived', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, { load });
    const listener = jest.fn();
    const stop = backend.onUserChanged(listener);
    await settled(); // the kept account is read first: none here, so the SDK is asked for
    stop();
    loads[0]!.resolve(createFakeAuthBackend({ user: testUser }));
    await settled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the kept account without loading the SDK', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, { load });
    // jsdom has no IndexedDB: nobody was kept.
    await expect(backend.storedSession!()).resolves.toBeNull();
    expect(loads).toHaveLength(0);
  });

  it('tells its listener nobody is signed in when the SDK did not arrive, and tries again on the next use', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, { load });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const listener = jest.fn();
    backend.onUserChanged(listener);
    await settled();
    loads[0]!.reject(new Error('Loading chunk firebase-auth failed'));
    await settled();
    expect(listener).toHaveBeenCalledWith(null);
    expect(error).toHaveBeenCalledWith('Firebase Auth did not load', expect.any(Error));
    error.mockRestore();

    const signIn = backend.signInWithGoogle();
    expect(loads).toHaveLength(2);
    const firebase = createFakeAuthBackend({ user: null });
    loads[1]!.resolve(firebase);
    await signIn;
    expect(firebase.calls.signIn).toBe(1);
  });

  describe('with an account kept from an earlier visit', () => {
    const kept: StoredSession = { user: testUser, idToken: 'kept-token' };

    /** A page whose load the test announces by hand. */
    function pageLoading() {
      let loaded!: () => void;
      const whenLoaded = jest.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
      return { whenLoaded, loaded: () => loaded() };
    }

    /** The backend on a page that has not loaded yet, with its SDK loads and the page's load in the test's hands. */
    function keptAccountBackend() {
      const { load, loads } = controlledLoad();
      const page = pageLoading();
      const backend = createDeferredFirebaseBackend(testRuntimeConfig, {
        load,
        readKept: async () => kept,
        whenLoaded: page.whenLoaded,
      });
      return { backend, loads, page };
    }

    it('fetches the SDK only once the page has loaded, then tells the listener', async () => {
      const { backend, loads, page } = keptAccountBackend();
      const listener = jest.fn();
      backend.onUserChanged(listener);
      await settled();
      expect(page.whenLoaded).toHaveBeenCalledTimes(1);
      expect(loads).toHaveLength(0);

      page.loaded();
      await settled();
      expect(loads).toHaveLength(1);
      loads[0]!.resolve(createFakeAuthBackend({ user: testUser }));
      await settled();
      expect(listener).toHaveBeenCalledWith(testUser);
    });

    it('fetches it at once for a use that needs it before then, and the waiting listener hears the outcome', async () => {
      const { backend, loads, page } = keptAccountBackend();
      const heard: (AuthUser | null)[] = [];
      backend.onUserChanged((user) => heard.push(user));
      await settled();

      const signOut = backend.signOut();
      expect(loads).toHaveLength(1);
      const firebase = createFakeAuthBackend({ user: testUser });
      loads[0]!.resolve(firebase);
      await signOut;
      await settled();
      expect(firebase.calls.signOut).toBe(1);
      expect(heard.at(-1)).toBeNull();
      // The page's load, when it comes, starts nothing more.
      page.loaded();
      await settled();
      expect(loads).toHaveLength(1);
    });

    it('keeps the member signed in when the SDK does not arrive, and tries it again, waiting longer each time', async () => {
      jest.useFakeTimers();
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const { backend, loads, page } = keptAccountBackend();
        const listener = jest.fn();
        backend.onUserChanged(listener);
        await jest.advanceTimersByTimeAsync(0);
        page.loaded();
        await jest.advanceTimersByTimeAsync(0);
        // Each wait is twice the last (3, 6, 12, 24, 48 s), then a minute each time.
        const waits = [1, 2, 4, 8, 16].map((times) => times * SDK_RETRY_MS).concat(SDK_RETRY_MAX_MS, SDK_RETRY_MAX_MS);
        for (const wait of waits) {
          loads.at(-1)!.reject(new Error('Loading chunk firebase-auth failed'));
          const asked = loads.length;
          await jest.advanceTimersByTimeAsync(wait - 1);
          expect(loads).toHaveLength(asked);
          await jest.advanceTimersByTimeAsync(1);
          expect(loads).toHaveLength(asked + 1);
        }
        expect(error).toHaveBeenCalledWith('Firebase Auth did not load', expect.any(Error));
        expect(listener).not.toHaveBeenCalled();

        loads.at(-1)!.resolve(createFakeAuthBackend({ user: testUser }));
        await jest.advanceTimersByTimeAsync(0);
        expect(listener).toHaveBeenCalledWith(testUser);
      } finally {
        error.mockRestore();
        jest.useRealTimers();
      }
    });

    it('reads the kept account once, however often it is asked', async () => {
      const readKept = jest.fn(async () => kept);
      const backend = createDeferredFirebaseBackend(testRuntimeConfig, {
        load: controlledLoad().load,
        readKept,
        whenLoaded: pageLoading().whenLoaded,
      });
      backend.onUserChanged(() => {});
      await expect(backend.storedSession!()).resolves.toEqual(kept);
      await expect(backend.storedSession!()).resolves.toEqual(kept);
      expect(readKept).toHaveBeenCalledTimes(1);
    });
  });

  describe('whenPageLoaded', () => {
    afterEach(() => jest.useRealTimers());

    it('resolves once the browser is idle after a loaded page', async () => {
      // jsdom's document has loaded by the time a test runs.
      expect(document.readyState).toBe('complete');
      await expect(whenPageLoaded()).resolves.toBeUndefined();
    });

    it('stops waiting after PAGE_LOAD_WAIT_MS when the page never finishes loading', async () => {
      jest.useFakeTimers();
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      let resolved = false;
      void whenPageLoaded().then(() => (resolved = true));
      await jest.advanceTimersByTimeAsync(PAGE_LOAD_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
      readyState.mockRestore();
    });
  });
});
