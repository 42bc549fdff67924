// Makes sure pnpm (the version package.json pins) and the workspace's packages are installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { activeToolchainPrefix } from './maintained-node.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * pnpm's version is pinned in package.json `engines.pnpm` (pnpm enforces it). Not in
 * `packageManager`: pnpm 12 then refuses every --frozen-lockfile install (pnpm#14124).
 */
function pinnedPnpmVersion() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.pnpm;
}

function installedPnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Runs a command in the repo root, echoing it; throws with its exit code on failure. */
export function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/**
 * pnpm is a native executable: it runs scripts with the first `node` on PATH, whichever Node
 * installed it, so a pnpm of the pinned version on PATH will do. Under the Node of .toolchain/
 * (maintained-node.mjs) a missing one goes beside that Node, first on PATH: nothing is
 * installed for the whole machine, and npm run by that Node would otherwise pick a global
 * folder inside its package, on no PATH.
 */
export function ensurePnpm() {
  const wanted = pinnedPnpmVersion();
  const installed = installedPnpmVersion();
  if (installed === wanted) return;
  const prefix = activeToolchainPrefix();
  console.log(
    `${installed ? `pnpm ${installed} found; installing the pinned ${wanted}` : `pnpm not found; installing pnpm ${wanted}`}${
      prefix ? ` into ${path.relative(root, prefix)}` : ''
    }…`,
  );
  run('npm', ['install', '--global', ...(prefix ? ['--prefix', prefix] : []), `pnpm@${wanted}`]);
}

/** pnpm install against the committed lockfile; fast when everything is already there. */
export function ensureDependencies() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile']);
}
