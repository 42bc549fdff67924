import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';

/**
 * A draft pick: the original team's pick in a round of a year's draft, held by
 * `currentTeamId` (different once traded). `position` is its slot in the round, empty until
 * the order is known. A locked pick is settled and refuses edits.
 */
export const draftPicks = pgTable(
  'draft_picks',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    round: integer('round').notNull(),
    position: integer('position'),
    currentTeamId: integer('current_team_id').notNull(),
    originalTeamId: integer('original_team_id').notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'draft_picks_current_team_fk',
      columns: [table.leagueId, table.currentTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    foreignKey({
      name: 'draft_picks_original_team_fk',
      columns: [table.leagueId, table.originalTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    uniqueIndex('draft_picks_original_key').on(table.leagueId, table.year, table.round, table.originalTeamId),
    index('draft_picks_current_team_idx').on(table.currentTeamId, table.year),
    check('draft_picks_round_range', sql`${table.round} between 1 and 5`),
    check('draft_picks_position_positive', sql`${table.position} is null or ${table.position} >= 1`),
  ],
);

/** Ping pong balls a team holds for one year's draft lottery. */
export const pingPongBalls = pgTable(
  'ping_pong_balls',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    year: integer('year').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'ping_pong_balls_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    uniqueIndex('ping_pong_balls_team_year_key').on(table.leagueId, table.teamId, table.year),
    // The Picks screen lists a league's balls of one year.
    index('ping_pong_balls_league_year_idx').on(table.leagueId, table.year),
    check('ping_pong_balls_quantity_non_negative', sql`${table.quantity} >= 0`),
  ],
);

/** A team's free-agent acquisition budget (FAAB) for one season. */
export const faabBalances = pgTable(
  'faab_balances',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    season: integer('season').notNull(),
    balance: integer('balance').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'faab_balances_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    uniqueIndex('faab_balances_team_season_key').on(table.leagueId, table.teamId, table.season),
    check('faab_balances_balance_non_negative', sql`${table.balance} >= 0`),
  ],
);
