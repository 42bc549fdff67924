import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Identity } from './identity';
import { cacheVerifiedTokens, type VerifiedToken } from './token-cache';

const HOUR = 3_600_000;

/**
 * A stand-in for firebase-admin: each token names its uid ("token-for-<uid>"), is valid
 * until `validUntil[token]` (an hour from the start unless set) and counts its verifications.
 */
function fakeVerifier(clock: { now: number }) {
  const calls: string[] = [];
  const validUntil: Record<string, number> = {};
  const refused = new Set<string>();
  const verify = async (idToken: string): Promise<VerifiedToken> => {
    calls.push(idToken);
    const expiresAt = validUntil[idToken] ?? HOUR;
    if (refused.has(idToken) || expiresAt <= clock.now) throw new Error(`refused ${idToken}`);
    const uid = idToken.replace('token-for-', '');
    const identity: Identity = { uid, email: `${uid}@example.com`, emailVerified: true, name: null, picture: null };
    return { identity, expiresAt };
  };
  return { verify, calls, validUntil, refused };
}

function setUp(maxEntries: number) {
  const clock = { now: 0 };
  const fake = fakeVerifier(clock);
  const verify = cacheVerifiedTokens(fake.verify, { maxEntries, now: () => clock.now });
  return { clock, fake, verify };
}

describe('cacheVerifiedTokens', () => {
  it('answers a token verified once from memory, without verifying it again', async () => {
    const { fake, verify } = setUp(10);
    const first = await verify('token-for-ann');
    const second = await verify('token-for-ann');
    assert.equal(second.uid, 'ann');
    assert.deepEqual(second, first);
    assert.deepEqual(fake.calls, ['token-for-ann']);
  });

  it("verifies again once the token's own expiry has passed, and then refuses it", async () => {
    const { clock, fake, verify } = setUp(10);
    fake.validUntil['token-for-ann'] = 10_000;
    await verify('token-for-ann');
    clock.now = 9_999;
    await verify('token-for-ann');
    assert.equal(fake.calls.length, 1, 'still valid: answered from memory');
    clock.now = 10_000;
    await assert.rejects(verify('token-for-ann'), /refused token-for-ann/);
    assert.equal(fake.calls.length, 2, 'expired: asked the verifier again');
  });

  it('keeps an entry no longer than its token, whatever the other tokens', async () => {
    const { clock, fake, verify } = setUp(10);
    fake.validUntil['token-for-ann'] = 1_000;
    fake.validUntil['token-for-bob'] = 5 * HOUR;
    await verify('token-for-ann');
    await verify('token-for-bob');
    clock.now = 2_000;
    await assert.rejects(verify('token-for-ann'));
    assert.equal((await verify('token-for-bob')).uid, 'bob');
    assert.deepEqual(fake.calls, ['token-for-ann', 'token-for-bob', 'token-for-ann']);
  });

  it('never answers one token with another token’s identity', async () => {
    const { fake, verify } = setUp(10);
    // Tokens alike but for one character, one a prefix of the other.
    const tokens = ['token-for-ann', 'token-for-anna', 'token-for-anN', 'token-for-an'];
    for (const token of tokens) assert.equal((await verify(token)).uid, token.replace('token-for-', ''));
    for (const token of tokens) assert.equal((await verify(token)).uid, token.replace('token-for-', ''));
    assert.deepEqual(fake.calls, tokens, 'each token verified once, on its own');
  });

  it('holds at most maxEntries tokens, evicting the least recently used', async () => {
    const { fake, verify } = setUp(2);
    await verify('token-for-ann');
    await verify('token-for-bob');
    await verify('token-for-ann'); // ann is now the most recently used
    await verify('token-for-cat'); // evicts bob
    await verify('token-for-ann');
    await verify('token-for-bob');
    assert.deepEqual(fake.calls, ['token-for-ann', 'token-for-bob', 'token-for-cat', 'token-for-bob']);
  });

  it('remembers nothing with maxEntries 0', async () => {
    const { fake, verify } = setUp(0);
    await verify('token-for-ann');
    await verify('token-for-ann');
    assert.deepEqual(fake.calls, ['token-for-ann', 'token-for-ann']);
  });

  it('never remembers a refusal', async () => {
    const { fake, verify } = setUp(10);
    fake.refused.add('token-for-ann');
    await assert.rejects(verify('token-for-ann'));
    fake.refused.delete('token-for-ann');
    assert.equal((await verify('token-for-ann')).uid, 'ann');
    assert.equal(fake.calls.length, 2);
  });

  it('answers an identity no caller can change for the next', async () => {
    const { verify } = setUp(10);
    const identity = await verify('token-for-ann');
    assert.throws(() => Object.assign(identity, { uid: 'mallory' }), TypeError);
    assert.equal((await verify('token-for-ann')).uid, 'ann');
  });
});
