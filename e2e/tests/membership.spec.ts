// A league of its own, with the open demo league off (identities still from the Auth
// emulator): only invited emails get in. Runs a second copy of the site on its own ports.
import { expect, test, type Browser } from '@playwright/test';
import { stopProcess, type StartedProcess } from '../../scripts/lib/processes.mjs';
import { routeGoogleScripts, signIn } from '../support/sign-in';
import { leagueApiPort, leagueWebPortBase } from '../support/settings';
import { startStack } from '../support/stack';

const origin = `http://127.0.0.1:${leagueWebPortBase}`;
const run = Date.now().toString(36);
const commissionerEmail = `commissioner-${run}@example.com`;
const guestEmail = `guest-${run}@example.com`;

let stack: StartedProcess[] = [];
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startStack({
    webPortBase: leagueWebPortBase,
    apiPort: leagueApiPort,
    apiEnv: { DEMO_LEAGUE_OPEN: 'false', LEAGUE_NAME: 'Keepers United', LEAGUE_COMMISSIONERS: commissionerEmail },
  });
});
test.afterAll(async () => {
  for (const server of stack.reverse()) await stopProcess(server);
});

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  await routeGoogleScripts(context);
  const page = await context.newPage();
  await signIn(page, origin, { email });
  return page;
}

test('the configured commissioner invites an email, that user lands on the dashboard, an uninvited user is turned away', async ({ browser }) => {
  test.setTimeout(120_000);
  const commissioner = await signedInPage(browser, commissionerEmail);
  await expect(commissioner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(commissioner.getByText('Commissioner', { exact: true })).toBeVisible();

  await commissioner.goto(`${origin}/settings`);
  const members = commissioner.locator('table').filter({ hasText: 'Member' });
  await expect(members.getByRole('row').filter({ hasText: commissionerEmail })).toContainText('Joined');
  await commissioner.getByLabel('Email').fill(guestEmail);
  await commissioner.getByRole('button', { name: 'Invite' }).click();
  await expect(members.getByRole('row').filter({ hasText: guestEmail })).toContainText('Invited');

  const guest = await signedInPage(browser, guestEmail);
  await expect(guest.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(guest.getByText('Manager', { exact: true })).toBeVisible();
  await commissioner.reload();
  await expect(members.getByRole('row').filter({ hasText: guestEmail })).toContainText('Joined');

  const strangerEmail = `stranger-${run}@example.com`;
  const stranger = await signedInPage(browser, strangerEmail);
  await expect(stranger.getByText('Not a league member')).toBeVisible();
  await expect(stranger.getByText(strangerEmail)).toBeVisible();
  await expect(stranger.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await stranger.getByRole('button', { name: 'Log out' }).click();
  await expect(stranger).toHaveURL(`${origin}/login`);
});
