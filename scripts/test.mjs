#!/usr/bin/env node
// `npm test`: installs what is missing and runs every test: typecheck and lint, the scripts'
// own tests, the API on PGlite and PostgreSQL, the web packages' unit tests, the end-to-end
// suite in Chromium and the first view's size budget. Sets up what the machine lacks: pnpm
// and the packages, Debian's chromium (as root with apt), the Auth emulator, and a private
// PostgreSQL when none answers at TEST_POSTGRES_URL (the API test runner starts it). Its last
// line totals every runner's results.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureAuthEmulator } from './lib/auth-emulator.mjs';
import { runOnMaintainedNode } from './lib/maintained-node.mjs';
import { ensureChromium } from './lib/prerequisites.mjs';
import { collectFileDurations, slowestFiles, stageTable } from './lib/test-timings.mjs';
import { ensureDependencies, root } from './lib/toolchain.mjs';

// On a Node older than 22.12 this runs again under the pinned Node 24 and goes no further here.
await runOnMaintainedNode();

const totals = { passed: 0, failed: 0 };
const problems = [];
/** Each stage's wall time, in the order they ended, for the table at the end. */
const stages = [];
const runStarted = performance.now();
/** Where the runners leave each test file's duration (scripts/lib/test-timings.mjs). */
const timingsDir = mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));

/** Runs `work` and records its wall time as a stage. */
async function timed(name, work) {
  const begun = performance.now();
  try {
    return await work();
  } finally {
    stages.push({ name, seconds: (performance.now() - begun) / 1000 });
  }
}

// Interrupted (Ctrl+C, SIGTERM): pass it on to the running step (which cleans up after itself,
// a private PostgreSQL included), run no further step, and stop what this script started.
let running = null;
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Ctrl+C can arrive more than once (from the terminal, and passed on by npm or by the
    // run under an older Node): the step is told once.
    if (interrupted) return;
    interrupted = signal;
    running?.kill(signal);
  });
}

/** Runs a step, echoing its output, and adds up the counts its runner prints. */
function step(name, command, args, options = {}) {
  return timed(name, () => runStep(name, command, args, options));
}

function runStep(name, command, args, { env = {}, count = countResults } = {}) {
  if (interrupted) return Promise.resolve(null);
  console.log(`\n──── ${name} ────\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => {
      running = null;
      const counts = count(plainText(output));
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      if (code !== 0) problems.push(`${name} failed (exit ${code})`);
      resolve(code);
    });
  });
}

/** Runners colour their summaries; the output without its ANSI escapes. */
function plainText(output) {
  return output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
}

/** Reads the closing counts of the runners we use: our API runner, jest and Playwright. */
function countResults(plain) {
  let passed = 0;
  let failed = 0;
  for (const match of plain.matchAll(/^API tests: (\d+) passed, (\d+) failed$/gm)) {
    passed += Number(match[1]);
    failed += Number(match[2]);
  }
  for (const match of plain.matchAll(/^Tests:\s+(.*) total$/gm)) {
    passed += Number(match[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(match[1].match(/(\d+) failed/)?.[1] ?? 0);
  }
  for (const match of plain.matchAll(/^\s+(\d+) (passed|failed|flaky) \(/gm)) {
    if (match[2] === 'passed') passed += Number(match[1]);
    else failed += Number(match[1]);
  }
  // Playwright prints its failures as a bare "  2 failed" line (no duration) before listing them.
  for (const match of plain.matchAll(/^\s+(\d+) (failed|flaky)\s*$/gm)) failed += Number(match[1]);
  return { passed, failed };
}

/** The closing counts of Node's test runner with the spec reporter (`ℹ pass 5`, `ℹ fail 0`). */
function countNodeTestResults(plain) {
  const total = (name) =>
    [...plain.matchAll(new RegExp(`^ℹ ${name} (\\d+)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
  return { passed: total('pass'), failed: total('fail') };
}

/** Workspace packages whose `test` script is jest. */
function jestPackages() {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => JSON.parse(readFileSync(path.join(root, entry.name, 'package.json'), 'utf8')))
    .filter((manifest) => /^jest\b/.test(manifest.scripts?.test ?? ''))
    .map((manifest) => manifest.name)
    .sort();
}

try {
  await timed('Install', () => ensureDependencies());
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const missingChromium = await timed('Chromium', () => ensureChromium());
if (missingChromium) {
  console.error(`\nCannot run every test yet:\n\n${missingChromium}\n`);
  process.exit(1);
}

await step('Typecheck', 'pnpm', ['typecheck']);
await step('Lint', 'pnpm', ['lint']);
const scriptTests = readdirSync(path.join(root, 'scripts', 'lib'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('scripts', 'lib', name));
await step('Script tests', process.execPath, ['--test', '--test-reporter=spec', ...scriptTests], {
  count: countNodeTestResults,
});

const emulator = await ensureAuthEmulator();
try {
  await step('API tests', 'pnpm', ['--filter', 'api', 'test']);
  // Every web package whose tests run on jest (shell, remotes, shared-ui, shared-auth…), one
  // jest at a time: two cores are shared by everything.
  for (const webPackage of jestPackages()) {
    await step(`Web unit tests (${webPackage})`, 'pnpm', [
      '--filter',
      webPackage,
      'exec',
      'jest',
      '--ci',
      '--json',
      `--outputFile=${path.join(timingsDir, `jest-${webPackage}.json`)}`,
    ]);
  }
  // The built, composed site in Chromium; the suite builds and starts its own copy.
  await step('E2E', 'pnpm', ['--filter', 'e2e', 'test']);
  // The first view's size and one fetch per shared package, on the build the suite just made.
  await step('Performance budget', 'pnpm', ['bench:budget'], { env: { BENCH_SKIP_BUILD: '1' } });
} finally {
  await emulator.stop();
}

if (interrupted) {
  console.error(`\nInterrupted (${interrupted})`);
  process.exit(130);
}
console.log(`\n${stageTable(stages, (performance.now() - runStarted) / 1000)}`);
console.log(`\n${slowestFiles(collectFileDurations(timingsDir, root))}`);
rmSync(timingsDir, { recursive: true, force: true });
if (problems.length > 0) console.error(`\n${problems.join('\n')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
