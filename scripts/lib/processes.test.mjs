import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import {
  firstListening,
  freePort,
  runToCompletion,
  startProcess,
  stopProcess,
  waitUntilAnswering,
} from './processes.mjs';

const node = process.execPath;
/** A small HTTP server on PORT, as a child would run one. */
const httpServer =
  "require('node:http').createServer((q, r) => r.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')";

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('child processes', () => {
  it('waits until the URL answers, then stops the server with SIGTERM', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const server = startProcess('server', node, ['-e', httpServer], { env: { PORT: String(port) } });
    await waitUntilAnswering(`http://127.0.0.1:${port}/`, server, { timeoutMs: 20_000 });
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'ok');
    await stopProcess(server);
    assert.deepEqual(await server.exited, { code: null, signal: 'SIGTERM' });
  });

  it(
    'names the first port where something already listens, and none when all are free',
    { timeout: 30_000 },
    async () => {
      const [free, taken] = [await freePort(), await freePort()];
      // A plain TCP listener that never answers HTTP, as a database on the port would be: the
      // API or a web server started there fails to listen all the same.
      const connections = new Set();
      const listener = createServer((socket) => connections.add(socket.on('error', () => {})));
      await new Promise((resolve) => listener.listen(taken, '127.0.0.1', resolve));
      try {
        assert.equal(await firstListening([free, taken]), taken);
        assert.equal(await firstListening([free]), null);
      } finally {
        for (const socket of connections) socket.destroy();
        await new Promise((resolve) => listener.close(resolve));
      }
    },
  );

  it('names a port where another copy of a web server answers too', { timeout: 30_000 }, async () => {
    const [free, taken] = [await freePort(), await freePort()];
    const server = startProcess('server', node, ['-e', httpServer], { env: { PORT: String(taken) } });
    await waitUntilAnswering(`http://127.0.0.1:${taken}/`, server, { timeoutMs: 20_000 });
    try {
      assert.equal(await firstListening([free, taken]), taken);
    } finally {
      await stopProcess(server);
    }
  });

  it('fails at once, with its output, when the process exits before it answers', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const broken = startProcess('The broken server', node, [
      '-e',
      "console.error('cannot open the database'); process.exit(3)",
    ]);
    // The wait is far longer than the test's timeout: only noticing the exit ends it in time.
    await assert.rejects(waitUntilAnswering(`http://127.0.0.1:${port}/`, broken, { timeoutMs: 600_000 }), (error) => {
      assert.match(
        error.message,
        /^The broken server exited \(exit 3\) before it answered on http:\/\/127\.0\.0\.1:\d+\/:\ncannot open the database$/,
      );
      return true;
    });
  });

  it('says so when the command cannot be started at all', { timeout: 30_000 }, async () => {
    const missing = startProcess('The missing server', '/nonexistent/server', []);
    await assert.rejects(
      waitUntilAnswering('http://127.0.0.1:9/', missing),
      /The missing server exited .* before it answered[\s\S]*ENOENT/,
    );
  });

  it('kills a process that ignores SIGTERM once the timeout has passed', { timeout: 30_000 }, async () => {
    const stubborn = startProcess('stubborn', node, [
      '-e',
      "process.on('SIGTERM', () => console.log('ignored')); console.log('up'); setInterval(() => {}, 1000)",
    ]);
    while (!stubborn.output().includes('up')) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopProcess(stubborn, { timeoutMs: 500 });
    assert.deepEqual(await stubborn.exited, { code: null, signal: 'SIGKILL' });
    assert.match(stubborn.output(), /ignored/);
  });

  it('stops what the process started too (its whole process group)', { timeout: 30_000 }, async () => {
    const parent = startProcess('parent', 'sh', ['-c', 'sleep 300 & echo "child $!"; wait']);
    while (!/child \d+/.test(parent.output())) await new Promise((resolve) => setTimeout(resolve, 20));
    const grandchild = Number(/child (\d+)/.exec(parent.output())[1]);
    assert.equal(isRunning(grandchild), true);
    await stopProcess(parent);
    assert.equal(isRunning(grandchild), false);
  });

  it('runs a command to completion and fails with its output when it exits non-zero', { timeout: 30_000 }, async () => {
    await runToCompletion('fine', node, ['-e', 'process.exit(0)']);
    await assert.rejects(
      runToCompletion('The build', node, ['-e', "console.log('syntax error in app.tsx'); process.exit(2)"]),
      {
        message: 'The build failed (exit 2):\nsyntax error in app.tsx',
      },
    );
  });
});
