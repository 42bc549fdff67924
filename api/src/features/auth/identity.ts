import { type App, deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Identity, IdentityVerifier } from '../../plugins/caller';
import { cacheVerifiedTokens } from './token-cache';

export type { Identity, IdentityVerifier };

/**
 * The caller's email when their provider verified it, else null. The only email the API
 * trusts: anyone can sign up with email and password for an address they do not own (the
 * token then says `email_verified: false`), so an unverified email admits nobody anywhere.
 */
export function verifiedEmail(identity: Identity): string | null {
  return identity.emailVerified && identity.email ? identity.email : null;
}

/** Why a signed-in caller without a verified email is refused, naming the email when there is one. */
export function unverifiedEmailMessage(identity: Identity): string {
  const admits = 'the league admits verified email addresses only';
  return identity.email
    ? `${identity.email} has not been verified: ${admits}. Verify it, then sign in again.`
    : `This account has no email address: ${admits}.`;
}

let instances = 0;

export type FirebaseVerifierOptions = {
  projectId: string;
  authEmulatorHost: string | null;
  /** Verified tokens remembered until they expire (TOKEN_CACHE_SIZE); 0 verifies every request. */
  tokenCacheSize: number;
};

/**
 * Verifies Firebase ID tokens with firebase-admin. With an auth emulator host configured the
 * SDK accepts the emulator's unsigned tokens (and only those); without it, only tokens signed
 * by Google for this project pass. A token verified once is answered from memory until its
 * own expiry (token-cache.ts).
 */
export function createFirebaseVerifier(options: FirebaseVerifierOptions): IdentityVerifier {
  if (options.authEmulatorHost) {
    // firebase-admin reads the emulator address from the environment when it verifies.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = options.authEmulatorHost;
  } else {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  // Each API instance gets its own named admin app, so tests can build several apps.
  const name = `fantasy-api-${++instances}`;
  const app: App =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: options.projectId }, name);
  const auth = getAuth(app);
  const verify = cacheVerifiedTokens(
    async (idToken) => {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        identity: {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: decoded.picture ?? null,
        },
        expiresAt: decoded.exp * 1000,
      };
    },
    { maxEntries: options.tokenCacheSize },
  );
  return {
    verify,
    close: () => deleteApp(app),
  };
}
