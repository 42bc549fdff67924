// What the browser learns at run time rather than build time: where the API is and how to
// reach Firebase Auth (/config.json), and where each remote is (/remotes.json). Both come from
// settings when the server starts, so one build runs anywhere; both are written by the
// contracts in shared-contracts that the web apps read them with.
import { readFileSync } from 'node:fs';
import { remotesFile, runtimeConfig, type RemoteEntry, type RuntimeConfig } from 'shared-contracts';
import { z } from 'zod';
import { appPort, remoteApps } from './apps';

export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-fantasy';
  // AUTH_EMULATOR_URL wins (empty: real Firebase). Otherwise the emulator, except in production,
  // where only an explicit FIREBASE_AUTH_EMULATOR_HOST points the browser at one.
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || (env.NODE_ENV === 'production' ? '' : '127.0.0.1:9099');
  const emulator = env.AUTH_EMULATOR_URL ?? (emulatorHost ? `http://${emulatorHost}` : '');
  return runtimeConfig.parse({
    // '' is the same origin's /api, which every web server proxies to the API.
    apiBase: env.API_BASE ?? '',
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
    },
    authEmulatorUrl: emulator || null,
  });
}

/**
 * The remotes the shell registers. `REMOTES_FILE` names a JSON file of `[{name, entry}]` to
 * serve as is (a deployment's own URLs). Without it each remote is on this machine at its
 * port, on the host name the browser used, so localhost and 127.0.0.1 both work.
 */
export function remoteEntries(hostname: string, env: NodeJS.ProcessEnv = process.env): RemoteEntry[] {
  if (env.REMOTES_FILE) return readRemotesFile(env.REMOTES_FILE);
  return remoteApps.map((app) => ({
    name: app.federationName,
    entry: `http://${hostname}:${appPort(app, env)}/mf-manifest.json`,
  }));
}

/** A deployment's remotes file, checked: a typo fails here, naming file and field, not in a browser. */
function readRemotesFile(file: string): RemoteEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_FILE ${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const checked = remotesFile.safeParse(parsed);
  if (!checked.success) throw new Error(`REMOTES_FILE ${file} is not a list of { name, entry }:\n${z.prettifyError(checked.error)}`);
  return checked.data;
}
