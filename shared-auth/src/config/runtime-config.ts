/**
 * Settings the web apps read at runtime from `/config.json` (served by the shell and by each
 * remote running alone), so one build runs against the emulator locally and real Firebase in
 * production.
 */
export interface RuntimeConfig {
  /** Prefix of every API call; '' means the same origin's /api (DESIGN.md §6). */
  apiBase: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The Firebase Auth emulator's address, or null for real Firebase. */
  authEmulatorUrl: string | null;
}

/** The local demo: same-origin API, project demo-fantasy on the Auth emulator. */
export const demoRuntimeConfig: RuntimeConfig = {
  apiBase: '',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fantasy.firebaseapp.com', projectId: 'demo-fantasy' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

/** Checks a parsed config document; throws an error naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const doc = isRecord(value) ? value : fail('the document must be a JSON object');
  const firebase = isRecord(doc.firebase) ? doc.firebase : fail('firebase must be an object');
  const apiBase = doc.apiBase ?? '';
  if (typeof apiBase !== 'string') fail('apiBase must be a string');
  const authEmulatorUrl = doc.authEmulatorUrl ?? null;
  if (authEmulatorUrl !== null && typeof authEmulatorUrl !== 'string') fail('authEmulatorUrl must be a string or null');
  const text = (field: string) => {
    const v = firebase[field];
    return typeof v === 'string' && v.length > 0 ? v : fail(`firebase.${field} must be a non-empty string`);
  };
  return {
    apiBase: apiBase.replace(/\/+$/, ''),
    firebase: { apiKey: text('apiKey'), authDomain: text('authDomain'), projectId: text('projectId') },
    authEmulatorUrl: authEmulatorUrl || null,
  };
}

/** Fetches and checks the runtime config; a missing or malformed file is an error that says which. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`.trim());
  try {
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    throw new Error(`Invalid ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(message: string): never {
  throw new Error(message);
}
