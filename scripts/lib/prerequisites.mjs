// What the test run needs from the machine beyond npm packages: Chromium for the end-to-end
// tests. As root with Debian's apt, the run installs Debian's chromium itself; elsewhere it
// says exactly what to install. (PostgreSQL needs nothing: see test-postgres.mjs.)
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
  const choice = chooseChromium({
    path: CHROMIUM_PATH,
    exists: existsSync(CHROMIUM_PATH),
    root: process.getuid?.() === 0,
    apt: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  });
  if (choice === 'ready') return null;
  if (choice === 'install') {
    console.log(
      `Chromium is missing at ${CHROMIUM_PATH} (the end-to-end tests drive it): installing Debian's chromium (apt-get update, apt-get install -y chromium)…`,
    );
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      if (result.status !== 0)
        return `apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n${missingChromium()}`;
    }
    if (existsSync(CHROMIUM_PATH)) return null;
  }
  return missingChromium();
}

function missingChromium() {
  return (
    `Chromium is missing at ${CHROMIUM_PATH} (the end-to-end tests drive it).\n` +
    '  Install it:   sudo apt-get install -y chromium\n' +
    '  or point CHROMIUM_PATH at a Chromium or Chrome binary.'
  );
}
