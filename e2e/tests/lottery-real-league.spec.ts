// A real league's first lottery, through the screens only: a league of its own
// (LEAGUE_COMMISSIONERS, the demo closed, current season 2026) starts empty; its commissioner
// adds four teams, finds Draft Picks pointing to Settings for picks (no lottery to open),
// creates 2026's picks there, finds the lottery refused without balls, gives teams
// balls in the Draft Picks editor, locks a round-1 pick and finds the lottery refused naming
// that pick as the board shows it, unlocks it and opens the lottery. An invited manager, in a
// browser of his own, sees every pick as text and adds an entry. The commissioner closes and
// draws: the board keeps round 1's old order while the reveal plays, and shows the drawn order
// once it has reached the first pick, 'Verified'. Runs its own copy of the site on the second
// copy's ports (the suite runs one spec at a time).
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { LotteryView, Team } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { signInToOwnLeague, startOwnLeague } from '../support/own-league';
import { endpoints, urlOf } from 'shared-contracts';

const run = Date.now().toString(36);
const commissionerEmail = `lottery-commissioner-${run}@example.com`;
const managerEmail = `lottery-manager-${run}@example.com`;
const YEAR = 2026;
const TEAMS = [
  { name: 'Iron Wolves', abbreviation: 'IRN' },
  { name: 'Bay Sharks', abbreviation: 'BAY' },
  { name: 'Cold Front', abbreviation: 'COL' },
  { name: 'Dust Devils', abbreviation: 'DST' },
];

startOwnLeague({ name: 'Lottery League', commissioner: commissionerEmail, season: YEAR });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await signInToOwnLeague(browser, email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return page;
}

const lotteryCard = (page: Page) => page.getByRole('region', { name: /^Draft Lottery/ });
const roundOne = (page: Page) => page.getByRole('region', { name: 'Round 1', exact: true });
/** A toast's text, in the notifications region (a screen reader's live copy repeats it elsewhere). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
const editingToggle = (page: Page) => page.getByRole('button', { name: /draft picks editing is (on|off)/ });

async function setEditing(page: Page, on: boolean) {
  const wanted = on ? 'Unlocked: draft picks editing is on' : 'Locked: draft picks editing is off';
  await expect(editingToggle(page)).toBeVisible();
  if (!(await page.getByRole('button', { name: wanted }).isVisible())) await editingToggle(page).click();
  await expect(page.getByRole('button', { name: wanted })).toBeVisible();
}

test("a league of its own runs its first lottery from the screens: teams, picks, balls, a locked pick named, a manager's entry, the draw revealed", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const commissioner = await signedInPage(browser, commissionerEmail);

  // Settings: four teams by hand, 2026's picks, and an invited manager.
  await commissioner.goto('/settings');
  const addTeam = commissioner.getByRole('form', { name: 'Add a team' });
  for (const team of TEAMS) {
    await addTeam.getByLabel('Team name').fill(team.name);
    await addTeam.getByLabel('Abbreviation (optional)').fill(team.abbreviation);
    await addTeam.getByRole('button', { name: 'Add team' }).click();
    await expect(commissioner.getByRole('rowheader', { name: team.name })).toBeVisible();
  }
  // Before any pick: Draft Picks says where picks come from, offers no lottery, and leads to Settings.
  await commissioner.goto('/picks');
  const noPicks = commissioner.getByRole('region', { name: `No draft picks for ${YEAR} yet` });
  await expect(noPicks).toContainText('Create them in Settings, with Create draft picks in the Season set-up card');
  await expect(lotteryCard(commissioner)).toContainText(`The ${YEAR} lottery opens once the year has draft picks.`);
  await expect(commissioner.getByRole('button', { name: 'Open lottery' })).toHaveCount(0);
  await expectAccessibleInEveryTheme(commissioner, '/picks', async (current) => {
    await expect(current.getByRole('region', { name: `No draft picks for ${YEAR} yet` })).toBeVisible();
  });
  await noPicks.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(commissioner).toHaveURL(/\/settings$/);
  const createPicks = commissioner.getByRole('form', { name: 'Create draft picks' });
  // The current season has no picks yet: it is where the form starts.
  await expect(createPicks.getByLabel('From year')).toHaveValue(String(YEAR));
  await createPicks.getByLabel('From year').fill(String(YEAR));
  await createPicks.getByLabel('To year').fill(String(YEAR));
  await createPicks.getByRole('button', { name: 'Create draft picks' }).click();
  await expect(toast(commissioner, `${YEAR}: created 20 picks and 4 ball rows; 0 already there.`)).toBeVisible();
  await commissioner.getByLabel('Email').fill(managerEmail);
  await commissioner.getByRole('button', { name: 'Invite' }).click();
  await expect(
    commissioner.locator('table').filter({ hasText: 'Member' }).getByRole('row').filter({ hasText: managerEmail }),
  ).toContainText('Invited');

  // Draft Picks opens on the current season. Without balls there is nothing to draw, and opening says so.
  const teamsAnswer = commissioner.waitForResponse(
    (answer) => new URL(answer.url()).pathname === urlOf(endpoints.listTeams),
  );
  await commissioner.goto('/picks');
  const abbreviationOf = new Map(
    ((await (await teamsAnswer).json()) as Team[]).map((team) => [team.id, team.abbreviation]),
  );
  await expect(commissioner.getByRole('combobox', { name: 'Year' })).toHaveText(new RegExp(`^${YEAR}`));
  await expect(roundOne(commissioner).getByTestId('pick-position')).toHaveText(['-', '-', '-', '-']);
  const card = lotteryCard(commissioner);
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(
    toast(commissioner, `No team holds ping pong balls for ${YEAR}: give teams balls before opening the lottery`),
  ).toBeVisible();

  // The balls editor, while editing is unlocked: IRN 10, BAY 5, the others none.
  await setEditing(commissioner, true);
  const balls = commissioner.getByRole('form', { name: `Set ${YEAR} ping pong balls` });
  await balls.getByRole('textbox', { name: 'IRN balls' }).fill('10');
  await balls.getByRole('textbox', { name: 'BAY balls' }).fill('5');
  await balls.getByRole('button', { name: 'Save balls' }).click();
  await expect(toast(commissioner, 'Ping pong balls saved')).toBeVisible();

  // A locked round-1 pick: opening refuses, naming it as the board does; unlocked, the lottery opens.
  await roundOne(commissioner).getByRole('button', { name: "Lock IRN's round 1 pick" }).click();
  await expect(roundOne(commissioner).getByRole('button', { name: "Unlock IRN's round 1 pick" })).toBeVisible();
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(
    toast(
      commissioner,
      `${YEAR} round 1, IRN's pick, held by IRN is locked: unlock it before opening the ${YEAR} lottery, which sets every round-1 position`,
    ),
  ).toBeVisible();
  await roundOne(commissioner).getByRole('button', { name: "Unlock IRN's round 1 pick" }).click();
  await expect(roundOne(commissioner).getByRole('button', { name: "Lock IRN's round 1 pick" })).toBeVisible();
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(card.getByTestId('lottery-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await setEditing(commissioner, false);
  await expect(commissioner.getByRole('region', { name: 'Ping Pong Balls' }).getByRole('listitem')).toHaveText([
    'IRN10 balls',
    'BAY5 balls',
    'COL0 balls',
    'DST0 balls',
  ]);

  // The manager, in his own browser: every pick is text, the cap is shown, his entry is taken.
  const manager = await signedInPage(browser, managerEmail);
  await manager.goto('/picks');
  await expect(roundOne(manager).getByTestId('pick-team')).toHaveText([
    'Held by IRN',
    'Held by BAY',
    'Held by COL',
    'Held by DST',
  ]);
  for (const round of [1, 2, 3, 4, 5])
    await expect(
      manager.getByRole('region', { name: `Round ${round}`, exact: true }).getByRole('combobox'),
    ).toHaveCount(0);
  const managerCard = lotteryCard(manager);
  await expect(
    managerCard.getByText('Each member may add up to 5 entries; the lottery takes 100 in all.'),
  ).toBeVisible();
  const entry = `the manager's entropy ${run}`;
  await managerCard.getByLabel(/Your entry/).fill(entry);
  await managerCard.getByRole('button', { name: 'Add entry' }).click();
  await expect(managerCard.getByText(entry)).toBeVisible();

  // The commissioner closes and draws. Round 1 keeps its old order while the reveal plays.
  await commissioner.reload();
  await expect(card.getByText(entry)).toBeVisible();
  await card.getByRole('button', { name: 'Close entries' }).click();
  const drawn = commissioner.waitForResponse((answer) =>
    answer.url().endsWith(urlOf(endpoints.drawLottery, { params: { year: YEAR } })),
  );
  await card.getByRole('button', { name: 'Draw lottery' }).click();
  const order = ((await (await drawn).json()) as LotteryView).current!.order!;
  expect(order).toHaveLength(4);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(commissioner.getByRole('note', { name: 'Round 1 before the reveal' })).toBeVisible();
  await expect(roundOne(commissioner).getByTestId('pick-position')).toHaveText(['-', '-', '-', '-']);
  await card.getByRole('button', { name: 'Play reveal' }).click();
  await expect(card.getByTestId('reveal-announcement')).toHaveText(/^Pick 3: /);
  await expect(roundOne(commissioner).getByTestId('pick-position')).toHaveText(['-', '-', '-', '-']);
  await expect(card.getByTestId('reveal-announcement')).toHaveText(
    new RegExp(`^Pick 1: ${TEAMS.find((team) => team.abbreviation === abbreviationOf.get(order[0]!))!.name}`),
    { timeout: 15_000 },
  );
  // The reveal has ended: the board shows the drawn order, each team's own pick where it was drawn.
  await expect(commissioner.getByRole('note', { name: 'Round 1 before the reveal' })).toHaveCount(0);
  await expect(roundOne(commissioner).getByTestId('pick-position')).toHaveText(['1', '2', '3', '4']);
  await expect(roundOne(commissioner).getByTestId('pick-team')).toHaveText(
    order.map((teamId) => `Held by ${abbreviationOf.get(teamId)}`),
  );
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();

  // The manager's browser checks the draw too, and has not seen the reveal: its board still waits.
  await manager.reload();
  await expect(managerCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(roundOne(manager).getByTestId('pick-position')).toHaveText(['-', '-', '-', '-']);
  await manager
    .getByRole('note', { name: 'Round 1 before the reveal' })
    .getByRole('button', { name: 'Show all' })
    .click();
  await expect(roundOne(manager).getByTestId('pick-team')).toHaveText(
    order.map((teamId) => `Held by ${abbreviationOf.get(teamId)}`),
  );
  await manager.context().close();

  // The commissioner's editing view (balls editor, allocation, locks) passes axe-core everywhere.
  await expectAccessibleInEveryTheme(commissioner, `/picks?year=${YEAR}`, async (shown) => {
    await expect(roundOne(shown).getByTestId('pick-position')).toHaveCount(4);
    await setEditing(shown, true);
    await expect(shown.getByRole('button', { name: 'Preview allocation' })).toBeVisible();
  });
  await commissioner.context().close();
});
