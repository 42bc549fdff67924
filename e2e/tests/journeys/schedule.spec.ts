// Schedule, a season's games edited through the real server: in a closed league of its own
// (LEAGUE_COMMISSIONERS, the demo shut) the commissioner adds four teams, invites two managers
// to them and generates a three-week schedule in Settings. On the Schedule, which opens locked,
// the commissioner unlocks it, drags a game to another week by mouse and another by keyboard,
// cancels a pick-up with Escape, changes a home team and is refused one that would play
// itself; a reload shows exactly what was saved, and locked again nothing moves. The managers,
// each in a browser of their own, see the saved schedule with no editing at all.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { endpoints, urlOf, type ScheduleMatchup, type ScheduleResponse } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { untilKeyboardSensorListens } from '../../support/keyboard-drag';
import { addTeam, inviteManager } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';

const SEASON = 2026;
const SCHEDULE = `/schedule?season=${SEASON}`;
const run = Date.now().toString(36);
const commissionerEmail = `schedule-${run}@example.com`;
const managers = [
  { email: `aces-${run}@example.com`, team: 'Alder Aces' },
  { email: `bears-${run}@example.com`, team: 'Birch Bears' },
];
const TEAMS = ['Alder Aces', 'Birch Bears', 'Cedar Comets', 'Dogwood Drakes'];

startOwnLeague({ name: 'Schedule Journey', commissioner: commissionerEmail, season: SEASON });

const row = (page: Page, id: number) => page.locator(`li[data-matchup-id="${id}"]`);
const handleOf = (page: Page, week: number, position: number) =>
  page.getByRole('button', { name: new RegExp(`^Move Week ${week} game ${position}:`) });
const weekCard = (page: Page, week: number) => page.getByRole('region', { name: `Week ${week}`, exact: true });
const locked = (page: Page) => page.getByRole('button', { name: 'Locked: schedule editing is off' });
const unlocked = (page: Page) => page.getByRole('button', { name: 'Unlocked: schedule editing is on' });

async function seasonShown(page: Page) {
  await expect(weekCard(page, 3).locator('li').first()).toBeVisible({ timeout: 30_000 });
}

/** What a member reads back: the season's games, by id. */
async function savedGames(page: Page): Promise<Map<number, ScheduleMatchup>> {
  const api = await memberApi(page, ownLeagueOrigin);
  const { matchups } = await api.get<ScheduleResponse>(urlOf(endpoints.getSchedule, { params: { season: SEASON } }));
  return new Map(matchups.map((game) => [game.id, game]));
}

/**
 * The last drop's preview flies to where the game landed before it goes (dnd-kit's drop
 * animation); a drag begun meanwhile would show two previews, so each begins once it has gone.
 */
async function noPreviewLeft(page: Page) {
  await expect(page.getByTestId('drag-preview')).toHaveCount(0);
}

/** Drags by the mouse from a handle to the middle of a drop zone, checking the preview first. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator, landing: string) {
  await noPreviewLeft(page);
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

/** Space on a focused handle picks the game up; then the arrow keys may move it. */
async function pickUpByKeyboard(page: Page) {
  await noPreviewLeft(page);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-preview')).toBeVisible();
  await untilKeyboardSensorListens(page);
}

const isPatch = (id: number) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith(urlOf(endpoints.updateScheduleMatchup, { params: { id } })) &&
  response.request().method() === 'PATCH';

test.use({ viewport: { width: 1280, height: 1100 } });

test('the commissioner moves games by mouse and keyboard and changes a team, the reload holds it, and managers cannot edit', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await test.step('Settings: four teams, two managers invited to them, a three-week schedule', async () => {
    await page.goto('/settings');
    for (const name of TEAMS) await addTeam(page, name);
    for (const { email, team } of managers) await inviteManager(page, email, team);
    const generate = page.getByRole('form', { name: 'Generate a schedule' });
    await generate.getByLabel('Season').fill(String(SEASON));
    await generate.getByLabel('Weeks').fill('3');
    await generate.getByRole('button', { name: 'Generate schedule' }).click();
    await expect(page.getByText(`Scheduled 6 games over 3 weeks of ${SEASON}.`).first()).toBeVisible();
  });

  const [aces, bears] = await Promise.all(managers.map(({ email }) => signInToOwnLeague(browser, email)));
  await expect(aces!.getByText('Manager · Alder Aces', { exact: true })).toBeVisible();
  await expect(bears!.getByText('Manager · Birch Bears', { exact: true })).toBeVisible();
  const before = await savedGames(bears!);
  const at = (week: number, position: number) =>
    [...before.values()].find((game) => game.weekNumber === week && game.position === position)!;
  const byMouse = at(1, 2);
  const byKeyboard = at(3, 1);
  const changed = at(2, 1);
  // Week 2's first game gets a home team from week 2's other game.
  const newHome = { ...at(2, 2).homeTeam, id: at(2, 2).homeTeamId };

  await test.step('locked as it opens: no handles, the dropdowns disabled, a drag on a row moves nothing', async () => {
    await page.goto(SCHEDULE);
    await seasonShown(page);
    await expect(locked(page)).toBeVisible();
    await expect(page.getByText('Unlock the schedule to move games or change their teams.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move Week/ })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Home team, Week 1 game 1' })).toBeDisabled();
    const from = (await row(page, byMouse.id).boundingBox())!;
    const to = (await page.locator('[data-drop-zone="week-2-2"]').boundingBox())!;
    await page.mouse.move(from.x + 12, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 12, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(row(page, byMouse.id)).toHaveAttribute('data-drop-zone', 'week-1-2');
  });

  await test.step('unlocked: a game dragged by the mouse to another week', async () => {
    await locked(page).click();
    await expect(unlocked(page)).toBeVisible();
    await expect(
      page.getByText(
        'Drag a game by its handle to another week or position, or focus the handle, press Space, move it with the arrow keys and press Space again. Changes are saved at once.',
      ),
    ).toBeVisible();
    const saved = page.waitForResponse(isPatch(byMouse.id));
    await dragWithMouse(page, handleOf(page, 1, 2), page.locator('[data-drop-zone="week-2-2"]'), 'Week 2, game 2');
    // Optimistic: it is in its new place before the server answers, and stays there.
    await expect(row(page, byMouse.id)).toHaveAttribute('data-drop-zone', 'week-2-2');
    expect((await saved).status()).toBe(200);
    await expect(weekCard(page, 1).locator('li')).toHaveCount(1);
    await expect(weekCard(page, 2).locator('li')).toHaveCount(3);
    // Its teams now play twice in week 2, flagged (docs/decisions.md §9: allowed, flagged).
    await expect(
      row(page, byMouse.id)
        .getByText(`${byMouse.homeTeam.abbreviation} plays twice this week`, { exact: true })
        .first(),
    ).toBeVisible();
  });

  await test.step('by keyboard: Space picks a game up, the arrow keys carry it, Space drops it; Escape cancels', async () => {
    await handleOf(page, 3, 1).focus();
    await pickUpByKeyboard(page);
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 3, game 1');
    // Up from week 3's first game: week 2's end (its 4th slot), then its 3rd game's slot.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 2, game 4');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByTestId('drag-preview')).toContainText('→ Week 2, game 3');
    const saved = page.waitForResponse(isPatch(byKeyboard.id));
    await page.keyboard.press('Space');
    await expect(row(page, byKeyboard.id)).toHaveAttribute('data-drop-zone', 'week-2-3');
    expect((await saved).status()).toBe(200);

    const patches: string[] = [];
    const record = (call: { method(): string; url(): string }) => call.method() === 'PATCH' && patches.push(call.url());
    page.on('request', record);
    await handleOf(page, 2, 3).focus();
    await pickUpByKeyboard(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drag-preview')).toHaveCount(0);
    await expect(row(page, byKeyboard.id)).toHaveAttribute('data-drop-zone', 'week-2-3');
    page.off('request', record);
    expect(patches).toEqual([]);
  });

  await test.step('a new home team is saved; a team that would play itself is refused with the server’s reason', async () => {
    const home = page.getByRole('combobox', { name: 'Home team, Week 2 game 1' });
    const saved = page.waitForResponse(isPatch(changed.id));
    await home.click();
    await page.getByRole('option', { name: newHome.name, exact: true }).click();
    await expect(home).toHaveText(new RegExp(newHome.name));
    await expect(row(page, changed.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
    expect((await saved).status()).toBe(200);

    const refused = page.waitForResponse(isPatch(changed.id));
    await home.click();
    await page.getByRole('option', { name: changed.awayTeam.name, exact: true }).click();
    // (Looked for at once: a toast leaves after five seconds.)
    const toast = page.getByRole('status').filter({ hasText: 'Failed to update matchup' });
    await expect(toast).toContainText('A team cannot play itself');
    expect((await refused).status()).toBe(400);
    await expect(row(page, changed.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
  });

  await test.step('a reload shows what was saved, locked again; unlocking and locking takes editing away', async () => {
    await page.reload();
    await seasonShown(page);
    await expect(locked(page)).toBeVisible();
    await expect(row(page, byMouse.id)).toHaveAttribute('data-drop-zone', 'week-2-2');
    await expect(row(page, byKeyboard.id)).toHaveAttribute('data-drop-zone', 'week-2-3');
    await expect(row(page, changed.id).getByTestId('home-abbreviation')).toHaveText(newHome.abbreviation);
    await expect(weekCard(page, 1).locator('li')).toHaveCount(1);
    await expect(weekCard(page, 2).locator('li')).toHaveCount(4);
    await expect(weekCard(page, 3).locator('li')).toHaveCount(1);

    const home = page.getByRole('combobox', { name: 'Home team, Week 2 game 1' });
    await locked(page).click();
    await expect(page.getByRole('button', { name: /^Move Week/ }).first()).toBeVisible();
    await expect(home).toBeEnabled();
    await unlocked(page).click();
    await expect(locked(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move Week/ })).toHaveCount(0);
    await expect(home).toBeDisabled();
  });

  await test.step('the managers: the saved schedule, and no lock, handles or dropdowns', async () => {
    const saved = await savedGames(bears!);
    expect(saved.get(byMouse.id)).toMatchObject({ weekNumber: 2, position: 2 });
    expect(saved.get(byKeyboard.id)).toMatchObject({ weekNumber: 2, position: 3 });
    expect(saved.get(changed.id)).toMatchObject({ homeTeamId: newHome.id, awayTeamId: changed.awayTeamId });
    expect(saved.size).toBe(6);

    for (const [manager, team] of [
      [aces!, 'Alder Aces'],
      [bears!, 'Birch Bears'],
    ] as const) {
      await manager.goto(SCHEDULE);
      await seasonShown(manager);
      // Each manager's own team is marked in every game it plays, and only there.
      const games = [...saved.values()];
      const own = games.filter((game) => game.homeTeam.name === team || game.awayTeam.name === team);
      await expect(manager.locator('[data-own-team]')).toHaveCount(own.length);
      await expect(manager.locator('[data-own-team]').first()).toContainText(`${team}You`);
      await expect(row(manager, changed.id)).toContainText(`Home team: ${newHome.name}`);
      await expect(row(manager, byMouse.id)).toHaveAttribute('data-drop-zone', 'week-2-2');
      await expect(manager.getByRole('button', { name: /schedule editing is (on|off)$/ })).toHaveCount(0);
      await expect(manager.getByText('Unlock the schedule to move games or change their teams.')).toHaveCount(0);
      await expect(manager.getByRole('button', { name: /^Move Week/ })).toHaveCount(0);
      await expect(manager.getByRole('combobox', { name: /team, Week/ })).toHaveCount(0);
    }
  });

  await test.step('unlocked for editing, axe-core finds no serious or critical violation in any theme at 500 or 1280 px', async () => {
    // All Weeks at both widths: below 768 px the screen would show one week at a time (its
    // axe check is tests/narrow-screens.spec.ts's), and this checks the whole editing board.
    await expectAccessibleInEveryTheme(page, `${SCHEDULE}&week=all`, async (loaded) => {
      await seasonShown(loaded);
      // The editing view: handles, enabled dropdowns, the end-of-week drop zones, a flag.
      if (await locked(loaded).isVisible()) await locked(loaded).click();
      await expect(loaded.getByRole('button', { name: /^Move Week 1 game 1:/ })).toBeVisible();
    });
  });

  for (const person of [page, aces!, bears!]) await person.context().close();
});
