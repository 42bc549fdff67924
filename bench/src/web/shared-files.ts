// Which built file belongs to which shared package, read from each app's mf-manifest.json (the
// federation plugin lists every shared package's chunks per app). The first-view measure uses
// it to tell whether a singleton was fetched once or from two apps' copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webApps } from 'shared-build/apps';

type Manifest = { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };

/** file name (as served, e.g. `583.c9155d8a.js`) → owner, per app folder. */
export type SharedFiles = Map<string, Map<string, string[]>>;

export function readSharedFiles(workspaceRoot: string): SharedFiles {
  const byApp: SharedFiles = new Map();
  for (const app of webApps) {
    const manifest = JSON.parse(
      readFileSync(path.join(workspaceRoot, app.dir, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const files = new Map<string, string[]>();
    for (const shared of manifest.shared) {
      // A chunk two packages share (a common dependency) says nothing about either alone.
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        files.set(file, [...(files.get(file) ?? []), shared.name]);
    }
    byApp.set(app.dir, files);
  }
  return byApp;
}

/**
 * How many apps' copies of each shared package a page fetched: a package counts once per app
 * from whose server one of its own chunks (a chunk of no other package) came. Subpath entries
 * (`react-dom/client`, `shared-ui/dialog`) count under their package.
 */
export function countSharedFetches(
  sharedFiles: SharedFiles,
  fetched: { app: string; file: string }[],
): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  for (const { app, file } of fetched) {
    const owners = sharedFiles.get(app)?.get(file) ?? [];
    const packages = new Set(owners.map(packageOf));
    if (packages.size !== 1) continue;
    const [name] = packages;
    copies.set(name!, (copies.get(name!) ?? new Set()).add(app));
  }
  return copies;
}

/** `react-dom/client` → `react-dom`, `@tanstack/react-query` stays whole. */
export function packageOf(sharedName: string): string {
  const parts = sharedName.split('/');
  return sharedName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
