// Draft Picks on the composed site: the commissioner reorders a round by keyboard, hands a
// pick to another team, saves, and finds both after a reload. It edits 2030, a year no other
// test reads, and puts back what it changed, so the suite runs in any order and twice. The
// unlocked board's axe check is the draft journey's (tests/journeys/draft.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { untilKeyboardSensorListens } from '../support/keyboard-drag';
import { apiUrl } from '../support/settings';
import { endpoints, urlOf, type PingPongBallEntry } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { lotteryEndpoints, type LotteryView } from 'shared-contracts/lottery';
import { memberApi } from '../support/member-api';

type Pick = {
  id: number;
  year: number;
  round: number;
  position: number | null;
  currentTeamId: number;
  originalTeamId: number;
  isLocked: boolean;
};

const YEAR = 2030;

const round = (page: Page, n: number) => page.getByRole('region', { name: `Round ${n}`, exact: true });
const tileIds = async (page: Page, n: number) =>
  round(page, n)
    .getByRole('listitem')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-pick-id'))));
const tile = (page: Page, id: number) => page.locator(`li[data-pick-id="${id}"]`);

/** Puts the year's picks back as they were, through the API with the page's own token. */
async function restore(request: APIRequestContext, token: string, original: Pick[], changedIds: number[]) {
  const picks = original
    .filter((pick) => changedIds.includes(pick.id))
    .map(({ id, currentTeamId, position }) => ({ id, currentTeamId, position }));
  if (picks.length === 0) return;
  const answer = await request.patch(`${apiUrl}/api/picks/batch`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { picks },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('the commissioner reorders round 1 by keyboard, reassigns a pick, saves, and sees both after a reload', async ({
  signedIn: { page },
  request,
}) => {
  let token = '';
  page.on('request', (sent) => {
    const header = sent.headers().authorization;
    if (sent.url().includes('/api/') && header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  const firstLoad = page.waitForResponse(
    (answer) => answer.url().endsWith(urlOf(endpoints.listPicks, { query: { year: YEAR } })) && answer.ok(),
  );
  await page.goto(`/picks?year=${YEAR}`);
  const original = (await (await firstLoad).json()) as Pick[];
  const roundOne = original.filter((pick) => pick.round === 1);
  let changedIds: number[] = [];

  try {
    await expect(page.getByRole('heading', { level: 1, name: 'Draft Picks' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Year' })).toContainText(String(YEAR));
    await expect(
      page
        .getByRole('region', { name: 'Ping Pong Balls' })
        .getByText(/^\d+ balls?$/)
        .first(),
    ).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) await expect(round(page, n).getByRole('listitem')).toHaveCount(12);
    const before = await tileIds(page, 1);

    // Locked as it starts: no handles, no Save Changes.
    await expect(round(page, 1).getByRole('button', { name: /^Move / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Locked: draft picks editing is off' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    // Keyboard: Space picks the first pick up, → moves it one place on, Space drops it.
    const first = roundOne.find((pick) => pick.id === before[0]) as Pick;
    const handle = tile(page, first.id).getByRole('button', { name: /^Move / });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await untilKeyboardSensorListens(page);
    await page.keyboard.press('ArrowRight');
    // Its screen-reader announcement says where the pick is now.
    await expect(page.getByText(/is over place 2 of 12\.$/)).toBeAttached();
    await page.keyboard.press('Space');
    const reordered = [before[1], before[0], ...before.slice(2)];
    await expect.poll(() => tileIds(page, 1)).toEqual(reordered);
    await expect(round(page, 1).getByTestId('pick-position')).toHaveText(
      reordered.map((_, index) => String(index + 1)),
    );

    // Hand the third pick of the round to another team: it shows '(via ITS ORIGINAL TEAM)'.
    const given = tile(page, reordered[2] as number);
    const teamSelect = given.getByRole('combobox');
    const ownAbbreviation = (await teamSelect.textContent())?.replace('▾', '').trim() ?? '';
    await teamSelect.click();
    // Radix marks the current team's option checked; take the first other one.
    const newTeam = page.locator('[role="option"][data-state="unchecked"]').first();
    const newAbbreviation = (await newTeam.textContent())?.trim() ?? '';
    await newTeam.click();
    await expect(teamSelect).toHaveText(new RegExp(newAbbreviation));
    await expect(given).toContainText(`(via ${ownAbbreviation})`);

    // 2030 had no order yet, so the whole round is numbered: 12 picks to save.
    await expect(page.getByText('12 unsaved changes')).toBeVisible();
    changedIds = roundOne.map((pick) => pick.id);
    const saved = page.waitForResponse((answer) => answer.url().endsWith(urlOf(endpoints.updatePicks)));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Draft picks saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

    await page.reload();
    await expect.poll(() => tileIds(page, 1)).toEqual(reordered);
    await expect(round(page, 1).getByTestId('pick-position')).toHaveText(
      reordered.map((_, index) => String(index + 1)),
    );
    await expect(tile(page, reordered[2] as number)).toContainText(`(via ${ownAbbreviation})`);
    // Reloaded, the board is locked: the holder is text, not a dropdown.
    await expect(tile(page, reordered[2] as number).getByTestId('pick-team')).toHaveText(`Held by ${newAbbreviation}`);
  } finally {
    await restore(request, token, original, changedIds);
  }
});

test('leaving with unsaved changes asks first', async ({ signedIn: { page } }) => {
  await page.goto(`/picks?year=${YEAR}`);
  await expect(round(page, 2).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('button', { name: 'Locked: draft picks editing is off' }).click();
  const firstTile = round(page, 2).getByRole('listitem').first();
  const select = firstTile.getByRole('combobox');
  await select.click();
  await page.locator('[role="option"][data-state="unchecked"]').first().click();
  await expect(page.getByText('1 unsaved change')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Players', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/picks\?year=2030$/);
  await expect(page.getByText('1 unsaved change')).toBeVisible();

  await nav.getByRole('link', { name: 'Players', exact: true }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
});

// An entry is made once per intent (docs/web.md §2.1, docs/api.md §1.1): a double click on Add
// entry spends one of the member's five entries, and an entry sent again after its answer was
// lost is answered with the first instead of spending a second. It opens the lottery of 2029, a
// year no other test reads, and sets it aside at the end with the balls it found.
test('Add entry spends one entry on a double click, and one when its first answer is lost and it is sent again', async ({
  signedIn: { page },
}) => {
  test.setTimeout(180_000);
  const year = 2029;
  await page.goto(`/picks?year=${year}`);
  const commissioner = await memberApi(page);
  const lotteryOf = () => commissioner.get<LotteryView>(urlOf(lotteryEndpoints.getLottery, { params: { year } }));
  const setAside = async () => {
    if ((await lotteryOf()).current)
      expect(
        (await commissioner.send('POST', urlOf(lotteryEndpoints.resetLottery, { params: { year } }), undefined)).ok(),
      ).toBe(true);
  };
  await setAside();
  expect(
    (await commissioner.send('POST', urlOf(leagueSetupEndpoints.generatePicks), { fromYear: year, toYear: year })).ok(),
  ).toBe(true);
  const ballsBefore = await commissioner.get<PingPongBallEntry[]>(
    urlOf(endpoints.listPingPongBalls, { query: { year } }),
  );
  const [first, second] = ballsBefore as [PingPongBallEntry, PingPongBallEntry];
  const setBalls = async (rows: PingPongBallEntry[]) =>
    expect(
      (
        await commissioner.send('PUT', urlOf(endpoints.setPingPongBalls), {
          year,
          balls: rows.map(({ teamId, quantity }) => ({ teamId, quantity })),
        })
      ).ok(),
    ).toBe(true);
  await setBalls([
    { ...first, quantity: 5 },
    { ...second, quantity: 5 },
  ]);
  expect(
    (await commissioner.send('POST', urlOf(lotteryEndpoints.openLottery, { params: { year } }), undefined)).ok(),
  ).toBe(true);

  try {
    const entriesUrl = urlOf(lotteryEndpoints.enterLottery, { params: { year } });
    const sent: Array<string | null> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === entriesUrl)
        sent.push(request.headers()['idempotency-key'] ?? null);
    });
    await page.goto(`/picks?year=${year}`);
    const card = page.getByRole('region', { name: /^Draft Lottery/ });
    await expect(card.getByText(/Each member may add up to 5 entries/)).toBeVisible();
    const entries = card.getByRole('list', { name: 'Lottery entries' }).getByRole('listitem');
    await card.getByLabel(/Your entry/).fill('double click');
    await card.getByRole('button', { name: 'Add entry' }).dblclick();
    await expect(entries).toHaveCount(1);
    await expect(card.getByLabel(/Your entry/)).toHaveValue('');
    await expect(page.getByText('Failed to add the entry')).toHaveCount(0);
    expect(sent).toHaveLength(1);
    expect((await lotteryOf()).current!.entries).toHaveLength(1);

    // The answer is lost on its way back (the entry was added); the same entry again is answered with it.
    let lose = true;
    await page.route(`**${entriesUrl}`, async (route) => {
      if (!lose) return route.fallback();
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await card.getByLabel(/Your entry/).fill('lost answer');
    await card.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('Failed to add the entry').first()).toBeVisible();
    await card.getByRole('button', { name: 'Add entry' }).click();
    await expect(entries).toHaveCount(2);
    await expect(card.getByLabel(/Your entry/)).toHaveValue('');
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(sent[1]);
    expect(sent[1]).not.toBe(sent[0]);
    expect((await lotteryOf()).current!.entries.map((entry) => entry.text)).toEqual(['double click', 'lost answer']);
  } finally {
    await setAside();
    await setBalls([first, second]);
  }
});
