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
  await expect.poll(() => checkAnsweredAt).toBeGreaterThan(0);
  expect(syncSentAt, 'the account sync was sent').toBeGreaterThan(0);
  expect(checkAnsweredAt - syncSentAt, 'the sync went out well before the check answered').toBeGreaterThan(
    CHECK_DELAY_MS / 2,
  );
  // Once the check is done the page goes on with the SDK's own tokens: a screen still loads.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
});

test('a returning member’s sync and league read leave from the shell’s entry, before its other scripts arrive, once each', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The shell's bootstrap chunk (what runs the app) is held 1.5 s, as a phone's network holds
  // the page's scripts: the first calls must not wait for it.
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
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'League Standings' }).getByRole('listitem')).toHaveCount(12);

  // The app took both answers: neither call was sent a second time.
  expect(sent.map(({ call }) => call).sort()).toEqual(['GET /api/league', 'POST /api/auth/user']);
  for (const { call, at } of sent)
    expect(bootstrapArrivedAt - at, `${call} left before the bootstrap chunk arrived`).toBeGreaterThan(1_000);
});
