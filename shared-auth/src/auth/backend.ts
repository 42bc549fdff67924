/** The signed-in person as the web apps see them. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /** Whether the provider verified `email`: the league admits verified email addresses only. */
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
}

/** An account the identity service kept from an earlier visit, with an ID token still valid for a while. */
export interface StoredSession {
  user: AuthUser;
  idToken: string;
}

/**
 * What the app needs from an identity service. The Firebase implementation lives in
 * ../firebase/firebase-backend.ts; tests pass a fake, so no unit test needs Firebase.
 */
export interface AuthBackend {
  /** Calls back once with the current user (or null) as soon as it is known, then on every change. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  currentUser(): AuthUser | null;
  /** The current user's ID token, refreshed when near expiry; null when signed out. */
  getIdToken(): Promise<string | null>;
  /**
   * The account kept from an earlier visit, read without waiting for the service to start (the
   * first API calls then go out at once); null when there is none. Optional: without it the
   * app waits for `onUserChanged`.
   */
  storedSession?(): Promise<StoredSession | null>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
}
