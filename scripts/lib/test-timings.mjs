// What `npm test` prints at its end so that the next person sees where the time goes
// (docs/testing.md §9): each stage's wall time, and the ten slowest test files of every runner.
// Each runner leaves its files' durations in one folder (TEST_TIMINGS_DIR): the API runner as
// JSON lines (api/scripts/file-durations-reporter.mjs), jest and Playwright as their JSON reports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Seconds as the table prints them: `7.2 s`, `3 min 05 s`. */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** `m:ss` from the run's start. */
function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The stages' table: each stage's wall time and when it ran (from the run's start: stages of
 * two lanes overlap), in the order they started, and the whole run's time.
 */
export function stageTable(stages, totalSeconds) {
  const width = Math.max(...stages.map((stage) => stage.name.length), 'Whole run'.length);
  const ordered = [...stages].sort((a, b) => a.start - b.start);
  const row = (name, seconds, note = '') => `  ${name.padEnd(width)}  ${formatSeconds(seconds).padStart(10)}${note}`;
  return [
    'Stage times (wall):',
    ...ordered.map((stage) =>
      row(stage.name, stage.seconds, `  ${clock(stage.start)} → ${clock(stage.start + stage.seconds)}`),
    ),
    row('Whole run', totalSeconds),
  ].join('\n');
}

/** A jest `--json` report's files, by path relative to `root`. */
export function jestFileDurations(report, root) {
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
}

/** A Playwright JSON report's spec files, each the sum of its tests' runs. */
export function playwrightFileDurations(report, root) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      const file = path.relative(root, path.join(report.config.rootDir, spec.file));
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
}

/** The API runner's JSON lines, by path relative to `root`. */
export function apiFileDurations(lines, root) {
  return lines
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .map(({ file, seconds }) => ({ file: path.relative(root, file), seconds }));
}

/**
 * Every file's duration found in `folder`: `api-<engine>-<shard>.jsonl`, `jest-<package>.json` and
 * `e2e.json`, each labelled with its runner. A report that a failed runner left half-written is
 * skipped: the list is for reading, the stages' results say what failed.
 */
export function collectFileDurations(folder, root) {
  const found = [];
  for (const name of readdirSync(folder)) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    try {
      if (name.startsWith('api-') && name.endsWith('.jsonl')) {
        // One file per pass and shard: `api-postgres-0.jsonl`.
        const engine = name.slice('api-'.length, -'.jsonl'.length).replace(/-\d+$/, '');
        found.push(...apiFileDurations(text, root).map((entry) => ({ ...entry, runner: `API on ${engine}` })));
      } else if (name.startsWith('jest-') && name.endsWith('.json')) {
        found.push(...jestFileDurations(JSON.parse(text), root).map((entry) => ({ ...entry, runner: 'jest' })));
      } else if (name === 'e2e.json') {
        found.push(...playwrightFileDurations(JSON.parse(text), root).map((entry) => ({ ...entry, runner: 'e2e' })));
      }
    } catch {
      // Half-written: skipped (see above).
    }
  }
  return found;
}

/** The `count` slowest files, slowest first, as lines to print. */
export function slowestFiles(durations, count = 10) {
  const slowest = [...durations].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  if (slowest.length === 0) return 'Slowest test files: none reported';
  return [
    `The ${slowest.length} slowest test files:`,
    ...slowest.map((entry) => `  ${formatSeconds(entry.seconds).padStart(10)}  ${entry.file} (${entry.runner})`),
  ].join('\n');
}

/**
 * What a stage's output says of its parts: the API runner's time on each engine
 * (`API on postgres: … in 65.2 s`), as rows for the table of parts.
 */
export function apiPassTimes(output) {
  return [...output.matchAll(/^API on (\w+): .*, in ([\d.]+) s$/gm)].map((match) => ({
    name: `API on ${match[1] === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    seconds: Number(match[2]),
  }));
}

/** Each web package's jest time: the sum of its files' (they share the run's workers). */
export function jestPackageTimes(durations) {
  const byPackage = new Map();
  for (const entry of durations.filter((item) => item.runner === 'jest')) {
    const name = entry.file.split('/')[0];
    byPackage.set(name, (byPackage.get(name) ?? 0) + entry.seconds);
  }
  return [...byPackage]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, seconds]) => ({ name: `jest: ${name}`, seconds }));
}

/** The parts' table: rows without a place in the run's time line. */
export function partsTable(parts) {
  if (parts.length === 0) return '';
  const width = Math.max(...parts.map((part) => part.name.length));
  return [
    'Inside the stages (API: the pass on each engine; jest: the sum of each package’s files):',
    ...parts.map((part) => `  ${part.name.padEnd(width)}  ${formatSeconds(part.seconds).padStart(10)}`),
  ].join('\n');
}
