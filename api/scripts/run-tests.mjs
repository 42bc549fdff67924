#!/usr/bin/env node
// Runs the API test files (src/**/*.test.ts) with Node's test runner on each database engine:
// PostgreSQL, then PGlite. TEST_DATABASES=pglite (or postgres) runs just one. A file that can
// reach no database (neither src/db/client.ts, nor src/testing/database.ts, nor the server
// process of src/testing/server-process.ts, through its imports) cannot behave differently
// on the two engines, so it runs in the first pass only. A pass splits its files into
// API_TEST_CONCURRENCY shards (default: the machine's cores), each one process running its
// files one after another (`--test-isolation=none`): two thirds of a file's time alone was
// starting a process and loading the app, paid once a shard instead (docs/testing.md §9). Each
// test still opens a database of its own.
// PostgreSQL is the one at TEST_POSTGRES_URL, or a private one started for the run when none
// answers there (scripts/lib/test-postgres.mjs). Ctrl+C stops the run and cleans up.
// Each engine's run prints its own summary; the last line totals both.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import { reachesAny } from '../../scripts/lib/import-graph.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(apiRoot, '.data', 'test');
const engines = (process.env.TEST_DATABASES ?? 'postgres,pglite')
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

/** The modules through which a test reaches a database: opening one, or starting the server that does. */
const databaseModules = ['src/db/client.ts', 'src/testing/database.ts', 'src/testing/server-process.ts'].map((file) =>
  path.join(apiRoot, file),
);
const engineFree = new Set(files.filter((file) => !reachesAny(file, databaseModules)));
const concurrency = Number(process.env.API_TEST_CONCURRENCY) || os.availableParallelism();

// Interrupted (Ctrl+C, SIGTERM): pass it on to the step running, then skip the rest and clean up.
const running = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) child.kill(signal);
  });
}

/**
 * Runs a Node script (TypeScript through tsx) to its end; answers its exit status, the signal
 * that ended it if one did, and its output when `hold` kept it rather than printing it.
 */
const node = (args, env, { hold = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: apiRoot,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    let output = '';
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => console.error(error.message));
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ status: code ?? 1, signal, output });
    });
  });

/**
 * The files in `count` shards of about equal work, the largest files first into the lightest
 * shard (a file's size stands for its time: the long ones are the long suites).
 */
function shardsOf(list, count) {
  const shards = Array.from({ length: Math.min(count, list.length) }, () => ({ files: [], bytes: 0 }));
  const sized = list.map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of sized) {
    const lightest = shards.reduce((best, shard) => (shard.bytes < best.bytes ? shard : best));
    lightest.files.push(file);
    lightest.bytes += bytes;
  }
  return shards.map((shard) => shard.files.sort());
}

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
for (const [index, engine] of engines.entries()) {
  if (interrupted) break;
  const passFiles = index === 0 ? files : files.filter((file) => !engineFree.has(file));
  const onceNote =
    index === 0 ? '' : `; ${files.length - passFiles.length} that reach no database ran in the first pass`;
  console.log(
    `\n=== API tests on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${passFiles.length} files in ${Math.min(concurrency, passFiles.length)} shards${onceNote}) ===`,
  );
  if (passFiles.length === 0) continue;
  const passStarted = performance.now();
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
  const shards = shardsOf(passFiles, concurrency);
  const runs = await Promise.all(
    shards.map(async (shardFiles, shard) => {
      const tap = path.join(workDir, `${engine}-${process.pid}-${shard}.tap`);
      const run = await node(
        [
          '--test',
          '--test-isolation=none',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tap}`,
          // Each file's duration, for the slowest files `npm test` lists (docs/testing.md §9).
          ...(process.env.TEST_TIMINGS_DIR
            ? [
                '--test-reporter=./scripts/file-durations-reporter.mjs',
                `--test-reporter-destination=${path.join(process.env.TEST_TIMINGS_DIR, `api-${engine}-${shard}.jsonl`)}`,
              ]
            : []),
          ...shardFiles,
        ],
        {
          NODE_ENV: 'test',
          TEST_DB: engine,
          ...(engine === 'pglite' ? { TEST_PGLITE_TEMPLATE: template } : { TEST_POSTGRES_TEMPLATE: template }),
        },
        // One shard prints as it goes; the others' output follows it whole, never interleaved.
        { hold: shard > 0 },
      );
      const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
      rmSync(tap, { force: true });
      return { ...run, report, files: shardFiles.length };
    }),
  );
  if (engine === 'postgres') await node(['scripts/drop-test-template.ts', template], {});
  const counts = { pass: 0, fail: 0, skipped: 0 };
  for (const [shard, run] of runs.entries()) {
    if (run.output)
      process.stdout.write(`\n--- shard ${shard + 1} of ${runs.length} (${run.files} files) ---\n${run.output}`);
    const count = (name) => Number(run.report.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    for (const name of Object.keys(counts)) counts[name] += count(name);
    // A shard that failed with no failing test (a crash, a file that would not load) breaks the run.
    if (run.status !== 0 && count('fail') === 0) broken = true;
    if (run.signal) console.error(`A ${engine} shard ended on ${run.signal}.`);
  }
  passed += counts.pass;
  failed += counts.fail;
  const seconds = ((performance.now() - passStarted) / 1000).toFixed(1);
  console.log(
    `API on ${engine}: ${counts.pass} passed, ${counts.fail} failed, ${counts.skipped} skipped, in ${seconds} s`,
  );
}
rmSync(path.join(workDir, `template-${process.pid}.tar`), { force: true });
await postgres.stop();
await emulator.stop();
if (interrupted) {
  console.error(`API tests: interrupted (${interrupted})`);
  process.exit(130);
}
console.log(`API tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
