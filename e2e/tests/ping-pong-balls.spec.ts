// Ping pong balls from last season's standings on the composed site: the commissioner unlocks
// Draft Picks for 2026, lists balls by place (worst team first), previews what every team would
// get (worst of 2025 first, nothing written), applies it, and the year's balls are what the
// preview showed. It puts 2026's balls back as they were, so the suite runs in any order and twice.
import type { BallAllocation, PingPongBallEntry, Team } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { memberApi } from '../support/member-api';
import { endpoints, urlOf } from 'shared-contracts';

const YEAR = 2026;

test("the commissioner previews an allocation from last season's standings, applies it, and the year's balls follow it", async ({
  signedIn: { page },
}) => {
  test.setTimeout(120_000);
  const api = await memberApi(page);
  const original = await api.get<PingPongBallEntry[]>(urlOf(endpoints.listPingPongBalls, { query: { year: YEAR } }));
  const teams = new Map(
    (await api.get<Team[]>(urlOf(endpoints.listTeams))).map((team) => [team.id, team.abbreviation]),
  );
  try {
    await page.goto(`/picks?year=${YEAR}`);
    await page.getByRole('button', { name: 'Locked: draft picks editing is off' }).click();
    const card = page.getByRole('region', { name: 'Ping Pong Balls' });
    await card.getByRole('textbox', { name: 'Balls by place, worst team first' }).fill('14, 13, 12');
    const previewed = page.waitForResponse((answer) => answer.url().endsWith(urlOf(endpoints.previewBallAllocation)));
    await card.getByRole('button', { name: 'Preview allocation' }).click();
    const preview = (await (await previewed).json()) as BallAllocation;
    expect(preview.standingsSeason).toBe(YEAR - 1);
    const rows = card.getByRole('table', { name: 'Allocation preview' }).getByRole('row');
    await expect(rows).toHaveCount(teams.size + 1);
    // Worst first: each place's team and balls as the preview answered, the first three with 14, 13, 12.
    for (const [index, row] of preview.rows.entries()) {
      await expect(rows.nth(index + 1)).toHaveText(
        new RegExp(`^${row.place}${teams.get(row.teamId)}.*${row.quantity}$`),
      );
    }
    expect(preview.rows.map((row) => row.quantity)).toEqual([
      14,
      13,
      12,
      ...Array.from({ length: teams.size - 3 }, () => 0),
    ]);
    // A preview writes nothing.
    expect(await api.get<PingPongBallEntry[]>(urlOf(endpoints.listPingPongBalls, { query: { year: YEAR } }))).toEqual(
      original,
    );

    await card.getByRole('button', { name: 'Apply allocation' }).click();
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText('Ping pong balls allocated', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Unlocked: draft picks editing is on' }).click();
    const expected = [...preview.rows]
      .sort((a, b) => a.teamId - b.teamId)
      .map((row) => `${teams.get(row.teamId)}${row.quantity} ${row.quantity === 1 ? 'ball' : 'balls'}`);
    await expect(card.getByRole('listitem')).toHaveText(expected);
  } finally {
    const restored = await api.send('PUT', urlOf(endpoints.setPingPongBalls), {
      year: YEAR,
      balls: original.map(({ teamId, quantity }) => ({ teamId, quantity })),
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
