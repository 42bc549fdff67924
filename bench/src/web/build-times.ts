// Build times of the web apps as a person runs them: all seven in one rspack process (what
// `pnpm build`, `npm start` and the e2e suite do) and one remote alone (what its contributor
// does), each the wall time of the whole command, configuration loading included.
import path from 'node:path';
import { runToCompletion } from '../../../scripts/lib/processes.mjs';

export type BuildTimes = { allApps: number[]; oneRemote: number[]; remote: string };

async function timed(name: string, cwd: string, args: string[]): Promise<number> {
  const started = performance.now();
  await runToCompletion(name, path.join(cwd, 'node_modules', '.bin', 'rspack'), args, { cwd });
  return performance.now() - started;
}

/**
 * Builds every app `runs` times (the last build is what the site serves) and `remote` alone as
 * many times. Ends with a build of all apps so the served files are the full build's.
 */
export async function measureBuildTimes(
  workspaceRoot: string,
  { runs, remote = 'mf-players' }: { runs: number; remote?: string },
): Promise<BuildTimes> {
  const times: BuildTimes = { allApps: [], oneRemote: [], remote };
  for (let run = 0; run < runs; run += 1) {
    times.oneRemote.push(await timed(`${remote} build`, path.join(workspaceRoot, remote), ['build']));
    times.allApps.push(
      await timed('web build', path.join(workspaceRoot, 'shared-build'), ['build', '-c', 'rspack.all.config.ts']),
    );
  }
  return times;
}
