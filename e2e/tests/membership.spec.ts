// A league of its own, with the open demo league off (identities still from the Auth
// emulator): only invited emails get in. Runs a second copy of the site on its own ports.
import { expect, test } from '@playwright/test';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../support/own-league';

const run = Date.now().toString(36);
const commissionerEmail = `commissioner-${run}@example.com`;
const guestEmail = `guest-${run}@example.com`;

startOwnLeague({ name: 'Keepers United', commissioner: commissionerEmail });

test('the configured commissioner invites an email, that user lands on the dashboard, an uninvited user is turned away', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const commissioner = await signInToOwnLeague(browser, commissionerEmail);
  await expect(commissioner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(commissioner.getByText('Commissioner', { exact: true })).toBeVisible();

  await commissioner.goto(`${origin}/settings`);
  const members = commissioner.locator('table').filter({ hasText: 'Member' });
  await expect(members.getByRole('row').filter({ hasText: commissionerEmail })).toContainText('Joined');
  await commissioner.getByLabel('Email').fill(guestEmail);
  await commissioner.getByRole('button', { name: 'Invite' }).click();
  await expect(members.getByRole('row').filter({ hasText: guestEmail })).toContainText('Invited');

  const guest = await signInToOwnLeague(browser, guestEmail);
  await expect(guest.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(guest.getByText('Manager', { exact: true })).toBeVisible();
  await commissioner.reload();
  await expect(members.getByRole('row').filter({ hasText: guestEmail })).toContainText('Joined');

  const strangerEmail = `stranger-${run}@example.com`;
  const stranger = await signInToOwnLeague(browser, strangerEmail);
  await expect(stranger.getByText('Not a league member')).toBeVisible();
  await expect(stranger.getByText(strangerEmail)).toBeVisible();
  await expect(stranger.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await stranger.getByRole('button', { name: 'Log out' }).click();
  await expect(stranger).toHaveURL(`${origin}/login`);
});
