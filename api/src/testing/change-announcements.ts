import { setTimeout as pause } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CHANGES_CHANNEL } from '../db/read-cache';

export type ChangeAnnouncements = {
  /** The payloads heard so far (the changed tables' names), in order. */
  heard: string[];
  /**
   * Announces a marker after everything committed so far and waits until it is heard: the
   * database delivers announcements in commit order, so every earlier one has arrived too.
   */
  fence(): Promise<void>;
  close(): Promise<void>;
};

/** Listens to the app's database's change announcements on a connection of the test's own. */
export async function listenToChanges(app: FastifyInstance): Promise<ChangeAnnouncements> {
  const heard: string[] = [];
  const client = (app.db as unknown as { $client: pg.Pool | PGlite }).$client;
  let close: () => Promise<void>;
  if (client instanceof pg.Pool) {
    const listener = new pg.Client({ connectionString: client.options.connectionString });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`listen ${CHANGES_CHANNEL}`);
    close = () => listener.end();
  } else {
    close = await client.listen(CHANGES_CHANNEL, (payload) => heard.push(payload));
  }
  let fences = 0;
  return {
    heard,
    async fence() {
      fences += 1;
      const marker = `fence ${fences}`;
      await app.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
      for (let waited = 0; !heard.includes(marker); waited += 10) {
        if (waited > 5000) throw new Error(`${marker} was not heard within 5 s`);
        await pause(10);
      }
      // The app's own listening connection hears it at the same moment, give or take a turn of its loop.
      await pause(50);
    },
    close,
  };
}
