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
  /**
   * Hears NOTIFY on `channel` (payload to `onMessage`); `onListening` says when notifications
   * start being heard (true) and when some may be missed (false: the connection was lost; it
   * reconnects). Answers a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void): Promise<() => Promise<void>>;
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
    async listen(channel, onMessage, onListening) {
      // One process, one connection: nothing to lose once listening.
      const unlisten = await client.listen(channel, onMessage);
      onListening(true);
      return async () => {
        onListening(false);
        await unlisten();
      };
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
    listen: (channel, onMessage, onListening) => listenPostgres(url, channel, onMessage, onListening),
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it
 * fails or ends, `onListening(false)` at once, then a new connection after a pause, until
 * stopped.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const connect = async (): Promise<void> => {
    // keepAlive: a connection a NAT or proxy dropped silently ends in an error, not never.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      onListening(false);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      if (stopped || lost) return void client.end().catch(() => undefined);
      current = client;
      onListening(true);
    } catch {
      onLost();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onListening(false);
    await current?.end().catch(() => undefined);
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
