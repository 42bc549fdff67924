import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webApps } from './apps';
import { federationConfigOf, sharedMap } from './federation';
import { isSubsetPackage, packageRootOf, subsetRequest } from './shared-subsets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogVersion = (name: string) => {
  const catalog = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = catalog
    .split('\n')
    .find((entry) => entry.trim().startsWith(`${name.includes('/') || name.includes('@') ? `'${name}'` : name}:`));
  return line?.split(':').slice(1).join(':').trim().replace(/^\^/, '');
};
type Shared = Record<string, { singleton: boolean; requiredVersion: string; version: string; import?: string }>;

// Whether the singletons really load once in the browser is the end-to-end suite's
// (e2e/tests/site.spec.ts); these check what the build is given.
describe('the shared map', () => {
  const shared = sharedMap(path.join(root, 'shell')) as Shared;

  it.each(['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components', 'zod/mini'])(
    'takes %s’s version from the catalog',
    (name) => {
      expect(shared[name]?.version).toBe(catalogVersion(packageRootOf(name)));
      expect(shared[name]?.requiredVersion).toBe(`^${catalogVersion(packageRootOf(name))}`);
    },
  );

  it('is the same for every app: each one has every singleton installed at the same version', () => {
    // Subset modules included: each app's build has its own, named relative to the app.
    for (const app of webApps) expect(sharedMap(path.join(root, app.dir))).toEqual(shared);
  });

  it('provides the router, react-query and zod as the subsets the apps use, every other singleton whole', () => {
    for (const name of Object.keys(shared)) {
      if (isSubsetPackage(name)) expect(shared[name]?.import).toBe(subsetRequest(name));
      else expect(shared[name]?.import).toBeUndefined();
    }
    expect(Object.keys(shared).filter(isSubsetPackage).sort()).toEqual([
      '@tanstack/react-query',
      'react-router-dom',
      'zod/mini',
    ]);
  });

  it('names the app and the package when an app lacks a singleton', () => {
    expect(() => sharedMap(path.join(root, 'shared-build'))).toThrow(
      /react is not installed in .*shared-build: add it to the app's package\.json/,
    );
  });
});

describe('an app’s federation config', () => {
  const configFile = (dir: string) => `file://${path.join(root, dir, 'module-federation.config.ts')}`;

  it('exposes what the app’s entry in apps.ts declares, under its container name', () => {
    expect(federationConfigOf(configFile('mf-dashboard'))).toMatchObject({
      name: 'mf_dashboard',
      exposes: { './Home': './src/export-home.tsx', './Teams': './src/export-teams.tsx' },
    });
    expect(federationConfigOf(configFile('shell')).exposes).toBeUndefined();
  });

  it('refuses a folder that apps.ts does not list', () => {
    expect(() => federationConfigOf(configFile('mf-unlisted'))).toThrow("Unknown web app 'mf-unlisted'");
  });
});
