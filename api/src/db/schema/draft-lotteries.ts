import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { users } from './users';

/**
 * A year's draft lottery. Opening it stores a secret and publishes its SHA-256 (the
 * commitment); members add entries until the commissioner closes them; the draw stores the
 * balls it used and the order, and the secret is then shown. A reset lottery stays as
 * history; at most one lottery a (league, year) is not reset.
 */
export const draftLotteries = pgTable(
  'draft_lotteries',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** 'open', 'closed', 'drawn' or 'reset'. */
    status: text('status').notNull(),
    secret: text('secret').notNull(),
    commitment: text('commitment').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    resetAt: timestamp('reset_at', { withTimezone: true }),
    /** [{ teamId, balls }] as the draw read them. */
    teams: jsonb('teams').$type<Array<{ teamId: number; balls: number }>>(),
    lotteryOrder: jsonb('lottery_order').$type<number[]>(),
    fullOrder: jsonb('full_order').$type<number[]>(),
    /** [{ pickId, position }]: the round-1 positions the draw replaced. */
    positionsBefore: jsonb('positions_before').$type<Array<{ pickId: number; position: number | null }>>(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    uniqueIndex('draft_lotteries_active_key')
      .on(table.leagueId, table.year)
      .where(sql`${table.status} <> 'reset'`),
    // The lottery's history lists every lottery of a year, reset ones too (which the key above leaves out).
    index('draft_lotteries_league_year_idx').on(table.leagueId, table.year),
    check('draft_lotteries_status', sql`${table.status} in ('open', 'closed', 'drawn', 'reset')`),
  ],
);

/** A member's entropy string for a lottery, hashed into its seed in id order. */
export const draftLotteryEntries = pgTable(
  'draft_lottery_entries',
  {
    id: serial('id'),
    /** The lottery's league, copied from it: what the table is distributed by (api/src/db/distribution.ts). */
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    lotteryId: integer('lottery_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'draft_lottery_entries_lottery_fk',
      columns: [table.leagueId, table.lotteryId],
      foreignColumns: [draftLotteries.leagueId, draftLotteries.id],
    }).onDelete('cascade'),
    index('draft_lottery_entries_lottery_idx').on(table.lotteryId, table.id),
  ],
);
