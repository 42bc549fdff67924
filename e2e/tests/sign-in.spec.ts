import { expect, test } from '@playwright/test';
import { siteUrl } from '../support/settings';
import { routeGoogleScripts, signIn } from '../support/sign-in';

test.beforeEach(async ({ context }) => {
  await routeGoogleScripts(context);
});

test('signing in through the emulator popup lands on the dashboard inside the layout', async ({ page }) => {
  await page.goto('/players');
  await expect(page).toHaveURL(/\/login$/);
  const { email } = await signIn(page);
  // docs/screens/login.md §4: sign-in goes to '/', whichever page asked for it.
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Fantasy League', { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('a returning member’s page syncs with the kept account beside Firebase’s own check of it, not after', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Firebase's SDK checks the account it kept with Google before it reports anyone signed in:
  // a slow identity service (2 s here) must not hold the first API calls back.
  const CHECK_DELAY_MS = 2000;
  let checkAnsweredAt = 0;
  await context.route(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHECK_DELAY_MS));
    await route.continue();
    checkAnsweredAt = Date.now();
  });
  let syncSentAt = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/user' && !syncSentAt)
      syncSentAt = Date.now();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => checkAnsweredAt, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(syncSentAt, 'the account sync was sent').toBeGreaterThan(0);
  expect(checkAnsweredAt - syncSentAt, 'the sync went out well before the check answered').toBeGreaterThan(
    CHECK_DELAY_MS / 2,
  );
  // Once the check is done the page goes on with the SDK's own tokens: a screen still loads.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
});

test('a returning member’s sync, league read and opened screen leave from the shell’s entry, before its other scripts arrive, once each', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The shell's bootstrap chunk (what runs the app) is held 1.5 s, as a phone's network holds
  // the page's scripts: the first calls and the dashboard's module must not wait for it.
  let bootstrapArrivedAt = 0;
  await context.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    bootstrapArrivedAt = Date.now();
  });
  const sent: { call: string; at: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/user' || pathname === '/api/league')
      sent.push({ call: `${request.method()} ${pathname}`, at: Date.now() });
    else if (/\/__federation_expose_Home\.[0-9a-f]+\.js$/.test(pathname)) sent.push({ call: 'Home', at: Date.now() });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'League Standings' }).getByRole('listitem')).toHaveCount(12);

  // The app took both answers, and the module preloaded: none was asked for a second time.
  expect(sent.map(({ call }) => call).sort()).toEqual(['GET /api/league', 'Home', 'POST /api/auth/user']);
  for (const { call, at } of sent)
    expect(bootstrapArrivedAt - at, `${call} left before the bootstrap chunk arrived`).toBeGreaterThan(1_000);
});

test('a returning member’s page fetches Firebase’s SDK only once it has loaded, and then hears from it', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The dashboard's module, which the page loads from its start, is held 1.5 s, as a phone's
  // network holds the first screen's files: the SDK must not be asked for meanwhile.
  await context.route(/\/__federation_expose_Home\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const startOf = () =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const sdk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/firebase-auth\.[0-9a-f]+\.js$/.test(entry.name));
      return { loadEnded: navigation.loadEventEnd, sdkRequested: sdk?.startTime ?? null };
    });
  await expect.poll(async () => (await startOf()).sdkRequested, { timeout: 10_000 }).not.toBeNull();
  const { loadEnded, sdkRequested } = await startOf();
  expect(loadEnded, 'the page loaded').toBeGreaterThan(0);
  expect(sdkRequested!, 'the SDK was asked for after the page’s load').toBeGreaterThanOrEqual(loadEnded);

  // The SDK, once there, runs the page: a log-out goes through it to the login page.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
