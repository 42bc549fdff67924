// The one Module Federation helper every app's module-federation.config.ts is built from, so
// the `shared` map is written once. React and the other singletons must load exactly once:
// a second React breaks hooks, a second styled-components loses the theme, a second
// shared-auth loses the signed-in user and its connected fetch client. zod (its functional
// API, zod/mini, the one the web apps use) and shared-contracts hold no state but are large and used by every screen's calls: shared, the
// page loads them once instead of once per remote. shared-app is not shared: it holds no
// context of its own (it composes react-query's, shared-ui's and shared-auth's), and only a
// page's own bootstrap mounts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { exposesOf, findApp, type WebApp } from './apps';
import { isSubsetPackage, packageRootOf, subsetRequest } from './shared-subsets';
import { singletonPackages } from './singletons';

export type FederationConfig = ReturnType<typeof createModuleFederationConfig>;

/** A remote's entry script, beside its mf-manifest.json. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export { singletonPackages } from './singletons';

/**
 * The version an app was installed with. The pnpm catalog gives every package one version,
 * so reading the installed package.json reads the catalog's version.
 */
function installedVersion(appDir: string, packageName: string): string {
  const manifest = path.join(appDir, 'node_modules', packageRootOf(packageName), 'package.json');
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(
      `${packageName} is not installed in ${appDir}: add it to the app's package.json ("catalog:" or "workspace:*") and run pnpm install`,
    );
  }
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** What the page loads for it, when not the package itself (shared-subsets.ts). */
  import?: string;
}

/**
 * The shared map: every singleton, its version, and `react/` + `react-dom/` subpaths. The
 * router, react-query and zod are provided as the subsets the apps use (shared-subsets.ts).
 */
export function sharedMap(appDir: string): NonNullable<FederationConfig['shared']> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of singletonPackages) {
    const version = installedVersion(appDir, name);
    const entry: SharedEntry = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      // Relative to the app, so the runtime code that names it names no build folder.
      ...(isSubsetPackage(name) ? { import: subsetRequest(name) } : {}),
    };
    shared[name] = entry;
    // The trailing slash shares every subpath too: `react-dom/client` and `react/jsx-runtime`
    // would otherwise be bundled (and loaded) once per remote.
    if (name === 'react' || name === 'react-dom') shared[`${name}/`] = entry;
  }
  return shared;
}

export interface FederationOptions {
  app: WebApp;
  /** Absolute folder of the app (where its package.json is). */
  appDir: string;
  /** For a remote: exposed name -> file, e.g. { './Players': './src/export-app.tsx' }. */
  exposes?: Record<string, string>;
  /** Runtime plugin files (absolute paths); the shell's retry and fallback plugins. */
  runtimePlugins?: string[];
}

export function createFederationConfig({ app, appDir, exposes, runtimePlugins }: FederationOptions): FederationConfig {
  return createModuleFederationConfig({
    name: app.federationName,
    filename: REMOTE_ENTRY_FILE,
    ...(exposes ? { exposes } : {}),
    // Remote URLs are not known at build time: the shell registers them from /remotes.json.
    remotes: {},
    shared: sharedMap(appDir),
    // Negotiate shared modules with what is already loaded instead of fetching every remote's
    // entry up front: one remote that is down must not stop the shell from starting.
    shareStrategy: 'loaded-first',
    manifest: true,
    // Type generation costs 5–8 s per build; the shell declares its remote modules by hand.
    dts: false,
    ...(runtimePlugins ? { runtimePlugins } : {}),
    experiments: {
      // Browser builds only: the runtime's Node code (script loading through `vm`…) drops out.
      optimization: { target: 'web' },
      // One runtime core per page (federation-runtime.ts): the shell provides it, a remote's
      // remoteEntry.js uses it instead of carrying its own.
      ...(exposes ? { externalRuntime: true } : { provideExternalRuntime: true }),
    },
  });
}

/**
 * An app's whole module-federation.config.ts: `export default federationConfigOf(import.meta.url)`.
 * The app is the config file's folder; what it exposes comes from its entry in apps.ts.
 */
export function federationConfigOf(
  configFileUrl: string,
  options: { runtimePlugins?: string[] } = {},
): FederationConfig {
  const appDir = fileURLToPath(new URL('.', configFileUrl));
  const app = findApp(path.basename(appDir));
  return createFederationConfig({
    app,
    appDir,
    ...(app.screens.length > 0 ? { exposes: exposesOf(app) } : {}),
    ...options,
  });
}
