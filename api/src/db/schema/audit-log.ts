import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { users } from './users';

/**
 * A 64-bit transaction id (PostgreSQL's xid8), read as text: it never wraps around, and
 * compares in the order transactions began.
 */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Every write to league data: who did what to which row, when, with the row's values before
 * and after (null before a create, null after a delete). Written in the same transaction as
 * the change it records, so the log never tells of a write that did not happen.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** Null for the system itself (seeding, provider sync). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What happened, e.g. 'matchup.update', 'trade.accept', 'player.create'. */
    action: text('action').notNull(),
    /** The table the row lives in, e.g. 'matchups'. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The writing transaction. Ids are taken before commit, so a transaction that began first
     * may commit an entry with a lower id after a higher one is read; the live stream reads in
     * (txId, id) order with its statement's snapshot, and reads the transactions still running
     * again when they commit (docs/api.md §19).
     */
    txId: transactionId('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index('audit_log_league_created_idx').on(table.leagueId, table.createdAt),
    index('audit_log_league_tx_idx').on(table.leagueId, table.txId, table.id),
  ],
);
