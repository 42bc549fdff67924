// Testing a migration on a database that already holds data: an empty database of the run's
// engine, migrated first with the folder as it was before the migration, then with the whole.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../db/client';
import { adminPostgresUrl, databaseUrl } from './database';

/** The API's migrations folder. */
export const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The migrations folder as it was before `migration`: its files, and a journal that ends before it. */
export function migrationsBefore(migration: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === migration);
  assert.ok(at > 0, `${migration} is in the journal`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

export type Empty = { db: Database; migrate(folder: string): Promise<void>; close(): Promise<void> };

/** An empty database on the run's engine (TEST_DB), migrated by hand. */
export async function emptyDatabase(): Promise<Empty> {
  if ((process.env.TEST_DB ?? 'pglite') !== 'postgres') {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Database,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `fantasy_migration_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const client = new pg.Client({ connectionString: databaseUrl(adminPostgresUrl(), name) });
  await client.connect();
  const db = drizzlePostgres(client);
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export type Row = Record<string, unknown>;
export async function rows(db: Database, text: string): Promise<Row[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows;
}
