// The draft lottery on the composed site: the commissioner opens 2029's lottery, a manager
// adds an entry from their own browser, the commissioner closes entries and draws, both
// browsers show 'Verified' (computed in the page), the reveal runs from the last pick to the
// first and replays, and after a reload the board's round 1 is in the drawn order. 2029 is a
// year no other test reads; a lottery left by an earlier run is reset first.
import type { Page } from '@playwright/test';
import type { DraftPick, LeagueMember, LotteryView } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { memberApi, signInAnotherUser } from '../support/member-api';
import { endpoints, urlOf } from 'shared-contracts';

const YEAR = 2029;
const PATH = `/picks?year=${YEAR}`;

const lotteryCard = (page: Page) => page.getByRole('region', { name: /^Draft Lottery/ });
const roundOne = (page: Page) => page.getByRole('region', { name: 'Round 1', exact: true });
const tileIds = (page: Page) =>
  roundOne(page)
    .getByRole('listitem')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-pick-id'))));

test('a lottery is opened, entered by a manager, drawn, revealed, verified in each browser, and orders round 1', async ({
  signedIn: { page },
  browser,
}) => {
  test.setTimeout(240_000);
  const commissioner = await memberApi(page);
  if ((await commissioner.get<LotteryView>(urlOf(endpoints.getLottery, { params: { year: YEAR } }))).current) {
    expect(
      (await commissioner.send('POST', urlOf(endpoints.resetLottery, { params: { year: YEAR } }), {})).status(),
    ).toBe(200);
  }

  await page.goto(PATH);
  const card = lotteryCard(page);
  // Every team's exact odds before the draw: twelve rows, each a team's chance of picks 1-12.
  await expect(card.getByRole('table', { name: 'Chance of each pick by team' }).getByRole('row')).toHaveCount(13);
  await card.getByRole('button', { name: 'Open lottery' }).click();
  const commitment = (await card.getByTestId('lottery-commitment').textContent()) ?? '';
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);

  // A second person, made a manager: sees the commitment, adds an entry, has no commissioner steps.
  const manager = await signInAnotherUser(browser);
  const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
  const member = members.find((candidate) => candidate.email === manager.email)!;
  expect(
    (
      await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
        role: 'manager',
      })
    ).status(),
  ).toBe(200);
  await manager.page.goto(PATH);
  const managerCard = lotteryCard(manager.page);
  await expect(managerCard.getByTestId('lottery-commitment')).toHaveText(commitment);
  await expect(
    managerCard.getByRole('button', { name: /Open lottery|Close entries|Draw lottery|Reset lottery/ }),
  ).toHaveCount(0);
  const entry = `manager's entropy ${Date.now()}`;
  await managerCard.getByLabel(/Your entry/).fill(entry);
  await managerCard.getByRole('button', { name: 'Add entry' }).click();
  await expect(managerCard.getByText(entry)).toBeVisible();
  // The server, not just the screen, keeps the draw the commissioner's.
  const managerApi = await memberApi(manager.page);
  const refused = await managerApi.send('POST', urlOf(endpoints.drawLottery, { params: { year: YEAR } }), {});
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Only the commissioner can do this' });

  await page.reload();
  await expect(card.getByText(entry)).toBeVisible();
  await card.getByRole('button', { name: 'Close entries' }).click();
  const drawn = page.waitForResponse((answer) =>
    answer.url().endsWith(urlOf(endpoints.drawLottery, { params: { year: YEAR } })),
  );
  await card.getByRole('button', { name: 'Draw lottery' }).click();
  const result = ((await (await drawn).json()) as LotteryView).current!;
  const order = result.order!;
  expect(order).toHaveLength(12);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByTestId('lottery-secret')).toHaveText(result.secret!);

  // The reveal: last pick first, one at a time; then all; then again from the start.
  const slots = card.getByRole('list', { name: 'Round-1 order, first pick first' }).getByRole('listitem');
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(12);
  await card.getByRole('button', { name: 'Reveal next pick' }).click();
  await expect(card.getByTestId('reveal-announcement')).toHaveText(/^Pick 12: /);
  await expect(slots.nth(11)).not.toContainText('Not yet revealed');
  await expect(slots.nth(10)).toContainText('Not yet revealed');
  await card.getByRole('button', { name: 'Reveal all' }).click();
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Replay' }).click();
  await expect(slots.filter({ hasText: 'Not yet revealed' })).toHaveCount(11);
  await expect(card.getByTestId('reveal-announcement')).toHaveText(/^Pick 11: /);

  // The manager's own browser checks the draw too.
  await manager.page.reload();
  await expect(managerCard.getByText('Verified', { exact: true })).toBeVisible();

  // After a reload the board's round 1 runs in the drawn order: each team's original pick where it was drawn.
  await page.reload();
  const picks = (await commissioner.get<DraftPick[]>(urlOf(endpoints.listPicks, { query: { year: YEAR } }))).filter(
    (pick) => pick.round === 1,
  );
  const expected = order.map((teamId) => picks.find((pick) => pick.originalTeamId === teamId)!.id);
  await expect.poll(() => tileIds(page)).toEqual(expected);
  await expect(roundOne(page).getByTestId('pick-position')).toHaveText(order.map((_, index) => String(index + 1)));
  await manager.page.context().close();
});

test('the drawn lottery passes axe-core in every theme at 500 and 1280 px', async ({ signedIn: { page } }) => {
  test.setTimeout(180_000);
  // The previous test leaves 2029 drawn; alone, this test draws it first.
  const api = await memberApi(page);
  if (
    (await api.get<LotteryView>(urlOf(endpoints.getLottery, { params: { year: YEAR } }))).current?.status !== 'drawn'
  ) {
    if ((await api.get<LotteryView>(urlOf(endpoints.getLottery, { params: { year: YEAR } }))).current)
      await api.send('POST', urlOf(endpoints.resetLottery, { params: { year: YEAR } }), {});
    for (const step of [endpoints.openLottery, endpoints.closeLottery, endpoints.drawLottery])
      expect((await api.send('POST', urlOf(step, { params: { year: YEAR } }), {})).status(), step.path).toBe(200);
  }
  await expectAccessibleInEveryTheme(page, PATH, async (shown) => {
    const card = lotteryCard(shown);
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Reveal next pick' }).click();
    await expect(card.getByTestId('reveal-announcement')).not.toBeEmpty();
  });
});
