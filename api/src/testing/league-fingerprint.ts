import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the schema. */
export const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const tableNames = allTables.map((table) => getTableName(table)).sort();

/**
 * One cheap statement that changes whenever any row of any table is written: per table, its
 * row count and the sum of its rows' xmin (the transaction that wrote each row version, so
 * even an update to the same values shows). What the fuzz suite compares before and after a
 * refused request: nothing may be written, the audit log included.
 */
export async function leagueFingerprint(db: Queryable): Promise<string> {
  const perTable: SQL[] = tableNames.map(
    (name) =>
      sql`select ${name} as name, count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text as print from ${sql.identifier(name)} t`,
  );
  const { rows } = (await db.execute(sql.join(perTable, sql` union all `))) as unknown as {
    rows: Array<{ name: string; print: string }>;
  };
  // Sorted here: a union's rows come back in no promised order (PostgreSQL may run its
  // branches in parallel), and the same tables in another order are the same fingerprint.
  return rows
    .map((row) => `${row.name}=${row.print}`)
    .sort()
    .join(' ');
}

/**
 * The rows of one league: per league-owned table (those with a league_id, and the tables
 * owned through them: a trade's items, a lottery's entries), its count and the sum of its
 * rows' xmin there. Unchanged while nothing of that league is written; what a deletion of
 * another league must leave as it was.
 */
export async function rowsOfLeague(db: Queryable, leagueId: number): Promise<Record<string, string>> {
  const owned = allTables.filter((table) => 'leagueId' in getTableColumns(table)).map((table) => getTableName(table));
  const row = (name: string, from: SQL) =>
    sql`select ${name} as name, count(*)::text || ':' || coalesce(sum(t.xmin::text::bigint), 0)::text as print from `.append(
      from,
    );
  const queries: SQL[] = [
    ...owned.map((name) => row(name, sql`${sql.identifier(name)} t where t.league_id = ${leagueId}`)),
    row('trade_items', sql`trade_items t join trades p on p.id = t.trade_id where p.league_id = ${leagueId}`),
    row(
      'draft_lottery_entries',
      sql`draft_lottery_entries t join draft_lotteries p on p.id = t.lottery_id where p.league_id = ${leagueId}`,
    ),
  ];
  const { rows } = (await db.execute(sql.join(queries, sql` union all `))) as unknown as {
    rows: Array<{ name: string; print: string }>;
  };
  return Object.fromEntries(rows.map((row) => [row.name, row.print]).sort());
}
