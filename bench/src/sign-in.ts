/**
 * A bench user: signed up in the running Firebase Auth emulator, then signed in to the API
 * through POST /api/auth/user, where the open demo league admits them.
 */
export async function signInBenchUser(emulatorHost: string, apiBaseUrl: string): Promise<string> {
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', displayName: 'Bench', returnSecureToken: true }),
  }).catch((error: unknown) => {
    throw new Error(`The Firebase Auth emulator is not answering on ${emulatorHost} (start it with npm start, or firebase emulators:start --only auth): ${String(error)}`);
  });
  if (!signUp.ok) throw new Error(`Emulator sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { localId, idToken } = (await signUp.json()) as { localId: string; idToken: string };

  const sync = await fetch(`${apiBaseUrl}/api/auth/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ firebaseId: localId, email, displayName: 'Bench', photoURL: null }),
  });
  if (!sync.ok) throw new Error(`Signing the bench user in failed: ${sync.status} ${await sync.text()}`);
  return idToken;
}
