import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { FeedEntry } from '../activity';

/**
 * A place in the league's log, in (transaction, id) order: the entries at or before it, and
 * those of the `pending` transactions, are still to be looked for only if those transactions
 * commit later (docs/api.md §20).
 */
export type LogCursor = { txId: bigint; id: number };

/** The place before every entry of the log. */
export const LOG_START: LogCursor = { txId: 0n, id: 0 };

export function isAfter(a: LogCursor, b: LogCursor): boolean {
  return a.txId > b.txId || (a.txId === b.txId && a.id > b.id);
}

/**
 * What a statement saw (`pg_current_snapshot()`): every transaction below `xmax` has ended,
 * except those `inProgress`, which may still commit entries.
 */
export type Snapshot = { xmax: bigint; inProgress: bigint[] };

/** An entry as the stream reads it: the feed's fields and where it stands in the log. */
export type StreamEntry = FeedEntry & { cursor: LogCursor };

type Rows<T> = { rows: T[] };

/** `xmin:xmax:xip,xip` as PostgreSQL writes a snapshot. */
function parseSnapshot(text: string): Snapshot {
  const [, xmax = '0', inProgress = ''] = text.split(':');
  return { xmax: BigInt(xmax), inProgress: inProgress ? inProgress.split(',').map((xid) => BigInt(xid)) : [] };
}

/** Where the entry `id` of the league stands in the log; null when it is no entry of the league. */
export async function cursorOfEntry(db: Queryable, leagueId: number, id: number): Promise<LogCursor | null> {
  const { rows } = (await db.execute(
    sql`select xact::text as tx from ${auditLog} where id = ${id} and league_id = ${leagueId}`,
  )) as unknown as Rows<{ tx: string }>;
  return rows[0] ? { txId: BigInt(rows[0].tx), id } : null;
}

/**
 * Where a new stream starts: the league's last committed entry (its id goes out with `ready`,
 * LOG_START's 0 when there is none), and the snapshot of the same statement.
 */
export async function lastEntry(db: Queryable, leagueId: number): Promise<{ last: LogCursor; snapshot: Snapshot }> {
  // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`; one
  // statement, so the snapshot is the one the entry was read in.
  const { rows } = (await db.execute(sql`
    select pg_current_snapshot()::text as snapshot, e.id, e.tx
    from (select 1) one left join lateral (
      select id, xact::text as tx from ${auditLog} where league_id = ${leagueId}
      order by xact desc, id desc limit 1) e on true`)) as unknown as Rows<{
    snapshot: string;
    id: number | null;
    tx: string | null;
  }>;
  const row = rows[0]!;
  return {
    last: row.id === null || row.tx === null ? LOG_START : { txId: BigInt(row.tx), id: Number(row.id) },
    snapshot: parseSnapshot(row.snapshot),
  };
}

type EntryRow = Omit<FeedEntry, 'createdAt'> & { createdAt: Date | string; tx: string };

/**
 * The league's entries of `actions` after `after` (up to `limit` of them), and every entry of
 * the `pending` transactions, in log order, with the display name of who made each, and the
 * snapshot the statement read them in.
 */
export async function entriesAfter(
  db: Queryable,
  leagueId: number,
  actions: readonly string[],
  after: LogCursor,
  pending: readonly bigint[],
  limit: number,
): Promise<{
  entries: StreamEntry[];
  more: boolean;
  /** When `more`: the last entry after `after` the read took; the pending ones may lie beyond it. */
  through: LogCursor | null;
  snapshot: Snapshot;
}> {
  const columns = sql`a.id, a.action, a.before, a.after, a.created_at as "createdAt", a.user_id as "userId",
      u.display_name as "displayName", a.xact::text as tx, a.xact as "txOrder"`;
  const ofLeague = sql`a.league_id = ${leagueId} and a.action = any(${sql.param([...actions])}::text[])`;
  const pendingIds = sql`${sql.param(pending.map(String))}::bigint[]`;
  // The second part leaves the pending transactions out: their entries may also lie after
  // `after` (a stream further on passed them while they ran), and counted there they would
  // fill the batch's limit, so a cut batch would look whole and the entries after its cut
  // would be passed by every stream (the cluster bench saw 27 entries missed so).
  const { rows } = (await db.execute(sql`
    select pg_current_snapshot()::text as snapshot, e.*
    from (select 1) one left join lateral (
      (select ${columns} from ${auditLog} a left join ${users} u on u.id = a.user_id
        where ${ofLeague} and a.xact = any(${pendingIds}))
      union all
      (select ${columns} from ${auditLog} a left join ${users} u on u.id = a.user_id
        where ${ofLeague} and (a.xact, a.id) > (${after.txId.toString()}::bigint, ${after.id}::integer)
          and a.xact <> all(${pendingIds})
        order by a.xact, a.id limit ${limit + 1})
      order by "txOrder", id) e on true`)) as unknown as Rows<
    { snapshot: string; id: number | null; txOrder?: unknown } & Omit<EntryRow, 'id'>
  >;
  const snapshot = parseSnapshot(rows[0]!.snapshot);
  const found = rows.filter((row): row is typeof row & { id: number } => row.id !== null);
  const pendingSet = new Set(pending);
  const afterCursor = found.filter((row) => !pendingSet.has(BigInt(row.tx)));
  const more = afterCursor.length > limit;
  const cut = more ? afterCursor[limit]!.id : null;
  const last = more ? afterCursor[limit - 1] : undefined;
  const entries = found
    .filter((row) => cut === null || row.id !== cut)
    .map(({ tx, createdAt, snapshot: _snapshot, txOrder: _order, ...row }) => ({
      ...row,
      id: Number(row.id),
      // A raw statement answers a timestamp as text on one driver and a Date on the other.
      createdAt: new Date(createdAt),
      cursor: { txId: BigInt(tx), id: Number(row.id) },
    }));
  return { entries, more, through: last ? { txId: BigInt(last.tx), id: Number(last.id) } : null, snapshot };
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
        and (xact, id) > (${after.txId.toString()}::bigint, ${after.id}::integer)
      limit ${atMost}) counted`)) as unknown as Rows<{ n: number }>;
  return Number(rows[0]!.n);
}

/**
 * The league's entries of `actions` before `before` in log order from the transaction
 * `from` on: those of the transactions that were still running when the entry a client
 * last received was written (`runningWhenWritten`), which may have committed while it was
 * away. Every transaction below `from` had ended then, and the stream sent their entries
 * first. A reconnect sends these again (at most a few it already had: an event is safe to
 * receive twice). With them, the snapshot they were read in: a transaction it saw still
 * running is looked for when it commits.
 */
export async function entriesAround(
  db: Queryable,
  leagueId: number,
  actions: readonly string[],
  before: LogCursor,
  from: bigint,
): Promise<{ entries: StreamEntry[]; snapshot: Snapshot }> {
  const { rows } = (await db.execute(sql`
    select pg_current_snapshot()::text as snapshot, e.*
    from (select 1) one left join lateral (
      select a.id, a.action, a.before, a.after, a.created_at as "createdAt", a.user_id as "userId",
        u.display_name as "displayName", a.xact::text as tx
      from ${auditLog} a left join ${users} u on u.id = a.user_id
      where a.league_id = ${leagueId} and a.action = any(${sql.param([...actions])}::text[])
        and a.xact >= ${from.toString()}::bigint and a.xact < ${before.txId.toString()}::bigint
      -- The newest 500: the oldest transaction running may be another database's on the same
      -- server, and long done with this league; those just before the entry are the likely missed.
      order by a.xact desc, a.id desc limit 500) e on true
    order by e.tx::bigint, e.id`)) as unknown as Rows<{ snapshot: string; id: number | null } & Omit<EntryRow, 'id'>>;
  const entries = rows
    .filter((row): row is typeof row & { id: number } => row.id !== null)
    .map(({ tx, createdAt, snapshot: _snapshot, ...row }) => ({
      ...row,
      id: Number(row.id),
      createdAt: new Date(createdAt),
      cursor: { txId: BigInt(tx), id: Number(row.id) },
    }));
  return { entries, snapshot: parseSnapshot(rows[0]!.snapshot) };
}

/** The oldest transaction still running when the entry `id` was written. */
export async function runningWhenWritten(db: Queryable, id: number): Promise<bigint | null> {
  const { rows } = (await db.execute(
    sql`select oldest_running_xact::text as xact from ${auditLog} where id = ${id}`,
  )) as unknown as Rows<{ xact: string }>;
  return rows[0] ? BigInt(rows[0].xact) : null;
}
