// The draft journey: a real league's lottery from its first day to round 1's order, walked
// through the screens by its commissioner and two managers, each in a browser of their own, on
// a league of its own (LEAGUE_COMMISSIONERS, the demo closed, current season 2026, its own
// PostgreSQL database). The commissioner imports last season from the fake Yahoo, so the balls
// come from standings of played games; finds Draft Picks pointing to Settings, creates 2026's
// picks there and invites the two managers to their teams. On Draft Picks the lottery is refused
// without balls; the balls are allocated from 2025's standings (previewed, then applied); a
// locked round-1 pick is refused by name; the lottery opens. Both managers add an entry; the
// commissioner closes and draws; each manager's browser checks the draw ('Verified') and plays
// the reveal, and its board then shows round 1 in the drawn order. The API only reads back what
// a member sees. axe-core checks the empty year, the drawn lottery and the commissioner's
// editing view in every theme at both widths. Last, the commissioner resets the drawn lottery:
// it is kept among the earlier lotteries.
import { expect, test, type Page } from '@playwright/test';
import { endpoints, urlOf, type BallAllocation, type Team } from 'shared-contracts';
import { lotteryEndpoints, type LotteryView } from 'shared-contracts/lottery';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { connectYahoo } from '../../support/connect-yahoo';
import { createDraftPicks, inviteManager, signedInMember, toast } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, startOwnLeague } from '../../support/own-league';

const run = Date.now().toString(36);
const commissionerEmail = `draft-commissioner-${run}@example.com`;
const managers = [
  { email: `draft-manager-one-${run}@example.com`, team: 'Gotham City Knights' },
  { email: `draft-manager-two-${run}@example.com`, team: 'Bayou Bandits' },
] as const;
const YEAR = 2026;
const TEAM_COUNT = 12;
const BALLS_BY_PLACE = [14, 13, 12, 11, 10, 9];

startOwnLeague({ name: 'Draft Day League', commissioner: commissionerEmail, season: YEAR, resetFakeYahoo: true });

const lotteryCard = (page: Page) => page.getByRole('region', { name: /^Draft Lottery/ });
const roundOne = (page: Page) => page.getByRole('region', { name: 'Round 1', exact: true });
const editingToggle = (page: Page) => page.getByRole('button', { name: /draft picks editing is (on|off)/ });

async function setEditing(page: Page, on: boolean) {
  const wanted = on ? 'Unlocked: draft picks editing is on' : 'Locked: draft picks editing is off';
  await expect(editingToggle(page)).toBeVisible();
  if (!(await page.getByRole('button', { name: wanted }).isVisible())) await editingToggle(page).click();
  await expect(page.getByRole('button', { name: wanted })).toBeVisible();
}

const ballsText = (quantity: number) => `${quantity} ${quantity === 1 ? 'ball' : 'balls'}`;

test("a league's lottery from imported standings to round 1: balls allocated, two managers' entries, the draw verified in each browser", async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const commissioner = await signedInMember(browser, commissionerEmail);

  // Last season's games from Yahoo: the standings the balls are allocated from.
  await commissioner.goto('/settings');
  await expect(commissioner.getByText('No teams yet')).toBeVisible();
  await connectYahoo(commissioner);
  await commissioner.getByRole('combobox', { name: 'Seasons to import' }).click();
  await commissioner.getByRole('option', { name: 'This season only', exact: true }).click();
  await commissioner.getByRole('button', { name: 'Preview import' }).click();
  await expect(
    commissioner.getByRole('table', { name: 'What the import will do' }).getByRole('row', { name: /2025/ }),
  ).toContainText('12 new, 0 updated, 0 unchanged');
  await commissioner.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(commissioner.getByText('Done: 1 of 1 seasons written (2025)')).toBeVisible({ timeout: 60_000 });

  // Before any pick: Draft Picks says where picks come from, offers no lottery, and leads to Settings.
  // The import made Yahoo's season the league's current one; the draft ahead is the next.
  await commissioner.goto(`/picks?year=${YEAR}`);
  const noPicks = commissioner.getByRole('region', { name: `No draft picks for ${YEAR} yet` });
  await expect(noPicks).toContainText('Create them in Settings, with Create draft picks in the Season set-up card');
  await expect(lotteryCard(commissioner)).toContainText(`The ${YEAR} lottery opens once the year has draft picks.`);
  await expect(commissioner.getByRole('button', { name: 'Open lottery' })).toHaveCount(0);
  await expectAccessibleInEveryTheme(commissioner, `/picks?year=${YEAR}`, async (current) => {
    await expect(current.getByRole('region', { name: `No draft picks for ${YEAR} yet` })).toBeVisible();
  });
  await noPicks.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(commissioner).toHaveURL(/\/settings$/);
  await createDraftPicks(commissioner, YEAR, TEAM_COUNT);
  for (const manager of managers) await inviteManager(commissioner, manager.email, manager.team);

  // What every member's screen calls each team, read back as a member reads it.
  const teams = await (await memberApi(commissioner, origin)).get<Team[]>(urlOf(endpoints.listTeams));
  const abbreviationOf = new Map(teams.map((team) => [team.id, team.abbreviation]));
  expect(abbreviationOf.size).toBe(TEAM_COUNT);

  // Without balls there is nothing to draw, and opening says so.
  await commissioner.goto(`/picks?year=${YEAR}`);
  await expect(commissioner.getByRole('combobox', { name: 'Year' })).toHaveText(new RegExp(`^${YEAR}`));
  await expect(roundOne(commissioner).getByTestId('pick-position')).toHaveText(Array(TEAM_COUNT).fill('-'));
  const card = lotteryCard(commissioner);
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(
    toast(commissioner, `No team holds ping pong balls for ${YEAR}: give teams balls before opening the lottery`),
  ).toBeVisible();

  // Balls from 2025's standings, worst team first: the preview shows each place's record and writes nothing.
  await setEditing(commissioner, true);
  const ballsCard = commissioner.getByRole('region', { name: 'Ping Pong Balls' });
  await ballsCard.getByRole('textbox', { name: 'Balls by place, worst team first' }).fill(BALLS_BY_PLACE.join(', '));
  const previewed = commissioner.waitForResponse((answer) =>
    answer.url().endsWith(urlOf(endpoints.previewBallAllocation)),
  );
  await ballsCard.getByRole('button', { name: 'Preview allocation' }).click();
  const preview = (await (await previewed).json()) as BallAllocation;
  expect(preview.standingsSeason).toBe(YEAR - 1);
  expect(preview.rows.map((row) => row.quantity)).toEqual([
    ...BALLS_BY_PLACE,
    ...Array(TEAM_COUNT - BALLS_BY_PLACE.length).fill(0),
  ]);
  // Real standings: the worst team won least, and games were played.
  const wins = preview.rows.map((row) => row.wins);
  expect(wins).toEqual([...wins].sort((a, b) => a - b));
  expect(wins[0]).toBeLessThan(wins[TEAM_COUNT - 1]!);
  const previewRows = ballsCard.getByRole('table', { name: 'Allocation preview' }).getByRole('row');
  await expect(previewRows).toHaveText([
    /^Place \(worst first\)Team2025 recordBalls$/,
    ...preview.rows.map(
      (row) =>
        `${row.place}${abbreviationOf.get(row.teamId)}${row.wins}-${row.losses}${row.ties > 0 ? `-${row.ties}` : ''}${row.quantity}`,
    ),
  ]);
  await expect(ballsCard.getByRole('textbox', { name: /balls$/ }).first()).toHaveValue('0');
  await ballsCard.getByRole('button', { name: 'Apply allocation' }).click();
  await expect(toast(commissioner, 'Ping pong balls allocated')).toBeVisible();
  // Every team has its exact odds of each pick: a row each.
  await expect(card.getByRole('table', { name: 'Chance of each pick by team' }).getByRole('row')).toHaveCount(
    TEAM_COUNT + 1,
  );

  // A locked round-1 pick: opening refuses, naming it as the board does; unlocked, the lottery opens.
  const [firstAbbreviation] = [...abbreviationOf.values()];
  await roundOne(commissioner)
    .getByRole('button', { name: `Lock ${firstAbbreviation}'s round 1 pick` })
    .click();
  const unlockPick = roundOne(commissioner).getByRole('button', { name: `Unlock ${firstAbbreviation}'s round 1 pick` });
  await expect(unlockPick).toBeVisible();
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(
    toast(
      commissioner,
      `${YEAR} round 1, ${firstAbbreviation}'s pick, held by ${firstAbbreviation} is locked: unlock it before opening the ${YEAR} lottery, which sets every round-1 position`,
    ),
  ).toBeVisible();
  await unlockPick.click();
  await expect(
    roundOne(commissioner).getByRole('button', { name: `Lock ${firstAbbreviation}'s round 1 pick` }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Open lottery' }).click();
  await expect(card.getByTestId('lottery-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  const commitment = (await card.getByTestId('lottery-commitment').textContent()) ?? '';
  await setEditing(commissioner, false);
  // The year's balls are the preview's, team by team, as every member sees them.
  await expect(ballsCard.getByRole('listitem')).toHaveText(
    [...preview.rows]
      .sort((a, b) => a.teamId - b.teamId)
      .map((row) => `${abbreviationOf.get(row.teamId)}${ballsText(row.quantity)}`),
  );

  // Each manager, in a browser of his own: the board is text, no lottery step is his, his entry is taken.
  const managerPages: Page[] = [];
  for (const [index, manager] of managers.entries()) {
    const page = await signedInMember(browser, manager.email);
    managerPages.push(page);
    await page.goto(`/picks?year=${YEAR}`);
    await expect(page.getByText(`Manager · ${manager.team}`)).toBeVisible();
    await expect(roundOne(page).getByTestId('pick-team')).toHaveCount(TEAM_COUNT);
    await expect(roundOne(page).getByRole('combobox')).toHaveCount(0);
    const managerCard = lotteryCard(page);
    await expect(managerCard.getByTestId('lottery-commitment')).toHaveText(commitment);
    await expect(
      managerCard.getByRole('button', { name: /Open lottery|Close entries|Draw lottery|Reset lottery/ }),
    ).toHaveCount(0);
    await expect(
      managerCard.getByText('Each member may add up to 5 entries; the lottery takes 100 in all.'),
    ).toBeVisible();
    await managerCard.getByLabel(/Your entry/).fill(`manager ${index + 1}'s entropy ${run}`);
    await managerCard.getByRole('button', { name: 'Add entry' }).click();
    await expect(managerCard.getByRole('list', { name: 'Lottery entries' })).toContainText(
      `manager ${index + 1}'s entropy ${run}`,
    );
  }

  // The commissioner sees both entries, closes and draws.
  await commissioner.reload();
  await expect(card.getByRole('list', { name: 'Lottery entries' }).getByRole('listitem')).toHaveText([
    new RegExp(`manager 1's entropy ${run}`),
    new RegExp(`manager 2's entropy ${run}`),
  ]);
  await card.getByRole('button', { name: 'Close entries' }).click();
  const drawn = commissioner.waitForResponse((answer) =>
    answer.url().endsWith(urlOf(lotteryEndpoints.drawLottery, { params: { year: YEAR } })),
  );
  await card.getByRole('button', { name: 'Draw lottery' }).click();
  const result = ((await (await drawn).json()) as LotteryView).current!;
  const order = result.order!;
  expect(order).toHaveLength(TEAM_COUNT);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  const drawnHolders = order.map((teamId) => `Held by ${abbreviationOf.get(teamId)}`);
  const [first, second] = managerPages as [Page, Page];

  // The first manager's browser checks the draw; the drawn lottery passes axe-core everywhere.
  await first.reload();
  await expect(lotteryCard(first).getByText('Verified', { exact: true })).toBeVisible();
  await expect(lotteryCard(first).getByTestId('lottery-secret')).toHaveText(result.secret!);
  await expectAccessibleInEveryTheme(first, `/picks?year=${YEAR}`, async (shown) => {
    const shownCard = lotteryCard(shown);
    await expect(shownCard.getByText('Verified', { exact: true })).toBeVisible();
    await shownCard.getByRole('button', { name: 'Reveal next pick' }).click();
    await expect(shownCard.getByTestId('reveal-announcement')).not.toBeEmpty();
  });
  // Its reveal, by hand: last pick first, one at a time; round 1 keeps its old order until all are shown.
  await first.reload();
  const firstCard = lotteryCard(first);
  const slots = firstCard.getByRole('list', { name: 'Round-1 order, first pick first' }).getByRole('listitem');
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(TEAM_COUNT);
  await expect(first.getByRole('note', { name: 'Round 1 before the reveal' })).toBeVisible();
  await firstCard.getByRole('button', { name: 'Reveal next pick' }).click();
  await expect(firstCard.getByTestId('reveal-announcement')).toHaveText(new RegExp(`^Pick ${TEAM_COUNT}: `));
  await expect(slots.nth(TEAM_COUNT - 1)).not.toContainText('Not yet revealed');
  await expect(slots.nth(TEAM_COUNT - 2)).toContainText('Not yet revealed');
  await expect(roundOne(first).getByTestId('pick-position')).toHaveText(Array(TEAM_COUNT).fill('-'));
  await firstCard.getByRole('button', { name: 'Reveal all' }).click();
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(0);
  await expect(first.getByRole('note', { name: 'Round 1 before the reveal' })).toHaveCount(0);
  await expect(roundOne(first).getByTestId('pick-position')).toHaveText(order.map((_, index) => String(index + 1)));
  await expect(roundOne(first).getByTestId('pick-team')).toHaveText(drawnHolders);
  await firstCard.getByRole('button', { name: 'Replay' }).click();
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(TEAM_COUNT - 1);
  await expect(firstCard.getByTestId('reveal-announcement')).toHaveText(new RegExp(`^Pick ${TEAM_COUNT - 1}: `));
  await expect(firstCard.getByText('Verified', { exact: true })).toBeVisible();

  // The second manager's browser plays the reveal through to the first pick, 'Verified', and its board follows.
  await second.reload();
  const secondCard = lotteryCard(second);
  await expect(secondCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(roundOne(second).getByTestId('pick-position')).toHaveText(Array(TEAM_COUNT).fill('-'));
  await secondCard.getByRole('button', { name: 'Play reveal' }).click();
  const firstTeam = teams.find((team) => team.id === order[0])!.name;
  await expect(secondCard.getByTestId('reveal-announcement')).toHaveText(new RegExp(`^Pick 1: ${firstTeam}`), {
    timeout: 30_000,
  });
  await expect(secondCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(roundOne(second).getByTestId('pick-position')).toHaveText(order.map((_, index) => String(index + 1)));
  await expect(roundOne(second).getByTestId('pick-team')).toHaveText(drawnHolders);
  await second.context().close();
  await first.context().close();

  // The commissioner's board follows once shown; the editing view (balls editor, allocation,
  // locks) passes axe-core everywhere.
  await commissioner
    .getByRole('note', { name: 'Round 1 before the reveal' })
    .getByRole('button', { name: 'Show all' })
    .click();
  await expect(roundOne(commissioner).getByTestId('pick-team')).toHaveText(drawnHolders);
  await expectAccessibleInEveryTheme(commissioner, `/picks?year=${YEAR}`, async (shown) => {
    await expect(roundOne(shown).getByTestId('pick-position')).toHaveCount(TEAM_COUNT);
    await setEditing(shown, true);
    await expect(shown.getByRole('button', { name: 'Preview allocation' })).toBeVisible();
    await expect(roundOne(shown).getByRole('button', { name: /^Move / })).toHaveCount(TEAM_COUNT);
  });

  // A reset, after asking, sets the drawn lottery aside with its result, and the year can be
  // opened again; round 1 keeps the drawn order until the next draw.
  await setEditing(commissioner, false);
  await card.getByRole('button', { name: 'Reset lottery' }).click();
  const resetDialog = commissioner.getByRole('dialog', { name: `Reset the ${YEAR} lottery?` });
  await expect(resetDialog).toContainText('It is kept in the history with its secret and its result');
  await resetDialog.getByRole('button', { name: 'Reset lottery' }).click();
  await expect(toast(commissioner, 'Lottery reset')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open lottery' })).toBeVisible();
  const earlier = card.getByRole('region', { name: 'Earlier lotteries (1)' });
  await expect(earlier).toContainText(`Secret ${result.secret}`);
  await expect(earlier.getByText('Verified', { exact: true })).toBeVisible();
  await expect(roundOne(commissioner).getByTestId('pick-team')).toHaveText(drawnHolders);
  await commissioner.context().close();
});
