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
import { isConnectionLost } from './errors';
import { ATTEMPTS_ON_LOST_CONNECTION, createPool, type PoolEvents } from './postgres-pool';
import { listenPostgres } from './postgres-listener';
import * as schema from './schema';

/** The database as every repository sees it: the same drizzle API on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a repository may run inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** A lock `tryLock` took: held until released, or until the process holding it is gone. */
export type HeldLock = { release(): Promise<void> };
/**
 * Takes the lock (`space`, `key`) for as long as this process holds it, or answers null when
 * another holder has it: two numbers, so each use has its space and each row its key.
 */
export type TryLock = (space: number, key: number) => Promise<HeldLock | null>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a lock that every API instance on this database shares. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * A lock every API instance on this database shares, which ends with its holder: on
   * PostgreSQL a session advisory lock on a connection kept for it, which the server lets go
   * the moment that connection ends (its process killed, or stopped); on PGlite, one
   * process's own (PGlite is one connection in one process, so a lock of an earlier start
   * is gone with it).
   */
  tryLock: TryLock;
  migrate(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` (payload to `onMessage`); `onListening` says when notifications
   * start being heard (true) and when some may be missed (false: the connection was lost; it
   * reconnects). Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Tells `watcher` of committed changes and failed connections (PGlite has neither to tell). */
  watch(watcher: DatabaseWatcher): void;
  close(): Promise<void>;
};

export type DatabaseWatcher = Partial<PoolEvents>;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Arbitrary but fixed: identifies this app's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_341_002;

export type DatabaseOptions = Config['database'] & {
  /** A PGlite data directory dump to start from (tests use a migrated, seeded template). */
  loadDataDir?: Blob;
};

type PostgresOptions = Extract<Config['database'], { kind: 'postgres' }>;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
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
    tryLock: processLocks(),
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
    // A statement's announcement is heard before the statement answers: nothing to watch.
    watch: () => undefined,
    close: () => client.close(),
  };
}

async function openPostgres(settings: PostgresOptions): Promise<DatabaseHandle> {
  const watchers: DatabaseWatcher[] = [];
  const pool = createPool(settings, {
    onCommitted: (tables) => watchers.forEach((watcher) => watcher.onCommitted?.(tables)),
    onConnectionError: (error) => watchers.forEach((watcher) => watcher.onConnectionError?.(error)),
  });
  // Fail at start, with the server's own words, when PostgreSQL cannot be reached.
  await pool.query('select 1');
  const db = retryingTransactions(drizzlePostgres(pool, { schema }) as unknown as Database);
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
    async tryLock(space, key) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
          space,
          key,
        ]);
        if (!rows[0]?.locked) {
          client.release();
          return null;
        }
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          try {
            await client.query('select pg_advisory_unlock($1, $2)', [space, key]);
            client.release();
          } catch (error) {
            // A connection that failed to unlock is closed instead: its end lets go of the lock.
            client.release(error as Error);
          }
        },
      };
    },
    migrate: async () => {
      // On a connection of its own, without the statement timeout: a schema change (an index
      // on a large table) may rightly take longer than any request's statement.
      const client = new pg.Client({
        connectionString: settings.url,
        connectionTimeoutMillis: settings.connectTimeoutMs,
      });
      // A connection lost mid-migration fails the statement under way, which says so; not the process.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    listen: (channel, onMessage, onListening) => listenPostgres(settings, channel, onMessage, onListening),
    watch: (watcher) => void watchers.push(watcher),
    close: () => pool.end(),
  };
}

/** Locks held in this process only: PGlite's, where one process is every instance there is. */
function processLocks(): TryLock {
  const held = new Set<string>();
  return async (space, key) => {
    const name = `${space}:${key}`;
    if (held.has(name)) return null;
    held.add(name);
    return { release: async () => void held.delete(name) };
  };
}

/**
 * A transaction whose connection was lost before its work began (a pooled connection the
 * server had just ended, found dead at `begin`) runs again on another: nothing of it
 * reached the database. One lost later is not retried: its work may have had effects
 * outside the database, and its commit may have happened.
 */
function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      let began = false;
      try {
        return await transaction((tx) => {
          began = true;
          return work(tx);
        }, config);
      } catch (error) {
        if (began || attempt >= ATTEMPTS_ON_LOST_CONNECTION || !isConnectionLost(error)) throw error;
      }
    }
  };
  return db;
}

/**
 * True when the database answers within `timeoutMs`; used by the health route, which must
 * answer a load balancer promptly even when the network to the database is silent.
 */
export async function isDatabaseReachable(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
