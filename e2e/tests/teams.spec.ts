// Teams (/teams) on the composed site with the fake Yahoo: every team's season, a roster
// opened by keyboard with slot labels and live points, every roster at once with the score
// calls paced 3 at a time, a provider failure shown on the card it hit, and each team's FAAB
// left, which a lost connection leaves unsaid until Retry.
import type { Page, Response } from '@playwright/test';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { memberApi } from '../support/member-api';
import { fakeYahooUrl, siteUrl } from '../support/settings';
import { endpoints, type FaabBalance, type TeamWithRecord, urlOf } from 'shared-contracts';
import { setupEndpoints } from 'shared-contracts/provider-setup';

type RosterPlayer = { name: string; providerPlayerId: number; isStarting: boolean };
type Scores = Record<string, { points: number }>;

const record = ({ wins, losses, ties }: TeamWithRecord) =>
  ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toggle = (page: Page, name: string) => card(page, name).getByRole('button', { name: new RegExp(`^${name}`) });
const answerOf = (page: Page, path: string) =>
  page.waitForResponse((response: Response) => response.url() === `${siteUrl}${path}`);

async function teamsOn(page: Page, path: string): Promise<TeamWithRecord[]> {
  const answer = page.waitForResponse((response) => /\/api\/teams\?season=\d+$/.test(response.url()));
  await page.goto(path);
  return (await (await answer).json()) as TeamWithRecord[];
}

async function setFaults(faults: Record<string, boolean>) {
  const response = await fetch(`${fakeYahooUrl}/__faults`, { method: 'POST', body: JSON.stringify(faults) });
  expect(response.ok).toBe(true);
}

test.afterEach(async () => {
  await fetch(`${fakeYahooUrl}/__reset`, { method: 'POST' });
});

test("one card per team on the league's current week: its abbreviation badge, name, record, total points to 2 decimals and FAAB left", async ({
  signedIn: { page },
}) => {
  const faabAnswer = answerOf(page, urlOf(endpoints.listFaabBalances, { query: { season: 2024 } }));
  const teams = await teamsOn(page, '/teams');
  const faab = (await (await faabAnswer).json()) as FaabBalance[];
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(/2024/);
  // The demo league's current week, as Home opens on.
  await expect(page.getByRole('combobox', { name: 'Week' })).toHaveText(/^Week 17(?!\d)/);
  expect(teams).toHaveLength(12);
  for (const team of teams) {
    const button = toggle(page, team.name);
    const left = faab.find((balance) => balance.teamId === team.id)?.amount ?? 0;
    await expect(button).toHaveAccessibleName(
      `${team.name} ${record(team)} · ${team.totalPoints.toFixed(2)} PTS · $${left} FAAB left`,
    );
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The badge Home and the Schedule show: the abbreviation's letters, never initials of the name.
    await expect(card(page, team.name).locator('[data-letters]')).toHaveAttribute(
      'data-letters',
      [...team.abbreviation].slice(0, 3).join(''),
    );
  }
});

test('a card opens by keyboard onto the week’s starters, with slot labels and the live points Yahoo scored', async ({
  signedIn: { page },
}) => {
  const teams = await teamsOn(page, '/teams?week=17');
  const team = teams.find((candidate) => candidate.yahooTeamKey !== null)!;
  const rosterAnswer = answerOf(
    page,
    urlOf(endpoints.getProviderRoster, {
      params: { teamKey: team.yahooTeamKey!, week: 17 },
      query: { season: 2024 },
    }),
  );
  const scoresAnswer = answerOf(
    page,
    urlOf(endpoints.getProviderWeekScores, {
      params: { teamKey: team.yahooTeamKey!, week: 17 },
      query: { season: 2024 },
    }),
  );

  await toggle(page, team.name).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page, team.name)).toHaveAttribute('aria-expanded', 'true');
  const roster = (await (await rosterAnswer).json()) as RosterPlayer[];
  const scores = (await (await scoresAnswer).json()) as Scores;

  const here = card(page, team.name);
  await expect(here.getByRole('tab', { name: 'Starters' })).toHaveAttribute('aria-selected', 'true');
  await expect(here.getByText('Fetching live scores...')).toHaveCount(0);
  const rows = here.getByRole('table', { name: /starters/ }).locator('tbody tr');
  const starters = roster.filter((player) => player.isStarting);
  await expect(rows).toHaveCount(starters.length);
  // The fake's lineup is Yahoo's standard one: QB, WR, WR, RB, RB, TE, W/R/T, K, DEF.
  expect(await rows.locator('td:first-child').allInnerTexts()).toEqual([
    'QB',
    'WR1',
    'WR2',
    'RB1',
    'RB2',
    'TE',
    'FLEX',
    'K',
    'DEF',
  ]);
  for (const player of starters) {
    const points = scores[String(player.providerPlayerId)]?.points;
    await expect(rows.filter({ hasText: player.name }).locator('td').last()).toHaveText(
      points === undefined ? 'No Score' : points.toFixed(2),
    );
  }

  // 'All Players' adds the bench, by arrow key as tabs are used.
  await here.getByRole('tab', { name: 'Starters' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(here.getByRole('tab', { name: 'All Players' })).toHaveAttribute('aria-selected', 'true');
  const everyone = here.getByRole('table', { name: /all players/ }).locator('tbody tr');
  await expect(everyone).toHaveCount(roster.length);
  await expect(everyone.last().locator('td').first()).toHaveText('BN');

  await toggle(page, team.name).press('Space');
  await expect(toggle(page, team.name)).toHaveAttribute('aria-expanded', 'false');
  await expect(here.getByRole('table')).toHaveCount(0);
});

test("a team's week total is one number: Gotham's 2024 week 1 starters on Teams add up to its score on Home", async ({
  signedIn: { page },
}) => {
  const gotham = 'Gotham City Knights';
  // The demo links Gotham to its own Yahoo team; provider-settings.spec links that Yahoo team
  // to another local team, and the suite shares one demo, so put the demo's link back first.
  const api = await memberApi(page);
  const providerTeams = await api.get<Array<{ name: string; team_key: string }>>(urlOf(setupEndpoints.listYahooTeams));
  const localTeams = await api.get<Array<{ id: number; name: string }>>(urlOf(endpoints.listTeams));
  const link = {
    yahooTeamKey: providerTeams.find((team) => team.name === gotham)?.team_key,
    teamId: localTeams.find((team) => team.name === gotham)?.id,
  };
  expect((await api.send('POST', urlOf(setupEndpoints.linkYahooTeam), link)).status()).toBe(200);
  await teamsOn(page, '/teams?week=1');
  await toggle(page, gotham).click();
  const here = card(page, gotham);
  await expect(here.getByText('Fetching live scores...')).toHaveCount(0);
  const rows = here.getByRole('table', { name: `${gotham}: starters, week 1` }).locator('tbody tr');
  await expect(rows).toHaveCount(9);
  // Every starter played week 1: nine scores once the live points have come.
  await expect(rows.locator('td:last-child')).toHaveText(Array.from({ length: 9 }, () => /^-?\d+\.\d{2}$/));
  const points = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
  const total = (Math.round(points.reduce((sum, value) => sum + value, 0) * 100) / 100).toFixed(2);

  await page.goto('/?week=1');
  const game = page
    .getByRole('region', { name: 'Recent Matchups', exact: true })
    .getByRole('listitem')
    .filter({ hasText: gotham });
  await expect(game).toHaveCount(1);
  // Each side reads badge, name, score: Gotham's score follows its name.
  await expect(game).toContainText(`${gotham}${total}`);
});

test("'Expand (all)' opens every roster with the score calls 3 at a time, 500 ms apart; 'Collapse (all)' closes them", async ({
  signedIn: { page },
}) => {
  const teams = await teamsOn(page, '/teams?week=16');
  await expect(toggle(page, teams[0]!.name)).toBeVisible();
  const scoreCalls: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/provider/stats/')) scoreCalls.push(response);
  });

  await page.getByRole('button', { name: 'Expand (all)' }).click();
  for (const team of teams) await expect(toggle(page, team.name)).toHaveAttribute('aria-expanded', 'true');
  const linked = teams.filter((team) => team.yahooTeamKey !== null);
  await expect(page.getByRole('table', { name: /starters, week 16/ })).toHaveCount(linked.length, { timeout: 30_000 });
  await expect(page.getByText('Fetching live scores...')).toHaveCount(0, { timeout: 30_000 });
  for (const team of teams.filter((candidate) => candidate.yahooTeamKey === null)) {
    await expect(card(page, team.name)).toContainText('No roster data available for this week');
  }

  expect(scoreCalls).toHaveLength(linked.length);
  const starts = scoreCalls.map((response) => response.request().timing().startTime).sort((a, b) => a - b);
  // A fourth call never starts until the batch of three before it has ended and 500 ms passed.
  for (let index = 3; index < starts.length; index++)
    expect(starts[index]! - starts[index - 3]!).toBeGreaterThanOrEqual(450);

  await page.getByRole('button', { name: 'Collapse (all)' }).click();
  for (const team of teams) await expect(toggle(page, team.name)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test("a provider failure shows the server's message on the card it hit, and Retry recovers", async ({
  signedIn: { page },
}) => {
  const teams = await teamsOn(page, '/teams?week=11');
  const team = teams.filter((candidate) => candidate.yahooTeamKey !== null).at(-1)!;
  await setFaults({ html: true });
  await toggle(page, team.name).click();
  const here = card(page, team.name);
  await expect(here.getByRole('alert')).toContainText(
    'Yahoo answered with something other than JSON (status 200). Try again later.',
  );
  await expect(here).toContainText('No roster data available for this week');

  await fetch(`${fakeYahooUrl}/__reset`, { method: 'POST' });
  await here.getByRole('button', { name: 'Retry' }).click();
  await expect(here.getByRole('table', { name: /starters, week 11/ })).toBeVisible();
  await expect(here.getByRole('alert')).toHaveCount(0);

  // A season Yahoo has no league for says so on the card.
  await page.getByRole('combobox', { name: 'Season' }).click();
  await page.getByRole('option', { name: '2027', exact: true }).click();
  await expect(page).toHaveURL(`${siteUrl}/teams?week=11&season=2027`);
  // An open card stays open for the new season and asks for its roster there.
  await expect(toggle(page, team.name)).toHaveAttribute('aria-expanded', 'true');
  await expect(card(page, team.name).getByRole('alert')).toContainText(/Yahoo has no 2027 season of league/);
});

test('FAAB balances lost on the way leave the cards without them and say so once; Retry reads them', async ({
  signedIn: { page },
}) => {
  const faabPath = urlOf(endpoints.listFaabBalances, { query: { season: 2024 } });
  await page.route(`**${faabPath}`, (route) => route.abort('connectionreset'));
  const teams = await teamsOn(page, '/teams');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch FAAB balances' });
  await expect(alert).toBeVisible();
  await expect(toggle(page, teams[0]!.name)).not.toContainText('FAAB');
  await page.unroute(`**${faabPath}`);
  const answer = answerOf(page, faabPath);
  await alert.getByRole('button', { name: 'Retry' }).click();
  const faab = (await (await answer).json()) as FaabBalance[];
  await expect(alert).toBeHidden();
  for (const team of teams)
    await expect(toggle(page, team.name)).toContainText(
      `$${faab.find((balance) => balance.teamId === team.id)?.amount ?? 0} FAAB left`,
    );
});

test('axe-core finds nothing serious with a roster open, in all five themes at 500 and 1280 px', async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  const teams = await teamsOn(page, '/teams?week=17');
  const team = teams.find((candidate) => candidate.yahooTeamKey !== null)!;
  await expectAccessibleInEveryTheme(page, '/teams?week=17', async (loaded) => {
    const button = toggle(loaded, team.name);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(card(loaded, team.name).getByRole('table', { name: /starters/ })).toBeVisible();
    await expect(loaded.getByRole('status')).toHaveCount(0);
  });
});
