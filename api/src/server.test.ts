import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startServerProcess, stopProcess, waitUntilAnswering } from './testing/server-process';

const settings = {
  DATA_DIR: 'memory',
  LOG_LEVEL: 'info',
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_ADDRESS_MAX: '0',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

// The entry's behaviour does not depend on the engine: run it once, in the PGlite pass.
describe('server entry', { skip: process.env.TEST_DB === 'postgres' && 'runs in the PGlite pass only' }, () => {
  it('starts on PGlite, then closes cleanly (exit 0) on SIGTERM', async () => {
    const server = await startServerProcess(settings);
    await waitUntilAnswering(`${server.url}/api/health`, server, { timeoutMs: 60_000 });
    await stopProcess(server);
    assert.deepEqual(await server.exited, { code: 0, signal: null });
    assert.match(server.output(), /shutting down/);
  });

  it('creates its PGlite data folder, parents included (a fresh clone has no api/.data)', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'api-data-dir-'));
    const dataDir = path.join(scratch, 'not', 'there', 'yet', 'pglite');
    try {
      const server = await startServerProcess({ ...settings, DATA_DIR: dataDir });
      await waitUntilAnswering(`${server.url}/api/health`, server, { timeoutMs: 120_000 });
      await stopProcess(server);
      assert.equal((await server.exited).code, 0);
      assert.ok(existsSync(path.join(dataDir, 'PG_VERSION')), `no database in ${dataDir}`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('refuses to start with the auth emulator configured in production', async () => {
    const server = await startServerProcess({ ...settings, NODE_ENV: 'production' });
    assert.equal((await server.exited).code, 1);
    assert.match(server.output(), /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
  });
});
