import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';

export const teams = pgTable(
  'teams',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    /**
     * The team's key at the league's provider (Yahoo's `461.l.6288.t.1`, Sleeper's, ESPN's)
     * once linked or imported. Answers still name it `yahooTeamKey`, as the product spec does.
     */
    providerTeamKey: text('provider_team_key'),
    logoUrl: text('logo_url'),
  },
  (table) => [
    // Keyed by league and id, as every league-owned table (api/src/db/distribution.ts): the
    // league leads, so its rows of any table are found, and kept, together.
    primaryKey({ columns: [table.leagueId, table.id] }),
    uniqueIndex('teams_league_abbreviation_key').on(table.leagueId, table.abbreviation),
    uniqueIndex('teams_league_provider_team_key_key').on(table.leagueId, table.providerTeamKey),
  ],
);
