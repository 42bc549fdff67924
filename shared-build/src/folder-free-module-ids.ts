// Module and chunk ids that do not depend on the folder a build runs in (docs/performance.md §2.12).
//
// Rspack's deterministic ids hash each module's identifier (and each unnamed chunk's modules'
// identifiers) after making the paths in them relative to the build's folder. It does so for a
// path that begins a segment of the identifier, and a few modules carry theirs elsewhere:
//   consume shared module (default) react@^19.3.1 (strict) (fallback: /home/me/app/node_modules/…/react/index.js)
//   provide shared module (default) react@19.3.1 = /home/me/app/node_modules/…/react/index.js
//   builtin:swc-loader??…!data:text/javascript,import … from "%2Fhome%2Fme%2Fapp%2Fnode_modules…"
// so their ids, the files that name them and those files' content hashes changed with the
// checkout's folder. A remote deployed from another checkout than last time then had every
// file renamed, and a returning member downloaded all of it (docs/web.md §14).
//
// FolderFreeModuleIdsPlugin gives those modules their ids first, hashed from their identifiers
// with the workspace's folder taken out; rspack's own ids then number every other module around
// them. A shared package's consuming modules also sit in chunks of their own, which rspack
// names by the same identifiers: sharedConsumersCacheGroup names those chunks the same way.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Module } from '@rspack/core';

const PLUGIN = 'FolderFreeModuleIdsPlugin';

/** What stands for the workspace's folder in a name. */
const ROOT = '<root>/';

/** Ids of 0–9999, the width rspack's deterministic ids have for a bundle of our size. */
const ID_SPACE = 10_000;

/** The folder of the pnpm workspace `dir` is in (every path a build meets is under it); `dir` outside one. */
export function workspaceRootOf(dir: string): string {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (path.dirname(folder) === folder) return dir;
  }
}

/**
 * `identifier` with the workspace's folder taken out, where rspack would leave it in: inside a
 * segment, or URL-encoded. Null when rspack's own relative paths already leave it out.
 */
export function folderFreeName(identifier: string, root: string): string | null {
  const folder = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  const encoded = encodeURIComponent(folder);
  // What rspack makes relative: a segment (between `|` and `!`) that begins with the path.
  const leftIn = identifier
    .split(/[|!]/)
    .map((segment) => (segment.startsWith(folder) ? '' : segment))
    .join('|');
  if (!leftIn.includes(folder) && !leftIn.includes(encoded)) return null;
  return (
    identifier
      // A trailing `|<hash>` rspack derives from the rest, folder and all.
      .replace(/\|[0-9a-f]{16}$/, '')
      .replaceAll(folder, ROOT)
      .replaceAll(encoded, ROOT)
  );
}

/** A short hash of a folder-free name: a chunk's name, or (as a number) a module's id. */
const digestOf = (name: string) => createHash('sha256').update(name).digest();

function idOf(name: string, salt: number): number {
  return digestOf(`${salt}:${name}`).readUInt32BE(0) % ID_SPACE;
}

// In this hook rspack (2.3) hands over modules whose `identifier` is the string itself rather
// than the method other hooks' modules have, and reads back the `id` a tap sets on one.
type ModuleBeforeIds = Module & { id: number | string | null };
const identifierOf = (module: Module): string =>
  typeof module.identifier === 'function' ? module.identifier() : (module.identifier as unknown as string);

export class FolderFreeModuleIdsPlugin {
  apply(compiler: Compiler) {
    const root = workspaceRootOf(compiler.context);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN, (modules) => {
        const named = [...modules]
          .map((module) => ({ module, name: folderFreeName(identifierOf(module), root) }))
          .filter((entry): entry is { module: Module; name: string } => entry.name !== null)
          // In name order, so which of two colliding names moves on does not depend on the build.
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const taken = new Set<number>();
        for (const { module, name } of named) {
          let salt = 0;
          let id = idOf(name, salt);
          while (taken.has(id)) id = idOf(name, ++salt);
          taken.add(id);
          (module as ModuleBeforeIds).id = id;
        }
      });
    });
  }
}

/**
 * The split-chunks group that puts each consuming module of a shared package, in the chunks
 * loaded later, in a chunk named from its folder-free identifier. Such a chunk holds no code
 * (its module asks the share scope for the package), so nothing more is downloaded; an unnamed
 * one took its id, and sometimes a screen's chunk's id too, from the folder.
 */
export function sharedConsumersCacheGroup(appDir: string) {
  const root = workspaceRootOf(appDir);
  return {
    test: (module: Module) => module.type === 'consume-shared-module',
    name: (module?: Module) => {
      const name = module && folderFreeName(module.identifier(), root);
      return name ? `shared-${digestOf(name).toString('hex').slice(0, 8)}` : undefined;
    },
    chunks: 'async' as const,
    enforce: true,
    priority: 50,
  };
}
