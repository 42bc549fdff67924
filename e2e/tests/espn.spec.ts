// An ESPN league connected from Settings (docs/espn.md): the commissioner chooses ESPN, types
// the fake ESPN's private league id and, after ESPN refuses wrong cookies by name, the
// member's espn_s2 and SWID (password fields, pasted as a browser shows them), previews and
// imports this season, and sees ESPN's standings on Home and a team's live points on Teams.
// Runs its own closed-league copy of the site.
import { expect, test, type Page } from '@playwright/test';
import { FAKE_ESPN_COOKIES, PRIVATE_LEAGUE_ID, fakeLineup, fakeTeamIds } from 'fake-espn';
import { endpoints, urlOf, type RosterPlayer } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expectNoSidewaysScroll } from '../support/layout';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { fakeEspnUrl } from '../support/settings';

const SEASON = 2025;
const commissionerEmail = `espn-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'ESPN Cookie Jar', commissioner: commissionerEmail, season: SEASON });
test.beforeAll(() => fetch(`${fakeEspnUrl}/__reset`, { method: 'POST' }));
test.afterAll(() => fetch(`${fakeEspnUrl}/__reset`, { method: 'POST' }));

async function fillEspn(page: Page, cookies: { espnS2: string; swid: string }) {
  await page.getByRole('textbox', { name: 'ESPN league id' }).fill(String(PRIVATE_LEAGUE_ID));
  const s2 = page.getByLabel('espn_s2 cookie');
  const swid = page.getByLabel('SWID cookie');
  await expect(s2).toHaveAttribute('type', 'password');
  await expect(swid).toHaveAttribute('type', 'password');
  await s2.fill(cookies.espnS2);
  await swid.fill(cookies.swid);
  await swid.press('Enter');
}

test('a commissioner connects the private ESPN league with its cookies, imports it, and sees its standings and live points', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'ESPN', exact: true }).click();

  await test.step('wrong cookies are refused by name and nothing is followed', async () => {
    await fillEspn(page, { espnS2: 'AEBexpiredexpiredexpired', swid: '{00000000-0000-4000-8000-000000000000}' });
    await expect(page.getByRole('alert')).toContainText('espn_s2 and SWID');
    await expect(page.getByRole('status', { name: "Provider's league" })).not.toContainText('on ESPN');
  });

  await test.step('the cookies as a browser shows them follow the league', async () => {
    await fillEspn(page, { espnS2: FAKE_ESPN_COOKIES.espnS2, swid: FAKE_ESPN_COOKIES.swid });
    await expect(page.getByRole('status', { name: "Provider's league" })).toHaveText(
      `Following Cookie Jar Keepers (${SEASON}) on ESPN`,
    );
  });

  await test.step('preview and import this season', async () => {
    await page.getByRole('combobox', { name: 'Seasons to import' }).click();
    await page.getByRole('option', { name: 'This season only' }).click();
    await page.getByRole('button', { name: 'Preview import' }).click();
    await expect(page.getByRole('table', { name: 'What the import will do' })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText(`Done: 1 of 1 seasons written (${SEASON})`)).toBeVisible({ timeout: 120_000 });
  });

  await test.step("Home shows ESPN's standings: one row a team", async () => {
    await page.goto('/');
    const rows = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
    await expect(rows).toHaveCount(fakeTeamIds(PRIVATE_LEAGUE_ID).length);
  });

  await test.step("Teams shows a team's live points of the week under way from ESPN", async () => {
    const api = await memberApi(page, ownLeagueOrigin);
    const teamsAnswer = await api.get<Array<{ name: string; yahooTeamKey: string | null }>>(urlOf(endpoints.listTeams));
    const teamKey = `espn.${PRIVATE_LEAGUE_ID}.${SEASON}.t.3`;
    const rosterAnswer = page.waitForResponse((response) =>
      response
        .url()
        .startsWith(`${ownLeagueOrigin}${urlOf(endpoints.getProviderRoster, { params: { teamKey, week: 6 } })}`),
    );
    await page.goto('/teams?week=6');
    const team = teamsAnswer.find((candidate) => candidate.yahooTeamKey === teamKey);
    expect(team).toBeTruthy();
    const toggle = page
      .getByRole('region', { name: team!.name, exact: true })
      .getByRole('button', { name: new RegExp(`^${team!.name}`) });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const roster = (await (await rosterAnswer).json()) as RosterPlayer[];
    const starters = fakeLineup(PRIVATE_LEAGUE_ID, 3).filter((player) => ![20, 21].includes(player.lineupSlotId));
    expect(roster.filter((player) => player.isStarting).map((player) => player.name)).toEqual(
      starters.map((player) => player.fullName),
    );
    const rows = page
      .getByRole('region', { name: team!.name, exact: true })
      .getByRole('table', { name: /starters/ })
      .locator('tbody tr');
    await expect(rows).toHaveCount(starters.length);
    for (const player of roster.filter((candidate) => candidate.isStarting))
      await expect(rows.filter({ hasText: player.name }).locator('td').last()).toHaveText(
        player.stats ? player.stats.points.toFixed(2) : 'No Score',
      );
  });

  await test.step('the ESPN form is keyboard-labelled, fits a phone and passes axe in every theme', async () => {
    await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
      await expect(current.getByRole('textbox', { name: 'ESPN league id' })).toBeVisible();
      await expect(current.getByLabel('espn_s2 cookie')).toBeVisible();
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, 'Settings with the ESPN form');
  });
});
