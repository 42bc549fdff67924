// Setting a league of its own up as its commissioner does, in Settings: teams by hand, a
// year's draft picks, members invited to a team; or from a Sleeper league, through the API. The journeys (tests/journeys/) start here,
// and each person signs in from a browser of their own once the navigation shows.
import { expect, type Browser, type Page } from '@playwright/test';
import { urlOf } from 'shared-contracts';
import { setupEndpoints, type ImportJob } from 'shared-contracts/provider-setup';
import type { MemberApi } from './member-api';
import { signInToOwnLeague } from './own-league';

/** A toast's text, in the notifications region (a screen reader's live copy repeats it elsewhere). */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

/** A person in a browser of their own, once the site has made them a member and shows its navigation. */
export async function signedInMember(browser: Browser, email: string): Promise<Page> {
  const page = await signInToOwnLeague(browser, email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

/** Adds a team with the Add a team form (the page is on /settings), once the list shows it. */
export async function addTeam(page: Page, name: string, abbreviation = ''): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a team' });
  await form.getByLabel('Team name').fill(name);
  await form.getByLabel('Abbreviation (optional)').fill(abbreviation);
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  // The form empties itself once the list has been read again: only then type the next.
  await expect(form.getByLabel('Team name')).toHaveValue('');
}

/** Adds each team in turn (the page is on /settings). */
export async function addTeams(page: Page, teams: readonly { name: string; abbreviation: string }[]): Promise<void> {
  for (const team of teams) await addTeam(page, team.name, team.abbreviation);
}

/** Creates `year`'s picks with Season set-up's Create draft picks (the page is on /settings). */
export async function createDraftPicks(page: Page, year: number, teamCount: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Create draft picks' });
  await form.getByLabel('From year').fill(String(year));
  await form.getByLabel('To year').fill(String(year));
  await form.getByRole('button', { name: 'Create draft picks' }).click();
  await expect(
    toast(page, `${year}: created ${teamCount * 5} picks and ${teamCount} ball rows; 0 already there.`),
  ).toBeVisible();
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

/**
 * The commissioner's league follows a Sleeper league by its id and imports `seasons` of it
 * through the real API (the Settings card's two calls), expecting a finished run.
 */
export async function importSleeperLeague(api: MemberApi, sleeperLeagueId: string, seasons = 1): Promise<void> {
  const followed = await api.send('PUT', urlOf(setupEndpoints.followProvider), {
    provider: 'sleeper',
    league: sleeperLeagueId,
  });
  expect(followed.ok(), await followed.text()).toBe(true);
  const imported = await api.send('POST', urlOf(setupEndpoints.startProviderImport), { seasons });
  expect(imported.ok(), await imported.text()).toBe(true);
  expect(((await imported.json()) as ImportJob).status).toBe('done');
}
