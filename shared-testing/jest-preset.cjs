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

const path = require('node:path');

/**
 * Packages that ship ES modules only (msw 2's dependencies, @noble/hashes, the live stream's
 * eventsource and its parser) (pnpm stores '@scope/name' as '@scope+name').
 */
const esmOnlyPackages = [
  'rettime',
  'until-async',
  '@open-draft[+/]deferred-promise',
  'headers-polyfill',
  '@noble[+/]hashes',
  'eventsource',
  'eventsource-parser',
];

// styled-components' `main` is its server build, which never injects styles into the DOM;
// bundlers pick the browser build through the `browser` field, jest does not. Same version
// everywhere (the pnpm catalog), so one absolute path serves every package.
const styledComponentsBrowserBuild = path.join(
  path.dirname(require.resolve('styled-components/package.json')),
  'dist/styled-components.browser.cjs.js',
);

module.exports = {
  testEnvironment: require.resolve('./jest-environment.cjs'),
  // firebase/auth's browser build is ESM; its Node build runs in jest (docs/architecture.md §6).
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': [require.resolve('@swc/jest'), swcOptions],
  },
  // msw 2's Node build and the live stream's client require a few packages published as ES
  // modules only; jest (CommonJS here) has swc turn them into CommonJS. Everything else in
  // node_modules is used as it is.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnlyPackages.join('|')})[@/])`],
  moduleNameMapper: { '^styled-components$': styledComponentsBrowserBuild },
  setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  // A test that types into a form makes many renders; on a busy two-core machine (several
  // builds at once) that has passed twenty seconds. A minute still stops a test that hangs.
  testTimeout: 60_000,
  clearMocks: true,
  restoreMocks: true,
};
