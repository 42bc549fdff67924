// What the test run needs from the machine beyond npm packages, with the exact fix when absent.
import { existsSync } from 'node:fs';
import pg from 'pg';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function checkChromium() {
  if (existsSync(CHROMIUM_PATH)) return null;
  return `Chromium is missing at ${CHROMIUM_PATH} (the end-to-end tests drive it).\n` +
    '  Install it:   sudo apt-get install -y chromium\n' +
    '  or point CHROMIUM_PATH at a Chromium or Chrome binary.';
}

export async function checkPostgres() {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${TEST_POSTGRES_URL} (${error.message}); the API tests run on it as well as on PGlite.\n` +
      '  Install and start it:   sudo apt-get install -y postgresql && sudo pg_ctlcluster 15 main start\n' +
      '  or set TEST_POSTGRES_URL to an admin connection of yours,\n' +
      '  or run only the PGlite half with TEST_DATABASES=pglite.';
  } finally {
    await client.end().catch(() => {});
  }
}
