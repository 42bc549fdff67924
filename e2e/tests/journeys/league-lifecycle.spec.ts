// A league's life after its creation (docs/leagues.md §6), walked by two people in browsers of
// their own on the suite's site (the demo open, so each has another league to fall back to).
// Cleo creates a league, adds a team and shares a link for it; Dev joins as its manager. Cleo
// renames the league and both see the new name; Cleo, its only commissioner, is refused when
// she tries to leave; Dev leaves (his team stays, without a manager) and lands in the demo;
// Cleo deletes the league after typing its name and lands in the demo, the league gone from
// both switchers. Each change goes through the API the card calls.
import { expect, test, type Page } from '@playwright/test';
import { endpoints, type LeagueList } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { expectNoSidewaysScroll } from '../../support/layout';
import { addTeam, toast } from '../../support/league-setup';
import { createLeague, createLink, joinWith, switcher } from '../../support/leagues';
import { memberApi, signInAnotherUser } from '../../support/member-api';

const run = Date.now().toString(36);
const FIRST_NAME = `Cleo's Crew ${run}`;
const NEW_NAME = `Cleo's Champions ${run}`;
const TEAM = 'Comets of Cleo';
const DEMO_LEAGUE = 'Harambe Memorial League';

/** Waits for the answer of `path` to a `method` call the page makes while `act` runs. */
async function answerOf(page: Page, method: string, path: string, act: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );
  await act();
  return answer;
}

async function leagueNames(page: Page): Promise<string[]> {
  const api = await memberApi(page);
  const { leagues } = await api.get<LeagueList>(endpoints.listLeagues.path);
  return leagues.map((league) => league.name);
}

test('a commissioner renames and deletes a league, a manager leaves it, the last commissioner cannot', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const cleo = (await signInAnotherUser(browser)).page;
  const dev = (await signInAnotherUser(browser)).page;

  await test.step('Cleo creates a league with a team; Dev joins as its manager by a link', async () => {
    await cleo.goto('/');
    await createLeague(cleo, FIRST_NAME);
    await addTeam(cleo, TEAM, 'CLEO');
    const link = await createLink(cleo, { team: TEAM });
    await joinWith(dev, link, FIRST_NAME, TEAM);
  });

  await test.step('the League card: the commissioner renames and deletes, a manager only leaves', async () => {
    await expectAccessibleInEveryTheme(cleo, '/settings', async (page) => {
      await expect(page.getByRole('button', { name: 'Delete league…' })).toBeVisible();
    });
    await dev.goto('/settings');
    await expect(dev.getByRole('button', { name: 'Leave league…' })).toBeVisible();
    await expect(dev.getByRole('button', { name: 'Delete league…' })).toHaveCount(0);
    await expect(dev.getByRole('button', { name: 'Rename league' })).toHaveCount(0);
  });

  await test.step('Cleo renames the league, by keyboard; both switchers show the new name', async () => {
    await cleo.goto('/settings');
    const field = cleo.getByRole('textbox', { name: 'League name', exact: true });
    await expect(field).toHaveValue(FIRST_NAME);
    await field.fill(NEW_NAME);
    const answer = await answerOf(cleo, 'PATCH', endpoints.renameLeague.path, () => field.press('Enter'));
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(toast(cleo, 'League renamed')).toBeVisible();
    await expect(switcher(cleo)).toContainText(NEW_NAME);
    await dev.reload();
    await expect(switcher(dev)).toContainText(NEW_NAME);
  });

  await test.step('Cleo, the only commissioner, cannot leave: the refusal says what to do', async () => {
    await cleo.getByRole('button', { name: 'Leave league…' }).click();
    const dialog = cleo.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Leave ${NEW_NAME}?` })).toBeVisible();
    const answer = await answerOf(cleo, 'POST', endpoints.leaveLeague.path, () =>
      dialog.getByRole('button', { name: 'Leave league', exact: true }).click(),
    );
    expect(answer.status()).toBe(409);
    await expect(toast(cleo, 'Failed to leave the league')).toBeVisible();
    await expect(cleo.getByText(/You are the league's only commissioner/).first()).toBeVisible();
    await expect(switcher(cleo)).toContainText(NEW_NAME);
  });

  await test.step('Dev leaves at phone width; he lands in the demo; his team stays, without a manager', async () => {
    await dev.setViewportSize({ width: 375, height: 800 });
    await dev.goto('/settings');
    await expect(dev.getByRole('button', { name: 'Leave league…' })).toBeVisible();
    await expectNoSidewaysScroll(dev, 'Settings with the League card at 375 px');
    await dev.getByRole('button', { name: 'Leave league…' }).click();
    const dialog = dev.getByRole('dialog');
    await expect(dialog.getByText('Your team stays in the league without a manager.', { exact: false })).toBeVisible();
    const answer = await answerOf(dev, 'POST', endpoints.leaveLeague.path, () =>
      dialog.getByRole('button', { name: 'Leave league', exact: true }).click(),
    );
    expect(answer.status(), await answer.text()).toBe(204);
    await expect(toast(dev, 'You left the league')).toBeVisible();
    await dev.setViewportSize({ width: 1280, height: 800 });
    await expect(switcher(dev)).toContainText(DEMO_LEAGUE);
    expect(await leagueNames(dev)).not.toContain(NEW_NAME);

    await cleo.goto('/teams');
    await expect(cleo.getByRole('main').getByText(TEAM, { exact: true }).first()).toBeVisible();
    await cleo.goto('/settings');
    const members = cleo.locator('section, div').filter({ has: cleo.getByRole('heading', { name: 'League members' }) });
    await expect(members.last().getByText(TEAM)).toHaveCount(0);
  });

  await test.step('Cleo deletes the league once its name is typed; she lands in the demo', async () => {
    await cleo.getByRole('button', { name: 'Delete league…' }).click();
    const dialog = cleo.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Delete ${NEW_NAME}?` })).toBeVisible();
    const confirm = dialog.getByRole('textbox', { name: `Type ${NEW_NAME} to confirm` });
    const remove = dialog.getByRole('button', { name: 'Delete league', exact: true });
    await expect(remove).toBeDisabled();
    await confirm.fill(FIRST_NAME);
    await expect(remove).toBeDisabled();
    // Another letter case is the same name.
    await confirm.fill(NEW_NAME.toUpperCase());
    await expect(remove).toBeEnabled();
    const answer = await answerOf(cleo, 'DELETE', endpoints.deleteLeague.path, () => confirm.press('Enter'));
    expect(answer.status(), await answer.text()).toBe(204);
    await expect(toast(cleo, 'League deleted')).toBeVisible();
    await expect(switcher(cleo)).toContainText(DEMO_LEAGUE);
    expect(await leagueNames(cleo)).not.toContain(NEW_NAME);
    // Settings of the demo, whose League card offers nothing.
    await expect(
      cleo.getByText('The demo league is shared by everyone: it cannot be renamed, deleted or left.'),
    ).toBeVisible();
  });
});
