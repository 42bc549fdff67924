import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { TEAM_KEYS } from './activity-kinds';

/** An audit entry as the feed reads it, with the display name of who made it. */
export type FeedEntry = {
  id: number;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
  userId: number | null;
  displayName: string | null;
};

export type FeedFilter = { actions: string[]; teamId?: number };

/** A team named by any of the row's team keys, before or after the change. */
function concernsTeam(teamId: number): SQL {
  // A proposal's entry holds the trade under `trade` (beside its items).
  const keys = TEAM_KEYS.flatMap((key) => [
    sql`${auditLog.before} ->> ${key}`,
    sql`${auditLog.after} ->> ${key}`,
    sql`${auditLog.after} -> 'trade' ->> ${key}`,
  ]);
  // A trade of three or four teams lists them all under `teamIds`.
  const listed = sql`coalesce(${auditLog.after} -> 'teamIds', '[]'::jsonb) @> ${JSON.stringify([teamId])}::jsonb`;
  return sql`(${String(teamId)} in (${sql.join(keys, sql`, `)}) or ${listed})`;
}

/**
 * One page of the league's feed, newest first by the entry's id (ids grow with every insert,
 * so an entry written meanwhile lands before the first page, never inside one already read).
 * One row more than asked tells whether another page follows.
 */
export async function listFeedPage(
  db: Queryable,
  leagueId: number,
  filter: FeedFilter,
  page: { before?: number; limit: number },
): Promise<{ entries: FeedEntry[]; more: boolean }> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      userId: auditLog.userId,
      displayName: users.displayName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.leagueId, leagueId),
        inArray(auditLog.action, filter.actions),
        page.before === undefined ? undefined : lt(auditLog.id, page.before),
        filter.teamId === undefined ? undefined : concernsTeam(filter.teamId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  return { entries: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/** Whether `id` is an audit entry of the league (a `before` cursor must name one). */
export async function entryExists(db: Queryable, leagueId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.id, id), eq(auditLog.leagueId, leagueId)));
  return row !== undefined;
}

/** Display names of the users a page's member entries tell of (a removed member, say). */
export async function displayNames(db: Queryable, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}
