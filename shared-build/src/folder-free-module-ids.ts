// Module ids that do not depend on the folder a build runs in (docs/performance.md §2.12).
//
// Rspack's deterministic module ids hash each module's identifier after making the paths in it
// relative to the build's folder. It does so for paths that begin a segment of the identifier,
// and a shared package's modules carry theirs in the middle:
//   consume shared module (default) react@^19.3.1 (strict) (fallback: /home/me/app/node_modules/…/react/index.js)
//   provide shared module (default) react@19.3.1 = /home/me/app/node_modules/…/react/index.js
// so their ids, the files that name them and those files' content hashes changed with the
// checkout's folder. A remote deployed from another checkout than last time then had every
// file renamed, and a returning member downloaded all of it (docs/web.md §14). This plugin
// gives those modules their ids first, from their identifiers with the path made relative;
// rspack's own ids then number every other module around them, as before.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Compiler, Module } from '@rspack/core';

const PLUGIN = 'FolderFreeModuleIdsPlugin';

/** The two identifiers that carry a path inside them, and where the path is. */
const PATH_INSIDE = [
  /^(consume shared module .*?\(fallback: )(.*?)(\)(?: \(eager\))?)$/s,
  /^(provide shared module .*? = )(.*)()$/s,
];

/** Ids of 0–9999, the width rspack's deterministic ids have for a bundle of our size. */
const ID_SPACE = 10_000;

/** The identifier with its inner absolute path made relative to the build's folder; others as they are. */
export function folderFreeName(identifier: string, context: string): string | null {
  for (const pattern of PATH_INSIDE) {
    const [, before = '', inside = '', after = ''] = pattern.exec(identifier) ?? [];
    if (path.isAbsolute(inside)) {
      return `${before}${path.relative(context, inside).split(path.sep).join('/')}${after}`;
    }
  }
  return null;
}

function idOf(name: string, salt: number): number {
  const digest = createHash('sha256').update(`${salt}:${name}`).digest();
  return digest.readUInt32BE(0) % ID_SPACE;
}

// In this hook rspack (2.3) hands over modules whose `identifier` is the string itself rather
// than the method other hooks' modules have, and reads back the `id` a tap sets on one.
type ModuleBeforeIds = Module & { id: number | string | null };
const identifierOf = (module: Module): string =>
  typeof module.identifier === 'function' ? module.identifier() : (module.identifier as unknown as string);

export class FolderFreeModuleIdsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN, (modules) => {
        const named = [...modules]
          .map((module) => ({ module, name: folderFreeName(identifierOf(module), compiler.context) }))
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
