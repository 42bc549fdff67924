// `npm test -- --changed[=<ref>]`: what a change touches, for the loop while working
// (docs/testing.md §10). The change is the work tree against <ref> (default HEAD: what is not
// committed yet), untracked files included. CI runs everything.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reachableModules } from './import-graph.mjs';

/** The files changed against `ref`, untracked ones included, relative to `root`; deleted files left out. */
export function changedFiles(root, ref = 'HEAD') {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const names = new Set([
    ...git('diff', '--name-only', ref, '--'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...names].filter((name) => existsSync(path.join(root, name))).sort();
}

/** Each workspace package's folder, name and the workspace packages it depends on. */
export function workspacePackages(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(path.join(root, entry.name, 'package.json'), 'utf8'));
      const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
      const workspace = Object.entries(all)
        .filter(([, version]) => String(version).startsWith('workspace:'))
        .map(([name]) => name);
      return { folder: entry.name, name: manifest.name, dependsOn: workspace };
    });
}

/** The names of the packages the files are in. */
function packagesHolding(files, packages) {
  return new Set(
    files.flatMap((file) => packages.filter((pkg) => file.startsWith(`${pkg.folder}/`)).map((pkg) => pkg.name)),
  );
}

/** The packages the files are in, and every package that depends on one of them, by name. */
export function touchedPackages(files, packages) {
  const touched = packagesHolding(files, packages);
  for (let grew = true; grew;) {
    grew = false;
    for (const pkg of packages) {
      if (!touched.has(pkg.name) && pkg.dependsOn.some((name) => touched.has(name))) {
        touched.add(pkg.name);
        grew = true;
      }
    }
  }
  return [...touched].sort();
}

/** Every workspace package the package in `folder` depends on, however far, by name. */
function workspaceDependencies(folder, packages) {
  const found = new Set();
  const pending = [...(packages.find((pkg) => pkg.folder === folder)?.dependsOn ?? [])];
  while (pending.length > 0) {
    const name = pending.pop();
    if (found.has(name)) continue;
    found.add(name);
    pending.push(...(packages.find((pkg) => pkg.name === name)?.dependsOn ?? []));
  }
  return [...found];
}

/** Files eslint and Prettier read. */
const LINTED = /\.(?:[cm]?[jt]sx?)$/;

/**
 * What to run for a change: each part is empty (or false) when the change cannot touch it.
 * - typecheck: the packages changed and those that depend on them;
 * - lint: the changed files (eslint on code, Prettier on every file it knows);
 * - scriptTests: whether anything under scripts/ changed;
 * - apiTests: the API test files whose imports reach a changed file of the API, or all of them
 *   when a package the API depends on changed (`null`: none);
 * - web: the folders of the packages with jest tests that the change touches (jest then picks
 *   the related tests when every changed file is inside one of them);
 * - e2e: whether a spec or its support changed (Playwright then picks the affected specs).
 */
export function planForChange(files, { root, packages, apiTestFiles }) {
  const touched = touchedPackages(files, packages);
  const apiChanges = files.filter((file) => file.startsWith('api/')).map((file) => path.join(root, file));
  const holding = packagesHolding(files, packages);
  const apiDependencyChanged = workspaceDependencies('api', packages).some((name) => holding.has(name));
  let apiTests = null;
  if (apiDependencyChanged || files.includes('api/scripts/run-tests.mjs')) apiTests = apiTestFiles;
  else if (apiChanges.length > 0) {
    const affected = apiTestFiles.filter((file) => {
      const reached = reachableModules(file);
      return apiChanges.some((changed) => reached.has(changed));
    });
    apiTests = affected.length > 0 ? affected : null;
  }
  const web = packages
    .filter((pkg) => touched.includes(pkg.name) && existsSync(path.join(root, pkg.folder, 'jest.config.cjs')))
    .map((pkg) => pkg.folder)
    .sort();
  return {
    typecheck: touched,
    lint: files.filter((file) => LINTED.test(file) || /\.(?:json|md|ya?ml|css)$/.test(file)),
    scriptTests: files.some((file) => file.startsWith('scripts/')),
    apiTests,
    web,
    e2e: files.some((file) => file.startsWith('e2e/')),
  };
}
