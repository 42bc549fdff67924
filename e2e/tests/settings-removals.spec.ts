// A commissioner sets a league of its own up by hand in Settings and takes things out again:
// creates, renames and removes teams, invites two managers to teams, removes the one who has
// joined and withdraws the other's invitation, all through the screens, on the real API. A
// reload shows it all held, the removed member is shut out, and with the stray team gone the
// even team count lets the schedule be generated. Runs its own copy of the site on the second
// copy's ports (the suite runs one spec at a time).
import { expect, test, type Page } from '@playwright/test';
import { signInToOwnLeague, startOwnLeague } from '../support/own-league';

const run = Date.now().toString(36);
const commissionerEmail = `setup-${run}@example.com`;
const joinedEmail = `harbor-${run}@example.com`;
const invitedEmail = `mesa-${run}@example.com`;

startOwnLeague({ name: 'Keepers United', commissioner: commissionerEmail, season: 2026 });

async function addTeam(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add a team' });
  await form.getByLabel('Team name').fill(name);
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  // The form empties itself once the list has been read again: only then type the next.
  await expect(form.getByLabel('Team name')).toHaveValue('');
}

async function invite(page: Page, email: string, team: string) {
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Team', exact: true }).click();
  await page.getByRole('option', { name: team, exact: true }).click();
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
}

async function confirmRemove(page: Page, name: string) {
  await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
}

test('the commissioner creates, renames and removes teams, removes a member and withdraws an invitation, and a reload shows it held', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('No teams yet')).toBeVisible();

  // Teams: three added, one renamed, one removed.
  await addTeam(page, 'Harbor Hounds');
  await addTeam(page, 'Mesa Mavericks');
  await addTeam(page, 'Stray Team');
  await page.getByRole('button', { name: 'Edit Mesa Mavericks', exact: true }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Team name').fill('Mesa Monsoon');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('rowheader', { name: 'Mesa Monsoon', exact: true })).toBeVisible();
  await confirmRemove(page, 'Stray Team');
  await expect(page.getByText('Team removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Stray Team' })).toHaveCount(0);

  // Members: two managers invited to the two teams; one signs in and joins.
  const members = page.locator('table').filter({ hasText: 'Member' });
  const memberRow = (email: string) => members.getByRole('row').filter({ hasText: email });
  await invite(page, joinedEmail, 'Harbor Hounds');
  await expect(memberRow(joinedEmail)).toContainText('Invited');
  await invite(page, invitedEmail, 'Mesa Monsoon');
  await expect(memberRow(invitedEmail)).toContainText('Invited');
  await expect(memberRow(invitedEmail).getByRole('combobox', { name: `Team of ${invitedEmail}` })).toHaveText(
    /^Mesa Monsoon/,
  );
  const manager = await signInToOwnLeague(browser, joinedEmail);
  await expect(manager.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A manager's Settings: the members, without the commissioner's debug log.
  await manager.goto('/settings');
  await expect(manager.getByRole('heading', { name: 'League members' })).toBeVisible();
  await expect(manager.getByRole('heading', { name: 'Debug log' })).toHaveCount(0);
  await page.reload();
  await expect(memberRow(joinedEmail)).toContainText('Joined');

  // The joined member removed, the other invitation withdrawn.
  await confirmRemove(page, joinedEmail);
  await expect(page.getByText('Member removed', { exact: true })).toBeVisible();
  await expect(memberRow(joinedEmail)).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${invitedEmail}`, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Withdraw the invitation of ${invitedEmail}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(memberRow(invitedEmail)).toHaveCount(0);

  // Held after a reload: two teams, the commissioner alone.
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Harbor Hounds', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Mesa Monsoon', exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Stray Team|Mesa Mavericks/ })).toHaveCount(0);
  await expect(memberRow(commissionerEmail)).toContainText('Joined');
  await expect(members.getByRole('row')).toHaveCount(2);

  // The removed member is shut out at their next load.
  await manager.reload();
  await expect(manager.getByText('Not a league member')).toBeVisible();

  // Two teams are an even count: the round robin can be generated.
  await page
    .getByRole('form', { name: 'Generate a schedule' })
    .getByRole('button', { name: 'Generate schedule' })
    .click();
  await expect(page.getByText('Schedule generated', { exact: true })).toBeVisible();
  await manager.context().close();
  await page.context().close();
});
