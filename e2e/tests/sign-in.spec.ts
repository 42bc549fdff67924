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
