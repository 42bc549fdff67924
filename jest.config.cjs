// Every web package's jest tests in one run, as `npm test` runs them: one start-up and one pool
// of workers for all the packages instead of a jest per package (docs/testing.md §9). Each
// package keeps its own jest.config.cjs, which `pnpm --filter <package> test` uses alone.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const preset = require('./shared-testing/jest-preset.cjs');

const projects = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(__dirname, entry.name, 'jest.config.cjs')))
  .map((entry) => `<rootDir>/${entry.name}`);

// A test's time limit is the run's, not a project's: jest reads it from this file alone.
module.exports = { projects, testTimeout: preset.testTimeout };
