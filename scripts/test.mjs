#!/usr/bin/env node
// `npm test`: installs what is missing and runs every test: typecheck and lint, the API on
// PGlite and PostgreSQL, the web packages' unit tests and the end-to-end suite in Chromium.
// Its last line totals every runner's results.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureAuthEmulator } from './lib/auth-emulator.mjs';
import { ensureDependencies, root } from './lib/toolchain.mjs';

const totals = { passed: 0, failed: 0 };
const problems = [];

/** Runs a step, echoing its output, and adds up the counts its runner prints. */
function step(name, command, args, env = {}) {
  console.log(`\n──── ${name} ────\n$ ${[command, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => {
      const counts = countResults(output);
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      if (code !== 0) problems.push(`${name} failed (exit ${code})`);
      resolve(code);
    });
  });
}

/** Reads the closing counts of the runners we use: our API runner, jest and Playwright. */
function countResults(output) {
  // Runners colour their summaries; strip the ANSI escapes before reading the numbers.
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
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
  ensureDependencies();
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

const { checkChromium, checkPostgres } = await import('./lib/prerequisites.mjs');
const engines = (process.env.TEST_DATABASES ?? 'pglite,postgres').split(',');
const missing = [engines.includes('postgres') ? await checkPostgres() : null, checkChromium()].filter(Boolean);
if (missing.length > 0) {
  console.error(`\nCannot run every test yet:\n\n${missing.join('\n\n')}\n`);
  process.exit(1);
}

await step('Typecheck', 'pnpm', ['typecheck']);
await step('Lint', 'pnpm', ['lint']);

const emulator = await ensureAuthEmulator();
try {
  await step('API tests', 'pnpm', ['--filter', 'api', 'test']);
  // Every web package whose tests run on jest (shell, remotes, shared-ui, shared-auth…), one
  // jest at a time: two cores are shared by everything.
  for (const webPackage of jestPackages()) {
    await step(`Web unit tests (${webPackage})`, 'pnpm', ['--filter', webPackage, 'exec', 'jest', '--ci']);
  }
  // The built, composed site in Chromium; the suite builds and starts its own copy.
  await step('E2E', 'pnpm', ['--filter', 'e2e', 'test']);
} finally {
  await emulator.stop();
}

if (problems.length > 0) console.error(`\n${problems.join('\n')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
