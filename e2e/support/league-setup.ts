// Setting a league of its own up the way its commissioner does, in Settings: teams added by
// hand and managers invited to them by email. The journeys start from here.
import { expect, type Page } from '@playwright/test';

/** Adds a team with the Add a team form (Settings), once the list shows it. */
export async function addTeam(page: Page, name: string, abbreviation = ''): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a team' });
  await form.getByLabel('Team name').fill(name);
  await form.getByLabel('Abbreviation (optional)').fill(abbreviation);
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  // The form empties itself once the list has been read again: only then type the next.
  await expect(form.getByLabel('Team name')).toHaveValue('');
}

/** Invites `email` as the manager of `team` (Settings → League members), once the list shows it. */
export async function inviteManager(page: Page, email: string, team: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Team', exact: true }).click();
  await page.getByRole('option', { name: team, exact: true }).click();
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
  const row = page.locator('table').filter({ hasText: 'Member' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('combobox', { name: `Team of ${email}` })).toHaveText(new RegExp(`^${team}`));
}
