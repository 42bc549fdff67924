import { eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import type { SyncUserBody, StoredUser } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toStoredUser(row: UserRow): StoredUser {
  return {
    id: row.id,
    firebaseId: row.firebaseId,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates the user, or brings their profile up to date. Repeating the same call changes
 * nothing (not even updated_at), so the sign-in sync is safe to run on every page load.
 */
export async function upsertUser(
  db: Queryable,
  profile: Required<SyncUserBody>,
): Promise<{ user: UserRow; created: boolean }> {
  const values = {
    firebaseId: profile.firebaseId,
    email: profile.email,
    displayName: profile.displayName,
    photoUrl: profile.photoURL,
  };
  const [written] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.firebaseId,
      set: { email: values.email, displayName: values.displayName, photoUrl: values.photoUrl, updatedAt: sql`now()` },
      setWhere: or(
        ne(users.email, values.email),
        sql`${users.displayName} is distinct from ${values.displayName}`,
        sql`${users.photoUrl} is distinct from ${values.photoUrl}`,
      ),
    })
    // xmax = 0 only on a freshly inserted row: tells a create from an update in one statement.
    .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
  if (written) {
    const { created, ...user } = written;
    return { user, created };
  }
  // Nothing changed: the conflict's WHERE skipped the update, so read the row as it is.
  const [unchanged] = await db.select().from(users).where(eq(users.firebaseId, profile.firebaseId));
  if (!unchanged) throw new Error(`User ${profile.firebaseId} vanished during sign-in sync`);
  return { user: unchanged, created: false };
}
