#!/usr/bin/env node
// Runs every API test file (src/**/*.test.ts) with Node's test runner, once per database
// engine: PGlite, then PostgreSQL. TEST_DATABASES=pglite (or postgres) runs just one.
// PostgreSQL is the one at TEST_POSTGRES_URL, or a private one started for the run when none
// answers there (scripts/lib/test-postgres.mjs). Ctrl+C stops the run and cleans up.
// Each engine's run prints its own summary; the last line totals both.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(apiRoot, '.data', 'test');
const engines = (process.env.TEST_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
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

// Interrupted (Ctrl+C, SIGTERM): pass it on to the step running, then skip the rest and clean up.
let running = null;
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    running?.kill(signal);
  });
}

/** Runs a Node script (TypeScript through tsx) to its end; answers its exit status, and the signal that ended it if one did. */
const node = (args, env) =>
  new Promise((resolve) => {
    running = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: apiRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    running.once('error', (error) => console.error(error.message));
    running.once('close', (code, signal) => {
      running = null;
      resolve({ status: code ?? 1, signal });
    });
  });

// The test identities are signed up in the real auth emulator.
const emulator = await ensureAuthEmulator();

let postgres = { stop: async () => {} };
if (engines.includes('postgres')) {
  const { ensureTestPostgres } = await import('../../scripts/lib/test-postgres.mjs');
  try {
    postgres = await ensureTestPostgres();
  } catch (error) {
    console.error(`\n${error.message}`);
    await emulator.stop();
    process.exit(1);
  }
  // Every step below (template, test files, clean-up) connects with it.
  process.env.TEST_POSTGRES_URL = postgres.url;
}

let passed = 0;
let failed = 0;
let broken = false;
for (const engine of engines) {
  if (interrupted) break;
  console.log(`\n=== API tests on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${files.length} files) ===`);
  // Per-process names: several runs (two terminals, an editor's watcher) may share the folder.
  const template =
    engine === 'pglite' ? path.join(workDir, `template-${process.pid}.tar`) : `fantasy_template_${process.pid}`;
  const prepare = () => node(['scripts/prepare-test-template.ts', engine, template], {});
  let prepared = await prepare();
  // Node 24's V8 now and then aborts a process that starts and closes PGlite's WebAssembly
  // ("Check failed: jit_page_->allocations_.erase(addr) == 1"; nodejs/node#64500, open): a
  // crash of the runtime, not an answer of the code, so this step is tried once more. A step
  // that fails by itself is not.
  if (prepared.signal && !interrupted) {
    console.error(`Preparing the ${engine} test database ended on ${prepared.signal}; trying it once more.`);
    prepared = await prepare();
  }
  if (prepared.status !== 0) {
    console.error(
      `Could not prepare the ${engine} test database.` +
        (engine === 'postgres'
          ? ` TEST_POSTGRES_URL (${new URL(postgres.url).host}) must be an admin connection: the tests create and drop databases.`
          : ''),
    );
    broken = true;
    continue;
  }
  const tap = path.join(workDir, `${engine}-${process.pid}.tap`);
  const run = await node(
    [
      '--test',
      ...(process.env.API_TEST_CONCURRENCY ? [`--test-concurrency=${process.env.API_TEST_CONCURRENCY}`] : []),
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      // Each file's duration, for the slowest files `npm test` lists (docs/testing.md §9).
      ...(process.env.TEST_TIMINGS_DIR
        ? [
            '--test-reporter=./scripts/file-durations-reporter.mjs',
            `--test-reporter-destination=${path.join(process.env.TEST_TIMINGS_DIR, `api-${engine}.jsonl`)}`,
          ]
        : []),
      ...files,
    ],
    {
      NODE_ENV: 'test',
      TEST_DB: engine,
      ...(engine === 'pglite' ? { TEST_PGLITE_TEMPLATE: template } : { TEST_POSTGRES_TEMPLATE: template }),
    },
  );
  if (engine === 'postgres') await node(['scripts/drop-test-template.ts', template], {});
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail');
  if (run.status !== 0 && count('fail') === 0) broken = true;
  console.log(`API on ${engine}: ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`);
}
rmSync(path.join(workDir, `template-${process.pid}.tar`), { force: true });
for (const engine of engines) rmSync(path.join(workDir, `${engine}-${process.pid}.tap`), { force: true });
await postgres.stop();
await emulator.stop();
if (interrupted) {
  console.error(`API tests: interrupted (${interrupted})`);
  process.exit(130);
}
console.log(`API tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
