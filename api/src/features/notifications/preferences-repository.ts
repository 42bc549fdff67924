import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notificationPreferences } from '../../db/schema';
import {
  DEFAULT_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreference,
} from 'shared-contracts/notifications';

/** The member's delivery of every kind in the league: their choice, else the kind's default. */
export async function readPreferences(
  db: Queryable,
  leagueId: number,
  userId: number,
): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.leagueId, leagueId), eq(notificationPreferences.userId, userId)));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery as NotificationDelivery]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: chosen.get(kind) ?? DEFAULT_DELIVERY[kind] }));
}

/** Stores the member's choices, one upsert for all of them (one statement: all or none). */
export async function savePreferences(
  db: Queryable,
  leagueId: number,
  userId: number,
  preferences: NotificationPreference[],
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(preferences.map(({ kind, delivery }) => ({ leagueId, userId, kind, delivery })))
    .onConflictDoUpdate({
      target: [notificationPreferences.leagueId, notificationPreferences.userId, notificationPreferences.kind],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    });
}

/** Of `userIds`, those who get `kind` by email in the league. */
export async function emailedMembers(
  db: Queryable,
  leagueId: number,
  kind: NotificationKind,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: notificationPreferences.userId, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.leagueId, leagueId),
        eq(notificationPreferences.kind, kind),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
  const chosen = new Map(rows.map((row) => [row.userId, row.delivery]));
  return userIds.filter((id) => (chosen.get(id) ?? DEFAULT_DELIVERY[kind]) === 'email');
}
