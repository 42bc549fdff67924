import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';

/**
 * A player in one year's keeper and auction book. A year's book is its own row set: keeper
 * values move from year to year by import, not by editing history. A player without a
 * fantasy team (`teamId` null) is a free agent. Money is whole auction dollars.
 */
export const players = pgTable(
  'players',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    nflTeam: text('nfl_team').notNull(),
    isRookie: boolean('is_rookie').notNull().default(false),
    teamId: integer('team_id'),
    auctionPrice: integer('auction_price'),
    buffer: integer('buffer'),
    isKeeper: boolean('is_keeper').notNull().default(false),
    previousYearValue: integer('previous_year_value'),
    yearsKept: integer('years_kept').notNull().default(0),
    currentYearValue: integer('current_year_value'),
    /**
     * The round of his year's draft he was taken in (null: not drafted, or not known): what a
     * `drafted-round` keeper rule counts from (docs/api.md §11).
     */
    draftRound: integer('draft_round'),
    /**
     * The league's provider's id of the player, as its week scores key him (Yahoo's numeric
     * player id, Sleeper's player id; docs/screens/players.md §4.8): set by an import, null for a
     * player only the book knows. His points are read by it from `player_week_points`.
     */
    providerPlayerId: text('provider_player_id'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    // A removed team's players become free agents: `on delete set null (team_id)` in the
    // migration, which keeps league_id (drizzle cannot say the column).
    foreignKey({
      name: 'players_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('set null'),
    // docs/screens/players.md §4.3: a name is unique within a year, whatever its letter case.
    uniqueIndex('players_league_year_name_key').on(table.leagueId, table.year, sql`lower(${table.name})`),
    index('players_team_year_idx').on(table.teamId, table.year),
    check('players_years_kept_non_negative', sql`${table.yearsKept} >= 0`),
    check('players_draft_round_range', sql`${table.draftRound} is null or ${table.draftRound} between 1 and 5`),
    index('players_league_year_provider_idx').on(table.leagueId, table.year, table.providerPlayerId),
  ],
);

/**
 * A player's fantasy points in one week of a season, as the league's provider scored them,
 * written by an import (and a week's score refresh). Keyed by the provider's player id rather
 * than a book row: the book is the commissioner's and may be re-imported from a file, while
 * what a player scored stays what it was.
 */
export const playerWeekPoints = pgTable(
  'player_week_points',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    providerPlayerId: text('provider_player_id').notNull(),
    week: integer('week').notNull(),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    uniqueIndex('player_week_points_key').on(table.leagueId, table.season, table.providerPlayerId, table.week),
    check('player_week_points_week_range', sql`${table.week} between 1 and 18`),
  ],
);
