import { getTableName, is, sql, type SQL } from 'drizzle-orm';
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
