// No screen scrolls sideways on a phone: every route of the shell, signed in as the
// commissioner (who sees every control), at 375 px (a small phone) and 500 px, is no wider
// than the viewport once it has loaded its data. Below 768 px the long screens are compact
// (docs/web.md §9): the Schedule shows one week at a time, Draft Picks folds every round but
// the first, and every control is at least 44 px for a finger.
import type { Page } from '@playwright/test';
import { remoteScreens } from 'shared-build/apps';
import type { WeekMatchupsResponse } from 'shared-contracts';
import { seriousFindings } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll, sidewaysOverflow, smallTouchTargets, TOUCH_TARGET_PX } from '../support/layout';
import { memberApi } from '../support/member-api';
import { screenAddress } from '../support/screen-address';
import { watchRequests } from '../support/settled';

const NARROW_WIDTHS = [375, 500] as const;

const routes = [
  ...remoteScreens.map((screen) => ({ path: screen.path, title: screen.title })),
  { path: '/no-such-page', title: '404 Page Not Found' },
  // The pages outside a league: the welcome screen, and an invitation link whose token is
  // well formed but names no link (its refusal card).
  { path: '/welcome', title: 'Welcome to Fantasy League' },
  { path: '/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', title: 'This invitation cannot be used' },
];

/** The screen has drawn its title, nothing on it is still loading, and its calls have settled. */
async function loaded(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await watchRequests(page).settled();
}

// Every request of each test's page is watched from its start, so `loaded` sees them all.
test.beforeEach(({ page }) => {
  watchRequests(page);
});

test('no route scrolls sideways at 375 px or 500 px', async ({ signedIn: { page } }) => {
  test.setTimeout(180_000);
  await expect(page.getByText('Commissioner', { exact: true })).toBeVisible();
  const wider: string[] = [];
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(await screenAddress(page, route.path));
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
  await expectNoSidewaysScroll(page, 'Settings with the import preview');
});

const weekHeadings = (page: Page) => page.getByRole('heading', { level: 2, name: /^Week \d+$/ });
const weekShown = async (page: Page) => Number((await weekHeadings(page).first().textContent())?.replace('Week ', ''));

test('the Schedule at 375 px shows one week at a time, stepped by its buttons, the arrow keys and a swipe', async ({
  signedIn: { page },
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/schedule');
  await loaded(page, 'Schedule');
  await expect(weekHeadings(page)).toHaveCount(1);
  const first = await weekShown(page);
  // The demo's current season is under way: it opens on the first week with a game left to play.
  const week = page.getByRole('combobox', { name: 'Week', exact: true });
  await expect(week).toHaveText(new RegExp(`^Week ${first}\\b`));
  await expect(page.locator(`[data-week="${first}"]`).getByText('Upcoming').first()).toBeVisible();

  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(weekHeadings(page)).toHaveText([`Week ${first + 1}`]);
  await expect(week).toHaveText(new RegExp(`^Week ${first + 1}\\b`));

  // Focus is on Next week, in the screen: the arrow keys step too.
  await page.keyboard.press('ArrowRight');
  await expect(weekHeadings(page)).toHaveText([`Week ${first + 2}`]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(weekHeadings(page)).toHaveText([`Week ${first}`]);
  await page.getByRole('button', { name: 'Previous week', exact: true }).click();
  await expect(weekHeadings(page)).toHaveText([`Week ${first - 1}`]);

  // A finger swiping right to left shows the next week.
  const board = page.getByRole('region', { name: 'Schedule', exact: true });
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await board.dispatchEvent('pointerdown', { ...touch, clientX: 300, clientY: 500 });
  await board.dispatchEvent('pointerup', { ...touch, clientX: 100, clientY: 520 });
  await expect(weekHeadings(page)).toHaveText([`Week ${first}`]);

  expect(await seriousFindings(page, 'Schedule, one week, 375 px')).toEqual([]);
  await page.getByRole('button', { name: 'Locked: schedule editing is off' }).click();
  await expect(page.getByRole('button', { name: /^Move Week / }).first()).toBeVisible();
  expect(await seriousFindings(page, 'Schedule, one week unlocked, 375 px')).toEqual([]);
  await page.getByRole('button', { name: 'Unlocked: schedule editing is on' }).click();

  await week.click();
  await page.getByRole('option', { name: 'All Weeks' }).click();
  await expect(weekHeadings(page)).toHaveCount(18);
  await expect(page.getByRole('button', { name: 'Next week', exact: true })).toBeDisabled();
});

test('Draft Picks at 375 px shows round 1 open and the other rounds folded, opened by keyboard', async ({
  signedIn: { page },
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/picks');
  await loaded(page, 'Draft Picks');
  const toggle = (round: number) => page.getByRole('button', { name: new RegExp(`^Round ${round} · \\d+ picks?$`) });
  const tiles = (round: number) =>
    page.getByRole('region', { name: `Round ${round}`, exact: true }).getByRole('listitem');

  await expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(tiles(1)).toHaveCount(12);
  for (const round of [2, 3, 4, 5]) {
    await expect(toggle(round)).toHaveAttribute('aria-expanded', 'false');
    await expect(tiles(round)).toHaveCount(0);
  }
  expect(await seriousFindings(page, 'Draft Picks, folded, 375 px')).toEqual([]);

  await toggle(3).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(tiles(3)).toHaveCount(12);
  await page.keyboard.press('Space');
  await expect(tiles(3)).toHaveCount(0);
});

test('the Schedule and Draft Picks at 500 px are a few screens long, not a season of cards', async ({
  signedIn: { page },
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 500, height: 800 });
  // Measured at 500 px before the compact layouts: the Schedule 16,627 px (eighteen week cards),
  // Draft Picks 5,908 px (five rounds of twelve tiles, one a row). After: the Schedule about
  // 1,260 px (one week of six games), Draft Picks about 2,860 px (round 1's twelve tiles, four
  // folded headers, the balls and the lottery). The bounds leave room for a longer week or a
  // lottery further on, and fail if every week or every round came back.
  const longest = { '/schedule': 3_000, '/picks': 4_000 } as const;
  const titles = { '/schedule': 'Schedule', '/picks': 'Draft Picks' } as const;
  for (const path of ['/schedule', '/picks'] as const) {
    await page.goto(path);
    await loaded(page, titles[path]);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${path} at 500 px is ${height} px long`).toBeLessThanOrEqual(longest[path]);
  }
});

test(`every control on every route at 375 px is at least ${TOUCH_TARGET_PX} px, the drawer's links too`, async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  await expect(page.getByText('Commissioner', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  const small: string[] = [];
  for (const route of routes) {
    await page.goto(await screenAddress(page, route.path));
    await loaded(page, route.title);
    for (const target of await smallTouchTargets(page)) small.push(`${route.path}: ${target}`);
  }
  // The drawer (its league switcher too), from a screen of the league: the pages outside one have none.
  await page.goto('/');
  await loaded(page, 'Dashboard');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  for (const target of await smallTouchTargets(page)) small.push(`navigation menu: ${target}`);
  expect(small, `controls smaller than ${TOUCH_TARGET_PX} px:\n  ${small.join('\n  ')}`).toEqual([]);
});

// A table may scroll inside its card where a phone is too narrow for it, but Settings' own
// lists are laid out as cards instead (docs/web.md §9): the members, the teams, the league's
// provider teams. None of them scrolls at 375 px.
test("Settings' members, teams and provider teams are cards at 375 px, none scrolling inside its card", async ({
  signedIn: { page },
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/settings');
  await loaded(page, 'Settings');
  for (const name of ['League members', 'Teams', 'League teams']) {
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByRole('table')).toBeVisible();
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, `${name} scrolls sideways inside its card`).toBeLessThanOrEqual(clientWidth);
  }
});

// A team name may be 60 characters with no space in it, and an abbreviation 6 letters: Home's
// games and standings wrap such a name inside their cards, and a badge shows at most 3
// letters, so the page stays as wide as the phone (docs/screens/home.md §2). The standings'
// PA, streak and GB stay in sight beneath each name.
test('Home at 375 px does not scroll sideways with a 60-character one-word team name', async ({
  signedIn: { page },
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await loaded(page, 'Dashboard');
  const api = await memberApi(page);
  // A team that plays in the week Home opens on (the demo's 2024 week 17), so every panel names it.
  const week = await api.get<WeekMatchupsResponse>('/api/matchups/week/17?season=2024');
  const team = week.matchups[0]!.homeTeam;
  const longName = `Kingsofthefantasyfootballleague${'e'.repeat(29)}`;
  expect(longName).toHaveLength(60);
  const rename = async (body: object) => {
    const answer = await api.send('PATCH', `/api/teams/${team.id}`, body);
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await rename({ name: longName, abbreviation: 'KOTFLG' });
  try {
    await page.goto('/');
    await loaded(page, 'Dashboard');
    await expect(page.getByText(longName).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'Home with a long team name');
    // The standings' points against, streak and games back sit on a line under each name:
    // shown, and inside the phone's width (docs/screens/home.md §2).
    for (const row of await page
      .getByRole('region', { name: 'League Standings', exact: true })
      .getByRole('listitem')
      .all()) {
      for (const part of [/ PA$/, /^[WLT]\d+$/, / GB$/]) {
        const shown = row.getByText(part);
        await expect(shown).toBeVisible();
        const box = (await shown.boundingBox())!;
        expect(box.x + box.width, `${await row.textContent()}: ${part}`).toBeLessThanOrEqual(375);
      }
    }
    // Each badge's letters fit inside its circle.
    const spilling = await page
      .locator('[data-letters]')
      .evaluateAll((badges) =>
        badges.filter((badge) => badge.scrollWidth > badge.clientWidth).map((badge) => badge.textContent),
      );
    expect(spilling, 'badges whose letters are wider than the circle').toEqual([]);
  } finally {
    await rename({ name: team.name, abbreviation: team.abbreviation });
  }
});
