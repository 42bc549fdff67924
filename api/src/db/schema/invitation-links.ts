import {
  check,
  index,
  integer,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { leagues } from './leagues';
import { teams } from './teams';
import { users } from './users';

/**
 * A link a commissioner shares to let people join the league as managers (docs/leagues.md):
 * whoever opens `/join/<token>` signed in joins, until the link expires, has admitted
 * `maxUses` people, or is revoked (the row is deleted; the audit log keeps it). A link that
 * names a team admits one person, who manages that team.
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** 24 random bytes, base64url: the secret the link carries. */
    token: text('token').notNull(),
    teamId: integer('team_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    foreignKey({
      name: 'invitation_links_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('cascade'),
    // `/join/<token>` finds its link without knowing the league, so a token must name one
    // link in every league. It does by construction (24 random bytes: a repeat is not to be
    // expected in the life of the universe), not by a key: a key on the token alone could not
    // be kept on a table distributed by league. The key is per league; the lookup by token
    // uses the index beside it (on Citus it asks every shard: a join is rare).
    uniqueIndex('invitation_links_token_key').on(table.leagueId, table.token),
    index('invitation_links_token_idx').on(table.token),
    index('invitation_links_league_idx').on(table.leagueId),
    check('invitation_links_uses_within_limit', sql`${table.uses} between 0 and ${table.maxUses}`),
  ],
);
