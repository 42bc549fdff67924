// The Schedule on the composed site: the commissioner unlocks it and moves games by mouse and
// by keyboard, changes a team, sees the server refuse an impossible one, and a reload shows
// exactly what was saved; locked, nothing moves.
//
// These tests edit the suite's shared database. They work in 2025's unplayed weeks (15–17, no
// scores, so no standings change) and put every game back as it was afterwards, through the
// API with the page's own token, so the suite stays order-independent.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ScheduleMatchup } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { untilKeyboardSensorListens } from '../support/keyboard-drag';
import { endpoints, urlOf } from 'shared-contracts';

const SEASON = 2025;
const SCHEDULE = `/schedule?season=${SEASON}`;

/** The schedule's API, called with the signed-in page's own ID token. */
class ScheduleApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly authorization: string,
  ) {}

  async season(): Promise<ScheduleMatchup[]> {
    const response = await this.request.get(urlOf(endpoints.getSchedule, { params: { season: SEASON } }), {
      headers: { authorization: this.authorization },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { matchups: ScheduleMatchup[] }).matchups;
  }

  async patch(id: number, body: object): Promise<void> {
    const response = await this.request.patch(urlOf(endpoints.updateScheduleMatchup, { params: { id } }), {
      headers: { authorization: this.authorization },
      data: body,
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Puts every game of the season back where `snapshot` had it, with its teams. */
  async restore(snapshot: ScheduleMatchup[]): Promise<void> {
    const now = new Map((await this.season()).map((game) => [game.id, game]));
    for (const game of snapshot) {
      const current = now.get(game.id)!;
      if (current.homeTeamId !== game.homeTeamId) await this.patch(game.id, { homeTeamId: game.homeTeamId });
      if (current.awayTeamId !== game.awayTeamId) await this.patch(game.id, { awayTeamId: game.awayTeamId });
    }
    // Week by week, each game inserted at its old position: a week once restored keeps its
    // games in 1..n, whatever later moves take from behind them.
    const layout = (games: Iterable<ScheduleMatchup>) =>
      [...games]
        .map((game) => `${game.id}@${game.weekNumber}.${game.position}`)
        .sort()
        .join();
    if (layout(snapshot) === layout(now.values())) return;
    for (const game of [...snapshot].sort((a, b) => a.weekNumber - b.weekNumber || a.position - b.position)) {
      await this.patch(game.id, { weekNumber: game.weekNumber, position: game.position });
    }
    expect(layout(await this.season())).toBe(layout(snapshot));
  }
}

/** Opens the Schedule of 2025 and answers the API as that page calls it. */
async function openSchedule(page: Page, request: APIRequestContext): Promise<ScheduleApi> {
  const scheduleCall = page.waitForRequest((call) =>
    call.url().includes(urlOf(endpoints.getSchedule, { params: { season: SEASON } })),
  );
  await page.goto(SCHEDULE);
  const authorization = (await (await scheduleCall).allHeaders()).authorization ?? '';
  expect(authorization).toMatch(/^Bearer /);
  await seasonShown(page);
  return new ScheduleApi(request, authorization);
}

/**
 * The season has drawn its week cards. Generous: a season is 108 rows of dropdowns, and this
 * suite shares two cores with everything else.
 */
async function seasonShown(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Week 15', exact: true })).toBeVisible({ timeout: 30_000 });
}

const row = (page: Page, id: number) => page.locator(`li[data-matchup-id="${id}"]`);
const handleOf = (page: Page, week: number, position: number) =>
  page.getByRole('button', { name: new RegExp(`^Move Week ${week} game ${position}:`) });
const lockButton = (page: Page) => page.getByRole('button', { name: /schedule editing is (on|off)$/ });

async function unlock(page: Page) {
  await page.getByRole('button', { name: 'Locked: schedule editing is off' }).click();
  await expect(page.getByRole('button', { name: 'Unlocked: schedule editing is on' })).toBeVisible();
}

/** The slot a game shows in: 'week-16-3'. */
const slotOf = (page: Page, id: number) => row(page, id).getAttribute('data-drop-zone');

/** Brings a row near the top of the window, so the drag's target is in view as well. */
async function scrollNearTop(locator: Locator) {
  await locator.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 140));
}

/** Space on a focused handle picks the game up; then the arrow keys may move it. */
async function pickUpByKeyboard(page: Page) {
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-preview')).toBeVisible();
  await untilKeyboardSensorListens(page);
}

/** Drags by the mouse from a handle to the middle of a drop zone, checking the preview first. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator, landing: string) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 5 px threshold, then on to the target.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
  await expect(page.getByTestId('drag-preview')).toContainText(`→ ${landing}`);
  await page.mouse.up();
}

const isPatch = (path: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes(path) && response.request().method() === 'PATCH';

test.describe('Schedule', () => {
  // Tall enough that a drag from week 15 to week 16 stays clear of the window's auto-scroll edge.
  test.use({ viewport: { width: 1280, height: 1100 } });
  // Sign-in, two or three loads of a whole season and the restore afterwards.
  test.describe.configure({ timeout: 120_000 });

  let api: ScheduleApi | undefined;
  let snapshot: ScheduleMatchup[] = [];

  test.afterEach(async () => {
    if (api && snapshot.length > 0) await api.restore(snapshot);
    api = undefined;
    snapshot = [];
  });

  test('unlocked, a game dragged by the mouse to another week stays there after a reload', async ({
    signedIn: { page },
    request,
  }) => {
    api = await openSchedule(page, request);
    snapshot = await api.season();
    const moving = snapshot.find((game) => game.weekNumber === 15 && game.position === 2)!;
    const week16 = snapshot.filter((game) => game.weekNumber === 16).sort((a, b) => a.position - b.position);

    await unlock(page);
    await scrollNearTop(row(page, moving.id));
    const saved = page.waitForResponse(isPatch(urlOf(endpoints.updateScheduleMatchup, { params: { id: moving.id } })));
    await dragWithMouse(page, handleOf(page, 15, 2), page.locator('[data-drop-zone="week-16-3"]'), 'Week 16, game 3');
    // Optimistic: it is in its new place before the server answers, and stays there.
    await expect(row(page, moving.id)).toHaveAttribute('data-drop-zone', 'week-16-3');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await seasonShown(page);
    await expect(row(page, moving.id)).toHaveAttribute('data-drop-zone', 'week-16-3');
    const week16Card = page.getByRole('region', { name: 'Week 16', exact: true });
    await expect(week16Card.locator('li')).toHaveCount(week16.length + 1);
    await expect(page.getByRole('region', { name: 'Week 15', exact: true }).locator('li')).toHaveCount(5);
    // The games that were at 3.. of week 16 moved down one.
    expect(await slotOf(page, week16[2]!.id)).toBe('week-16-4');
    expect(await slotOf(page, week16[1]!.id)).toBe('week-16-2');
    // The same teams now play twice in week 16 and are flagged (docs/decisions.md §9: allowed, flagged).
    await expect(
      row(page, moving.id)
        .getByText(/plays twice this week$/)
        .first(),
    ).toBeVisible();
  });

  test('the same move by keyboard: Space picks a game up, the arrow keys carry it, Space drops it', async ({
    signedIn: { page },
    request,
  }) => {
    api = await openSchedule(page, request);
    snapshot = await api.season();
    const moving = snapshot.find((game) => game.weekNumber === 16 && game.position === 1)!;

    await unlock(page);
    const handle = handleOf(page, 16, 1);
    await handle.focus();
    await pickUpByKeyboard(page);
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 16, game 1');
    // Up from week 16's first game: week 15's end (its 7th slot), then its 6th game's slot.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 15, game 7');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 15, game 6');
    const saved = page.waitForResponse(isPatch(urlOf(endpoints.updateScheduleMatchup, { params: { id: moving.id } })));
    await page.keyboard.press('Space');
    await expect(row(page, moving.id)).toHaveAttribute('data-drop-zone', 'week-15-6');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await seasonShown(page);
    await expect(row(page, moving.id)).toHaveAttribute('data-drop-zone', 'week-15-6');
    await expect(page.getByRole('region', { name: 'Week 16', exact: true }).locator('li')).toHaveCount(5);

    // Escape cancels a pick-up: nothing moves and nothing is sent.
    await unlock(page);
    const patches: string[] = [];
    page.on('request', (call) => call.method() === 'PATCH' && patches.push(call.url()));
    await handleOf(page, 15, 6).focus();
    await pickUpByKeyboard(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(row(page, moving.id)).toHaveAttribute('data-drop-zone', 'week-15-6');
    expect(patches).toEqual([]);
  });

  test('a new home team is saved; a team that would play itself is refused with the server’s reason', async ({
    signedIn: { page },
    request,
  }) => {
    api = await openSchedule(page, request);
    snapshot = await api.season();
    const game = snapshot.find((matchup) => matchup.weekNumber === 17 && matchup.position === 1)!;
    const other = snapshot.find((matchup) => matchup.weekNumber === 17 && matchup.position === 2)!;
    const newHome = other.homeTeam;

    await unlock(page);
    const home = page.getByRole('combobox', { name: 'Home team, Week 17 game 1' });
    await home.scrollIntoViewIfNeeded();
    const saved = page.waitForResponse(isPatch(urlOf(endpoints.updateScheduleMatchup, { params: { id: game.id } })));
    await home.click();
    await page.getByRole('option', { name: newHome.name, exact: true }).click();
    await expect(home).toHaveText(new RegExp(newHome.name));
    await expect(row(page, game.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
    expect((await saved).status()).toBe(200);

    await page.reload();
    await seasonShown(page);
    await expect(row(page, game.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
    await expect(page.getByRole('combobox', { name: 'Home team, Week 17 game 1' })).toHaveText(
      new RegExp(newHome.name),
    );

    // The away team as home team: the server refuses, a toast says why, the row shows what it holds.
    await unlock(page);
    const refused = page.waitForResponse(isPatch(urlOf(endpoints.updateScheduleMatchup, { params: { id: game.id } })));
    await page.getByRole('combobox', { name: 'Home team, Week 17 game 1' }).click();
    await page.getByRole('option', { name: game.awayTeam.name, exact: true }).click();
    // (Looked for at once: a toast leaves after five seconds.)
    const toast = page.getByRole('status').filter({ hasText: 'Failed to update matchup' });
    await expect(toast).toContainText('A team cannot play itself');
    expect((await refused).status()).toBe(400);
    await expect(row(page, game.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
  });

  test('locked (as it opens), games cannot be dragged and teams cannot be changed', async ({
    signedIn: { page },
    request,
  }) => {
    api = await openSchedule(page, request);
    const before = await api.season();
    const patches: string[] = [];
    page.on('request', (call) => call.method() === 'PATCH' && patches.push(call.url()));

    await expect(page.getByRole('button', { name: 'Locked: schedule editing is off' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move Week/ })).toHaveCount(0);
    const home = page.getByRole('combobox', { name: 'Home team, Week 15 game 1' });
    await expect(home).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Away team, Week 15 game 1' })).toBeDisabled();

    // A mouse drag on the row itself moves nothing.
    const game = before.find((matchup) => matchup.weekNumber === 15 && matchup.position === 1)!;
    await scrollNearTop(row(page, game.id));
    const from = (await row(page, game.id).boundingBox())!;
    const to = (await page.locator('[data-drop-zone="week-16-2"]').boundingBox())!;
    await page.mouse.move(from.x + 12, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 12, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(row(page, game.id)).toHaveAttribute('data-drop-zone', 'week-15-1');

    // Unlocking and locking again takes the handles away and disables the dropdowns again.
    await unlock(page);
    await expect(page.getByRole('button', { name: /^Move Week/ }).first()).toBeVisible();
    await expect(home).toBeEnabled();
    await lockButton(page).click();
    await expect(page.getByRole('button', { name: /^Move Week/ })).toHaveCount(0);
    await expect(home).toBeDisabled();

    expect(patches).toEqual([]);
    expect(await api.season()).toEqual(before);
  });

  test('unlocked for editing, axe-core finds no serious or critical violation in any theme at 500 or 1280 px', async ({
    signedIn: { page },
  }) => {
    test.setTimeout(300_000);
    await expectAccessibleInEveryTheme(page, SCHEDULE, async (loaded) => {
      await seasonShown(loaded);
      // Check the editing view: handles, enabled dropdowns and the end-of-week drop zones.
      const locked = loaded.getByRole('button', { name: 'Locked: schedule editing is off' });
      if (await locked.isVisible()) await locked.click();
      await expect(loaded.getByRole('button', { name: /^Move Week 1 game 1:/ })).toBeVisible();
    });
  });
});
