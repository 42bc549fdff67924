import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_MAX, DEFAULT_POSTGRES_TIMEOUTS } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';

/**
 * A database of its own for one test file, on the engine the run asks for (TEST_DB):
 * - pglite: an in-memory PGlite loaded from the migrated, seeded template the test runner
 *   dumped (TEST_PGLITE_TEMPLATE), or built from scratch when run alone;
 * - postgres: a new database copied from the runner's template database, dropped at close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const engine = process.env.TEST_DB ?? 'pglite';
  if (engine === 'postgres') return openPostgresTestDatabase();
  const templatePath = process.env.TEST_PGLITE_TEMPLATE;
  if (templatePath) {
    const dump = new Blob([await readFile(templatePath)]);
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dump });
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  return handle;
}

export function adminPostgresUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openPostgresTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = adminPostgresUrl();
  const template = process.env.TEST_POSTGRES_TEMPLATE;
  const name = `fantasy_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    poolMax: DEFAULT_DATABASE_POOL_MAX,
    ...DEFAULT_POSTGRES_TIMEOUTS,
  });
  if (!template) {
    await handle.migrate();
    await seedIfEmpty(handle.db);
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pg's pool.end() resolves before its clients' sockets have closed; dropping with force
      // while one is still closing makes that client throw "terminating connection due to
      // administrator command" outside any test. Wait (briefly) for them to go first.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await cleanup.query('select count(*)::int as open from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Another handle on the PostgreSQL database an app of createTestApp uses: what a second API
 * instance opens (its own pool, its own listening connection). Null on PGlite, which one
 * process holds. Closing it leaves the database to the first app, which drops it.
 */
export async function openSameDatabase(db: DatabaseHandle['db']): Promise<DatabaseHandle | null> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return openDatabase({
    kind: 'postgres',
    url: client.options.connectionString!,
    poolMax: DEFAULT_DATABASE_POOL_MAX,
    ...DEFAULT_POSTGRES_TIMEOUTS,
  });
}
