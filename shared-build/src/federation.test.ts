import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApp, remoteApps, webApps } from './apps';
import { createFederationConfig, sharedMap, singletonPackages } from './federation';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDir = path.join(root, 'shell');
const catalogVersion = (name: string) => {
  const catalog = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = catalog.split('\n').find((entry) => entry.trim().startsWith(`${name.includes('/') || name.includes('@') ? `'${name}'` : name}:`));
  return line?.split(':').slice(1).join(':').trim().replace(/^\^/, '');
};

describe('the shared map', () => {
  const shared = sharedMap(shellDir) as Record<string, { singleton: boolean; requiredVersion: string; version: string }>;

  it('makes React, the router, react-query, styled-components, shared-auth and shared-ui singletons', () => {
    for (const name of singletonPackages) expect(shared[name]).toMatchObject({ singleton: true });
  });

  it("shares react-dom's and react's subpaths (react-dom/client, react/jsx-runtime) with a trailing slash", () => {
    expect(shared['react-dom/']).toMatchObject({ singleton: true });
    expect(shared['react/']).toMatchObject({ singleton: true });
  });

  it.each(['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'styled-components'])('takes %s’s version from the catalog', (name) => {
    expect(shared[name]?.version).toBe(catalogVersion(name));
    expect(shared[name]?.requiredVersion).toBe(`^${catalogVersion(name)}`);
  });

  it('is the same for every app', () => {
    for (const app of webApps) expect(sharedMap(path.join(root, app.dir))).toEqual(shared);
  });
});

describe('each app’s federation config', () => {
  it('publishes a manifest, skips type generation and names no remotes at build time', () => {
    const config = createFederationConfig({ app: findApp('mf-players'), appDir: path.join(root, 'mf-players'), exposes: { './Players': './src/export-app.tsx' } });
    expect(config).toMatchObject({ name: 'mf_players', manifest: true, dts: false, remotes: {}, exposes: { './Players': './src/export-app.tsx' } });
  });

  it('gives every remote its own container name and port', () => {
    expect(new Set(remoteApps.map((app) => app.federationName)).size).toBe(6);
    expect(remoteApps.map((app) => app.portOffset)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
