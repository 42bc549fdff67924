import { index, integer, foreignKey, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { players } from './players';
import { teams } from './teams';

/**
 * What the provider said at the league's last import, so the next one moves a player or a
 * FAAB balance only where the provider's answer changed since (docs/leagues.md §5): the app
 * is the league's record, and a trade made in it stands while the provider says what it said.
 *
 * Per player of the imported season's book: the team the provider had him on (null: on no
 * roster of an imported team), when that was read.
 */
export const providerPlayerTeams = pgTable(
  'provider_player_teams',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').notNull(),
    teamId: integer('team_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'provider_player_teams_player_fk',
      columns: [table.leagueId, table.playerId],
      foreignColumns: [players.leagueId, players.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'provider_player_teams_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('cascade'),
    uniqueIndex('provider_player_teams_player_key').on(table.leagueId, table.playerId),
    index('provider_player_teams_league_idx').on(table.leagueId),
  ],
);

/** Per team and season: the FAAB balance the provider reported at the last import, when that was read. */
export const providerFaabBalances = pgTable(
  'provider_faab_balances',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    season: integer('season').notNull(),
    balance: integer('balance').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'provider_faab_balances_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('cascade'),
    uniqueIndex('provider_faab_balances_team_season_key').on(table.leagueId, table.teamId, table.season),
    index('provider_faab_balances_league_idx').on(table.leagueId),
  ],
);
