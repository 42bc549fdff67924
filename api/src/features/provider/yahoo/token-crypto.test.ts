import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createTokenCipher, decodeTokenKey, loadTokenKey } from './token-crypto';

describe('token encryption at rest', () => {
  const folders: string[] = [];
  after(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('seals a token so the sealed text is not the token, and opens it again', () => {
    const cipher = createTokenCipher(randomBytes(32));
    const sealed = cipher.encrypt('Jzxbkq-access-token');
    assert.ok(!sealed.includes('Jzxbkq'));
    assert.notEqual(cipher.encrypt('Jzxbkq-access-token'), sealed, 'a fresh IV every time');
    assert.equal(cipher.decrypt(sealed), 'Jzxbkq-access-token');
  });

  it('refuses a tampered token and a token sealed with another key', () => {
    const cipher = createTokenCipher(randomBytes(32));
    const sealed = cipher.encrypt('token');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    assert.throws(() => cipher.decrypt([...parts.slice(0, 3), data.toString('base64url')].join('.')));
    assert.throws(() => createTokenCipher(randomBytes(32)).decrypt(sealed));
  });

  it('takes a configured key, and rejects one that is not 32 bytes', async () => {
    const key = randomBytes(32);
    assert.deepEqual(await loadTokenKey({ tokenKey: key.toString('base64'), keyFile: '/nonexistent/key' }), key);
    assert.throws(() => decodeTokenKey(randomBytes(16).toString('base64')), /YAHOO_TOKEN_KEY must be 32 bytes/);
  });

  it('generates a development key once, readable by this user only, and reuses it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'yahoo-key-'));
    folders.push(folder);
    const keyFile = path.join(folder, 'nested', 'yahoo-token.key');
    const first = await loadTokenKey({ tokenKey: null, keyFile });
    assert.equal(first.length, 32);
    assert.equal((await stat(keyFile)).mode & 0o777, 0o600);
    assert.deepEqual(decodeTokenKey(await readFile(keyFile, 'utf8')), first);
    assert.deepEqual(await loadTokenKey({ tokenKey: null, keyFile }), first);
  });
});
