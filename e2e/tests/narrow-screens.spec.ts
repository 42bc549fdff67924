// No screen scrolls sideways on a phone: every route of the shell, signed in as the
// commissioner (who sees every control), at 375 px (a small phone) and 500 px, is no wider
// than the viewport once it has loaded its data.
import type { Page } from '@playwright/test';
import { remoteScreens } from 'shared-build/apps';
import { expect, test } from '../support/fixtures';
import { sidewaysOverflow } from '../support/layout';

const NARROW_WIDTHS = [375, 500] as const;

const routes = [
  ...remoteScreens.map((screen) => ({ path: screen.path, title: screen.title })),
  { path: '/no-such-page', title: '404 Page Not Found' },
];

/** The screen has drawn its title, nothing on it is still loading, and its calls have settled. */
async function loaded(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('no route scrolls sideways at 375 px or 500 px', async ({ signedIn: { page } }) => {
  test.setTimeout(180_000);
  await expect(page.getByText('Commissioner', { exact: true })).toBeVisible();
  const wider: string[] = [];
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route.path);
      await loaded(page, route.title);
      const overflow = await sidewaysOverflow(page);
      if (overflow.scrollWidth > overflow.clientWidth) {
        wider.push(
          `${route.path} at ${width} px is ${overflow.scrollWidth} px wide (viewport ${overflow.clientWidth}):\n    ${overflow.culprits.join('\n    ')}`,
        );
      }
    }
  }
  expect(wider, `screens that scroll sideways:\n  ${wider.join('\n  ')}`).toEqual([]);
});

// The provider import's preview only appears after a click, so the routes above never draw it;
// its table of counts is wider than a small phone.
test("Settings' import preview does not scroll sideways at 375 px", async ({ signedIn: { page } }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings');
  await loaded(page, 'Settings');
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('table', { name: 'What the import will do' })).toBeVisible({ timeout: 60_000 });
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `Settings with the import preview is wider than the phone:\n  ${overflow.culprits.join('\n  ')}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
});
