import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { allTables } from './league-fingerprint';

/** Every table, each after the tables it references: the order rows can be inserted in. */
function parentsFirst(tables: PgTable[]): PgTable[] {
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, path: Set<PgTable>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable;
      if (parent !== table) visit(parent, path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Copies every table's rows aside, in a schema of their own, and answers a function that puts
 * them back: what lets each of a model test's sequences start from the same league, on one
 * app, in a fraction of the time a fresh database takes. Rows are deleted and inserted (not
 * truncated) so the tables' change announcements fire and the app's read cache forgets what
 * it read; id sequences keep counting, so new rows never reuse an id.
 */
export async function snapshotTables(db: Database): Promise<{ restore: () => Promise<void> }> {
  const schema = `model_snapshot_${Math.random().toString(36).slice(2, 8)}`;
  const order = parentsFirst(allTables).map((table) => getTableName(table));
  await db.execute(sql.raw(`create schema "${schema}"`));
  for (const name of order) await db.execute(sql.raw(`create table "${schema}"."${name}" as select * from "${name}"`));
  return {
    async restore() {
      await db.transaction(async (tx) => {
        for (const name of [...order].reverse()) await tx.execute(sql.raw(`delete from "${name}"`));
        for (const name of order)
          await tx.execute(sql.raw(`insert into "${name}" select * from "${schema}"."${name}"`));
      });
    },
  };
}
