import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';
import { seedIfEmpty } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export type DatabasePluginOptions = { handle: DatabaseHandle; seed: boolean };

/**
 * Brings the schema up to date (and seeds an empty database) before the first request,
 * then shares one drizzle instance with every route. Closing the app closes the database.
 */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { handle, seed }) {
    await handle.exclusively(async () => {
      await handle.migrate();
      if (seed && (await seedIfEmpty(handle.db))) app.log.info('seeded the demo league');
    });
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
