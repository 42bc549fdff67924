// Every web app's own rspack.config.ts as one multi-compiler configuration, so
// `rspack build -c rspack.all.config.ts` builds the shell and the remotes in one process
// sharing one thread pool (much quicker on two cores than seven builds). The apps are those of
// src/apps.ts; WEB_APPS=shell,mf-players builds only those.
//
// Built through the rspack CLI on purpose: it loads TypeScript configs with jiti, whereas
// tsx (esbuild, keepNames) would wrap Module Federation's runtime functions in `__name(...)`
// calls that the plugin then copies into the browser bundle.
import type { Configuration } from '@rspack/core';
import { findApp, webApps } from './src/apps';
import type { Mode, RspackConfigFunction } from './src/rspack';

export default async (env: unknown, argv: { mode?: Mode }) => {
  const wanted = process.env.WEB_APPS ? process.env.WEB_APPS.split(',').map((name) => findApp(name.trim())) : webApps;
  const configs: Configuration[] = [];
  // One after another: jiti's loader hands a module that another import is still evaluating
  // to a concurrent import half-initialised.
  for (const app of wanted) {
    const { default: config } = (await import(`../${app.dir}/rspack.config.ts`)) as { default: RspackConfigFunction };
    // The shell's is two: the shell, then its service worker (service-worker-build.ts).
    configs.push(...[config(env, argv)].flat());
  }
  return configs;
};
