import { integer, pgEnum, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leagues } from './leagues';
import { teams } from './teams';
import { users } from './users';

export const memberRole = pgEnum('member_role', ['commissioner', 'manager']);

/** Who belongs to a league, in which role, managing which team (if any). */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('memberships_league_user_key').on(table.leagueId, table.userId)],
);
