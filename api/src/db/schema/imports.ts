import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { users } from './users';

/**
 * A league's import from its provider: which seasons it covers (newest first), which of them
 * are written (each season in one transaction, so a stopped import resumes after the last
 * season it finished), and where it is now. One row per run; a run that paused or failed is
 * picked up again by the next POST instead of starting over.
 */
export const leagueImports = pgTable(
  'league_imports',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    /** running, paused (the provider asked us to wait), failed, done. */
    status: text('status').notNull(),
    /** The seasons to import, newest first. */
    seasons: jsonb('seasons').$type<number[]>().notNull(),
    /** What each finished season changed (SeasonImport of shared-contracts), in order. */
    completed: jsonb('completed')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    step: text('step').notNull().default(''),
    calls: integer('calls').notNull().default(0),
    message: text('message').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    index('league_imports_league_idx').on(table.leagueId, table.id),
    check('league_imports_status', sql`${table.status} in ('running', 'paused', 'failed', 'done')`),
  ],
);
