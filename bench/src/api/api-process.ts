import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess, waitUntilAnswering } from '../../../scripts/lib/processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export type RunningApi = { baseUrl: string; pid: number | undefined; stop(): Promise<void> };

/**
 * How the benches run the API: as in development (it refuses the emulator's tokens in
 * production), with the demo league open, both request budgets off (one user from one address
 * would otherwise measure 429s), and on an in-memory PGlite unless `DATABASE_URL` is given.
 */
const BENCH_API_SETTINGS = {
  NODE_ENV: 'development',
  DEMO_LEAGUE_OPEN: 'true',
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_ADDRESS_MAX: '0',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  DATA_DIR: 'memory',
};

/**
 * Starts serve-api.ts with the benches' settings on a free port (or `port`, to start an
 * instance again where it was) and waits until it answers; `env` overrides a setting.
 */
export async function startApi(
  {
    emulatorHost,
    databaseUrl,
    env: overrides = {},
    port: givenPort,
  }: { emulatorHost: string; databaseUrl?: string; env?: Record<string, string>; port?: number },
  timeoutMs = 120_000,
): Promise<RunningApi> {
  const env = {
    ...BENCH_API_SETTINGS,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  };
  const port = givenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = startProcess('The API', process.execPath, ['--import', 'tsx', path.join(here, 'serve-api.ts')], {
    cwd: here,
    env: { ...env, PORT: String(port) },
    output: 'inherit',
  });
  await waitUntilAnswering(`${baseUrl}/api/health`, api, { timeoutMs });
  return { baseUrl, pid: api.child.pid, stop: () => stopProcess(api, { timeoutMs: 10_000 }) };
}
