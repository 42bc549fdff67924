import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';

/**
 * A league's connection to its fantasy provider (Yahoo today): the OAuth tokens, encrypted
 * at rest (AES-256-GCM, `iv.tag.ciphertext` in base64url), and which provider league the
 * app follows. One row per league and provider; the tokens never leave the server.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** 'yahoo'; another provider (Sleeper, say) gets rows of its own. */
    provider: text('provider').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    /** The provider's id of the account that authorized us, when it says (Yahoo stopped in 2024). */
    accountGuid: text('account_guid'),
    /** The provider league the app follows, e.g. '461.l.6288'; null picks the newest season. */
    providerLeagueKey: text('provider_league_key'),
    /** The provider asked us to slow down: no calls until then. */
    cooldownUntil: timestamp('cooldown_until', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('provider_connections_league_provider_key').on(table.leagueId, table.provider)],
);
