// A remote runs alone from its own server, with its own router, theme and sign-in.
import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../support/settings';
import { routeGoogleScripts, signIn } from '../support/sign-in';

test('mf-players on its own port asks for sign-in, then shows Players without the shell', async ({ page, context }) => {
  await routeGoogleScripts(context);
  const origin = remoteOrigin('mf-players');
  await page.goto(`${origin}/players`);
  await expect(page).toHaveURL(`${origin}/login`);
  await signIn(page, origin);
  await expect(page).toHaveURL(`${origin}/players`);
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
