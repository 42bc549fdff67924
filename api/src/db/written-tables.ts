import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/**
 * The tables a statement writes, read from its SQL text: `insert into "t"`, `update "t"`,
 * `delete from "t"`, `truncate "t"` (drizzle's own and hand-written SQL alike, in a `with`
 * too). Empty for a statement that writes nothing (a select, even `… for update`).
 */
export function tablesWrittenBy(sqlText: string): string[] {
  const statement = sqlText.trimStart().slice(0, 16).toLowerCase();
  if (!/^(insert|update|delete|truncate|with)\b/.test(statement)) return [];
  const written = new Set<string>();
  for (const match of sqlText.matchAll(WRITE_TARGET)) {
    const name = match[1] ?? match[2];
    if (name) written.add(name.toLowerCase());
  }
  return [...written];
}

// The target after the write's keyword, quoted or not, perhaps schema-qualified. An upsert's
// `do update set …` names no table.
const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:(?:"public"|public)\.)?(?:"([^"]+)"|(?!set\b)([a-z_][a-z0-9_]*))/gi;

type Event = 'delete' | 'update';

/**
 * For each event and table, the tables a row's deletion (or key change) there also writes:
 * the foreign keys' cascade, set null and set default.
 */
const actedOn: Record<Event, Map<string, Set<string>>> = { delete: new Map(), update: new Map() };
for (const table of Object.values(schema)) {
  if (!(table instanceof PgTable)) continue;
  const { name, foreignKeys } = getTableConfig(table);
  for (const key of foreignKeys) {
    const parent = getTableConfig(key.reference().foreignTable).name;
    for (const [event, action] of [
      ['delete', key.onDelete],
      ['update', key.onUpdate],
    ] as const) {
      if (!action || action === 'no action' || action === 'restrict') continue;
      actedOn[event].set(parent, (actedOn[event].get(parent) ?? new Set()).add(name));
    }
  }
}

/**
 * The tables `sqlText` changes when it changed rows: those it writes, and for a delete or an
 * update, every table the foreign keys' actions change in turn, transitively.
 */
export function tablesChangedBy(sqlText: string): Set<string> {
  const keyword = sqlText.trimStart().slice(0, 8).toLowerCase();
  const event: Event | null = keyword.startsWith('delete') ? 'delete' : keyword.startsWith('update') ? 'update' : null;
  const all = new Set<string>();
  const pending = tablesWrittenBy(sqlText);
  for (let table = pending.pop(); table !== undefined; table = pending.pop()) {
    if (all.has(table)) continue;
    all.add(table);
    if (event) pending.push(...(actedOn[event].get(table) ?? []));
  }
  return all;
}

/** How a change announced to the writer reads (migration 0017's NOTICE): `fantasy_data_changes teams 12`. */
const ANNOUNCED = /^fantasy_data_changes (\S+(?: \d+)?)$/;

/** The announcement a NOTICE carries (`teams 12`, `teams`), or null for any other notice. */
export function announcementIn(notice: string): string | null {
  return ANNOUNCED.exec(notice)?.[1] ?? null;
}

/**
 * What a statement that changed rows announces to the read cache: what the database told the
 * writer (`teams 12`: that league's rows only), and every other table `sqlText` changes
 * (tablesChangedBy) whole, for a table the database said nothing of (a connection that did not
 * ask to be told, a table without triggers).
 */
export function changesOf(sqlText: string, announced: readonly string[]): Set<string> {
  const changes = new Set(announced);
  const named = new Set(announced.map((announcement) => announcement.split(' ')[0]));
  for (const table of tablesChangedBy(sqlText)) if (!named.has(table)) changes.add(table);
  return changes;
}
