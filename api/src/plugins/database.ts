import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
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
};

/**
 * Brings the schema up to date (and seeds an empty database) before the first request,
 * then shares one drizzle instance with every route. Closing the app closes the database.
 */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { handle, seed, league }) {
    await handle.exclusively(async () => {
      await handle.migrate();
      if (seed && (await seedIfEmpty(handle.db))) app.log.info('seeded the demo league');
      if (league && (await handle.db.transaction((tx) => ensureConfiguredLeague(tx, league)))) {
        app.log.info({ name: league.name }, 'created the configured league and invited its commissioners');
      }
    });
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
