import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';

/**
 * A league's playoff format, set by its commissioner: how many of the regular season's best
 * teams reach the playoffs, and how many of the season's last weeks the playoffs take. The
 * record book reads each season's champion with it (docs/api.md §21); a league without a row
 * has the default format.
 */
export const playoffFormats = pgTable(
  'playoff_formats',
  {
    leagueId: integer('league_id')
      .primaryKey()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    playoffTeams: integer('playoff_teams').notNull(),
    playoffWeeks: integer('playoff_weeks').notNull(),
  },
  (table) => [
    check('playoff_formats_teams_range', sql`${table.playoffTeams} between 2 and 16`),
    check('playoff_formats_weeks_range', sql`${table.playoffWeeks} between 1 and 4`),
  ],
);
