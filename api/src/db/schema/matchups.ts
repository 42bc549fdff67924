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
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';

/**
 * One game of one week of a season. `position` orders the games inside a week (1..n); a
 * schedule move renumbers both weeks in one transaction, so it carries no unique index
 * (a unique one would trip over itself halfway through the renumbering).
 */
export const matchups = pgTable(
  'matchups',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    position: integer('position').notNull(),
    homeTeamId: integer('home_team_id').notNull(),
    awayTeamId: integer('away_team_id').notNull(),
    homeScore: numeric('home_score', { precision: 7, scale: 2, mode: 'number' }),
    awayScore: numeric('away_score', { precision: 7, scale: 2, mode: 'number' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** A playoff game (bracket or consolation): shown with the season, left out of the standings. */
    isPlayoff: boolean('is_playoff').notNull().default(false),
    /** Free text the dashboard shows as the game's date line. */
    description: text('description'),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'matchups_home_team_fk',
      columns: [table.leagueId, table.homeTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    foreignKey({
      name: 'matchups_away_team_fk',
      columns: [table.leagueId, table.awayTeamId],
      foreignColumns: [teams.leagueId, teams.id],
    }),
    index('matchups_league_season_week_idx').on(table.leagueId, table.season, table.week, table.position),
    check('matchups_week_range', sql`${table.week} between 1 and 18`),
    check('matchups_position_positive', sql`${table.position} >= 1`),
    check('matchups_distinct_teams', sql`${table.homeTeamId} <> ${table.awayTeamId}`),
  ],
);
