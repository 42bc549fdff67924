import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess, waitUntilAnswering } from '../../../scripts/lib/processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export type RunningApi = { baseUrl: string; pid: number | undefined; stop(): Promise<void> };

/** Starts serve-api.ts with the given settings on a free port and waits until it answers. */
export async function startApi(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningApi> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = startProcess('The API', process.execPath, ['--import', 'tsx', path.join(here, 'serve-api.ts')], {
    cwd: here,
    env: { ...env, PORT: String(port) },
    output: 'inherit',
  });
  await waitUntilAnswering(`${baseUrl}/api/health`, api, { timeoutMs });
  return { baseUrl, pid: api.child.pid, stop: () => stopProcess(api, { timeoutMs: 10_000 }) };
}
