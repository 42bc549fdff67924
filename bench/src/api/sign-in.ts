import { createTestUser } from 'api/src/testing/identities';

/**
 * A bench user: signed in to the running Firebase Auth emulator with a Google account (a
 * verified email, as every member has), then to the API through POST /api/auth/user, where
 * the open demo league admits them. Answers their ID token.
 */
export async function signInBenchUser(emulatorHost: string, apiBaseUrl: string): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const user = await createTestUser('bench');
  const sync = await fetch(`${apiBaseUrl}/api/auth/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ firebaseId: user.uid, email: user.email, displayName: user.name, photoURL: null }),
  });
  if (!sync.ok) throw new Error(`Signing the bench user in failed: ${sync.status} ${await sync.text()}`);
  return user.idToken;
}
