import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type StartedProcess, startProcess } from '../../../scripts/lib/processes.mjs';

export { stopProcess, waitUntilAnswering } from '../../../scripts/lib/processes.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = StartedProcess & { url: string };

/**
 * The real server entry (src/server.ts) in a process of its own, on a free loopback port,
 * with `env` over the test's environment. Wait for `${url}/api/health` to know it is ready.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const started = startProcess(`API :${port}`, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { HOST: '127.0.0.1', PORT: String(port), ...env },
  });
  return { ...started, url: `http://127.0.0.1:${port}` };
}
