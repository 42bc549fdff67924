// The accessibility check every screen passes (e2e): axe-core finds no serious or critical
// violation in any of the five themes, at a phone's width (500 px, the sidebar is a drawer)
// and a desktop's (1280 px). Use it for every new screen: `expectAccessibleInEveryTheme(page,
// '/players', page => …the screen has loaded…)`. The theme is the stored choice (localStorage 'theme'), so each
// theme is one reload; the width changes in place, as a window is resized. Each check waits
// until nothing is moving (untilStill), so it reads the colours that stay on the screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_THEME, THEME_STORAGE_KEY, themeNames } from 'shared-ui/tokens';

export const CHECKED_WIDTHS = [500, 1280] as const;

/** What axe reports, shortened to what a person fixing it needs. */
interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The axe rules whose outcome depends on colours, the only thing a theme changes. The default
 * theme gets every rule; the other four get these, which keeps ten runs per screen affordable.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Waits until nothing on the page is moving: a frame for what a resize or a click re-rendered,
 * then every running transition and finite animation to its end (endless ones, a skeleton's
 * pulse or a spinner, are left running). axe reads the colours of one instant, and one taken
 * while a button eases to its new background is a colour no one reads; when the check landed
 * there depended on the machine's speed, so the same screen passed or failed by machine.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Bounded: a page that keeps starting new animations still gets checked.
    for (let round = 0; round < 20; round += 1) {
      await nextFrame();
      await nextFrame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

export async function seriousFindings(page: Page, where: string, onlyColours = false): Promise<Finding[]> {
  await untilStill(page);
  const axe = new AxeBuilder({ page });
  if (onlyColours) axe.withRules(COLOUR_RULES);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Opens `path` in every theme at both widths and fails with every serious or critical axe
 * finding, naming theme and width. `ready` waits until the screen has drawn what it shows
 * (its heading, say), so axe sees the screen rather than its loading skeleton.
 */
export async function expectAccessibleInEveryTheme(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  const findings: Finding[] = [];
  for (const theme of themeNames) {
    await page.setViewportSize({ width: CHECKED_WIDTHS[CHECKED_WIDTHS.length - 1]!, height: 900 });
    // localStorage belongs to the site's origin: be on it before storing the choice.
    if (!page.url().startsWith('http')) await page.goto(path);
    await page.evaluate(([key, name]) => window.localStorage.setItem(key, name), [THEME_STORAGE_KEY, theme] as const);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page);
      findings.push(...(await seriousFindings(page, `${path} · ${theme} · ${width} px`, theme !== DEFAULT_THEME)));
    }
  }
  expect(findings, `axe-core found serious or critical violations:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
