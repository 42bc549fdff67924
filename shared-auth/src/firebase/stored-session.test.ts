import { MIN_TOKEN_LIFE_MS, readStoredSession, sessionOfKeptUser } from './stored-session';

const now = Date.parse('2026-11-28T12:00:00Z');
const kept = {
  uid: 'ann-uid',
  email: 'ann@example.com',
  emailVerified: true,
  displayName: 'Ann Example',
  photoURL: null,
  stsTokenManager: { accessToken: 'id-token', refreshToken: 'refresh', expirationTime: now + 60 * 60 * 1000 },
};

describe('sessionOfKeptUser (the Firebase SDK’s kept user record)', () => {
  it('answers the account and its ID token while the token has a while left', () => {
    expect(sessionOfKeptUser(kept, now)).toEqual({
      user: {
        uid: 'ann-uid',
        email: 'ann@example.com',
        emailVerified: true,
        displayName: 'Ann Example',
        photoURL: null,
      },
      idToken: 'id-token',
    });
  });

  it('answers null for a token about to expire or expired: the SDK refreshes it first', () => {
    const expiring = (left: number) => ({
      ...kept,
      stsTokenManager: { ...kept.stsTokenManager, expirationTime: now + left },
    });
    expect(sessionOfKeptUser(expiring(MIN_TOKEN_LIFE_MS + 1), now)).not.toBeNull();
    expect(sessionOfKeptUser(expiring(MIN_TOKEN_LIFE_MS - 1), now)).toBeNull();
    expect(sessionOfKeptUser(expiring(-1000), now)).toBeNull();
  });

  it('answers null for anything it does not understand, and never calls an unverified email verified', () => {
    for (const record of [null, undefined, 'text', {}, { ...kept, uid: 7 }, { ...kept, stsTokenManager: undefined }])
      expect(sessionOfKeptUser(record, now)).toBeNull();
    expect(sessionOfKeptUser({ ...kept, emailVerified: 'yes' }, now)?.user.emailVerified).toBe(false);
  });
});

describe('readStoredSession', () => {
  it('answers null where the page has no IndexedDB', async () => {
    await expect(readStoredSession('key', '[DEFAULT]')).resolves.toBeNull();
  });
});
