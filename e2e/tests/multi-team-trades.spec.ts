// A trade of three teams on the composed site (docs/screens/trades.md §4.9), in the demo league
// between its seventh, eighth and ninth teams (the trades spec reads the last two, the review
// spec the third to sixth): the commissioner adds a third team in the propose form, sends A's
// player to B, B's player to C and C's FAAB to A, by keyboard where the form allows; two new
// users, made managers of B and C, accept in turn. The history says whom the trade waits for;
// C's first accept fails on its way (the connection drops): the toast says so, the trade stays
// pending and nothing moves; C's accept then completes it and every asset is where the trade
// sent it. Then axe in every theme and width with the trade on screen, and at 375 px nothing
// scrolls sideways.
import type { Page } from '@playwright/test';
import {
  endpoints,
  urlOf,
  type FaabBalance,
  type LeagueMember,
  type Player,
  type Team,
  type Trade,
} from 'shared-contracts';
import { expectAccessibleInEveryTheme, seriousFindings } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { memberApi, signInAnotherUser } from '../support/member-api';

test.describe('Trades of three teams', () => {
  test('a three-team trade accepted by all three moves every asset', async ({ signedIn: { page }, browser }) => {
    test.setTimeout(300_000);
    const commissioner = await memberApi(page);
    const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
    const { currentSeason: season } = await commissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague));
    const [teamA, teamB, teamC] = [teams[6]!, teams[7]!, teams[8]!];
    const faabOf = async (team: Team) =>
      (await commissioner.get<FaabBalance[]>(urlOf(endpoints.listFaabBalances, { query: { season } }))).find(
        (row) => row.teamId === team.id,
      )?.amount ?? 0;
    const playersOf = async () => commissioner.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
    const faabBefore = { a: await faabOf(teamA), c: await faabOf(teamC) };
    expect(faabBefore.c, 'the demo league gives team C FAAB to trade').toBeGreaterThanOrEqual(10);

    // The commissioner proposes: Team A, Team B, then Add team for Team C.
    await page.goto('/trades');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
    const choose = async (combobox: string, option: string) => {
      await page.getByRole('combobox', { name: combobox, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Team A', teamA.name);
    await choose('Team B', teamB.name);
    await page.getByRole('button', { name: 'Add team' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Team C', exact: true })).toBeVisible();
    await choose('Team C', teamC.name);
    await expect(page.getByText('Every team must accept; each item goes to the team you choose.')).toBeVisible();

    const addPlayer = async (team: Team) => {
      await page.getByRole('combobox', { name: `${team.name} player` }).click();
      const name = (await page.getByRole('option').first().textContent())!.replace('✓', '').trim();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: `Add player for ${team.name}` }).click();
      return name;
    };
    const playerA = await addPlayer(teamA);
    const playerB = await addPlayer(teamB);
    await page.getByRole('button', { name: `Add FAAB for ${teamC.name}` }).click();
    // A's player goes to B (the first other team, unchanged); B's to C; C's FAAB to A.
    await choose(`${playerB} goes to`, teamC.name);
    await choose('$10 FAAB goes to', teamA.name);
    // The form of three teams, at a phone's width too: no serious axe finding, nothing sideways.
    expect(await seriousFindings(page, 'the propose form with three teams')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, 'The propose form with three teams');
    await page.setViewportSize({ width: 1280, height: 900 });
    const proposed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === urlOf(endpoints.proposeTrade),
    );
    await page.getByRole('button', { name: 'Submit Trade' }).click();
    const trade = (await (await proposed).json()) as Trade;
    await expect(page.getByText('Trade proposal submitted successfully').first()).toBeVisible();
    expect(trade.teams.map((team) => team.teamId)).toEqual([teamA.id, teamB.id, teamC.id]);
    // The form is back to two teams.
    await expect(page.getByRole('combobox', { name: 'Team C', exact: true })).toHaveCount(0);

    const playerIdFrom = (team: Team) =>
      trade.items.find((item) => item.itemType === 'player' && item.fromTeamId === team.id)!.itemId;
    const [playerAId, playerBId] = [playerIdFrom(teamA), playerIdFrom(teamB)];
    const ownerOf = async (playerId: number | null) =>
      (await playersOf()).find((player) => player.id === playerId)?.teamId;
    const title = `Trade ${trade.id}: ${teamA.name} · ${teamB.name} · ${teamC.name}`;
    const story = page.getByRole('listitem', { name: title });
    await expect(story.getByText(`${playerA}: ${teamA.name} → ${teamB.name}`)).toBeVisible();
    await expect(story.getByText(`${playerB}: ${teamB.name} → ${teamC.name}`)).toBeVisible();
    await expect(story.getByText(`$10 FAAB: ${teamC.name} → ${teamA.name}`)).toBeVisible();
    await expect(story.getByText(`Waiting for ${teamB.name}, ${teamC.name}`)).toBeVisible();

    // Two new users, made managers of Team B and Team C.
    const managerOf = async (team: Team) => {
      const manager = await signInAnotherUser(browser);
      const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
      const member = members.find((candidate) => candidate.email === manager.email)!;
      const updated = await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
        role: 'manager',
        teamId: team.id,
      });
      expect(updated.status()).toBe(200);
      await manager.page.goto(`/trades?season=${season}`);
      await expect(manager.page.getByText(`Manager · ${team.name}`)).toBeVisible();
      return manager.page;
    };
    const accept = async (managerPage: Page) => {
      const entry = managerPage.getByRole('listitem', { name: title });
      await entry.getByRole('button', { name: `Accept trade ${trade.id}` }).click();
      const confirm = managerPage.getByRole('dialog', { name: 'Accept this trade?' });
      await expect(confirm).toContainText('Every item below moves at once when the last of these teams accepts.');
      await confirm.getByRole('button', { name: 'Accept trade' }).click();
      return entry;
    };

    const pageB = await managerOf(teamB);
    const entryB = await accept(pageB);
    await expect(pageB.getByText('Trade accepted successfully').first()).toBeVisible();
    await expect(entryB.getByText(`Waiting for ${teamC.name}`)).toBeVisible();
    await expect(entryB.getByText('Pending')).toBeVisible();
    // His team has answered: no Accept or Reject left for him.
    await expect(entryB.getByRole('button')).toHaveCount(0);
    expect(await ownerOf(playerAId), 'nothing moves before the last accept').toBe(teamA.id);

    // Team C's first accept is lost: the connection drops before it reaches the API.
    const pageC = await managerOf(teamC);
    await pageC.route(`**/api/trades/${trade.id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
    );
    const entryC = await accept(pageC);
    await expect(pageC.getByText('Failed to accept trade').first()).toBeVisible();
    await expect(entryC.getByText('Pending')).toBeVisible();
    await expect(entryC.getByText(`Waiting for ${teamC.name}`)).toBeVisible();
    expect(await ownerOf(playerBId)).toBe(teamB.id);
    await pageC.unroute(`**/api/trades/${trade.id}`);

    // Then it goes through: the trade completes and every asset moves.
    await accept(pageC);
    await expect(pageC.getByText('Trade accepted successfully').first()).toBeVisible();
    await expect(entryC.getByText('Accepted')).toBeVisible();
    expect(await ownerOf(playerAId)).toBe(teamB.id);
    expect(await ownerOf(playerBId)).toBe(teamC.id);
    expect(await faabOf(teamA)).toBe(faabBefore.a + 10);
    expect(await faabOf(teamC)).toBe(faabBefore.c - 10);
    await pageB.context().close();

    await pageC.context().close();

    // The trade of three teams in the history, in every theme and width, and a phone's.
    const ready = async (loaded: Page) => {
      await expect(loaded.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
      await expect(loaded.getByRole('listitem', { name: title })).toContainText('Accepted');
      await expect(loaded.locator('[data-skeleton]')).toHaveCount(0);
    };
    await expectAccessibleInEveryTheme(page, `/trades?season=${season}&teamId=${teamC.id}`, ready);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/trades?season=${season}&teamId=${teamC.id}`);
    await ready(page);
    await expectNoSidewaysScroll(page, 'The Trade Center with a trade of three teams');
  });
});
