// The Firebase Auth emulator (firebase-tools), project demo-fantasy, for start, dev and tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAnswering, startProcess, stopProcess, waitUntilAnswering } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-fantasy';

/**
 * Uses the emulator already listening on AUTH_EMULATOR_HOST, or starts one (12–15 s of CPU
 * on these machines). Answers a stop function that only stops what it started.
 */
export async function ensureAuthEmulator() {
  const url = `http://${AUTH_EMULATOR_HOST}/`;
  if (await isAnswering(url)) {
    console.log(`Auth emulator: using the one on ${AUTH_EMULATOR_HOST}`);
    return { stop: async () => {} };
  }
  console.log(`Auth emulator: starting on ${AUTH_EMULATOR_HOST} (project ${FIREBASE_PROJECT_ID})…`);
  const emulator = startProcess(
    'The auth emulator',
    path.join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID],
    { cwd: root, env: { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
  );
  const tookMs = await waitUntilAnswering(url, emulator, { timeoutMs: 90_000 });
  console.log(`Auth emulator: ready in ${(tookMs / 1000).toFixed(1)} s`);
  return { stop: () => stopProcess(emulator) };
}
