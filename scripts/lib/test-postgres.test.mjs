import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { freePort } from './processes.mjs';
import { choosePostgres, ensureTestPostgres, probePostgres } from './test-postgres.mjs';

const refused = (code, message = '') => ({ ok: false, error: Object.assign(new Error(message), { code }) });

describe('which PostgreSQL the API tests run on', () => {
  it('uses the configured or default one when it answers', () => {
    assert.deepEqual(choosePostgres({ probe: { ok: true }, configured: true }), { run: 'given' });
    assert.deepEqual(choosePostgres({ probe: { ok: true }, configured: false }), { run: 'given' });
  });

  it('starts a private one when nothing answers at the address', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH']) {
      assert.deepEqual(choosePostgres({ probe: refused(code), configured: true }), { run: 'private' }, code);
    }
    const timedOut = { ok: false, error: new Error('Connection terminated due to connection timeout') };
    assert.deepEqual(choosePostgres({ probe: timedOut, configured: true }), { run: 'private' });
  });

  it('stops rather than test elsewhere when the chosen server refuses, but not the default one', () => {
    const wrongPassword = refused('28P01', 'password authentication failed for user "postgres"');
    assert.deepEqual(choosePostgres({ probe: wrongPassword, configured: true }), { run: 'none' });
    assert.deepEqual(choosePostgres({ probe: wrongPassword, configured: false }), { run: 'private' });
  });

  it('reads a real refused connection as nothing answering', async () => {
    const probe = await probePostgres(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
    assert.equal(probe.ok, false);
    assert.deepEqual(choosePostgres({ probe, configured: true }), { run: 'private' });
  });
});

describe('a private PostgreSQL when none answers at TEST_POSTGRES_URL', () => {
  const saved = process.env.TEST_POSTGRES_URL;
  let postgres;
  before(async () => {
    process.env.TEST_POSTGRES_URL = `postgres://postgres@127.0.0.1:${await freePort()}/postgres`;
    postgres = await ensureTestPostgres();
  });
  after(async () => {
    await postgres?.stop();
    if (saved === undefined) delete process.env.TEST_POSTGRES_URL;
    else process.env.TEST_POSTGRES_URL = saved;
  });

  it(
    'answers an admin connection that creates and drops databases, and removes its folder when stopped',
    { timeout: 60_000 },
    async () => {
      assert.notEqual(postgres.url, process.env.TEST_POSTGRES_URL);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          "select current_setting('data_directory') as folder, current_setting('server_encoding') as encoding",
        );
        assert.equal(rows[0].encoding, 'UTF8');
        await client.query('create database private_check');
        await client.query('drop database private_check');
        assert.equal(existsSync(rows[0].folder), true);
        await client.end();
        await postgres.stop();
        assert.equal(existsSync(rows[0].folder), false);
        assert.equal((await probePostgres(postgres.url)).ok, false);
      } finally {
        await client.end().catch(() => {});
      }
    },
  );
});
