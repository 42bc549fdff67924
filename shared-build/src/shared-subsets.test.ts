import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { webApps } from './apps';
import { esmEntryOf, sharedSubsets, subsetSource, type SharedSubset, type SubsetPackage } from './shared-subsets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every package whose code runs in the browser: the apps and the shared packages they build in. */
const browserPackages = [
  ...webApps.map((app) => app.dir),
  'shared-ui',
  'shared-auth',
  'shared-app',
  'shared-contracts',
];

/** The .ts/.tsx files under `dir` that ship to the browser (tests and test helpers left out). */
function browserSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : browserSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

interface Use {
  file: string;
  /** `Link` for `import { Link }`, `z.object` for a member read through `import { z }`, `*` for a whole-package import. */
  name: string;
}

/**
 * What `file` takes from `packageName` at run time, read with the TypeScript parser. Type-only
 * uses (`import type`, `z.infer<…>`, a QualifiedName) are left out: they are not in the bundle.
 */
function runTimeUses(file: string, packageName: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const bindings = new Map<string, string>(); // local name -> imported name
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== packageName)
      continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)))
      uses.push({ file, name: '*' });
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements.filter((candidate) => !candidate.isTypeOnly)) {
        const imported = (element.propertyName ?? element.name).text;
        uses.push({ file, name: imported });
        bindings.set(element.name.text, imported);
      }
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && bindings.has(node.expression.text)) {
      uses.push({ file, name: `${bindings.get(node.expression.text)}.${node.name.text}` });
    }
    ts.forEachChild(node, visit);
  };
  if (bindings.size > 0) visit(source);
  return uses;
}

const listed = (subset: SharedSubset, name: string) => {
  const [binding, member] = name.split('.') as [string, string | undefined];
  const namespace = subset.namespaces?.[binding];
  if (member !== undefined) return namespace?.includes(member) ?? true; // a named import's own members are its business
  return (subset.named?.includes(binding) ?? false) || namespace !== undefined;
};

const packages = Object.keys(sharedSubsets) as SubsetPackage[];
const sources = browserPackages.flatMap((dir) => browserSources(path.join(root, dir, 'src')));

describe.each(packages)('the subset of %s the page loads', (packageName) => {
  const subset: SharedSubset = sharedSubsets[packageName];

  it('has every name the web apps use (add a missing one to shared-subsets.ts)', () => {
    const uses = sources.flatMap((file) => runTimeUses(file, packageName));
    expect(uses.length).toBeGreaterThan(0);
    const missing = uses
      .filter((use) => !listed(subset, use.name))
      .map((use) => `${use.name} (${path.relative(root, use.file)})`);
    expect(missing).toEqual([]);
  });

  it('lists only names the package really exports', () => {
    const real = createRequire(path.join(root, 'shell', 'package.json'))(packageName) as Record<
      string,
      Record<string, unknown>
    >;
    const absent = [
      ...(subset.named ?? []).filter((name) => !(name in real)),
      ...Object.entries(subset.namespaces ?? {}).flatMap(([namespace, members]) =>
        members.filter((member) => !(member in (real[namespace] ?? {}))).map((member) => `${namespace}.${member}`),
      ),
      ...Object.keys(subset.setup ?? {}).filter((name) => typeof real[name] !== 'function'),
    ];
    expect(absent).toEqual([]);
  });

  it('re-exports them from the package’s ES module build, by path', () => {
    const entry = esmEntryOf(path.join(root, 'shell'), packageName);
    expect(entry).toMatch(/\.m?js$/);
    const source = subsetSource(packageName, entry);
    expect(source).toContain(`from ${JSON.stringify(entry)}`);
    for (const name of [...(subset.named ?? []), ...Object.values(subset.namespaces ?? {}).flat()])
      expect(source).toMatch(new RegExp(`\\b${name}\\b`));
  });
});

describe('the zod the page loads', () => {
  it('never compiles with eval, which the site’s Content-Security-Policy forbids: jitless is set as the subset loads', () => {
    const source = subsetSource('zod/mini', esmEntryOf(path.join(root, 'shell'), 'zod/mini'));
    expect(source).toMatch(/import \{ config as setup_config \} from "[^"]+";\nsetup_config\(\{ jitless: true \}\);/);
  });
});

describe('the zod the web apps use', () => {
  it('is zod/mini only: no browser source takes a value from zod’s classic API, whose methods cannot tree-shake', () => {
    // The one other zod file a browser source may import: the English messages (shared-contracts' messages.ts).
    const allowed = new Set(['zod/mini', 'zod/locales']);
    const classic = sources.flatMap((file) =>
      ts
        .createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
        .statements.filter(ts.isImportDeclaration)
        .filter((statement) => !statement.importClause?.isTypeOnly)
        .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
        .filter((specifier) => /^zod($|\/)/.test(specifier) && !allowed.has(specifier))
        .map((specifier) => `${specifier} (${path.relative(root, file)})`),
    );
    expect(classic).toEqual([]);
  });
});

describe('the scan of the sources', () => {
  it('sees value uses and leaves type-only ones out', () => {
    const file = path.join(root, 'shared-auth', 'src', 'api', 'api-client.ts');
    const names = runTimeUses(file, 'zod/mini').map((use) => use.name);
    expect(names).toEqual(expect.arrayContaining(['z', 'z.prettifyError']));
    // `z.ZodType`, `z.output`, `z.core.$ZodIssue` appear there only as types.
    expect(names).not.toContain('z.ZodType');
    expect(names).not.toContain('z.output');
  });
});
