import { z } from 'zod/mini';

/**
 * The Idempotency-Key request header of a create (docs/api.md §1.1), as the IETF httpapi
 * draft "The Idempotency-Key HTTP Header Field" names it: a Structured Field String, so in
 * double quotes (`Idempotency-Key: "8e03978e-40d5-43e8-bc93-6894a57f9324"`); a bare key is
 * taken too, as many clients send one. The key itself is 8 to 128 letters, digits, `-`, `_`,
 * `.` or `:` (a UUID fits), so it never needs escaping and is never a secret's length.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
const KEY_MESSAGE =
  'Idempotency-Key must be 8 to 128 letters, digits, "-", "_", "." or ":" in double quotes, like "8e03978e-40d5-43e8-bc93-6894a57f9324"';

/** The header's value as sent; parses to the key alone, without its quotes. */
export const idempotencyKeyHeader = z.pipe(
  z.string({ error: KEY_MESSAGE }).check(z.refine((value) => KEY.test(unquoted(value)), KEY_MESSAGE)),
  z.transform(unquoted),
);

function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** A repeat of a create whose key came with another league or body (422). */
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request: make a new key for a new request';
/** A repeat of a create whose first request has not answered yet (409): the same intent, still running. */
export const KEY_IN_FLIGHT_MESSAGE =
  'A request with this Idempotency-Key is still being processed: wait for its answer, then try again';

/** The header's value for a key: the draft's quoted string. */
export function idempotencyKeyValue(key: string): string {
  return `"${key}"`;
}

/** The platform's random numbers (browsers and Node alike); this package's types know no DOM. */
const platformCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;

/**
 * A new key for one intent, made where the intent starts: 128 random bits in hex, as unique
 * as the draft's suggested UUID. `getRandomValues` rather than `randomUUID`, which browsers
 * offer only on https or localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = platformCrypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
