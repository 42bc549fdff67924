// axe-core on every screen there is, in all five themes at 500 px and 1280 px: no serious or
// critical violation (support/accessibility.ts).
import type { Page } from '@playwright/test';
import { remoteScreens } from 'shared-build/apps';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { screenAddress } from '../support/screen-address';
import { routeGoogleScripts } from '../support/sign-in';

/** The screen has drawn its title and nothing on it is still loading. */
const titled = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
};

test.describe('accessibility (axe-core, five themes, 500 and 1280 px)', () => {
  // Ten page loads and axe runs per screen; a season of schedule cards is a large page, and
  // on a busy two-core machine its ten runs have passed three minutes.
  test.describe.configure({ timeout: 480_000 });

  test('the login page', async ({ page, context }) => {
    await routeGoogleScripts(context);
    await expectAccessibleInEveryTheme(page, '/login', async (loaded) => {
      await expect(loaded.getByRole('button', { name: /Sign in with Google/ })).toBeVisible();
    });
  });

  test('the not-found page', async ({ signedIn: { page } }) => {
    await expectAccessibleInEveryTheme(page, '/no-such-page', titled('404 Page Not Found'));
  });

  // Every screen of every remote (shared-build/src/apps.ts), at its title page; one game's page
  // at a game of the demo league.
  for (const route of remoteScreens) {
    test(`${route.title} (${route.path})`, async ({ signedIn: { page } }) => {
      await expectAccessibleInEveryTheme(page, await screenAddress(page, route.path), titled(route.title));
    });
  }
});
