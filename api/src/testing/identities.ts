/**
 * Test identities from the real Firebase Auth emulator: each test user is signed up there
 * and carries the ID token the emulator issued, so the API verifies exactly what a browser
 * would send. (firebase-admin asks the emulator about every token it verifies.)
 */
export const TEST_PROJECT_ID = 'demo-fantasy';

export function authEmulatorHost(): string {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
}

export type TestUser = { uid: string; email: string; name: string; idToken: string };

/**
 * How a test user signs in to the emulator:
 * - `google` (the default, as the web app does): a Google account, whose token says
 *   `email_verified` as `emailVerified` asks (true unless a test says otherwise);
 * - `password`: email and password, so the token's email is unverified, as for anyone who
 *   signs up for an address they do not own;
 * - `anonymous`: no email at all (`email` is then '').
 */
export type SignUpOptions = { via?: 'google' | 'password' | 'anonymous'; emailVerified?: boolean; email?: string };

let counter = 0;

async function emulatorCall(path: string, body: object): Promise<{ localId: string; idToken: string }> {
  const response = await fetch(`http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  }).catch((error: unknown) => {
    throw new Error(
      `The Firebase Auth emulator is not running on ${authEmulatorHost()} (start it, or run the tests with npm test): ${String(error)}`,
    );
  });
  if (!response.ok) throw new Error(`Emulator sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { localId: string; idToken: string };
}

/** Signs a new user in to the emulator and answers them with a fresh ID token. */
export async function createTestUser(label = 'user', options: SignUpOptions = {}): Promise<TestUser> {
  counter += 1;
  const email =
    options.email ?? `${label}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = `Test ${label} ${counter}`;
  const via = options.via ?? 'google';
  if (via === 'anonymous') {
    const body = await emulatorCall('accounts:signUp', {});
    return { uid: body.localId, email: '', name, idToken: body.idToken };
  }
  const body =
    via === 'password'
      ? await emulatorCall('accounts:signUp', { email, password: 'test-password', displayName: name })
      : await emulatorCall('accounts:signInWithIdp', {
          // The emulator takes an unsigned Google ID token's claims as they are.
          postBody: new URLSearchParams({
            id_token: JSON.stringify({
              sub: `google-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
              email,
              email_verified: options.emailVerified ?? true,
              name,
            }),
            providerId: 'google.com',
          }).toString(),
          requestUri: 'http://localhost',
        });
  return { uid: body.localId, email, name, idToken: body.idToken };
}

export function bearer(user: Pick<TestUser, 'idToken'>): { authorization: string } {
  return { authorization: `Bearer ${user.idToken}` };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A token in the emulator's own format (unsigned JWT) with chosen claims, for the cases a
 * real emulator never issues: one already expired, one for another project.
 */
export function forgedEmulatorToken(
  uid: string,
  options: { expiresInSeconds?: number; projectId?: string } = {},
): string {
  const projectId = options.projectId ?? TEST_PROJECT_ID;
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresInSeconds ?? 3600;
  const issuedAt = Math.min(now, now + expiresIn - 60);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: now + expiresIn,
    firebase: { identities: {}, sign_in_provider: 'google.com' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
