// The league switcher and the ways into a league, as people use them in the browser
// (docs/leagues.md §2): create one from the welcome screen, share an invitation link from
// Settings, join with it. Shared by the specs that walk several leagues.
import { expect, type Page } from '@playwright/test';
import { endpoints, invitationLinkPath, type InvitationLink, type LeagueSummary } from 'shared-contracts';
import { toast } from './league-setup';
import { siteUrl } from './settings';

export const switcher = (page: Page) => page.getByRole('combobox', { name: 'League', exact: true });

/** Opens the sidebar's league switcher and picks `option`. */
export async function pickInSwitcher(page: Page, option: string | RegExp) {
  await switcher(page).click();
  await page.getByRole('option', { name: option }).click();
}

/** Creates a league from the welcome screen the switcher opens; answers it as the API made it. */
export async function createLeague(page: Page, name: string): Promise<LeagueSummary> {
  await pickInSwitcher(page, 'Create or join a league…');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fantasy League' })).toBeVisible();
  await page.getByLabel('League name').fill(name);
  await page.getByLabel('Season').fill('2026');
  const created = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === endpoints.createLeague.path,
  );
  await page.getByRole('button', { name: 'Create league' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(switcher(page)).toContainText(name);
  return (await answer.json()) as LeagueSummary;
}

/** Creates an invitation link in Settings (the page is there); answers it as the API made it. */
export async function createLink(page: Page, options: { team?: string; uses?: number }): Promise<InvitationLink> {
  const form = page.getByRole('form', { name: 'Create an invitation link' });
  if (options.team) {
    await form.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: options.team, exact: true }).click();
    await expect(form.getByLabel('Uses')).toBeDisabled();
  } else if (options.uses !== undefined) {
    await form.getByLabel('Uses').fill(String(options.uses));
  }
  const created = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === endpoints.createInvitationLink.path,
  );
  await form.getByRole('button', { name: 'Create link' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(toast(page, 'Invitation link created')).toBeVisible();
  const link = (await answer.json()) as InvitationLink;
  await expect(page.getByRole('textbox', { name: /^Address of the link/ }).first()).toHaveValue(
    `${siteUrl}${invitationLinkPath(link.token)}`,
  );
  return link;
}

/** Opens a link's page and joins with it; lands on Home of the league it offers. */
export async function joinWith(page: Page, link: InvitationLink, league: string, team: string | null) {
  await page.goto(invitationLinkPath(link.token));
  await expect(page.getByRole('heading', { level: 1, name: `Join ${league}` })).toBeVisible();
  await expect(
    page.getByText(team ? `You are invited as manager of ${team}.` : 'You are invited as a manager.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join league' }).click();
  await expect(page).toHaveURL(`${siteUrl}/`);
  await expect(switcher(page)).toContainText(league);
}
