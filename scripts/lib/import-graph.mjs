// Which of a project's own modules a file reaches through its relative imports (static and
// dynamic `import`, `export … from`), read from the source with a pattern rather than a
// parser: the API's test runner uses it to tell the test files that touch a database from
// those that never can (docs/testing.md §9). Packages (`from 'fastify'`) are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g,
];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The relative specifiers a source text imports at run time (`import type` carries no code, so it is left out). */
export function relativeImports(source) {
  const found = new Set();
  for (const pattern of SPECIFIERS) {
    for (const match of source.matchAll(pattern)) {
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      found.add(match[1]);
    }
  }
  return [...found];
}

/** The file a relative specifier names from `fromFile`, or null when none exists. */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  // TypeScript sources are imported as `./x.js` too.
  const candidates = [...EXTENSIONS.map((extension) => base + extension), base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every module `file` reaches, itself included, as absolute paths. */
export function reachableModules(file, read = (name) => readFileSync(name, 'utf8')) {
  const seen = new Set();
  const pending = [path.resolve(file)];
  while (pending.length > 0) {
    const current = pending.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    for (const specifier of relativeImports(read(current))) {
      const target = resolveRelative(current, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return seen;
}

/** Whether `file` reaches any of `targets` (absolute paths). */
export function reachesAny(file, targets) {
  const reached = reachableModules(file);
  return targets.some((target) => reached.has(path.resolve(target)));
}
