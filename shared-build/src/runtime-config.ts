// What the browser learns at run time rather than build time: where the API is and how to
// reach Firebase Auth (/config.json), and where each remote is (/remotes.json). Both come from
// settings when the server starts, so one build runs anywhere; both are written by the
// contracts in shared-contracts that the web apps read them with.
import { readFileSync } from 'node:fs';
import { remotesFile, runtimeConfig, type RemoteEntry, type RuntimeConfig } from 'shared-contracts';
import { z } from 'zod';
import { appPort, remoteApps, shellApp } from './apps';

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
 * The site's address as members open it (`PUBLIC_ORIGIN`, scheme and host, e.g.
 * https://league.example.com), default http://localhost:<the shell's port>. Taken from the
 * settings, never from a request: what the servers answer must not depend on a Host header
 * a client wrote, since a cache in front would hand that answer to everyone.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): URL {
  const setting = env.PUBLIC_ORIGIN || `http://localhost:${appPort(shellApp, env)}`;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(`PUBLIC_ORIGIN ${setting} is not an address such as https://league.example.com`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      `PUBLIC_ORIGIN ${setting} must be an http or https origin only (scheme, host and port), such as https://league.example.com`,
    );
  }
  return url;
}

/**
 * The remotes the shell registers. `REMOTES_FILE` names a JSON file of `[{name, entry}]` to
 * serve as is (a deployment's own URLs). Without it each remote is at its port on the host of
 * PUBLIC_ORIGIN, with its scheme.
 */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): RemoteEntry[] {
  if (env.REMOTES_FILE) return readRemotesFile(env.REMOTES_FILE);
  const { protocol, hostname } = publicOrigin(env);
  return remoteApps.map((app) => ({
    name: app.federationName,
    entry: `${protocol}//${hostname}:${appPort(app, env)}/mf-manifest.json`,
  }));
}

/** A deployment's remotes file, checked: a typo fails here, naming file and field, not in a browser. */
function readRemotesFile(file: string): RemoteEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `REMOTES_FILE ${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const checked = remotesFile.safeParse(parsed);
  if (!checked.success)
    throw new Error(`REMOTES_FILE ${file} is not a list of { name, entry }:\n${z.prettifyError(checked.error)}`);
  return checked.data;
}
