#!/usr/bin/env node
// `npm test`: installs what is missing and runs every test: typecheck and lint, the scripts'
// own tests, the docs check, the API on PostgreSQL and PGlite, the web packages' unit tests,
// the end-to-end suite in Chromium and the first view's size budget. Sets up what the machine
// lacks: pnpm and the packages, Debian's chromium (as root with apt), the Auth emulator, and a
// private PostgreSQL when none answers at TEST_POSTGRES_URL (the API test runner starts it).
// It prints each stage's wall time and the slowest test files; its last line totals every
// runner's results. `npm test -- --changed[=<ref>]` runs only what a change touches
// (docs/testing.md §10).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureAuthEmulator } from './lib/auth-emulator.mjs';
import { changedFiles, planForChange, workspacePackages } from './lib/changed.mjs';
import { runOnMaintainedNode } from './lib/maintained-node.mjs';
import { ensureChromium, ensureCommand } from './lib/prerequisites.mjs';
import {
  apiPassTimes,
  collectFileDurations,
  jestPackageTimes,
  partsTable,
  slowestFiles,
  stageTable,
} from './lib/test-timings.mjs';
import { ensureDependencies, root } from './lib/toolchain.mjs';

// On a Node older than 22.12 this runs again under the pinned Node 24 and goes no further here.
await runOnMaintainedNode();

const totals = { passed: 0, failed: 0 };
const problems = [];
/** Each stage's start (seconds into the run) and wall time, for the table at the end. */
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
    stages.push({ name, start: (begun - runStarted) / 1000, seconds: (performance.now() - begun) / 1000 });
  }
}

// Interrupted (Ctrl+C, SIGTERM): pass it on to the running steps (each cleans up after itself,
// a private PostgreSQL included), run no further step, and stop what this script started.
const running = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Ctrl+C can arrive more than once (from the terminal, and passed on by npm or by the
    // run under an older Node): the steps are told once.
    if (interrupted) return;
    interrupted = signal;
    for (const child of running) child.kill(signal);
  });
}

/** Whether two lanes run at once: then each step's output is held and printed whole when it ends. */
let holdOutput = false;

/** Runs a step, echoing its output (or holding it, beside another lane), and adds up the counts its runner prints. */
function step(name, command, args, options = {}) {
  return timed(name, () => runStep(name, command, args, options));
}

/** Times a stage's output tells of its parts (the API's engines), for the table at the end. */
const parts = [];

function runStep(name, command, args, { env = {}, count = countResults } = {}) {
  if (interrupted) return Promise.resolve(null);
  const header = `\n──── ${name} ────\n$ ${[command, ...args].join(' ')}\n`;
  if (holdOutput) console.log(`[${name}: started]`);
  else process.stdout.write(header);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const held = holdOutput;
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      if (!held) stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => {
      running.delete(child);
      if (held) process.stdout.write(`${header}${output}`);
      const plain = plainText(output);
      parts.push(...apiPassTimes(plain));
      const counts = count(plain);
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

/** `--changed` or `--changed=<ref>`: the ref to compare with, or null for a whole run. */
function changedRef(args) {
  const flag = args.find((arg) => arg === '--changed' || arg.startsWith('--changed='));
  if (!flag) return null;
  return flag.includes('=') ? flag.slice('--changed='.length) : 'HEAD';
}

const changeRef = changedRef(process.argv.slice(2));
const scriptTestFiles = readdirSync(path.join(root, 'scripts', 'lib'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join('scripts', 'lib', name));
const jestConfig = path.join(root, 'jest.config.cjs');
// jest runs from shared-testing, the package that brings it.
const jest = (args) => ['--filter', 'shared-testing', 'exec', 'jest', '--ci', `--config=${jestConfig}`, ...args];
const jestReport = ['--json', `--outputFile=${path.join(timingsDir, 'jest-web.json')}`];

/**
 * The whole run, in two lanes side by side on the machine's two cores. The end-to-end suite is
 * the longest stage and often waits (on Chromium, on the site's servers), so its lane starts it
 * first, on a web build of its own lane, and the size budget reads that same build; the other
 * lane runs everything else meanwhile (docs/testing.md §9).
 */
function wholeRun() {
  const site = async () => {
    // Without a build, the suite and the budget would read an older one (or none): skipped.
    if ((await step('Web build', 'pnpm', ['build'])) !== 0) return;
    // The built, composed site in Chromium.
    await step('E2E', 'pnpm', ['--filter', 'e2e', 'test'], { env: { E2E_SKIP_BUILD: '1' } });
    // The first view's size and one fetch per shared package, on the same build.
    await step('Performance budget', 'pnpm', ['bench:budget'], { env: { BENCH_SKIP_BUILD: '1' } });
  };
  const rest = async () => {
    await step('Typecheck', 'pnpm', ['typecheck']);
    await step('Lint', 'pnpm', ['lint']);
    await step('Script tests', process.execPath, ['--test', '--test-reporter=spec', ...scriptTestFiles], {
      count: countNodeTestResults,
    });
    await step('Docs check', process.execPath, ['scripts/check-docs.mjs']);
    await step('API tests', 'pnpm', ['--filter', 'api', 'test']);
    // Every web package's jest tests (shell, remotes, shared-ui, shared-auth…) in one jest.
    await step('Web unit tests', 'pnpm', jest(jestReport));
  };
  holdOutput = true;
  console.log('\nTwo lanes side by side; each step prints its output when it ends.');
  return Promise.all([site(), rest()]);
}

/** What the change against `ref` touches (scripts/lib/changed.mjs), one step at a time. */
async function changedRun(ref) {
  const files = changedFiles(root, ref);
  const apiTestFiles = readdirSync(path.join(root, 'api', 'src'), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(root, 'api', 'src', name))
    .sort();
  const plan = planForChange(files, { root, packages: workspacePackages(root), apiTestFiles });
  console.log(`\nChanged against ${ref}: ${files.length} files. CI runs everything; this runs what they touch.`);
  if (plan.typecheck.length > 0)
    await step('Typecheck', 'pnpm', [
      ...plan.typecheck.flatMap((name) => ['--filter', name]),
      '--if-present',
      'typecheck',
    ]);
  const code = plan.lint.filter((file) => /\.[cm]?[jt]sx?$/.test(file));
  if (code.length > 0) await step('Lint (eslint)', 'pnpm', ['exec', 'eslint', '--no-warn-ignored', ...code]);
  if (plan.lint.length > 0)
    await step('Lint (Prettier)', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...plan.lint]);
  if (plan.scriptTests)
    await step('Script tests', process.execPath, ['--test', '--test-reporter=spec', ...scriptTestFiles], {
      count: countNodeTestResults,
    });
  await step('Docs check', process.execPath, ['scripts/check-docs.mjs']);
  if (plan.apiTests) {
    const only = plan.apiTests.map((file) => path.relative(path.join(root, 'api'), file));
    await step('API tests', 'pnpm', ['--filter', 'api', 'test', ...only]);
  }
  if (plan.web.length > 0) {
    // jest finds the tests related to the change when it lies inside the packages it runs.
    const inside = files.every((file) => plan.web.some((folder) => file.startsWith(`${folder}/`)));
    const projects = plan.web.map((folder) => path.join(root, folder));
    await step(
      'Web unit tests',
      'pnpm',
      jest(['--passWithNoTests', ...(inside ? [`--changedSince=${ref}`] : []), '--projects', ...projects]),
    );
  }
  if (plan.e2e && (await step('Web build', 'pnpm', ['build'])) === 0) {
    await step('E2E', 'pnpm', ['--filter', 'e2e', 'test', `--only-changed=${ref}`], { env: { E2E_SKIP_BUILD: '1' } });
  }
}

try {
  await timed('Install', () => ensureDependencies());
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const missingChromium = await timed('Chromium', () => ensureChromium());
// The shared rate limits' API test stops and starts a Redis of its own (redis-server).
const missingRedis = ensureCommand({
  command: 'redis-server',
  debianPackage: 'redis-server',
  why: 'the API tests of rate limits shared through Redis start one of their own',
  versionArgs: ['--version'],
});
for (const missing of [missingChromium, missingRedis].filter(Boolean)) {
  console.error(`\nCannot run every test yet:\n\n${missing}\n`);
  process.exit(1);
}

// The API tests, the web packages' and the end-to-end suite all sign people in.
const emulator = await ensureAuthEmulator();
try {
  if (changeRef) await changedRun(changeRef);
  else await wholeRun();
} finally {
  await emulator.stop();
}

if (interrupted) {
  console.error(`\nInterrupted (${interrupted})`);
  process.exit(130);
}
console.log(`\n${stageTable(stages, (performance.now() - runStarted) / 1000)}`);
const durations = collectFileDurations(timingsDir, root);
const partRows = partsTable([...parts, ...jestPackageTimes(durations)]);
if (partRows) console.log(`\n${partRows}`);
console.log(`\n${slowestFiles(durations)}`);
rmSync(timingsDir, { recursive: true, force: true });
if (problems.length > 0) console.error(`\n${problems.join('\n')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
