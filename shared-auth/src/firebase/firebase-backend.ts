import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthBackend, AuthUser } from '../auth/backend';
import { readStoredSession } from './stored-session';
import type { RuntimeConfig } from 'shared-contracts';

/**
 * The Firebase Auth instance of this page. Idempotent: the shell and a remote may both call
 * it (shared-auth is a Module Federation singleton, and firebase keeps one default app), and
 * the emulator is connected once, before any other use, as the SDK requires.
 */
export function initFirebase(config: RuntimeConfig): Auth {
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  const auth = getAuth(app);
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

/** The app's identity service on Firebase Auth with Google popup sign-in (docs/architecture.md §4). */
export function createFirebaseBackend(auth: Auth): AuthBackend {
  return {
    onUserChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
    currentUser: () => (auth.currentUser ? toAuthUser(auth.currentUser) : null),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    storedSession: () => readStoredSession(auth.app.options.apiKey ?? '', auth.app.name),
    signInWithGoogle: async () => {
      await signInWithPopup(auth, new GoogleAuthProvider());
    },
    signOut: () => signOut(auth),
  };
}
