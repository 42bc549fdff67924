// The parts of the large shared libraries the web apps use. A shared module is built whole:
// Module Federation cannot know which of its exports another container will ask for, so
// sharing `zod` or `react-router-dom` as they are loads all of each (zod's every schema and
// locale, the router's server rendering and framework mode). Instead each is shared as a
// module that re-exports only what the apps' code uses, and tree-shaking drops the rest.
//
// The names are listed here by hand; shared-subsets.test.ts reads every web app's sources and
// fails, naming the name and the package, when the code uses one that is not listed. A name
// missing here would otherwise be `undefined` in the browser, while tests (which import the
// real package) pass.
//
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SharedSubset {
  /** Named exports the apps import: `import { Link } from 'react-router-dom'`. */
  named?: readonly string[];
  /** Namespace exports and the members the apps read: `import { z } from 'zod'` → `z.object`. */
  namespaces?: Readonly<Record<string, readonly string[]>>;
  /** Named exports called once when the subset loads, before any app code uses the package. */
  setup?: Readonly<Record<string, string>>;
}

export const sharedSubsets = {
  'react-router-dom': {
    named: [
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'Route',
      'RouterProvider',
      'Routes',
      'createBrowserRouter',
      'createMemoryRouter',
      'matchPath',
      'useBlocker',
      'useInRouterContext',
      'useLocation',
      'useNavigate',
      'useSearchParams',
    ],
  },
  '@tanstack/react-query': {
    named: [
      'QueryClient',
      'QueryClientProvider',
      // a returning member's answers restored before the first screen (docs/web.md §15)
      'hydrate',
      'infiniteQueryOptions',
      // a page opened offline knows it at once (docs/web.md §15)
      'onlineManager',
      'queryOptions',
      'useInfiniteQuery',
      'useMutation',
      'useQuery',
      'useQueryClient',
    ],
  },
  // The functional API of zod, whose unused functions tree-shake: the classic API's methods sit
  // on prototypes, so all of them would load. The web apps and shared-contracts use only this.
  'zod/mini': {
    named: ['config'],
    namespaces: {
      z: [
        'array',
        'boolean',
        '_default',
        'discriminatedUnion',
        'email',
        'enum',
        'extend',
        'int',
        'literal',
        'maximum',
        'maxLength',
        'minimum',
        'minLength',
        'normalize',
        'null',
        'nullable',
        'nullish',
        'number',
        'object',
        'optional',
        'overwrite',
        'partial',
        'pipe',
        'positive',
        'prettifyError',
        'record',
        'refine',
        'regex',
        'strictObject',
        'string',
        'toUpperCase',
        'transform',
        'trim',
        'tuple',
        'union',
        'url',
      ],
    },
    // zod compiles object parsers with `new Function` once it has probed that eval works; the
    // site's Content-Security-Policy forbids eval, and the probe alone is reported as a
    // violation on every page. jitless skips both (the same results, parsed without compiling).
    setup: { config: '{ jitless: true }' },
  },
} as const satisfies Record<string, SharedSubset>;

export type SubsetPackage = keyof typeof sharedSubsets;

export const isSubsetPackage = (name: string): name is SubsetPackage => Object.hasOwn(sharedSubsets, name);

/** The package an import names: `zod` for `zod/mini`, `@tanstack/react-query` for itself. */
export function packageRootOf(name: string): string {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The file of a package's ES module build (its `exports['.'].import`, or the subpath's for `zod/mini`), as installed in an app.
 * The subset imports it by path: importing the package by name would make the shared module
 * consume itself.
 */
export function esmEntryOf(appDir: string, packageName: string): string {
  const root = packageRootOf(packageName);
  const packageDir = path.join(appDir, 'node_modules', root);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const subpath = `.${packageName.slice(root.length)}`;
  const dot = manifest.exports?.[subpath] as { import?: string | { default?: string } } | undefined;
  const file = typeof dot?.import === 'string' ? dot.import : dot?.import?.default;
  if (!file) throw new Error(`${packageName} in ${appDir} declares no ES module build (exports['${subpath}'].import)`);
  return path.join(packageDir, file);
}

/** The source of a subset module: re-exports of the listed names from the package's `entry` file. */
export function subsetSource(packageName: SubsetPackage, entry: string): string {
  const subset: SharedSubset = sharedSubsets[packageName];
  const from = JSON.stringify(entry);
  const lines: string[] = [];
  if (subset.named?.length) lines.push(`export { ${subset.named.join(', ')} } from ${from};`);
  for (const [namespace, members] of Object.entries(subset.namespaces ?? {})) {
    // `enum` and `null` are reserved words: import them under other local names.
    const local = (member: string) => `${namespace}_${member}`;
    lines.push(`import { ${members.map((member) => `${member} as ${local(member)}`).join(', ')} } from ${from};`);
    lines.push(
      `export const ${namespace} = { ${members.map((member) => `${JSON.stringify(member)}: ${local(member)}`).join(', ')} };`,
    );
  }
  for (const [name, argument] of Object.entries(subset.setup ?? {})) {
    lines.push(`import { ${name} as setup_${name} } from ${from};`, `setup_${name}(${argument});`);
  }
  return lines.join('\n');
}

/** A subset module's request from its app's folder, as the shared map names it (federation.ts). */
export const subsetRequest = (packageName: SubsetPackage) =>
  `./node_modules/.shared-subsets/${packageName.replace(/\//g, '+')}.js`;

/**
 * Where an app's build finds a subset module: a virtual file (rspack.ts writes none to disk)
 * inside the app's node_modules, so `<package>?subset` resolves to the app's own install.
 */
export const subsetFile = (appDir: string, packageName: SubsetPackage) => path.join(appDir, subsetRequest(packageName));

/** Every subset module of an app: file → source, for rspack's VirtualModulesPlugin. */
export function subsetModules(appDir: string): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(sharedSubsets) as SubsetPackage[]).map((name) => [
      subsetFile(appDir, name),
      subsetSource(name, esmEntryOf(appDir, name)),
    ]),
  );
}
