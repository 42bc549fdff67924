import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { FeedEntry } from '../activity';

/**
 * A place in the league's log: every entry at or before (txId, id) in that order has been
 * read. Entries are read in (transaction, id) order, and only those of transactions older than
 * the oldest still running (the horizon): an entry of a later transaction can never commit
 * behind one already sent, as one with a lower id could (docs/api.md §19).
 */
export type LogCursor = { txId: bigint; id: number };

/** The place before every entry of the log. */
export const LOG_START: LogCursor = { txId: 0n, id: 0 };

export function isAfter(a: LogCursor, b: LogCursor): boolean {
  return a.txId > b.txId || (a.txId === b.txId && a.id > b.id);
}

/** An entry as the stream reads it: the feed's fields and where it stands in the log. */
export type StreamEntry = FeedEntry & { cursor: LogCursor };

type Rows<T> = { rows: T[] };

/**
 * The oldest transaction still running on the database (PGlite: the next one): every entry of
 * an older transaction is committed or gone, so none can appear before it any more.
 */
export async function readHorizon(db: Queryable): Promise<bigint> {
  // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`.
  const { rows } = (await db.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  )) as unknown as Rows<{ horizon: string }>;
  return BigInt(rows[0]!.horizon);
}

/** Where the entry `id` of the league stands in the log; null when it is no entry of the league. */
export async function cursorOfEntry(db: Queryable, leagueId: number, id: number): Promise<LogCursor | null> {
  const { rows } = (await db.execute(
    sql`select tx_id::text as tx from ${auditLog} where id = ${id} and league_id = ${leagueId}`,
  )) as unknown as Rows<{ tx: string }>;
  return rows[0] ? { txId: BigInt(rows[0].tx), id } : null;
}

/** The league's last entry before the horizon (its id is where a new stream starts); LOG_START when none. */
export async function lastEntryBefore(db: Queryable, leagueId: number, horizon: bigint): Promise<LogCursor> {
  const { rows } = (await db.execute(sql`
    select id, tx_id::text as tx from ${auditLog}
    where league_id = ${leagueId} and tx_id < ${horizon.toString()}::xid8
    order by tx_id desc, id desc limit 1`)) as unknown as Rows<{ id: number; tx: string }>;
  return rows[0] ? { txId: BigInt(rows[0].tx), id: Number(rows[0].id) } : LOG_START;
}

/**
 * Up to `limit` of the league's entries of `actions` after `after`, in log order, with the
 * display name of who made each. Entries of transactions at or past the horizon come too (the
 * caller holds them back): they tell that more is on its way.
 */
export async function entriesAfter(
  db: Queryable,
  leagueId: number,
  actions: readonly string[],
  after: LogCursor,
  limit: number,
): Promise<StreamEntry[]> {
  const { rows } = (await db.execute(sql`
    select a.id, a.action, a.before, a.after, a.created_at as "createdAt", a.user_id as "userId",
      u.display_name as "displayName", a.tx_id::text as tx
    from ${auditLog} a left join ${users} u on u.id = a.user_id
    where a.league_id = ${leagueId}
      and a.action = any(${sql.param([...actions])}::text[])
      and (a.tx_id, a.id) > (${after.txId.toString()}::xid8, ${after.id}::integer)
    order by a.tx_id, a.id
    limit ${limit}`)) as unknown as Rows<Omit<FeedEntry, 'createdAt'> & { createdAt: Date | string; tx: string }>;
  return rows.map(({ tx, createdAt, ...row }) => ({
    ...row,
    id: Number(row.id),
    // A raw statement answers a timestamp as text on one driver and a Date on the other.
    createdAt: new Date(createdAt),
    cursor: { txId: BigInt(tx), id: Number(row.id) },
  }));
}

/** How many of the league's entries of `actions` follow `after`, counting at most `atMost`. */
export async function countAfter(
  db: Queryable,
  leagueId: number,
  actions: readonly string[],
  after: LogCursor,
  atMost: number,
): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::integer as n from (
      select 1 from ${auditLog}
      where league_id = ${leagueId} and action = any(${sql.param([...actions])}::text[])
        and (tx_id, id) > (${after.txId.toString()}::xid8, ${after.id}::integer)
      limit ${atMost}) counted`)) as unknown as Rows<{ n: number }>;
  return Number(rows[0]!.n);
}
