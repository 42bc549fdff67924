import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';

/**
 * A league's connection to a fantasy provider: which provider league the app follows and,
 * for Yahoo, the OAuth tokens, encrypted at rest (AES-256-GCM, `iv.tag.ciphertext` in
 * base64url). Sleeper's API is public: its row has no tokens. One row per league and
 * provider; the tokens never leave the server.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** 'yahoo', 'sleeper' or 'espn'. */
    provider: text('provider').notNull(),
    /**
     * Yahoo's tokens; null for a provider without OAuth (Sleeper). ESPN's two cookies of a private
     * league wear these names (docs/espn.md §3): espn_s2 in access_token_encrypted, SWID in
     * refresh_token_encrypted, sealed the same way, with no expiry (ESPN does not say one).
     */
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** The provider's id of the account that authorized us, when it says (Yahoo stopped in 2024). */
    accountGuid: text('account_guid'),
    /** The provider league the app follows, e.g. Yahoo's '461.l.6288' or a Sleeper league id; null picks Yahoo's newest season. */
    providerLeagueKey: text('provider_league_key'),
    /** The provider asked us to slow down: no calls until then. */
    cooldownUntil: timestamp('cooldown_until', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    uniqueIndex('provider_connections_league_provider_key').on(table.leagueId, table.provider),
  ],
);

/**
 * Sleeper's player list (`/players/nfl`, 5–14 MB): streamed into this table at most once a
 * day, so rosters and imports name a Sleeper player id without holding the list in memory.
 * Shared by every league (the list is the same for all).
 */
export const sleeperPlayers = pgTable('sleeper_players', {
  playerId: text('player_id').primaryKey(),
  fullName: text('full_name').notNull(),
  position: text('position'),
  nflTeam: text('nfl_team'),
  /** e.g. ['RB', 'WR']; the first is the player's position in our book when `position` is empty. */
  fantasyPositions: text('fantasy_positions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  status: text('status'),
});

/** Each completed download of Sleeper's player list: when, and how many players it held. */
export const sleeperPlayerDownloads = pgTable('sleeper_player_downloads', {
  id: serial('id').primaryKey(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  playerCount: integer('player_count').notNull(),
});
