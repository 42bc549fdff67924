/**
 * Builds the database every API test file starts from (migrated and seeded once, rather
 * than once per file): a PGlite data dump, or a PostgreSQL template database.
 * Usage: prepare-test-template.ts pglite <dump file> | postgres <template name>
 */
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX, DEFAULT_POSTGRES_TIMEOUTS } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed';
import { adminPostgresUrl, databaseUrl } from '../src/testing/database';

const [engine, target] = process.argv.slice(2);
if (!target || (engine !== 'pglite' && engine !== 'postgres')) {
  console.error('usage: prepare-test-template.ts pglite <dump file> | postgres <template name>');
  process.exit(2);
}

if (engine === 'pglite') {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
} else {
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${target}" with (force)`);
  await admin.query(`create database "${target}"`);
  await admin.end();
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminPostgresUrl(), target),
    poolMax: DEFAULT_DATABASE_POOL_MAX,
    ...DEFAULT_POSTGRES_TIMEOUTS,
  });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  await handle.close();
}
