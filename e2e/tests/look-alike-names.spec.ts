// Look-alike names, in a league of its own (the demo closed): the commissioner's team editor
// names an invisible character as it is typed and sends nothing, and the API refuses a name
// that only looks different as the duplicate it is. Runs its own copy of the site.
import { expect, test } from '@playwright/test';
import type { Team } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { seriousFindings } from '../support/accessibility';
import { memberApi } from '../support/member-api';
import { recordPolicyViolations } from '../support/policy-violations';
import { routeGoogleScripts, signIn } from '../support/sign-in';
import { ownLeagueOrigin as origin, startOwnLeague } from '../support/own-league';
import { endpoints, urlOf } from 'shared-contracts';

const commissionerEmail = `names-${Date.now().toString(36)}@example.com`;

startOwnLeague({ name: 'Keepers United', commissioner: commissionerEmail });

test('a team name with a zero-width space is named at once and never sent; a fullwidth or Cyrillic copy of a team’s name is refused as a duplicate', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: origin });
  const violations = await recordPolicyViolations(context);
  await routeGoogleScripts(context);
  const page = await context.newPage();
  await signIn(page, origin, { email: commissionerEmail });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings');
  const addTeam = page.getByRole('form', { name: 'Add a team' });
  const teamName = addTeam.getByLabel('Team name');
  const add = addTeam.getByRole('button', { name: 'Add team' });
  await teamName.fill('Gotham City Knights');
  await add.click();
  await expect(page.getByText('Team created', { exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Gotham City Knights' })).toBeVisible();

  // The look-alike a person cannot see: a zero-width space after "Gotham".
  const teamsPosted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === urlOf(leagueSetupEndpoints.createTeam))
      teamsPosted.push(request.postData() ?? '');
  });
  await teamName.fill('Gotham\u200B City Knights');
  await expect(addTeam.getByRole('alert')).toHaveText(
    'Team name must not contain invisible or text-direction characters (found U+200B)',
  );
  await expect(teamName).toHaveAttribute('aria-invalid', 'true');
  await expect(add).toBeDisabled();
  expect(await seriousFindings(page, 'Settings with a refused team name')).toEqual([]);
  await teamName.press('Enter');

  // One that only looks different (fullwidth letters): the API compares it as the name it is.
  await teamName.fill('ＧＯＴＨＡＭ　ＣＩＴＹ　ＫＮＩＧＨＴＳ');
  await expect(addTeam.getByRole('alert')).toHaveCount(0);
  await add.click();
  // Exact: the toast's live region announces the same words for a moment.
  await expect(page.getByText('A team named Gotham City Knights already exists', { exact: true })).toBeVisible();
  expect(teamsPosted).toHaveLength(1);

  // One spelt with Cyrillic letters drawn like Latin ones ('о' and 'К'): the same name too.
  await teamName.fill('G\u043Etham City \u041Anights');
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === urlOf(leagueSetupEndpoints.createTeam),
  );
  await add.click();
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByText('A team named Gotham City Knights already exists', { exact: true }).first(),
  ).toBeVisible();
  expect(teamsPosted).toHaveLength(2);

  // What every member reads: one team of that name, written as typed the first time.
  const member = await memberApi(page, origin);
  const teams = await member.get<Team[]>(urlOf(endpoints.listTeams));
  expect(teams.map((team) => team.name)).toEqual(['Gotham City Knights']);
  // The API says the same to a client that sends the hidden character anyway.
  const hidden = await member.send('POST', urlOf(leagueSetupEndpoints.createTeam), {
    name: 'Gotham\u200B City Knights',
  });
  expect(hidden.status()).toBe(400);
  expect((await hidden.json()).message).toContain(
    'name must not contain invisible or text-direction characters (found U+200B)',
  );
  expect((await member.get<Team[]>(urlOf(endpoints.listTeams))).map((team) => team.name)).toEqual([
    'Gotham City Knights',
  ]);

  expect(violations).toEqual([]);
});
