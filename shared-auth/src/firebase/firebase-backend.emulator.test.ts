/**
 * The Firebase adapter against the real Auth emulator (project demo-fantasy), the part every
 * other unit test stubs. Needs the emulator at FIREBASE_AUTH_EMULATOR_URL (default
 * http://127.0.0.1:9099), which `npm start` and `npm test` run.
 */
import { createUserWithEmailAndPassword, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { endpoints } from 'shared-contracts';
import { createApiClient } from '../api/api-client';
import { testRuntimeConfig } from '../testing/runtime-config';
import { createFirebaseBackend, initFirebase } from './firebase-backend';

const emulatorUrl = process.env.FIREBASE_AUTH_EMULATOR_URL ?? testRuntimeConfig.authEmulatorUrl!;
const config = { ...testRuntimeConfig, authEmulatorUrl: emulatorUrl };

function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

beforeAll(async () => {
  const reachable = await fetch(emulatorUrl).then(
    (r) => r.ok,
    () => false,
  );
  if (!reachable)
    throw new Error(`The Firebase Auth emulator is not reachable at ${emulatorUrl}; start it (npm start) first.`);
});

describe('initFirebase', () => {
  it('gives one Auth per page however often it is called, connected to the emulator', () => {
    const first = initFirebase(config);
    const second = initFirebase(config);
    expect(second).toBe(first);
    expect(first.app.options.projectId).toBe('demo-fantasy');
    expect(first.emulatorConfig).toMatchObject({
      host: new URL(emulatorUrl).hostname,
      port: Number(new URL(emulatorUrl).port),
    });
  });
});

describe('the Firebase backend', () => {
  const auth = initFirebase(config);
  const backend = createFirebaseBackend(auth);
  afterAll(() => backend.signOut());

  it('reports the signed-in Google user and their ID token, and signs out', async () => {
    const email = `jest-${Date.now()}@example.com`;
    const seen: Array<string | null> = [];
    const stop = backend.onUserChanged((user) => seen.push(user?.email ?? null));

    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub: `jest-${Date.now()}`, email, email_verified: true, name: 'Jest Example' }),
    );
    await signInWithCredential(auth, credential);
    expect(backend.currentUser()).toMatchObject({ email, emailVerified: true, displayName: 'Jest Example' });

    const token = await backend.getIdToken();
    expect(token).toEqual(expect.any(String));
    const claims = decodeJwtPayload(token!);
    expect(claims).toMatchObject({ email, aud: 'demo-fantasy' });
    expect(claims.firebase).toMatchObject({ sign_in_provider: 'google.com' });

    // The fetch client sends exactly that token.
    let sentAuthorization: string | null = null;
    const client = createApiClient({
      getToken: backend.getIdToken,
      fetch: async (_input, init) => {
        sentAuthorization = new Headers(init?.headers).get('Authorization');
        return new Response(null, { status: 204 });
      },
    });
    await client.call(endpoints.removeMember, { params: { id: 1 } });
    expect(sentAuthorization).toBe(`Bearer ${token}`);

    await backend.signOut();
    expect(backend.currentUser()).toBeNull();
    expect(await backend.getIdToken()).toBeNull();
    stop();
    expect(seen).toContain(email);
    expect(seen.at(-1)).toBeNull();
  });

  it('reports an email and password sign-up as unverified, as its ID token does', async () => {
    const email = `jest-password-${Date.now()}@example.com`;
    await createUserWithEmailAndPassword(auth, email, 'jest-password');
    expect(backend.currentUser()).toMatchObject({ email, emailVerified: false });
    expect(decodeJwtPayload((await backend.getIdToken())!)).toMatchObject({ email, email_verified: false });
    await backend.signOut();
  });
});
