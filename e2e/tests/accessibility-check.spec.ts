// The accessibility check must answer the same on a slow machine as on a fast one. On a slower
// machine it once failed /players at 1280 px (color-contrast, the Layout toggle's pressed
// button) while it passed elsewhere: widening the window from 500 px switches the layout from
// cards to the table, the two toggle buttons swap looks, and a button's background eases over
// 120 ms while its text colour changes at once; axe sampled the colours mid-way. Here every
// animation runs twenty times slower (DevTools' own playback rate), so the check lands inside
// that change on any machine, and must still see only what stays on the screen.
import type { CDPSession, Page } from '@playwright/test';
import { expectAccessibleInEveryTheme, seriousFindings } from '../support/accessibility';
import { expect, test } from '../support/fixtures';

const SLOWER = 20;

async function slowAnimations(page: Page): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 / SLOWER });
  return devtools;
}

const layoutToggle = (page: Page) => page.getByRole('group', { name: 'Layout' });

test.describe('the accessibility check, with animations twenty times slower', () => {
  test.describe.configure({ timeout: 300_000 });

  test('widening /players really leaves the Layout toggle mid-change when the check starts', async ({
    signedIn: { page },
  }) => {
    await slowAnimations(page);
    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/players');
    await expect(layoutToggle(page).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(layoutToggle(page).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    // What the check used to meet: the toggle's buttons still easing to their new colours.
    const easing = await layoutToggle(page).evaluate(
      (group) => group.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length,
    );
    expect(easing).toBeGreaterThan(0);
    // The check itself waits for them, and finds nothing.
    expect(await seriousFindings(page, '/players · default · 1280 px, just widened')).toEqual([]);
  });

  test('/players passes in every theme at both widths', async ({ signedIn: { page } }) => {
    await slowAnimations(page);
    await expectAccessibleInEveryTheme(page, '/players', async (screen) => {
      await expect(screen.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();
    });
  });
});

test('with reduced motion asked for, the Layout toggle changes at once', async ({ signedIn: { page } }) => {
  await slowAnimations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 500, height: 900 });
  await page.goto('/players');
  await expect(layoutToggle(page).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(layoutToggle(page).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  expect(await layoutToggle(page).evaluate((group) => group.getAnimations({ subtree: true }).length)).toBe(0);
});
