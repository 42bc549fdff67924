import type { AuthBackend, AuthUser } from '../auth/backend';
import { createFakeAuthBackend, testUser } from '../testing/fake-auth-backend';
import { testRuntimeConfig } from '../testing/runtime-config';
import { createDeferredFirebaseBackend } from './deferred-firebase-backend';

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
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, load);
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
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, load);
    const listener = jest.fn();
    const stop = backend.onUserChanged(listener);
    stop();
    loads[0]!.resolve(createFakeAuthBackend({ user: testUser }));
    await settled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the kept account without loading the SDK', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, load);
    // jsdom has no IndexedDB: nobody was kept.
    await expect(backend.storedSession!()).resolves.toBeNull();
    expect(loads).toHaveLength(0);
  });

  it('tells its listener nobody is signed in when the SDK did not arrive, and tries again on the next use', async () => {
    const { load, loads } = controlledLoad();
    const backend = createDeferredFirebaseBackend(testRuntimeConfig, load);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const listener = jest.fn();
    backend.onUserChanged(listener);
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
});
