// Journey: keepers on the Draft Picks board, in a league of its own through the real server.
// The commissioner creates two teams, imports a small book and the next draft's picks, and sets
// the season's keeper rule in Settings by keyboard: a keeper's round from his cost to keep
// ($10 a round). His league's Isotopes traded their round 2 pick away. Once the keepers are
// declared, the Draft Picks board shows each kept player on the pick he uses, marks the pick two
// Hoverboards keepers claim, and lists that conflict and the Isotopes keeper left without his
// traded pick, in words. Axe-core checks the board in every theme; the board fits 375 px.
import { expect, test, type Page } from '@playwright/test';
import { endpoints, urlOf, type DraftPick, type Player } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { addTeam, createDraftPicks } from '../../support/league-setup';
import { expectNoSidewaysScroll } from '../../support/layout';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { importCsv } from '../../support/players-screen';
import { type KeeperBoard, keeperEndpoints } from 'shared-contracts/keepers';

const run = Date.now().toString(36);
const commissionerEmail = `keeper-board-${run}@example.com`;
const season = new Date().getFullYear();
const draftYear = season + 1;

startOwnLeague({ name: 'Keepers on the Board', commissioner: commissionerEmail, season });

// Cost to keep = price + $5: Marty 25 and Doc 27 (round 5 − 2 = 3, both), Bart 35 (round 2),
// Lisa 7 (round 5).
const BOOK = [
  'name,position,nflTeam,fantasyTeam,auctionPrice',
  'Marty McFly,QB,Buf,HVH,20',
  'Doc Brown,WR,KC,HVH,22',
  'Bart Simpson,RB,Det,SI,30',
  'Lisa Simpson,TE,Chi,SI,2',
].join('\r\n');

/** Sets the keeper rule in Settings; the round settings chosen by keyboard. */
async function saveKeeperRule(page: Page) {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: `Keeper rule for ${season}` });
  await form.getByLabel('Fixed increase ($)').fill('5');
  await form.getByLabel('Percentage increase (%)').fill('0');
  await form.getByLabel('Most keepers per team').fill('2');
  await form.getByLabel('Keeper deadline').fill(`${season + 73}-08-31T12:00`);
  const kind = form.getByRole('combobox', { name: "Keeper's draft round" });
  await kind.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'From his cost to keep' }).focus();
  await page.keyboard.press('Enter');
  await expect(kind).toContainText('From his cost to keep');
  await form.getByLabel('Dollars a round earlier ($)').fill('10');
  await form.getByRole('button', { name: 'Save keeper rule' }).click();
  await expect(page.getByText(`Keeper rule for ${season} saved`, { exact: true }).first()).toBeVisible();
}

const tile = (page: Page, round: number, index: number) =>
  page
    .getByRole('region', { name: `Round ${round}`, exact: true })
    .getByRole('listitem')
    .nth(index);

test('keepers sit on the Draft Picks board in their rounds, and the conflicts are shown in words', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings');
  await addTeam(page, 'Hill Valley Hoverboards', 'HVH');
  await addTeam(page, 'Springfield Isotopes', 'SI');
  await createDraftPicks(page, draftYear, 2);
  await page.goto(`/players?year=${season}`);
  await importCsv(page, 'keepers.csv', BOOK);
  await expect(
    page.getByText('CSV Import Successful: 4 players created, 0 players updated.', { exact: true }),
  ).toBeVisible();
  await saveKeeperRule(page);

  // What a trade and the managers' declarations would have done, written through the API.
  const api = await memberApi(page, origin);
  const picks = await api.get<DraftPick[]>(urlOf(endpoints.listPicks, { query: { year: draftYear } }));
  const book = await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
  const teamOf = (name: string) => book.find((player) => player.name === name)!.teamId!;
  const [hoverboards, isotopes] = [teamOf('Marty McFly'), teamOf('Bart Simpson')];
  const traded = picks.find((pick) => pick.round === 2 && pick.originalTeamId === isotopes)!;
  const trade = await api.send('PATCH', urlOf(endpoints.updatePicks), {
    picks: [
      { id: traded.id, currentTeamId: hoverboards, from: { currentTeamId: isotopes, position: traded.position } },
    ],
  });
  expect(trade.status(), await trade.text()).toBe(200);
  for (const player of book) {
    const declared = await api.send(
      'PUT',
      urlOf(keeperEndpoints.markKeeper, { params: { season, playerId: player.id } }),
      {
        isKeeper: true,
      },
    );
    expect(declared.status(), await declared.text()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  const board = page.waitForResponse(
    (answer) => answer.url().endsWith(urlOf(keeperEndpoints.getKeeperBoard, { params: { season } })) && answer.ok(),
  );
  await page.goto(`/picks?year=${draftYear}`);
  const answered = (await (await board).json()) as KeeperBoard;
  expect(answered.keepers.map((keeper) => [keeper.name, keeper.round])).toEqual([
    ['Bart Simpson', 2],
    ['Doc Brown', 3],
    ['Lisa Simpson', 5],
    ['Marty McFly', 3],
  ]);

  // Tiles in a round follow team order (the picks are not numbered yet): HVH first, then SI.
  await expect(tile(page, 3, 0)).toContainText('Kept: Doc Brown, Marty McFly');
  await expect(tile(page, 3, 0)).toContainText('Conflict: two keepers claim this pick');
  await expect(tile(page, 5, 1)).toContainText('Kept: Lisa Simpson');
  await expect(tile(page, 5, 1)).not.toContainText('Conflict');
  // The Isotopes' round 2 pick is held by HVH now: Bart has no pick on the board.
  await expect(page.getByRole('region', { name: 'Round 2', exact: true })).not.toContainText('Kept:');
  const conflicts = page.getByRole('region', { name: `Keeper conflicts for ${draftYear}` });
  await expect(conflicts.getByRole('listitem')).toHaveText([
    `⚠ Missing pick:Bart Simpson has no pick: SI traded its ${draftYear} round 2 pick away (${draftYear} round 2, SI's pick, held by HVH)`,
    `⚠ Shared pick:Doc Brown and Marty McFly both claim one pick: ${draftYear} round 3, HVH's pick, held by HVH`,
  ]);

  // On a phone: the rounds fold, the first open; opened by keyboard, round 3 shows its keepers.
  await page.setViewportSize({ width: 375, height: 800 });
  const roundThree = page.getByRole('button', { name: /^Round 3/ });
  await roundThree.focus();
  await page.keyboard.press('Enter');
  await expect(tile(page, 3, 0)).toContainText('Conflict: two keepers claim this pick');
  await expect(conflicts).toBeVisible();
  await expectNoSidewaysScroll(page, `the ${draftYear} board with its keepers`);

  await expectAccessibleInEveryTheme(page, `/picks?year=${draftYear}`, async (ready) => {
    // Below 768 px only round 1 is open: the conflicts card is what every width shows.
    await expect(ready.getByRole('region', { name: `Keeper conflicts for ${draftYear}` })).toBeVisible();
    await expect(ready.getByRole('region', { name: 'Round 1', exact: true })).toBeVisible();
  });
  await page.context().close();
});
