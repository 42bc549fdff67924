import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  foreignKey,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';
import { users } from './users';

export const memberRole = pgEnum('member_role', ['commissioner', 'manager']);

/**
 * Who belongs to a league, in which role, managing which team (if any). An invitation is a
 * membership with an email and no user yet: the invited person's first sign-in with that
 * email fills in `userId` and `joinedAt`.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id'),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** Null while the invitation waits for its first sign-in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited email, lower-cased; the user's email for members admitted otherwise. */
    email: text('email'),
    role: memberRole('role').notNull(),
    teamId: integer('team_id'),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.leagueId, table.id] }),
    // A removed team leaves its manager a member without a team: the migration makes this
    // `on delete set null (team_id)`, which keeps league_id (drizzle cannot say the column).
    foreignKey({
      name: 'memberships_team_fk',
      columns: [table.leagueId, table.teamId],
      foreignColumns: [teams.leagueId, teams.id],
    }).onDelete('set null'),
    uniqueIndex('memberships_league_user_key').on(table.leagueId, table.userId),
    uniqueIndex('memberships_league_email_key').on(table.leagueId, table.email),
    // A team has at most one manager: one member holds it.
    uniqueIndex('memberships_league_team_key')
      .on(table.leagueId, table.teamId)
      .where(sql`${table.teamId} is not null`),
    // Every signed-in request finds the caller's memberships from their user (the access guard).
    index('memberships_user_idx').on(table.userId),
  ],
);

/**
 * A person the commissioner removed from a league, and when (the latest time). Removing a
 * member ends what the invitation links made before then can do for them: such a link no
 * longer admits them, a new invitation does (docs/api.md §5, Invitation links).
 */
export const leagueRemovals = pgTable(
  'league_removals',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leagueId, table.userId] })],
);
