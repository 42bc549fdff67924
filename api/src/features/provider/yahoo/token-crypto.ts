/**
 * Provider tokens are encrypted at rest with AES-256-GCM (node:crypto): a stolen database
 * dump holds no usable token. The key comes from settings (YAHOO_TOKEN_KEY, 32 bytes in
 * base64); outside production a missing key is generated once into a file only this user
 * may read.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type TokenCipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

const VERSION = 'v1';

/** Seals as `v1.iv.tag.ciphertext`, each part base64url; a fresh IV every time. */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** `setting` names the key in the error: the notifications' unsubscribe links are signed with a key loaded the same way. */
export function decodeTokenKey(encoded: string, setting = 'YAHOO_TOKEN_KEY'): Buffer {
  const key = Buffer.from(encoded.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${setting} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

/**
 * The configured key, or the one in `keyFile` (development), generated with mode
 * 0600 on first use. A key that changes makes the stored tokens unreadable: the connection
 * then asks to be made again.
 */
export async function loadTokenKey(options: {
  tokenKey: string | null;
  keyFile: string;
  setting?: string;
}): Promise<Buffer> {
  const decode = (encoded: string) => decodeTokenKey(encoded, options.setting);
  if (options.tokenKey) return decode(options.tokenKey);
  // Production refuses to start without the configured key (config.ts): this is development.
  try {
    return decode(await readFile(options.keyFile, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(options.keyFile), { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': two servers starting together must not overwrite each other's key.
    await writeFile(options.keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return decode(await readFile(options.keyFile, 'utf8'));
    throw error;
  }
}
