import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person who has signed in at least once, keyed by their Firebase uid. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firebaseId: text('firebase_id').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The league the person chose last (docs/leagues.md): a call without the X-League-Id
     * header works in it. Null until they choose; a league they left, or that was deleted,
     * is passed over. No foreign key: users are copied to every node (a reference table,
     * api/src/db/distribution.ts), and a reference table cannot refer to league data.
     */
    lastLeagueId: integer('last_league_id'),
  },
  (table) => [uniqueIndex('users_firebase_id_key').on(table.firebaseId)],
);
