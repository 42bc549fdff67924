import { sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { type Distribution, distributionColumn, distributionOf } from './distribution';

/**
 * What Citus needs of the schema to distribute the league-owned tables by league
 * (docs/scaling.md §5), read from the migrated database's catalog rather than from the
 * drizzle schema, so a hand-written migration is checked as well.
 */

/** A primary key, unique constraint, unique index or foreign key of a table. */
export type Key = {
  name: string;
  table: string;
  kind: 'primary key' | 'unique constraint' | 'unique index' | 'foreign key';
  columns: string[];
  /** A foreign key's parent table and its columns, paired with `columns` in order. */
  parent?: string;
  parentColumns?: string[];
  /** A foreign key's `on delete set null` / `set default`: the columns it sets (all of them when the key names none). */
  setsOnDelete?: string[];
};

export type Catalog = {
  tables: string[];
  /** Per table: its columns, and whether each may be null. */
  columns: Map<string, Map<string, { nullable: boolean }>>;
  keys: Key[];
};

type Row = Record<string, unknown>;

async function rows(db: Queryable, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The public schema's tables, columns and keys. */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const tables = (
    await rows(
      db,
      sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((row) => String(row.name));

  const columns = new Map<string, Map<string, { nullable: boolean }>>();
  for (const row of await rows(
    db,
    sql`select table_name::text as table, column_name::text as column, is_nullable = 'YES' as nullable
        from information_schema.columns where table_schema = 'public'`,
  )) {
    const table = String(row.table);
    const of = columns.get(table) ?? new Map<string, { nullable: boolean }>();
    of.set(String(row.column), { nullable: row.nullable === true });
    columns.set(table, of);
  }

  // Column names of attribute numbers, in the key's order (an expression's 0 names none).
  const names = (relation: string, attnums: string) =>
    sql.raw(
      `array(select a.attname::text from unnest(${attnums}) with ordinality k(attnum, ord)
           join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum order by k.ord)`,
    );
  const constraints = await rows(
    db,
    sql`select con.conname::text as name, con.contype::text as type, rel.relname::text as table,
          ${names('con.conrelid', 'con.conkey')} as columns,
          parent.relname::text as parent,
          ${names('con.confrelid', 'con.confkey')} as parent_columns,
          con.confdeltype::text as on_delete,
          ${names('con.conrelid', 'con.confdelsetcols')} as delete_sets
        from pg_constraint con
        join pg_class rel on rel.oid = con.conrelid
        join pg_namespace n on n.oid = rel.relnamespace
        left join pg_class parent on parent.oid = con.confrelid
        where n.nspname = 'public' and con.contype in ('p', 'u', 'f')`,
  );
  // Unique indexes that back no constraint (drizzle's uniqueIndex, partial or on expressions).
  const indexes = await rows(
    db,
    sql`select idx.relname::text as name, rel.relname::text as table,
          ${names('i.indrelid', 'i.indkey::int2[]')} as columns
        from pg_index i
        join pg_class idx on idx.oid = i.indexrelid
        join pg_class rel on rel.oid = i.indrelid
        join pg_namespace n on n.oid = rel.relnamespace
        where n.nspname = 'public' and i.indisunique
          and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)`,
  );

  const keyKind = { p: 'primary key', u: 'unique constraint', f: 'foreign key' } as const;
  const keys: Key[] = constraints.map((row) => {
    const type = String(row.type) as keyof typeof keyKind;
    const key: Key = {
      name: String(row.name),
      table: String(row.table),
      kind: keyKind[type],
      columns: row.columns as string[],
    };
    if (type !== 'f') return key;
    const sets = row.delete_sets as string[];
    const setsOnDelete = ['n', 'd'].includes(String(row.on_delete)) ? (sets.length > 0 ? sets : key.columns) : [];
    return { ...key, parent: String(row.parent), parentColumns: row.parent_columns as string[], setsOnDelete };
  });
  for (const row of indexes)
    keys.push({
      name: String(row.name),
      table: String(row.table),
      kind: 'unique index',
      columns: row.columns as string[],
    });
  return { tables, columns, keys };
}

/**
 * Each way the catalog falls short of distributing the league-owned tables, as a sentence
 * naming the table and the key; empty when it does not.
 */
export function distributionProblems(
  catalog: Catalog,
  classify: (table: string) => Distribution | null = distributionOf,
): string[] {
  const problems: string[] = [];
  const owned = (table: string) => classify(table) === 'league-owned';

  for (const table of catalog.tables) {
    const kind = classify(table);
    if (!kind) {
      problems.push(
        `${table} is not classified: name it in api/src/db/distribution.ts (league-owned, reference or global)`,
      );
      continue;
    }
    if (kind !== 'league-owned') continue;
    const column = distributionColumn(table);
    const info = catalog.columns.get(table)?.get(column);
    if (!info) problems.push(`${table} is league-owned but has no ${column} column`);
    else if (info.nullable) problems.push(`${table}.${column} may be null: a league-owned row needs its league`);
  }

  for (const key of catalog.keys) {
    const kind = classify(key.table);
    const column = distributionColumn(key.table);
    if (key.kind !== 'foreign key') {
      if (kind === 'league-owned' && !key.columns.includes(column))
        problems.push(`${key.table}: ${key.kind} ${key.name} (${key.columns.join(', ')}) does not include ${column}`);
      continue;
    }
    const parent = key.parent ?? '';
    if (kind === 'league-owned' && classify(parent) === 'global')
      problems.push(`${key.table}: foreign key ${key.name} references ${parent}, a global table no shard holds`);
    if (!owned(parent)) continue;
    if (kind !== 'league-owned') {
      problems.push(
        `${key.table} is ${kind ?? 'not classified'} but its foreign key ${key.name} references league-owned ${parent}`,
      );
      continue;
    }
    const parentColumn = distributionColumn(parent);
    const paired = key.columns.some((name, i) => name === column && key.parentColumns?.[i] === parentColumn);
    if (!paired)
      problems.push(
        `${key.table}: foreign key ${key.name} (${key.columns.join(', ')}) -> ${parent} (${(key.parentColumns ?? []).join(', ')}) does not pair ${column} with ${parent}.${parentColumn}`,
      );
    else if (key.setsOnDelete?.includes(column))
      problems.push(
        `${key.table}: foreign key ${key.name} sets ${column} on delete: name the columns it sets (on delete set null (…))`,
      );
  }
  return problems;
}
