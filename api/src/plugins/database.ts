import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { attachReadCache, CHANGES_CHANNEL, ReadCache } from '../db/read-cache';
import { seedIfEmpty } from '../db/seed';
import { ensureConfiguredLeague } from '../features/league';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export type DatabasePluginOptions = {
  handle: DatabaseHandle;
  seed: boolean;
  /** The deployment's own league, created on first start when it names commissioners. */
  league: Config['league'] | null;
  /** Answers of the hot reads remembered until their tables change (READ_CACHE_SIZE); 0: none. */
  readCacheSize: number;
};

/**
 * Brings the schema up to date (and seeds an empty database) before the first request,
 * then shares one drizzle instance with every route, with its read cache listening for the
 * database's change announcements. Closing the app closes the database.
 */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { handle, seed, league, readCacheSize }) {
    await handle.exclusively(async () => {
      await handle.migrate();
      if (seed && (await seedIfEmpty(handle.db))) app.log.info('seeded the demo league');
      if (league && (await handle.db.transaction((tx) => ensureConfiguredLeague(tx, league)))) {
        app.log.info({ name: league.name }, 'created the configured league and invited its commissioners');
      }
    });
    let stopListening = async () => {};
    if (readCacheSize > 0) {
      const cache = new ReadCache(readCacheSize);
      stopListening = await handle.listen(CHANGES_CHANNEL, (table) => cache.changed(table), (listening) => {
        cache.setListening(listening);
        if (!listening) app.log.warn('not hearing database changes: the read cache is bypassed until it hears them again');
      });
      attachReadCache(handle.db, cache);
      // The announcement of this instance's own write travels on another connection and may
      // come after the writer's next request: a write request forgets everything before it
      // answers, so its caller reads what it wrote. A refused one (4xx, 5xx: its transaction
      // rolled back, or it never reached the handler) wrote nothing, and must not let a stream
      // of unauthenticated POSTs empty the cache for everyone.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.forgetAll();
        return payload;
      });
    }
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await stopListening();
      await handle.close();
    });
  },
  { name: 'database' },
);
