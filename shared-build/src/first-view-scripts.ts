// The scripts a page needs before it can draw anything: its bootstrap chunk (each app's
// src/index.ts names it) and the shared packages that chunk consumes, as the page provides them. The browser learns them only once
// main.js has run; the page's server lists them in the page instead (page.ts), so a phone
// fetches them beside main.js, not one round trip after it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from '@rspack/core';

/** The file the build writes the bootstrap chunk group's scripts into. */
export const FIRST_VIEW_FILE = 'first-view.json';
/** The chunk name each app's src/index.ts gives its `import('./bootstrap')`. */
const BOOTSTRAP_CHUNK = 'bootstrap';

const PLUGIN = 'FirstViewScriptsPlugin';

/** Writes first-view.json: the scripts of the chunk group named `bootstrap` and of the shared packages it needs. */
export class FirstViewScriptsPlugin {
  apply(compiler: Compiler) {
    const { sources, Compilation } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const group = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK);
        if (!group) {
          compilation.errors.push(
            new compiler.rspack.WebpackError(`${PLUGIN}: no chunk named "${BOOTSTRAP_CHUNK}" (see src/index.ts)`),
          );
          return;
        }
        const scripts = [...scriptsNeededWith(group, providedPackages(compilation))];
        compilation.emitAsset(FIRST_VIEW_FILE, new sources.RawSource(JSON.stringify({ scripts })));
      });
    });
  }
}

type ChunkGroup = ReturnType<Compilation['namedChunkGroups']['get']> & {};

/** The package a shared-module chunk group was made for: `react-dom` of `consume shared module (default) react-dom@^19 …`. */
function sharedPackageOf(group: ChunkGroup, kind: 'consume' | 'provide'): string | undefined {
  const pattern = new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@[^@\\s]+`);
  const names = group.origins.map((origin) => pattern.exec(origin.module?.identifier() ?? '')?.[1]);
  return names.length > 0 && names.every((name) => name === names[0]) ? names[0] : undefined;
}

const scriptsOf = (group: ChunkGroup) => group.getFiles().filter((file) => file.endsWith('.js'));

/**
 * The scripts of `group` and of the shared packages it consumes, theirs in turn included: what
 * the runtime fetches to run it. A package the page itself provides comes from its provided
 * copy (rspack may have made the consumer's fallback a second, identical chunk that is never
 * fetched). Screens the group loads later with `import()` are left out.
 */
function scriptsNeededWith(group: ChunkGroup, provided: Map<string, string[]>, found = new Set<string>()): Set<string> {
  for (const file of scriptsOf(group)) found.add(file);
  addConsumedPackages(group, provided, found);
  return found;
}

function addConsumedPackages(group: ChunkGroup, provided: Map<string, string[]>, found: Set<string>): void {
  for (const child of group.childrenIterable) {
    const name = sharedPackageOf(child, 'consume');
    if (name === undefined) continue;
    for (const file of provided.get(name) ?? scriptsOf(child)) found.add(file);
    addConsumedPackages(child, provided, found);
  }
}

/** Shared package → the scripts of the copy the page provides (its entry's provide-shared chunk groups). */
function providedPackages(compilation: Compilation): Map<string, string[]> {
  const provided = new Map<string, string[]>();
  for (const entry of compilation.entrypoints.values()) {
    for (const child of entry.childrenIterable) {
      const name = sharedPackageOf(child, 'provide');
      if (name !== undefined) provided.set(name, scriptsOf(child));
    }
  }
  return provided;
}

/**
 * The scripts a built app's page needs first (its dist folder's first-view.json). A build
 * without the file (an older one) lists none: the page then loads as before.
 */
export function firstViewScripts(distDir: string): string[] {
  const file = path.join(distDir, FIRST_VIEW_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { scripts: string[] }).scripts : [];
}
