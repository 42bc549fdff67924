import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Idempotency-Key of each create a caller made (docs/api.md §1.1): a repeat of the same
 * request with the same key answers the first answer, stored here, and writes nothing. A
 * key is the caller's own and the request's own (method and path), so two people, or two
 * calls, never share one. `status` is null while the first request is in flight; a refused
 * or failed create deletes its row, so only answers of creates that happened are kept, and
 * each for a day (`expiresAt`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: their identity provider's id (every create needs a signed-in caller). */
    caller: text('caller').notNull(),
    method: text('method').notNull(),
    /** The request's path and query, as sent. */
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's league and body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status; null while the first request is in flight. */
    status: integer('status'),
    /** The first answer's body, as it was sent. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caller, table.method, table.path, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);
