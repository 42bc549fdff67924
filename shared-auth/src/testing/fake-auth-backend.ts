import type { AuthBackend, AuthUser, StoredSession } from '../auth/backend';

/** A stand-in identity service for tests: no Firebase, the test decides who is signed in. */
export interface FakeAuthBackend extends AuthBackend {
  /** Changes the signed-in user and tells every listener, as Firebase's onAuthStateChanged does. */
  setUser(user: AuthUser | null): void;
  /** Who signInWithGoogle signs in. */
  nextUser: AuthUser;
  /** The ID token getIdToken answers while someone is signed in. */
  token: string;
  calls: { signIn: number; signOut: number };
}

export const testUser: AuthUser = {
  uid: 'test-uid',
  email: 'ann@example.com',
  emailVerified: true,
  displayName: 'Ann Example',
  photoURL: null,
};

/**
 * `user: undefined` leaves the state unknown (the app stays 'loading', unless a `stored` account
 * stands in); null is signed out.
 * Replace `signInWithGoogle` or `signOut` on the returned object to make them fail or wait.
 */
export function createFakeAuthBackend(
  options: {
    user?: AuthUser | null;
    token?: string;
    /** The account kept from an earlier visit (storedSession answers it); none when left out. */
    stored?: StoredSession | null;
  } = {},
): FakeAuthBackend {
  const listeners = new Set<(user: AuthUser | null) => void>();
  let known = options.user !== undefined;
  let current: AuthUser | null = options.user ?? null;
  const fake: FakeAuthBackend = {
    nextUser: testUser,
    token: options.token ?? 'test-id-token',
    calls: { signIn: 0, signOut: 0 },
    onUserChanged(listener) {
      listeners.add(listener);
      if (known) listener(current);
      return () => listeners.delete(listener);
    },
    currentUser: () => current,
    getIdToken: async () => (current ? fake.token : null),
    storedSession: async () => options.stored ?? null,
    async signInWithGoogle() {
      fake.calls.signIn++;
      fake.setUser(fake.nextUser);
    },
    async signOut() {
      fake.calls.signOut++;
      fake.setUser(null);
    },
    setUser(user) {
      known = true;
      current = user;
      for (const listener of listeners) listener(user);
    },
  };
  return fake;
}
