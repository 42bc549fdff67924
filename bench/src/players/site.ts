// The composed site for the Players benchmark: the built shell and remotes (built here unless
// BENCH_SKIP_BUILD=1), served by their production server, and the real API in a process of
// its own on an in-memory PGlite with the open demo league.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToCompletion, startProcess, stopProcess, waitUntilAnswering } from '../../../scripts/lib/processes.mjs';
import { startApi } from '../api/api-process';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type BenchSite = { siteUrl: string; apiUrl: string; stop(): Promise<void> };

export async function startSite({
  webPortBase,
  emulatorHost,
  build = !process.env.BENCH_SKIP_BUILD,
}: {
  webPortBase: number;
  emulatorHost: string;
  build?: boolean;
}): Promise<BenchSite> {
  const sharedBuild = path.join(workspaceRoot, 'shared-build');
  if (build) {
    console.log('Building the shell and the remotes (BENCH_SKIP_BUILD=1 reuses the last build)…');
    await runToCompletion(
      'web build',
      path.join(sharedBuild, 'node_modules', '.bin', 'rspack'),
      ['build', '-c', 'rspack.all.config.ts'],
      { cwd: sharedBuild },
    );
  }
  const api = await startApi({ emulatorHost });
  const siteUrl = `http://127.0.0.1:${webPortBase}`;
  const web = startProcess('web servers', process.execPath, ['--import', 'tsx', 'src/serve-all.ts'], {
    cwd: sharedBuild,
    env: {
      WEB_PORT_BASE: String(webPortBase),
      PUBLIC_ORIGIN: siteUrl,
      API_URL: api.baseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      REMOTES_FILE: '',
    },
  });
  try {
    await waitUntilAnswering(`${siteUrl}/config.json`, web, { timeoutMs: 60_000 });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    siteUrl,
    apiUrl: api.baseUrl,
    stop: async () => {
      await stopProcess(web);
      await api.stop();
    },
  };
}
