// Built and served like every web app (shared-build/src/rspack.ts); its name, port and title
// come from its entry in shared-build/src/apps.ts. A production build adds the service worker
// and the web manifest (docs/web.md §14); watch mode has no worker (nothing registers it).
import { fileURLToPath } from 'node:url';
import { rspackConfigOf, type RspackConfigFunction } from 'shared-build/rspack';
import { serviceWorkerConfig } from 'shared-build/service-worker-build';
import federation from './module-federation.config';

const shell = rspackConfigOf(import.meta.url, federation);

const config: RspackConfigFunction = (env, argv) => {
  const app = shell(env, argv);
  if ([app].flat().some((one) => one.mode !== 'production')) return app;
  return [
    app,
    serviceWorkerConfig({
      appDir: fileURLToPath(new URL('.', import.meta.url)),
      after: 'shell',
      entry: './service-worker/service-worker.ts',
    }),
  ].flat();
};

export default config;
