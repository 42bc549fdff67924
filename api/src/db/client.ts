import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The database as every repository sees it: the same drizzle API on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a repository may run inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a lock that every API instance on this database shares. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Arbitrary but fixed: identifies this app's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_341_002;

export type DatabaseOptions = Config['database'] & {
  /** A PGlite data directory dump to start from (tests use a migrated, seeded template). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolMax) : openPglite(options);
}

async function openPglite(options: { dataDir: string | null; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // PGlite creates its data folder but not the folder's parents: a fresh clone has no api/.data.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: its statements are already serialised.
    exclusively: (work) => work(),
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // Fail at start, with the server's own words, when PostgreSQL cannot be reached.
  await pool.query('select 1');
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async exclusively(work) {
      // Several API instances may start together on one database: one migrates and
      // seeds while the others wait, so no two run the same DDL or seed twice.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    migrate: async () => {
      await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

/** True when the database answers; used by the health route. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
