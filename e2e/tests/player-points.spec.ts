// Player points on the Players screen (docs/screens/players.md §2, §4.8) on a league of its own
// that follows the fake Sleeper's keeper league: after the import the book knows each player's
// Sleeper id, Players sorts by season points, and a player opened by keyboard shows his points
// week by week, each the fake's; the points call failing says so, and Retry reads them.
import { expect, test, type Page } from '@playwright/test';
import { KEEPER_LEAGUE_2025, playerCents } from 'fake-sleeper';
import { endpoints, urlOf, type PlayerPoints } from 'shared-contracts';
import { importSleeperLeague } from '../support/league-setup';
import { seriousFindings } from '../support/accessibility';
import { expectNoSidewaysScroll } from '../support/layout';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { fakeSleeperUrl } from '../support/settings';

const LEAGUE = KEEPER_LEAGUE_2025;
const YEAR = 2025;
const commissionerEmail = `player-points-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'Player Points League', commissioner: commissionerEmail, season: YEAR });

test.beforeAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));
test.afterAll(() => fetch(`${fakeSleeperUrl}/__reset`, { method: 'POST' }));

/** The names in the Players table, top to bottom (the rows in view). */
const shownNames = (page: Page) =>
  page.getByRole('table', { name: 'Players' }).locator('tbody tr[aria-rowindex] td:nth-child(2)').allTextContents();
/** The Pts cells of the table, top to bottom: the commissioner's table has the selection first. */
const shownSeasonPoints = (page: Page) =>
  page.getByRole('table', { name: 'Players' }).locator('tbody tr[aria-rowindex] td:nth-child(6)').allTextContents();
const weeksList = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Edit ${name}` }).getByRole('list', { name: `Weekly points, ${YEAR}` });

test("Players sorts by points, and a player's weekly points are Sleeper's; a failed read says so and Retry reads them", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const api = await memberApi(page, ownLeagueOrigin);

  await test.step('the league follows the keeper league on Sleeper and imports its season', async () => {
    await importSleeperLeague(api, LEAGUE.leagueId);
  });

  let top = '';
  await test.step('Players sorts by season points, high to low first, by keyboard', async () => {
    await page.goto(`/players?year=${YEAR}`);
    await expect(page.getByText(/^Showing \d+ of \d+ players$/)).toBeVisible();
    const header = page.getByRole('columnheader', { name: 'Pts', exact: true });
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const points = (await shownSeasonPoints(page)).filter((text) => text !== '—').map(Number);
    expect(points.length).toBeGreaterThan(1);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    top = (await shownNames(page))[0]!;
  });

  const playerId = await test.step('his weekly points, opened by keyboard, are the fake Sleeper’s', async () => {
    const name = page.getByRole('table', { name: 'Players' }).getByRole('button', { name: top, exact: true });
    const answer = page.waitForResponse((response) => /\/api\/players\/\d+\/points$/.test(response.url()));
    await name.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit ${top}` });
    await expect(dialog).toBeVisible();
    const points = (await (await answer).json()) as PlayerPoints;
    expect(points.providerPlayerId).not.toBeNull();
    await expect(weeksList(page, top).getByRole('listitem')).toHaveCount(points.weeks.length);
    // Every week Sleeper has finished is there, each as the fake scored it.
    const weeksOver = Array.from({ length: (LEAGUE.currentWeek ?? LEAGUE.lastWeek + 1) - 1 }, (_, index) => index + 1);
    expect(points.weeks.map((week) => week.week)).toEqual(expect.arrayContaining(weeksOver));
    const expected = points.weeks.map(
      ({ week }) => `Week ${week}${(playerCents(LEAGUE, points.providerPlayerId!, week) / 100).toFixed(2)}`,
    );
    await expect(weeksList(page, top).getByRole('listitem')).toHaveText(expected);

    // Closed by keyboard, focus goes back to the name that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(name).toBeFocused();

    // The open dialog with its points: no serious axe finding at both widths, nothing sideways
    // at 375 px (where the book turns to cards, so the name that opened it is gone).
    await page.keyboard.press('Enter');
    await expect(weeksList(page, top).getByRole('listitem')).toHaveCount(points.weeks.length);
    const findings = [];
    for (const width of [1280, 500]) {
      await page.setViewportSize({ width, height: 900 });
      findings.push(...(await seriousFindings(page, `the player's weekly points · ${width} px`)));
    }
    expect(findings).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, "the player's weekly points");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    return points.playerId;
  });

  await test.step('the points call failing: the reason and Retry, which reads them', async () => {
    const pointsPath = urlOf(endpoints.getPlayerPoints, { params: { playerId } });
    await page.route(`**${pointsPath}`, (route) => route.abort('connectionreset'));
    // A page read afresh: the points read before are not in its cache.
    await page.reload();
    const name = page.getByRole('button', { name: top, exact: true });
    await page.getByRole('searchbox', { name: 'Search players' }).fill(top);
    await name.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit ${top}` });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Failed to fetch points');
    await expect(weeksList(page, top)).toHaveCount(0);
    await page.unroute(`**${pointsPath}`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(weeksList(page, top).getByRole('listitem').first()).toBeVisible();
  });
});
