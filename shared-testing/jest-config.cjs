// createJestConfig(dir): the shared preset with `rootDir` set to the package's folder.
const preset = require('./jest-preset.cjs');

function createJestConfig(rootDir, overrides = {}) {
  return { ...preset, rootDir, ...overrides };
}

module.exports = { createJestConfig };
