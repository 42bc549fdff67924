// The accessibility check every screen passes (e2e): axe-core finds no serious or critical
// violation in any of the five themes, at a phone's width (500 px, the sidebar is a drawer)
// and a desktop's (1280 px). Use it for every new screen: `expectAccessibleInEveryTheme(page,
// '/players', page => …the screen has loaded…)`. The theme is the stored choice (localStorage 'theme'), so each
// theme is one reload; the width changes in place, as a window is resized.
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

export async function seriousFindings(page: Page, where: string, onlyColours = false): Promise<Finding[]> {
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
export async function expectAccessibleInEveryTheme(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
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
