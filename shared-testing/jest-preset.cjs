// The jest set-up of every web package: TypeScript/TSX through swc, a jsdom that also has
// Node's fetch, and @testing-library/jest-dom. Use it from a package's jest.config.cjs:
//   module.exports = require('shared-testing/jest-config').createJestConfig(__dirname);
// or as a preset: `{ "preset": "shared-testing" }`.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  testEnvironment: require.resolve('./jest-environment.cjs'),
  // firebase/auth's browser build is ESM; its Node build runs in jest (DESIGN.md §5).
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), swcOptions],
  },
  setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  clearMocks: true,
  restoreMocks: true,
};
