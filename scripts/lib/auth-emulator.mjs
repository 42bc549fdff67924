// The Firebase Auth emulator (firebase-tools), project demo-fantasy, for start, dev and tests.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { isAnswering, isListening, startProcess, stopProcess, waitUntilAnswering } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099';
export const FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-fantasy';

/**
 * Whether the emulator on `host` can sign anyone in, not only answer: it is asked to look up
 * an account by a token that cannot be valid and must refuse it as such. An emulator whose
 * checkout has since been deleted still answers its banner, but fails every real call (its
 * modules load lazily and are gone), so every sign-in of the run would fail.
 */
export async function answersSignIns(host = AUTH_EMULATOR_HOST) {
  try {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=readiness`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: 'readiness-check' }),
      signal: AbortSignal.timeout(5000),
    });
    const body = await response.json().catch(() => null);
    return response.status === 400 && body?.error?.message === 'INVALID_ID_TOKEN';
  } catch {
    return false;
  }
}

/**
 * Auth emulators this user started from a folder that no longer exists (their working folder
 * reads "(deleted)"): they can answer on the port but sign no one in. Linux's /proc only;
 * elsewhere none are found.
 */
export function orphanedEmulators(procRoot = '/proc') {
  let entries;
  try {
    entries = readdirSync(procRoot);
  } catch {
    return [];
  }
  const orphans = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(path.join(procRoot, entry, 'cmdline'), 'utf8').split('\0');
      if (!commandLine.some((part) => part.endsWith('firebase.js')) || !commandLine.includes('emulators:start'))
        continue;
      if (readlinkSync(path.join(procRoot, entry, 'cwd')).endsWith(' (deleted)')) orphans.push(Number(entry));
    } catch {
      // A process that ended meanwhile, or another user's: not ours to judge.
    }
  }
  return orphans;
}

/** Stops orphaned emulators and waits until the port is free; answers whether any was stopped. */
async function stopOrphanedEmulators(url) {
  const orphans = orphanedEmulators();
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  const deadline = Date.now() + 10_000;
  while (orphans.length > 0 && (await isAnswering(url)) && Date.now() < deadline) await delay(200);
  return orphans.length > 0;
}

/**
 * Uses the emulator already listening on AUTH_EMULATOR_HOST when it can sign people in, or
 * starts one (12–15 s of CPU on these machines). One left behind by a run in a folder since
 * deleted is stopped and replaced; any other that answers but cannot sign in is reported.
 * Answers a stop function that only stops what it started.
 */
export async function ensureAuthEmulator() {
  const url = `http://${AUTH_EMULATOR_HOST}/`;
  if (await isAnswering(url)) {
    if (await answersSignIns()) {
      console.log(`Auth emulator: using the one on ${AUTH_EMULATOR_HOST}`);
      return { stop: async () => {} };
    }
    if (!(await stopOrphanedEmulators(url)))
      throw new Error(
        `Something answers on ${AUTH_EMULATOR_HOST} but cannot sign anyone in (an Auth emulator of another folder, or another server): stop it and run again.`,
      );
    console.log(`Auth emulator: stopped one left running from a deleted folder on ${AUTH_EMULATOR_HOST}`);
  }
  // A program that does not answer HTTP there (a database, say) would make the emulator fail
  // to listen only after its 12–15 s start.
  const [host, port] = [AUTH_EMULATOR_HOST.replace(/:\d+$/, ''), AUTH_EMULATOR_HOST.replace(/^.*:/, '')];
  if (await isListening(port, host))
    throw new Error(
      `Port ${port} on ${host}, for the Auth emulator, is already taken by another program (not a web server: a database, say). Stop it: the emulator's port is fixed (firebase.json, 9099).`,
    );
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
