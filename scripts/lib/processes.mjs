// The one way this workspace runs a child process: `npm start`, the test scripts, the API's
// process tests, the bench and the end-to-end suite all start servers with it, know one is
// ready when its URL answers (or fail at once, with its output, when it exits first), and stop
// it together with everything it started: SIGTERM, then SIGKILL after a timeout.
// Only Node built-ins: the scripts run before anything is installed. Types: processes.d.mts.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** How many of a child's last output lines are kept to explain a failure. */
const KEPT_LINES = 200;
const running = new Set();

/**
 * Starts a child in a process group of its own, so that stopping it also stops whatever it
 * started (pnpm's, tsx's and firebase's own children).
 */
export function startProcess(name, command, args, { cwd, env = {}, output = 'keep', echo = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: output === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines = [];
  let partial = '';
  const keep = (chunk) => {
    if (echo) process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `));
    const text = partial + chunk;
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    lines.push(...complete.filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A command that cannot be spawned (not found, not executable) never exits: it errors.
    child.once('error', (error) => {
      lines.push(`${command}: ${error.message}`);
      resolve({ code: null, signal: null });
    });
  });
  const started = { name, child, exited, output: () => [...lines, partial].filter(Boolean).join('\n') };
  running.add(started);
  void exited.then(() => running.delete(started));
  return started;
}

/** True once `url` answers at all (any status): the server behind it is listening. */
export async function isAnswering(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * True when something listens on `port` at `host`: a TCP connection is accepted there. Any
 * listener counts, not only a web server: a database on the port makes our server fail to
 * listen just the same. A connection neither accepted nor refused in time also counts (on
 * loopback that is a listener whose queue is full).
 */
export function isListening(port, host = '127.0.0.1', { timeoutMs = 2000 } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ port: Number(port), host });
    const settle = (listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(timeoutMs, () => settle(true));
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
  });
}

/**
 * The first of `ports` (on 127.0.0.1) where something already listens, else null. A server
 * started there would fail to listen (EADDRINUSE) after everything before it was started and
 * built, or another server would answer in its place, so a run must stop before it begins.
 */
export async function firstListening(ports) {
  for (const port of ports) if (await isListening(port)) return port;
  return null;
}

/**
 * Waits until `url` answers; fails as soon as `started` (when given) exits first, or after
 * `timeoutMs`, with its last output. Answers how long it waited, in milliseconds.
 */
export async function waitUntilAnswering(url, started, { timeoutMs = 60_000 } = {}) {
  const begun = Date.now();
  let exit = null;
  void started?.exited.then((result) => (exit = result));
  const name = started?.name ?? url;
  while (Date.now() - begun < timeoutMs) {
    if (await isAnswering(url)) return Date.now() - begun;
    if (exit)
      throw new Error(`${name} exited (${describeExit(exit)}) before it answered on ${url}${outputOf(started)}`);
    await delay(200);
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s${outputOf(started)}`);
}

/**
 * Stops a started child and its process group: SIGTERM (or `signal`), then SIGKILL when the
 * group is still there after `timeoutMs`. Resolves once the child has exited.
 */
export async function stopProcess(started, { timeoutMs = 8000, signal = 'SIGTERM' } = {}) {
  const { pid } = started.child;
  if (pid === undefined || !groupIsAlive(pid)) {
    await started.exited;
    return;
  }
  signalGroup(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (groupIsAlive(pid) && Date.now() < deadline) await delay(50);
  if (groupIsAlive(pid)) signalGroup(pid, 'SIGKILL');
  await started.exited;
}

/** Stops every child this process started and that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((started) => stopProcess(started)));
}

/** Stops every child when this process is interrupted (Ctrl+C) or terminated, then exits. */
export function stopAllOnSignal() {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      // Ctrl+C can arrive more than once (from the terminal, and passed on by npm or by the
      // run under an older Node): a second one must not end this process before it has
      // stopped its children.
      if (stopping) return;
      stopping = true;
      await stopAll();
      process.exit(130);
    });
  }
}

/** Runs a command to completion; fails with its last output when it does not exit 0. */
export async function runToCompletion(name, command, args, options = {}) {
  const started = startProcess(name, command, args, options);
  const exit = await started.exited;
  if (exit.code !== 0) throw new Error(`${name} failed (${describeExit(exit)}):\n${started.output()}`);
}

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a server started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Whatever happens to this process (an uncaught error, process.exit in a test), it leaves no
// child group behind: they are detached, so nothing else would stop them.
process.on('exit', () => {
  for (const started of running) {
    if (started.child.pid !== undefined) signalGroup(started.child.pid, 'SIGKILL');
  }
});

function groupIsAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** A started child's last output for a message; with `output: 'inherit'` it is already above. */
function outputOf(started) {
  if (!started) return '';
  const output = started.output();
  return output ? `:\n${output}` : ' (its output is above)';
}

function describeExit({ code, signal }) {
  return signal ? `signal ${signal}` : `exit ${code ?? 'unknown: it could not start'}`;
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
