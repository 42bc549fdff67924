import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { leagueRemovals, memberships, users } from '../../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../../db/league-row';

type MembershipRow = typeof memberships.$inferSelect;

/** Whether the user holds a membership of the league (an invitation to their email does not count). */
export async function isMemberOf(db: Queryable, leagueId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.leagueId, leagueId), eq(memberships.userId, userId)));
  return row !== undefined;
}

/**
 * Locks the user's row until the transaction ends and answers their stored (verified) email
 * and how many leagues they belong to: a join and a league creation at the same moment
 * (league-creation.ts locks the same row) count each other against the cap.
 */
export async function lockJoiner(db: Queryable, userId: number): Promise<{ email: string; leagues: number }> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`User ${userId} vanished while joining a league`);
  const [held] = await db.select({ leagues: count() }).from(memberships).where(eq(memberships.userId, userId));
  return { email: user.email, leagues: held?.leagues ?? 0 };
}

/**
 * The league's invitation to `email` that nobody has taken up yet; null for none. `lock` holds
 * its row until the transaction ends (a join takes it up); the page a link opens only asks.
 */
export async function findOpenInvitation(
  db: Queryable,
  leagueId: number,
  email: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<MembershipRow | null> {
  const query = db
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.leagueId, leagueId), eq(memberships.email, email.toLowerCase()), isNull(memberships.userId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The user's stored (verified) email. */
export async function emailOf(db: Queryable, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} is not stored`);
  return user.email;
}

/** Takes up an invitation as its addressee: it becomes their membership. */
export async function bindInvitation(
  db: Queryable,
  invitation: LeagueRowKey,
  values: { userId: number; teamId: number | null; joinedAt: Date },
): Promise<MembershipRow> {
  const [row] = await db.update(memberships).set(values).where(isLeagueRow(memberships, invitation)).returning();
  if (!row) throw new Error(`Invitation ${invitation.id} vanished while it was taken up`);
  return row;
}

export async function insertManager(
  db: Queryable,
  values: { leagueId: number; userId: number; teamId: number | null; joinedAt: Date },
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, role: 'manager' })
    .returning();
  if (!row) throw new Error('The membership was not stored');
  return row;
}

/** When the user was last removed from the league by its commissioner; null if never. */
export async function lastRemoval(db: Queryable, leagueId: number, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ removedAt: leagueRemovals.removedAt })
    .from(leagueRemovals)
    .where(and(eq(leagueRemovals.leagueId, leagueId), eq(leagueRemovals.userId, userId)));
  return row?.removedAt ?? null;
}
