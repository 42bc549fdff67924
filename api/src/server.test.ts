import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the real server entry in a child process and collects what it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: 'memory', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Fantasy League API ready')) resolve();
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

// The entry's behaviour does not depend on the engine: run it once, in the PGlite pass.
describe('server entry', { skip: process.env.TEST_DB === 'postgres' && 'runs in the PGlite pass only' }, () => {
  it('starts on PGlite, then closes cleanly (exit 0) on SIGTERM', async () => {
    const server = startServer({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    await server.ready;
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    assert.match(server.output(), /shutting down/);
  });

  it('refuses to start with the auth emulator configured in production', async () => {
    const server = startServer({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    server.ready.catch(() => undefined);
    assert.equal(await server.exited, 1);
    assert.match(server.output(), /Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production/);
  });
});
