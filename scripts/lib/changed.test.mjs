import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { changedFiles, planForChange, touchedPackages, workspacePackages } from './changed.mjs';

/** A small workspace: contracts ← api, contracts ← ui ← shell (ui and shell with jest). */
function workspace() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'changed-'));
  const write = (name, text) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  const manifest = (name, deps = {}) => JSON.stringify({ name, dependencies: deps });
  write('contracts/package.json', manifest('contracts'));
  write('contracts/src/index.ts', 'export const x = 1;\n');
  write('api/package.json', manifest('api', { contracts: 'workspace:*', fastify: '^5' }));
  write('api/src/trades/rules.ts', 'export const rule = 1;\n');
  write('api/src/trades/routes.ts', "import { rule } from './rules';\nexport const routes = rule;\n");
  write('api/src/trades/routes.test.ts', "import { routes } from './routes';\n");
  write('api/src/names.ts', 'export const name = 1;\n');
  write('api/src/names.test.ts', "import { name } from './names';\n");
  write('ui/package.json', manifest('ui', { contracts: 'workspace:*' }));
  write('ui/jest.config.cjs', '');
  write('ui/src/button.tsx', '');
  write('shell/package.json', JSON.stringify({ name: 'shell', devDependencies: { ui: 'workspace:^' } }));
  write('shell/jest.config.cjs', '');
  write('e2e/package.json', manifest('e2e'));
  return { root, write };
}

describe('what a change touches', () => {
  const { root, write } = workspace();
  after(() => rmSync(root, { recursive: true, force: true }));
  const packages = workspacePackages(root);
  const apiTestFiles = ['api/src/names.test.ts', 'api/src/trades/routes.test.ts'].map((file) => path.join(root, file));
  const plan = (files) => planForChange(files, { root, packages, apiTestFiles });

  it('reads the workspace packages and what each depends on in the workspace', () => {
    const api = packages.find((pkg) => pkg.name === 'api');
    assert.deepEqual(api.dependsOn, ['contracts']);
    assert.deepEqual(packages.find((pkg) => pkg.name === 'shell').dependsOn, ['ui']);
  });

  it('takes in every package that depends on a changed one, however far', () => {
    assert.deepEqual(touchedPackages(['contracts/src/index.ts'], packages), ['api', 'contracts', 'shell', 'ui']);
    assert.deepEqual(touchedPackages(['ui/src/button.tsx'], packages), ['shell', 'ui']);
  });

  it('runs the API test files whose imports reach the changed file, and no others', () => {
    const change = plan(['api/src/trades/rules.ts']);
    assert.deepEqual(change.apiTests, [path.join(root, 'api/src/trades/routes.test.ts')]);
    assert.deepEqual(change.typecheck, ['api']);
    assert.deepEqual(change.web, []);
    assert.equal(change.e2e, false);
  });

  it('keeps to the reached API test files when the change also holds files outside every package', () => {
    assert.deepEqual(plan(['api/src/trades/rules.ts', 'docs/testing.md']).apiTests, [
      path.join(root, 'api/src/trades/routes.test.ts'),
    ]);
  });

  it('runs every API test file when a package the API depends on changed', () => {
    assert.deepEqual(plan(['contracts/src/index.ts']).apiTests, apiTestFiles);
  });

  it('runs the jest packages a change reaches, and lints just the changed files', () => {
    const change = plan(['ui/src/button.tsx', 'docs/testing.md']);
    assert.deepEqual(change.web, ['shell', 'ui']);
    assert.equal(change.apiTests, null);
    assert.deepEqual(change.lint, ['ui/src/button.tsx', 'docs/testing.md']);
  });

  it('runs the scripts’ tests and the end-to-end specs only when their own files changed', () => {
    assert.equal(plan(['scripts/lib/x.mjs']).scriptTests, true);
    assert.equal(plan(['e2e/tests/a.spec.ts']).e2e, true);
    assert.equal(plan(['api/src/names.ts']).scriptTests, false);
  });

  it('reads the change from git: edits and new files against the ref, not deleted ones', () => {
    const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start');
    assert.deepEqual(changedFiles(root), []);
    write('api/src/names.ts', 'export const name = 2;\n');
    write('api/src/new.ts', '');
    unlinkSync(path.join(root, 'ui/src/button.tsx'));
    assert.deepEqual(changedFiles(root), ['api/src/names.ts', 'api/src/new.ts']);
  });
});
