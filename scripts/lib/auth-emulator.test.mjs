import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { answersSignIns, orphanedEmulators } from './auth-emulator.mjs';

/** An HTTP server on a free port answering every request with `status` and `body`; answers its host. */
async function serve(status, body) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => server.close());
  return `127.0.0.1:${server.address().port}`;
}

describe('the Auth emulator readiness check', () => {
  it('accepts an emulator that refuses a bogus token as invalid', async () => {
    const host = await serve(400, { error: { code: 400, message: 'INVALID_ID_TOKEN' } });
    assert.equal(await answersSignIns(host), true);
  });

  it('refuses one that answers but fails the call (its modules deleted), or anything else on the port', async () => {
    // What an emulator started from a since-deleted folder answers (measured).
    const broken = await serve(400, { code: 'MODULE_NOT_FOUND', expose: true, statusCode: 400, status: 400 });
    assert.equal(await answersSignIns(broken), false);
    assert.equal(await answersSignIns(await serve(200, { ok: true })), false);
    assert.equal(await answersSignIns('127.0.0.1:1'), false, 'nothing listening');
  });

  it('finds emulators whose folder was deleted, and no other process', () => {
    const proc = mkdtempSync(path.join(tmpdir(), 'proc-'));
    after(() => rmSync(proc, { recursive: true, force: true }));
    const processEntry = (pid, commandLine, cwd) => {
      mkdirSync(path.join(proc, String(pid)));
      writeFileSync(path.join(proc, String(pid), 'cmdline'), `${commandLine.join('\0')}\0`);
      symlinkSync(cwd, path.join(proc, String(pid), 'cwd'));
    };
    const emulator = (folder) => [
      'node',
      `${folder}/node_modules/firebase-tools/lib/bin/firebase.js`,
      'emulators:start',
    ];
    processEntry(101, emulator('/tmp/gone'), '/tmp/gone (deleted)');
    processEntry(102, emulator('/home/me/fantasy'), '/home/me/fantasy');
    processEntry(103, ['node', 'server.js'], '/tmp/other (deleted)');
    mkdirSync(path.join(proc, 'self'));
    assert.deepEqual(orphanedEmulators(proc), [101]);
    assert.deepEqual(orphanedEmulators(path.join(proc, 'missing')), [], 'no /proc: none found');
  });
});
