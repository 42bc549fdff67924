import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseWatcher, TryLock } from '../db/client';
import { attachReadCache, CHANGES_CHANNEL, ReadCache } from '../db/read-cache';
import { seedIfEmpty } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The hot reads' cache, null when READ_CACHE_SIZE is 0. */
    readCache: ReadCache | null;
    /** Locks every instance on the database shares, each ending with its holder (DatabaseHandle.tryLock). */
    tryLock: TryLock;
    /** Tells `watcher` of this instance's committed writes (PostgreSQL; PGlite tells nothing): DatabaseHandle.watch. */
    watchDatabase: DatabaseHandle['watch'];
  }
}

export type DatabasePluginOptions = {
  handle: DatabaseHandle;
  seed: boolean;
  /**
   * Work done once the schema is current and the demo seeded, under the same lock, so that
   * instances starting together do it once (app.ts: create the deployment's own league).
   */
  setUp?: (db: Database, log: FastifyBaseLogger) => Promise<void>;
  /** Answers of the hot reads remembered until their tables change (READ_CACHE_SIZE); 0: none. */
  readCacheSize: number;
};

/**
 * Brings the schema up to date (and seeds an empty database) before the first request,
 * then shares one drizzle instance with every route, with its read cache listening for the
 * database's change announcements. Closing the app closes the database.
 */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { handle, seed, setUp, readCacheSize }) {
    await handle.exclusively(async () => {
      await handle.migrate();
      if (seed && (await seedIfEmpty(handle.db))) app.log.info('seeded the demo league');
      await setUp?.(handle.db, app.log);
    });
    handle.watch({
      // Its words and SQLSTATE only: a stack says nothing here, and ten connections ended at once log ten lines.
      onConnectionError: (error) =>
        app.log.warn(
          { database: { message: error.message, code: (error as { code?: unknown }).code } },
          'a database connection failed; it is dropped and a new one opened when needed',
        ),
    });
    let stopListening = async () => {};
    // Stopping to listen as the app closes is no fault to warn about.
    let closing = false;
    let cache: ReadCache | null = null;
    if (readCacheSize > 0) {
      const readCache = new ReadCache(readCacheSize);
      cache = readCache;
      stopListening = await handle.listen(
        CHANGES_CHANNEL,
        (table) => readCache.changed(table),
        (listening) => {
          readCache.setListening(listening);
          if (listening) app.log.info('hearing database changes: the read cache answers');
          else if (!closing)
            app.log.warn('not hearing database changes: the read cache is bypassed until it hears them again');
        },
      );
      attachReadCache(handle.db, readCache);
      // The announcement of this instance's own write travels on another connection and may
      // come after the writer's next request: the handle tells the cache, as each write
      // commits, the tables whose rows it changed (a write that changed nothing, or rolled
      // back, tells nothing), whether a request, the score timer or a script made it.
      handle.watch({ onCommitted: (tables) => tables.forEach((table) => readCache.changed(table)) });
    }
    app.decorate('readCache', cache);
    app.decorate('db', handle.db);
    app.decorate('tryLock', handle.tryLock);
    app.decorate('watchDatabase', (watcher: DatabaseWatcher) => handle.watch(watcher));
    app.addHook('onClose', async () => {
      closing = true;
      await stopListening();
      await handle.close();
    });
  },
  { name: 'database' },
);
