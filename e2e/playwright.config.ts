// End-to-end tests in Debian's Chromium (never a downloaded browser) against the built,
// composed site, which support/global-setup.ts starts on the suite's own ports.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, siteUrl } from './support/settings';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Under `npm test`, also each spec's durations for the slowest files it lists (docs/testing.md §9).
  reporter: process.env.TEST_TIMINGS_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.TEST_TIMINGS_DIR, 'e2e.json') }]]
    : [['list']],
  use: {
    baseURL: siteUrl,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
