// What the project needs from the machine beyond npm packages, taken from the operating
// system's packages: Chromium for the end-to-end tests; Redis for the API tests of shared rate
// limits; HAProxy and Redis for the API cluster (cluster.mjs). As root with Debian's apt the
// run installs the package itself; elsewhere it says exactly what to install.
// (PostgreSQL needs nothing: see test-postgres.mjs.)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

/**
 * 'ready', 'install' (Debian's package would put it where it is wanted, and we may install
 * it) or 'missing' (the user has to).
 */
export function chooseChromium({ path, exists, root, apt }) {
  if (exists) return 'ready';
  return path === DEBIAN_CHROMIUM && root && apt ? 'install' : 'missing';
}

/** Makes sure Chromium is at CHROMIUM_PATH; answers null, or what the user must do. */
export function ensureChromium() {
  const missing = () =>
    `Chromium is missing at ${CHROMIUM_PATH} (the end-to-end tests drive it).\n` +
    '  Install it:   sudo apt-get install -y chromium\n' +
    '  or point CHROMIUM_PATH at a Chromium or Chrome binary.';
  const choice = chooseChromium({ path: CHROMIUM_PATH, exists: existsSync(CHROMIUM_PATH), ...machine() });
  if (choice === 'ready') return null;
  if (choice === 'missing') return missing();
  return installDebianPackage('chromium', `Chromium is missing at ${CHROMIUM_PATH} (the end-to-end tests drive it)`, {
    installed: () => existsSync(CHROMIUM_PATH),
    missing,
  });
}

/** True when `command` runs from PATH. */
export function commandRuns(command, versionArgs = ['-v']) {
  return spawnSync(command, versionArgs, { stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure `command` runs, installing Debian's `debianPackage` when it does not and we may
 * (root with apt). Answers null, or what the user must do (`why`: what needs it).
 */
export function ensureCommand({ command, debianPackage, why, versionArgs }) {
  const missing = () =>
    `${command} is missing (${why}).\n  Install it:   sudo apt-get install -y ${debianPackage}   (or your system's package for it)`;
  if (commandRuns(command, versionArgs)) return null;
  const { root, apt } = machine();
  if (!root || !apt) return missing();
  return installDebianPackage(debianPackage, `${command} is missing (${why})`, {
    installed: () => commandRuns(command, versionArgs),
    missing,
  });
}

function machine() {
  return { root: process.getuid?.() === 0, apt: commandRuns('apt-get', ['--version']) };
}

function installDebianPackage(debianPackage, because, { installed, missing }) {
  console.log(
    `${because}: installing Debian's ${debianPackage} (apt-get update, apt-get install -y ${debianPackage})…`,
  );
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', debianPackage],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      return `apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n${missing()}`;
  }
  return installed() ? null : missing();
}
