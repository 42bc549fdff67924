import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle, DatabaseWatcher, TryLock } from '../db/client';
import { attachReadCache, CHANGES_CHANNEL, ReadCache } from '../db/read-cache';
import { seedIfEmpty } from '../db/seed';

/**
 * Told of the database's change announcements (`audit_log 12`, `teams`, migration 0017) and
 * of whether they are heard: the read cache, and the live stream's event hub.
 */
export type ChangeSubscriber = {
  changed(announcement: string): void;
  /** true: announcements are heard from now on; false: some may be missed until true again. */
  setListening(listening: boolean): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * Subscribes to the announcements heard on the instance's one listening connection (one
     * for every subscriber and every open stream); told at once whether they are heard now.
     */
    onDatabaseChange(subscriber: ChangeSubscriber): void;
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
    // Stopping to listen as the app closes is no fault to warn about.
    let closing = false;
    let listening = false;
    const subscribers: ChangeSubscriber[] = [];
    let cache: ReadCache | null = null;
    if (readCacheSize > 0) {
      cache = new ReadCache(readCacheSize);
      subscribers.push(cache);
      attachReadCache(handle.db, cache);
    }
    // One connection hears every announcement, whoever needs them (the read cache, the live
    // stream's hub): the hub's streams never open one each. Always, since the stream needs it
    // even when READ_CACHE_SIZE is 0.
    const stopListening = await handle.listen(
      CHANGES_CHANNEL,
      (announcement) => subscribers.forEach((subscriber) => subscriber.changed(announcement)),
      (heard) => {
        listening = heard;
        subscribers.forEach((subscriber) => subscriber.setListening(heard));
        if (heard) app.log.info('hearing database changes: the read cache answers, the live streams follow');
        else if (!closing)
          app.log.warn(
            'not hearing database changes: the read cache is bypassed and the live streams poll until it hears them again',
          );
      },
    );
    // The announcement of this instance's own write travels on another connection and may
    // come after the writer's next request: the handle tells the subscribers, as each write
    // commits, the tables whose rows it changed (a write that changed nothing, or rolled
    // back, tells nothing), whether a request, the score timer or a script made it.
    handle.watch({
      onCommitted: (tables) =>
        tables.forEach((table) => subscribers.forEach((subscriber) => subscriber.changed(table))),
    });
    app.decorate('onDatabaseChange', (subscriber: ChangeSubscriber) => {
      subscribers.push(subscriber);
      subscriber.setListening(listening);
    });
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
