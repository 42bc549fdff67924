// The account the Firebase SDK kept from an earlier visit, read straight from its storage.
// The SDK, once loaded, checks a kept account with Google (accounts:lookup) before it reports
// anyone signed in: one more round trip (on a phone's network about 600 ms) before the first
// API call could go out. Its ID token, while still valid, is as good for the API as the one
// the SDK would hand out, so the first calls go out with it beside that check
// (docs/architecture.md §4). This reads a format the SDK does not publish: anything
// unexpected answers null, and the page waits for the SDK as before.
import type { StoredSession } from '../auth/backend';

/** The SDK's IndexedDB persistence (firebase/auth's indexedDBLocalPersistence). */
const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/** A token with less than this left is not used: the SDK would refresh it before a call anyway. */
export const MIN_TOKEN_LIFE_MS = 5 * 60 * 1000;

type KeptUser = {
  uid?: unknown;
  email?: unknown;
  emailVerified?: unknown;
  displayName?: unknown;
  photoURL?: unknown;
  stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The session in a kept user record, if it is one with a token valid for a while yet. */
export function sessionOfKeptUser(kept: unknown, now = Date.now()): StoredSession | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const user = kept as KeptUser;
  const uid = text(user.uid);
  const idToken = text(user.stsTokenManager?.accessToken);
  const expires = user.stsTokenManager?.expirationTime;
  if (!uid || !idToken || typeof expires !== 'number' || expires - now < MIN_TOKEN_LIFE_MS) return null;
  return {
    user: {
      uid,
      email: text(user.email),
      emailVerified: user.emailVerified === true,
      displayName: text(user.displayName),
      photoURL: text(user.photoURL),
    },
    idToken,
  };
}

/** Resolves with the request's result, or null on any failure. */
const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T | null>((resolve) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });

/** The kept session of the Firebase app `appName` with `apiKey`, or null (none, expired, or unreadable). */
export async function readStoredSession(apiKey: string, appName: string): Promise<StoredSession | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const opening = indexedDB.open(DATABASE);
    // No database yet: nobody was kept. Abort, so this read does not create it.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    const database = await settle(opening);
    if (!database) return null;
    try {
      if (!database.objectStoreNames.contains(STORE)) return null;
      const record = await settle(
        database.transaction(STORE, 'readonly').objectStore(STORE).get(`firebase:authUser:${apiKey}:${appName}`),
      );
      return sessionOfKeptUser((record as { value?: unknown } | null)?.value);
    } finally {
      database.close();
    }
  } catch {
    return null;
  }
}
