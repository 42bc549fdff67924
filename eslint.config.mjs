// One lint configuration for every package in the workspace.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The boundaries of the web code (docs/architecture.md §10), as zones of
// import-x/no-restricted-paths, read from the folders so a new app or feature is covered
// without editing this file:
// - a feature (`<app>/src/features/<name>/`) never imports another: the screen's page
//   (`<app>/src/pages/`) composes them, using each only through its index.ts;
// - an app's lib/ and components/ never import its features or pages, nor a feature a page;
// - an app (the shell, a remote) never imports another app: remotes meet at run time;
// - a shared package never imports an app.
const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const webApps = folders('.').filter((name) => name === 'shell' || name.startsWith('mf-'));
const boundaryZones = [
  ...webApps.flatMap((app) => {
    const features = folders(`${app}/src/features`);
    return features.flatMap((feature) => [
      ...(features.length > 1
        ? [
            {
              target: `./${app}/src/features/${feature}`,
              from: features.filter((other) => other !== feature).map((other) => `./${app}/src/features/${other}`),
              message:
                "A feature does not import another feature: the screen's page (src/pages/) composes them, and what they share lives in src/lib/ or src/components/.",
            },
          ]
        : []),
      {
        target: `./${app}/src/pages`,
        from: `./${app}/src/features/${feature}`,
        except: ['./index.ts'],
        message: `Use the ${feature} feature through its index.ts, which says what a page may use.`,
      },
    ]);
  }),
  ...webApps.map((app) => ({
    target: `./${app}`,
    from: webApps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'An app does not import another app: remotes meet at run time through Module Federation.',
  })),
  // An app's pages compose its features; lib/ and components/ sit below both.
  ...webApps.flatMap((app) => [
    {
      target: [`./${app}/src/lib`, `./${app}/src/components`],
      from: [`./${app}/src/features`, `./${app}/src/pages`],
      message: 'lib/ and components/ sit below the features and pages that use them.',
    },
    {
      target: `./${app}/src/features`,
      from: `./${app}/src/pages`,
      message: 'A page composes features; a feature does not import a page.',
    },
  ]),
  {
    target: folders('.')
      .filter((name) => name.startsWith('shared-'))
      .map((name) => `./${name}`),
    from: webApps.map((app) => `./${app}`),
    message: 'A shared package does not import an app.',
  },
];

// The API's layers (docs/architecture.md §8), lowest first: config, db, plugins, features, then
// app.ts, the composition root that wires them; testing/ sits above them all. An import only
// points down: a plugin that needs a feature's function takes it as an option from app.ts.
// Test files (`*.test.ts`) may import anything, helpers in testing/ included.
const apiLayerZones = [
  {
    target: ['./api/src/db', './api/src/plugins', './api/src/config.ts'],
    from: ['./api/src/features', './api/src/testing', './api/src/app.ts'],
    message:
      'db, plugins and config sit below the features and app.ts: take what you need as an option from app.ts (the composition root).',
  },
  {
    target: ['./api/src/!(testing)/**', './api/src/*.ts'],
    from: ['./api/src/testing'],
    message: 'Only test files (*.test.ts) and testing/ itself import the test helpers.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      '.toolchain/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // An API feature uses another only through its index.ts (`../teams`, never
    // `../teams/team-repository`); db, plugins and testing are shared by all.
    files: ['api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!(db|plugins|testing)/)[^./][^/]*/',
              message: "Import another feature through its index.ts: '../<feature>'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      // no-cycle follows imports into TypeScript files only when it may parse them.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...apiLayerZones] }],
    },
  },
  {
    // No module imports itself through others (imports of types only, erased at run time, do
    // not count). Test files and specs are imported by nothing, so they close no cycle:
    // skipping them loses nothing.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    // Packages from node_modules cannot import ours back: not following them halves the rule's time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // A web app takes Radix's primitives from shared-ui: Radix's parts share internals, and an
    // app's own copy of them would be fetched beside the shell's (docs/web.md §8).
    files: webApps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@radix-ui/*'], message: 'Use the primitive from shared-ui (add it there if it is missing).' },
          ],
        },
      ],
    },
  },
  {
    // CommonJS config files (jest.config.cjs, the shared jest preset) load with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
