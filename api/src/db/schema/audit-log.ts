import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    id: serial('id'),
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
     * The writing transaction's id (PostgreSQL's 64-bit xid8, which never wraps, as a bigint).
     * Ids are handed out at insert but become visible at commit, so entry 10 may appear after
     * entry 11: a reader that stops at entry 11 would skip it. Both readers of the log as a
     * stream read in (xact, id) order: the notification dispatcher up to the oldest
     * transaction still running (docs/notifications.md §1), the live stream with its
     * statement's snapshot, reading the transactions still running again when they commit
     * (docs/api.md §20).
     */
    xact: bigint('xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    /**
     * The oldest transaction still running when the entry was written (its statement's
     * snapshot's xmin). Every transaction below it had ended, so a live stream sent their
     * entries before this one: a reconnect after this entry resends only those of the
     * transactions from here up to the entry's own (docs/api.md §20).
     */
    oldestRunningXact: bigint('oldest_running_xact', { mode: 'number' })
      .notNull()
      .default(sql`(pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    index('audit_log_league_created_idx').on(table.leagueId, table.createdAt),
    // The dispatcher reads every league's entries in order; the live stream one league's.
    index('audit_log_xact_id_idx').on(table.xact, table.id),
    index('audit_log_league_xact_idx').on(table.leagueId, table.xact, table.id),
  ],
);
