import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Identity } from '../../plugins/caller';

/** What verifying a token proved: who the caller is, and until when (the token's `exp`, in ms). */
export type VerifiedToken = { identity: Identity; expiresAt: number };

export type TokenCacheOptions = {
  /** How many verified tokens are kept, least recently used out first; 0 keeps none. */
  maxEntries: number;
  /** The clock expiry is read against, in ms (tests move it). */
  now?: () => number;
};

/**
 * Remembers verified ID tokens so a member's every request does not verify the same token
 * again (with the Auth emulator, firebase-admin asks it about each one). An entry is keyed
 * by the token's SHA-256, so no token is held in memory, and is only answered while the
 * token itself is unexpired: the cache never outlives a token, and an expired token goes
 * back to `verify`, which refuses it. Failures are never remembered.
 *
 * The trade-off (docs/settings.md §1, TOKEN_CACHE_SIZE): a token verified once keeps working until it
 * expires (at most an hour) even if its account is disabled or its sessions revoked meanwhile.
 */
export function cacheVerifiedTokens(
  verify: (idToken: string) => Promise<VerifiedToken>,
  { maxEntries, now = Date.now }: TokenCacheOptions,
): (idToken: string) => Promise<Identity> {
  if (maxEntries === 0) return async (idToken) => (await verify(idToken)).identity;
  const cache = new LRUCache<string, VerifiedToken>({ max: maxEntries });
  return async (idToken) => {
    const key = createHash('sha256').update(idToken).digest('base64');
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now()) return cached.identity;
    if (cached) cache.delete(key);
    const verified = await verify(idToken);
    // Shared by every request that presents this token: nobody may change it.
    const entry = { identity: Object.freeze({ ...verified.identity }), expiresAt: verified.expiresAt };
    if (entry.expiresAt > now()) cache.set(key, entry);
    return entry.identity;
  };
}
