#!/usr/bin/env node
// `npm start`: installs what is missing, then runs the whole site on the embedded defaults:
// the Firebase Auth emulator, the API on PGlite with the open demo league, and the web app.
// `npm run dev` (--dev) runs the API and the web app in watch mode instead.
// Ctrl+C stops everything.
import { ensureAuthEmulator, AUTH_EMULATOR_HOST } from './lib/auth-emulator.mjs';
import { startProcess, stopAll, stopAllOnSignal, waitFor } from './lib/processes.mjs';
import { ensureDependencies, root } from './lib/toolchain.mjs';

const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT || '4000';
const apiUrl = `http://127.0.0.1:${apiPort}`;

try {
  ensureDependencies();
  stopAllOnSignal();

  await ensureAuthEmulator();

  const api = startProcess('api', process.execPath, ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'src/server.ts'], {
    cwd: `${root}/api`,
    env: {
      PORT: apiPort,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
      DEMO_LEAGUE_OPEN: process.env.DEMO_LEAGUE_OPEN ?? 'true',
    },
  });
  await waitFor(`${apiUrl}/api/health`, { child: api, name: 'The API', timeoutMs: 120_000 });
  console.log(`API: ${apiUrl} (OpenAPI document at ${apiUrl}/api/docs)`);

  // web: build and serve the shell and remotes here.

  console.log('\nFantasy League is running. Press Ctrl+C to stop.');
} catch (error) {
  console.error(`\n${error.message}`);
  await stopAll();
  process.exit(error.exitCode ?? 1);
}
