import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { users } from './users';

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
     * The writing transaction's id. Ids are handed out at insert but become visible at
     * commit, so entry 10 may appear after entry 11: a reader that stops at entry 11 would
     * skip it. Entries whose transaction is older than every transaction still running are
     * final, and every later one gets a larger id: the notification dispatcher reads in
     * (xact, id) order up to there and misses none (docs/notifications.md §1).
     */
    xact: bigint('xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (table) => [
    index('audit_log_league_created_idx').on(table.leagueId, table.createdAt),
    index('audit_log_xact_id_idx').on(table.xact, table.id),
  ],
);
