import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  activeToolchainPrefix,
  chooseNode,
  isMaintained,
  restartEnvironment,
  TOOLCHAIN_DIR,
} from './maintained-node.mjs';

describe('the Node the scripts run on', () => {
  it('takes 22.12 or later and 24 or later as maintained, and nothing older or odd', () => {
    for (const version of ['22.12.0', '22.20.1', '24.0.0', 'v24.21.0', '26.1.0'])
      assert.ok(isMaintained(version), version);
    for (const version of ['18.20.8', '20.20.2', '21.7.3', '22.11.0', '23.11.1']) {
      assert.ok(!isMaintained(version), version);
    }
  });

  it('runs a maintained Node as it is, and an older one under the pinned Node', () => {
    const machine = { pinned: '24.21.0', setting: undefined, restarted: false };
    assert.deepEqual(chooseNode({ ...machine, running: '24.21.0' }), { kind: 'as-is' });
    assert.deepEqual(chooseNode({ ...machine, running: '22.12.0' }), { kind: 'as-is' });
    assert.deepEqual(chooseNode({ ...machine, running: '20.20.2' }), { kind: 'pinned', version: '24.21.0' });
    // A run already started again never starts again, whatever it runs on.
    assert.deepEqual(chooseNode({ ...machine, running: '20.20.2', restarted: true }), { kind: 'as-is' });
  });

  it('follows TOOLCHAIN_NODE: off keeps this Node, a path names the one to run under', () => {
    const machine = { pinned: '24.21.0', restarted: false };
    assert.deepEqual(chooseNode({ ...machine, running: '20.20.2', setting: 'off' }), {
      kind: 'as-is',
      unsupported: true,
    });
    assert.deepEqual(chooseNode({ ...machine, running: '24.21.0', setting: 'off' }), { kind: 'as-is' });
    assert.deepEqual(chooseNode({ ...machine, running: '24.21.0', setting: '/opt/node-22/bin/node' }), {
      kind: 'given',
      node: '/opt/node-22/bin/node',
    });
  });

  it("puts that Node's folder first on PATH for everything the run starts", () => {
    const node = path.join(TOOLCHAIN_DIR, 'node-24.21.0', 'bin', 'node');
    const env = restartEnvironment({ PATH: '/usr/bin:/bin', HOME: '/root' }, node);
    assert.equal(env.PATH, `${path.dirname(node)}:/usr/bin:/bin`);
    assert.equal(env.HOME, '/root');
    assert.equal(env.npm_node_execpath, undefined);
    // Started by npm: the Node npm names to its scripts is this one too.
    assert.equal(
      restartEnvironment({ PATH: '/usr/bin', npm_node_execpath: '/usr/bin/node' }, node).npm_node_execpath,
      node,
    );
    // pnpm, when missing, goes beside the pinned Node, and only that one.
    assert.equal(activeToolchainPrefix(env), path.join(TOOLCHAIN_DIR, 'node-24.21.0'));
    assert.equal(activeToolchainPrefix(restartEnvironment({ PATH: '/usr/bin' }, '/opt/node-22/bin/node')), null);
    assert.equal(activeToolchainPrefix({ PATH: '/usr/bin' }), null);
  });
});

describe('a run started again under another Node', () => {
  // TOOLCHAIN_NODE names a `node` in a folder of its own (a script that starts this Node), so
  // the run starts again without installing anything.
  const folder = mkdtempSync(path.join(tmpdir(), 'maintained-node-'));
  const bin = path.join(folder, 'bin');
  mkdirSync(bin);
  const otherNode = path.join(bin, 'node');
  writeFileSync(otherNode, `#!/bin/sh\nexec '${process.execPath}' "$@"\n`);
  chmodSync(otherNode, 0o755);
  // The script run: under the other Node it reports the first folder on its PATH, then does
  // what its argument says.
  const script = path.join(folder, 'script.mjs');
  writeFileSync(
    script,
    `import { runOnMaintainedNode } from ${JSON.stringify(new URL('./maintained-node.mjs', import.meta.url).href)};
await runOnMaintainedNode();
console.log('PATH starts with ' + process.env.PATH.split(':')[0]);
const action = process.argv[2];
if (action.startsWith('exit-')) process.exit(Number(action.slice(5)));
if (action === 'die-by-SIGTERM') process.kill(process.pid, 'SIGTERM');
if (action === 'wait-for-SIGTERM') {
  process.on('SIGTERM', () => { console.log('stopped by SIGTERM'); process.exit(7); });
  setInterval(() => {}, 1000);
  console.log('waiting');
}
`,
  );
  after(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs the script as `npm start` would, resolving with its exit and output. */
  function run(action, { onOutput = () => {} } = {}) {
    const child = spawn(process.execPath, [script, action], {
      env: { ...process.env, TOOLCHAIN_NODE: otherNode, TOOLCHAIN_NODE_RESTARTED_UNDER: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      onOutput(output, child);
    });
    return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  }

  it(
    "runs under that Node with its folder first on PATH, and ends with the run's exit code",
    { timeout: 30_000 },
    async () => {
      const { code, output } = await run('exit-3');
      assert.equal(code, 3);
      assert.equal(output, `Running under ${otherNode} (TOOLCHAIN_NODE).\nPATH starts with ${bin}\n`);
    },
  );

  it('passes a signal sent to it alone on to the run', { timeout: 30_000 }, async () => {
    let sent = false;
    const { code, output } = await run('wait-for-SIGTERM', {
      onOutput: (soFar, child) => {
        if (sent || !soFar.includes('waiting')) return;
        sent = true;
        child.kill('SIGTERM');
      },
    });
    assert.match(output, /stopped by SIGTERM\n$/);
    assert.equal(code, 7);
  });

  it('ends by the signal that ended the run', { timeout: 30_000 }, async () => {
    const { code, signal } = await run('die-by-SIGTERM');
    assert.equal(code, null);
    assert.equal(signal, 'SIGTERM');
  });
});
