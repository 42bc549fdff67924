// Journey: a keeper season of a league of its own, through the real server, with every
// person in a browser of their own. The commissioner (LEAGUE_COMMISSIONERS, the demo closed)
// creates two teams, invites a manager to each and imports a small book; sets the season's
// keeper rule in Settings. Each manager declares keepers for his own team before the deadline
// and is offered no control for the other team's; once the commissioner has moved the deadline
// into the past, a manager's declaration is refused in the server's words and his controls go,
// while the commissioner still declares for any team. The commissioner rolls the season over,
// and next year's book shows each keeper's years kept and costs. Axe-core checks the keepers
// dialog, Settings' keeper cards and the Players screen's keepers in every theme at both widths,
// as the spec this one replaced did.
import { expect, test, type Page } from '@playwright/test';
import { urlOf } from 'shared-contracts';
import { CHECKED_WIDTHS, expectAccessibleInEveryTheme, seriousFindings } from '../../support/accessibility';
import { addTeam, inviteManager } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { importCsv } from '../../support/players-screen';
import { type KeeperRuleBody, keeperEndpoints } from 'shared-contracts/keepers';

const run = Date.now().toString(36);
const commissionerEmail = `keeper-commish-${run}@example.com`;
const hoverboardsEmail = `hoverboards-${run}@example.com`;
const isotopesEmail = `isotopes-${run}@example.com`;
const season = new Date().getFullYear();
const HOVERBOARDS = 'Hill Valley Hoverboards';
const ISOTOPES = 'Springfield Isotopes';

startOwnLeague({ name: 'Keepers of Hill Valley', commissioner: commissionerEmail, season });

// Three players a team. Bart was kept into this season (his cost is his Current $); Homer has
// been kept as long as the rule allows.
const BOOK = [
  'name,position,nflTeam,fantasyTeam,auctionPrice,buffer,yearsKept,currentYearValue',
  'Marty McFly,QB,Buf,HVH,40,2,0,',
  'Doc Brown,WR,KC,HVH,12,,0,',
  'Biff Tannen,RB,Det,HVH,,,0,',
  'Bart Simpson,RB,Det,SI,20,,1,25',
  'Lisa Simpson,TE,Chi,SI,8,1,0,',
  'Homer Simpson,K,Bal,SI,3,,3,5',
].join('\r\n');

const RULE: KeeperRuleBody = {
  increaseAmount: 5,
  increasePercent: 10,
  addBuffer: true,
  maxYearsKept: 3,
  maxKeepersPerTeam: 2,
  auctionBudget: 200,
  deadline: `${season + 73}-08-31T12:00`,
  timeZone: 'America/Chicago',
};
const PAST_DEADLINE = `${season - 6}-08-31T12:00`;

/** Fills the Settings keeper rule form and saves it. */
async function saveKeeperRule(page: Page, rule: KeeperRuleBody) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: `Keeper rule for ${season}` });
  await form.getByLabel('Fixed increase ($)').fill(String(rule.increaseAmount));
  await form.getByLabel('Percentage increase (%)').fill(String(rule.increasePercent));
  await form.getByRole('checkbox', { name: "Add the player's buffer" }).setChecked(rule.addBuffer);
  await form.getByLabel('Most years kept').fill(String(rule.maxYearsKept));
  await form.getByLabel('Most keepers per team').fill(String(rule.maxKeepersPerTeam));
  await form.getByLabel('Auction budget ($)').fill(String(rule.auctionBudget));
  await form.getByLabel('Keeper deadline').fill(rule.deadline);
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: rule.timeZone, exact: true }).click();
  await form.getByRole('button', { name: 'Save keeper rule' }).click();
  await expect(page.getByText(`Keeper rule for ${season} saved`, { exact: true }).first()).toBeVisible();
}

const keepersCard = (page: Page, team: string) => page.getByRole('region', { name: `${team} keepers`, exact: true });

/** Opens a team's Choose keepers dialog on the Players screen. */
async function openKeepers(page: Page, team: string) {
  await page.goto(`/players?year=${season}`);
  await expect(page.getByRole('heading', { level: 2, name: `Keepers for ${season + 1}` })).toBeVisible();
  await page.getByRole('button', { name: `Choose keepers for ${team}` }).click();
  const dialog = page.getByRole('dialog', { name: `Keepers for ${team}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Checks a player's Keep box; checked once the server has it (the box shows the book, read again). */
async function keep(page: Page, dialog: ReturnType<Page['getByRole']>, player: string) {
  const box = dialog.getByRole('checkbox', { name: `Keep ${player}` });
  await box.click();
  await expect(page.getByText(`${player.replace(/ \(\w+\)$/, '')} kept`, { exact: true }).first()).toBeVisible();
  await expect(box).toBeChecked();
}

/** The Players table's row of a player, as cell texts (a manager's table has no selection column). */
async function bookRow(page: Page, name: string): Promise<string[]> {
  await page.getByRole('searchbox', { name: 'Search players' }).fill(name);
  await expect(page.getByText(/^Showing 1 of \d+ players$/)).toBeVisible();
  const row = page.getByRole('table', { name: 'Players' }).getByRole('row').filter({ hasText: name });
  return row.getByRole('cell').allTextContents();
}

test('managers declare their own keepers until the deadline, the commissioner rolls over, next year shows the costs', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Settings: two teams and a manager invited to each; a small book imported on the Players screen.
  await page.goto('/settings');
  await addTeam(page, HOVERBOARDS, 'HVH');
  await addTeam(page, ISOTOPES, 'SI');
  await inviteManager(page, hoverboardsEmail, HOVERBOARDS);
  await inviteManager(page, isotopesEmail, ISOTOPES);
  await page.goto(`/players?year=${season}`);
  await expect(
    page.getByText(`The commissioner has not set the ${season} keeper rule yet (Settings → Keeper rule).`, {
      exact: true,
    }),
  ).toBeVisible();
  await importCsv(page, 'keepers.csv', BOOK);
  await expect(
    page.getByText('CSV Import Successful: 6 players created, 0 players updated.', { exact: true }),
  ).toBeVisible();

  // The commissioner sets the season's rule; it is stored as typed.
  await saveKeeperRule(page, RULE);
  const commissioner = await memberApi(page, origin);
  const saved = await commissioner.get<{ rule: KeeperRuleBody }>(
    urlOf(keeperEndpoints.getKeeperRule, { params: { season } }),
  );
  expect(saved.rule).toMatchObject(RULE);

  // The Hoverboards' manager reads the rule in Settings without a control to change it, and
  // on the Players screen may choose his own team's keepers only.
  const hoverboards = await signInToOwnLeague(browser, hoverboardsEmail);
  await hoverboards.goto('/settings');
  const readRule = hoverboards.getByRole('form', { name: `Keeper rule for ${season}` });
  await expect(readRule.getByLabel('Most keepers per team')).toHaveValue('2');
  await expect(readRule.getByLabel('Most keepers per team')).toBeDisabled();
  await expect(readRule.getByRole('button', { name: 'Save keeper rule' })).toHaveCount(0);
  let dialog = await openKeepers(hoverboards, HOVERBOARDS);
  await expect(hoverboards.getByRole('button', { name: `Choose keepers for ${ISOTOPES}` })).toHaveCount(0);
  // Biff has no price this year, so nothing to keep him at.
  await expect(dialog.getByRole('checkbox', { name: 'Keep Biff Tannen (RB)' })).toBeDisabled();
  await keep(hoverboards, dialog, 'Marty McFly (QB)');
  await keep(hoverboards, dialog, 'Doc Brown (WR)');
  await expect(dialog.getByText('2 of 2 chosen.', { exact: false })).toBeVisible();
  const findings = [];
  for (const width of CHECKED_WIDTHS) {
    await hoverboards.setViewportSize({ width, height: 900 });
    findings.push(...(await seriousFindings(hoverboards, `keepers dialog · ${width} px`)));
  }
  await hoverboards.setViewportSize({ width: 1280, height: 900 });
  expect(findings).toEqual([]);
  // The Close button, not Escape: while a '… kept' toast is still up, Escape dismisses that
  // (Radix closes the topmost layer first) and only a second Escape the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Cost to keep = this year's cost + buffer + $5 + ⌈10 %⌉: 12 + 0 + 5 + 2 and 40 + 2 + 5 + 4.
  await expect(keepersCard(hoverboards, HOVERBOARDS).getByRole('listitem')).toHaveText([
    'Doc Brown (WR)$19',
    'Marty McFly (QB)$51',
  ]);
  await expect(keepersCard(hoverboards, HOVERBOARDS)).toContainText(
    '2 of 2 keepers · total $70 · budget left $130 of $200',
  );

  // The Isotopes' manager keeps Bart (his cost is last year's keeper price, $25); Homer has
  // been kept as long as the rule allows. He leaves the dialog open.
  const isotopes = await signInToOwnLeague(browser, isotopesEmail);
  dialog = await openKeepers(isotopes, ISOTOPES);
  await expect(isotopes.getByRole('button', { name: `Choose keepers for ${HOVERBOARDS}` })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Keep Homer Simpson (K)' })).toBeDisabled();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Homer Simpson' })).toContainText(
    'Not eligible: kept 3 years already (the most is 3)',
  );
  await keep(isotopes, dialog, 'Bart Simpson (RB)');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Lisa Simpson' })).toContainText(`$15 in ${season + 1}`);

  // The commissioner moves the deadline into the past; Settings warns what that means.
  await saveKeeperRule(page, { ...RULE, deadline: PAST_DEADLINE });
  await expect(
    page.getByText(
      'This deadline has passed: managers cannot change their keepers after it, only the commissioner can.',
      { exact: true },
    ),
  ).toBeVisible();

  // The manager's next declaration is refused in the server's words, and his controls go.
  await dialog.getByRole('checkbox', { name: 'Keep Lisa Simpson (TE)' }).click();
  await expect(isotopes.getByText('Failed to change keepers', { exact: true }).first()).toBeVisible();
  await expect(
    isotopes
      .getByText(
        `The keeper deadline (${PAST_DEADLINE.replace('T', ' ')} ${RULE.timeZone}) has passed: only the commissioner can change keepers now`,
        { exact: true },
      )
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    isotopes.getByText(
      `Deadline ${PAST_DEADLINE.replace('T', ' ')} (${RULE.timeZone}): passed. Only the commissioner can change keepers now. Up to 2 keepers a team, kept at most 3 years.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(isotopes.getByRole('button', { name: /^Choose keepers for / })).toHaveCount(0);
  await expect(keepersCard(isotopes, ISOTOPES).getByRole('listitem')).toHaveText(['Bart Simpson (RB)$33']);

  // The commissioner may still declare, for any team.
  dialog = await openKeepers(page, ISOTOPES);
  await keep(page, dialog, 'Lisa Simpson (TE)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(keepersCard(page, ISOTOPES).getByRole('listitem')).toHaveText([
    'Bart Simpson (RB)$33',
    'Lisa Simpson (TE)$15',
  ]);

  // The roll-over: a preview that writes nothing, then the real run.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Preview roll-over' }).click();
  await expect(
    page.getByText(`Preview: 6 would be created, 0 would be updated, 0 unchanged in the ${season + 1} book.`, {
      exact: true,
    }),
  ).toBeVisible();
  const changes = page.getByRole('table', { name: `Changes to the ${season + 1} book` });
  for (const name of ['Marty McFly', 'Doc Brown', 'Bart Simpson', 'Lisa Simpson'])
    await expect(changes.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: `Roll over to ${season + 1}` }).click();
  await expect(
    page.getByText(`Done: 6 were created, 0 were updated, 0 unchanged in the ${season + 1} book.`, { exact: true }),
  ).toBeVisible({ timeout: 30_000 });

  // Next year's book, as a manager reads it: each keeper kept one more year, this year's cost
  // as Prev Year $, the cost to keep as Current $, not declared yet; the rest start at 0.
  await hoverboards.goto(`/players?year=${season + 1}`);
  await expect(hoverboards.getByText('Showing 6 of 6 players')).toBeVisible();
  const expected: [string, string, string, string, string][] = [
    // Name, Fantasy Team, Prev Year $, Years Kept, Current $
    ['Marty McFly', HOVERBOARDS, '40', '1', '51'],
    ['Doc Brown', HOVERBOARDS, '12', '1', '19'],
    ['Bart Simpson', ISOTOPES, '25', '2', '33'],
    ['Lisa Simpson', ISOTOPES, '8', '1', '15'],
  ];
  for (const [name, team, previous, yearsKept, current] of expected) {
    // Name, Pos, NFL Team, Fantasy Team, Pts, Last Wk, Auction $, Buffer, Prev Year $, Years Kept, Current $, Keeper, Rookie
    const cells = await bookRow(hoverboards, name);
    expect([cells[0], cells[3], cells[8], cells[9], cells[10], cells[11]]).toEqual([
      name,
      // The Hoverboards' manager reads their own team with its 'You' mark.
      team === HOVERBOARDS ? `${team}You` : team,
      previous,
      yearsKept,
      current,
      'No',
    ]);
  }
  for (const name of ['Biff Tannen', 'Homer Simpson']) expect((await bookRow(hoverboards, name))[9]).toBe('0');

  // Axe-core on what the keeper season adds: Settings' keeper cards with a preview's table of
  // changes, and the Players screen's keepers, in every theme at both widths.
  await expectAccessibleInEveryTheme(page, '/settings', async (ready) => {
    await expect(ready.getByRole('form', { name: `Keeper rule for ${season}` })).toBeVisible();
    await ready.getByRole('button', { name: 'Preview roll-over' }).click();
    await expect(ready.getByText(/^Preview: \d+ would be created/)).toBeVisible({ timeout: 30_000 });
  });
  await expectAccessibleInEveryTheme(page, `/players?year=${season}`, async (ready) => {
    await expect(ready.getByRole('heading', { level: 2, name: `Keepers for ${season + 1}` })).toBeVisible();
    await expect(ready.getByText('Showing 6 of 6 players')).toBeVisible();
  });
  for (const person of [page, hoverboards, isotopes]) await person.context().close();
});
