import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One league per deployment today; every league-owned row still carries its league id so
 * more leagues can come later without a data migration.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The demo league admits any signed-in user when the server is configured to. */
    isDemo: boolean('is_demo').notNull().default(false),
    currentSeason: integer('current_season').notNull(),
    defaultSeason: integer('default_season').notNull(),
    defaultWeek: integer('default_week').notNull(),
    /** The fantasy provider the league follows ('yahoo', 'sleeper' or 'espn'): the neutral /api/provider calls go to it. */
    provider: text('provider').notNull().default('yahoo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('leagues_default_week_range', sql`${table.defaultWeek} between 1 and 18`),
    check('leagues_provider_known', sql`${table.provider} in ('yahoo', 'sleeper', 'espn')`),
  ],
);
