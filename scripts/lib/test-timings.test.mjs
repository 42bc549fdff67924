import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  apiPassTimes,
  collectFileDurations,
  formatSeconds,
  jestPackageTimes,
  partsTable,
  slowestFiles,
  stageTable,
} from './test-timings.mjs';

const root = '/repo';

describe('where the time goes', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(
    path.join(folder, 'api-postgres-1.jsonl'),
    `${JSON.stringify({ file: '/repo/api/src/a.test.ts', seconds: 12.5 })}\n${JSON.stringify({ file: '/repo/api/src/b.test.ts', seconds: 0.4 })}\n`,
  );
  writeFileSync(
    path.join(folder, 'jest-web.json'),
    JSON.stringify({
      testResults: [{ name: '/repo/shell/src/app.test.tsx', startTime: 1_000, endTime: 31_000 }],
    }),
  );
  writeFileSync(
    path.join(folder, 'e2e.json'),
    JSON.stringify({
      config: { rootDir: '/repo/e2e/tests' },
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ file: 'home.spec.ts', tests: [{ results: [{ duration: 20_000 }] }] }],
          suites: [{ specs: [{ file: 'home.spec.ts', tests: [{ results: [{ duration: 5_000 }] }] }] }],
        },
      ],
    }),
  );
  writeFileSync(path.join(folder, 'jest-broken.json'), '{"testResults": [');

  it('reads every runner’s files, sums a spec file’s tests, and skips a half-written report', () => {
    const found = collectFileDurations(folder, root).sort((a, b) => a.file.localeCompare(b.file));
    assert.deepEqual(found, [
      { file: 'api/src/a.test.ts', seconds: 12.5, runner: 'API on postgres' },
      { file: 'api/src/b.test.ts', seconds: 0.4, runner: 'API on postgres' },
      { file: 'e2e/tests/home.spec.ts', seconds: 25, runner: 'e2e' },
      { file: 'shell/src/app.test.tsx', seconds: 30, runner: 'jest' },
    ]);
  });

  it('lists the slowest first, as many as asked', () => {
    const lines = slowestFiles(collectFileDurations(folder, root), 2).split('\n');
    assert.equal(lines[0], 'The 2 slowest test files:');
    assert.match(lines[1], /30\.0 s {2}shell\/src\/app\.test\.tsx \(jest\)$/);
    assert.match(lines[2], /25\.0 s {2}e2e\/tests\/home\.spec\.ts \(e2e\)$/);
  });

  it('prints stages in the order they started, with when each ran', () => {
    const table = stageTable(
      [
        { name: 'Lint', start: 190, seconds: 79 },
        { name: 'Typecheck', start: 2, seconds: 187.6 },
      ],
      600,
    ).split('\n');
    assert.deepEqual(table, [
      'Stage times (wall):',
      '  Typecheck  3 min 08 s  0:02 → 3:10',
      '  Lint       1 min 19 s  3:10 → 4:29',
      '  Whole run  10 min 00 s',
    ]);
  });

  it('writes short times in seconds and long ones in minutes', () => {
    assert.equal(formatSeconds(7.24), '7.2 s');
    assert.equal(formatSeconds(65), '1 min 05 s');
  });
});

describe('the stages’ parts', () => {
  it('reads each engine’s pass from the API runner’s output', () => {
    const output =
      'x\nAPI on postgres: 565 passed, 0 failed, 0 skipped, in 65.2 s\nAPI on pglite: 1 passed, 2 failed, 0 skipped, in 90.0 s\n';
    assert.deepEqual(apiPassTimes(output), [
      { name: 'API on PostgreSQL', seconds: 65.2 },
      { name: 'API on PGlite', seconds: 90 },
    ]);
  });

  it('adds up each web package’s jest files, and leaves the other runners out', () => {
    const rows = jestPackageTimes([
      { file: 'shell/src/a.test.tsx', seconds: 2, runner: 'jest' },
      { file: 'mf-players/src/b.test.tsx', seconds: 4, runner: 'jest' },
      { file: 'shell/src/c.test.tsx', seconds: 3.5, runner: 'jest' },
      { file: 'api/src/d.test.ts', seconds: 9, runner: 'API on postgres' },
    ]);
    assert.deepEqual(rows, [
      { name: 'jest: mf-players', seconds: 4 },
      { name: 'jest: shell', seconds: 5.5 },
    ]);
    assert.match(partsTable(rows), /^ {2}jest: shell {12}5\.5 s$/m);
    assert.equal(partsTable([]), '');
  });
});
