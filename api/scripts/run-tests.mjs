#!/usr/bin/env node
// Runs every API test file (src/**/*.test.ts) with Node's test runner, once per database
// engine: PGlite, then PostgreSQL. TEST_DATABASES=pglite (or postgres) runs just one.
// Each engine's run prints its own summary; the last line totals both.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(apiRoot, '.data', 'test');
const engines = (process.env.TEST_DATABASES ?? 'pglite,postgres').split(',').map((e) => e.trim()).filter(Boolean);
const only = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findTests(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = findTests(path.join(apiRoot, 'src'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();
mkdirSync(workDir, { recursive: true });

const node = (args, env) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, ...env } });

// The test identities are signed up in the real auth emulator.
const emulator = await ensureAuthEmulator();

let passed = 0;
let failed = 0;
let broken = false;
for (const engine of engines) {
  console.log(`\n=== API tests on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${files.length} files) ===`);
  // Per-process names: several runs (two terminals, an editor's watcher) may share the folder.
  const template = engine === 'pglite' ? path.join(workDir, `template-${process.pid}.tar`) : `fantasy_template_${process.pid}`;
  const prepared = node(['scripts/prepare-test-template.ts', engine, template], {});
  if (prepared.status !== 0) {
    console.error(`Could not prepare the ${engine} test database.` + (engine === 'postgres'
      ? ' Is PostgreSQL running? Set TEST_POSTGRES_URL to an admin connection (default postgres://postgres@127.0.0.1:5432/postgres).'
      : ''));
    broken = true;
    continue;
  }
  const tap = path.join(workDir, `${engine}-${process.pid}.tap`);
  const run = node(
    ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
    {
      NODE_ENV: 'test',
      TEST_DB: engine,
      ...(engine === 'pglite' ? { TEST_PGLITE_TEMPLATE: template } : { TEST_POSTGRES_TEMPLATE: template }),
    },
  );
  if (engine === 'postgres') node(['scripts/drop-test-template.ts', template], {});
  const report = readFileSync(tap, 'utf8');
  const count = (name) => Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  if (run.status !== 0 && count('fail') === 0) broken = true;
  console.log(`API on ${engine}: ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`);
}
rmSync(path.join(workDir, `template-${process.pid}.tar`), { force: true });
for (const engine of engines) rmSync(path.join(workDir, `${engine}-${process.pid}.tap`), { force: true });
await emulator.stop();
console.log(`API tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
