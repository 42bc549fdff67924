// mf-schedule as a Module Federation remote: what it exposes. The shared map comes from
// shared-build, written once for every app.
import { fileURLToPath } from 'node:url';
import { findApp } from 'shared-build/apps';
import { createFederationConfig } from 'shared-build/federation';

export default createFederationConfig({
  app: findApp('mf-schedule'),
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: {
    './Schedule': './src/export-app.tsx',
  },
});
