// Set-up, a real league's first days walked through the real server: a closed league of its own
// (LEAGUE_COMMISSIONERS, the demo shut) starts empty. Its commissioner adds the teams by hand
// (one misspelt and renamed, one stray and removed), invites two managers to teams and a third
// email that is withdrawn; both managers sign in in browsers of their own, and one is removed
// and shut out, in the tab they have open and on a device they had put away, where the kept
// Home is painted until the app's own screen takes its place and nothing of the league is
// left. The commissioner generates a schedule, imports a small player book with keepers,
// connects the fake Yahoo and imports three seasons over the league's own schedule, whose
// pairings clash with Yahoo's. Afterwards Home and Schedule show every game exactly once, the
// standings count each game once with its points (as the remaining manager reads them back
// through the API), the keepers stay, and a second import finds nothing new.
//
// The teams are the fake Yahoo's twelve, added alphabetically (Yahoo numbers them otherwise),
// so the import matches them by name and the generated pairings differ from Yahoo's.
import { expect, test, type Page } from '@playwright/test';
import {
  endpoints,
  urlOf,
  type ScheduleResponse,
  type StandingsResponse,
  type WeekMatchupsResponse,
} from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { connectYahoo } from '../../support/connect-yahoo';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin, signInToOwnLeague, startOwnLeague } from '../../support/own-league';
import { PLAYER_CSV_HEADER } from '../../support/players-csv';
import { importCsv } from '../../support/players-screen';
import { keptScreens, storedRecords } from '../../support/kept-answers';
import { addTeam, inviteManager } from '../../support/league-setup';

const SEASON = 2025;
const run = Date.now().toString(36);
const commissionerEmail = `set-up-${run}@example.com`;
/** The manager who stays (Bayou Bandits) and the one who is removed (Harbor Hounds). */
const stayingEmail = `bayou-${run}@example.com`;
const removedEmail = `harbor-${run}@example.com`;
const withdrawnEmail = `tundra-${run}@example.com`;

const TEAMS = [
  'Bayou Bandits',
  'Capital Filibusters',
  'Coastal Currents',
  'Desert Scorpions',
  'Gotham City Knights',
  'Harbor Hounds',
  'Ironworks Anvils',
  'Lakeshore Lumberjacks',
  'Mile High Mayhem',
  'Prairie Thunder',
  'San Antonio Spurs of Steel',
  'Tundra Titans',
];
// Yahoo rosters Jalen Hurts on Gotham; this league kept him on Bayou. Nobody rosters the other two.
const BOOK = [
  PLAYER_CSV_HEADER,
  ',Jalen Hurts,QB,Phi,Bayou Bandits,,true,false,30,,,0,',
  ',Lonny Solo,TE,Det,Gotham City Knights,,false,false,4,,,0,',
  ',Kay Keeper,K,Det,Gotham City Knights,,true,false,5,,,0,',
].join('\r\n');

startOwnLeague({ name: 'Set-up Journey', commissioner: commissionerEmail, season: SEASON, resetFakeYahoo: true });

const memberRow = (page: Page, email: string) =>
  page.locator('table').filter({ hasText: 'Member' }).getByRole('row').filter({ hasText: email });

/** Chooses 'This season only' by keyboard (the list may open beyond the viewport) and previews. */
async function previewThisSeason(page: Page) {
  const seasons = page.getByRole('combobox', { name: 'Seasons to import' });
  await expect(async () => {
    await seasons.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(seasons).toHaveText(/^This season only/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Preview import' }).click();
  return page.getByRole('table', { name: 'What the import will do' });
}

/** Home's week: every game once, each with both scores as the API answers them. */
async function expectEveryGameOnceWithScores(page: Page, week: number) {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith(urlOf(endpoints.getWeekMatchups, { params: { week }, query: { season: SEASON } })),
  );
  await page.goto(`/?season=${SEASON}&week=${week}`);
  const games = (await (await answer).json()) as WeekMatchupsResponse;
  expect(games.matchups).toHaveLength(6);
  const playing = games.matchups.flatMap((game) => [game.homeTeam.name, game.awayTeam.name]);
  expect([...playing].sort()).toEqual(TEAMS);
  const items = page.getByRole('region', { name: 'Recent Matchups', exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [index, game] of games.matchups.entries()) {
    expect([game.home_team_score, game.away_team_score]).not.toContain(null);
    await expect(items.nth(index)).toContainText(game.homeTeam.name);
    await expect(items.nth(index)).toContainText(game.home_team_score!.toFixed(2));
    await expect(items.nth(index)).toContainText(game.away_team_score!.toFixed(2));
  }
}

test('a commissioner sets a league up by hand with two managers, imports Yahoo over its schedule, and every game counts once', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await signInToOwnLeague(browser, commissionerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Commissioner', { exact: true })).toBeVisible();
  // The manager who stays reads back what a member sees at the end.
  let staying!: Page;

  await test.step('teams: added, one renamed, one removed', async () => {
    await page.goto('/settings');
    await expect(page.getByText('No teams yet')).toBeVisible();
    for (const name of TEAMS) await addTeam(page, name === 'Harbor Hounds' ? 'Harbour Hounds' : name);
    await addTeam(page, 'Stray Team');
    await page.getByRole('button', { name: 'Edit Harbour Hounds', exact: true }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Team name').fill('Harbor Hounds');
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('rowheader', { name: 'Harbor Hounds', exact: true });
    await expect(renamed).toBeVisible();
    // Added without a manager's name, the team's name stood in for it: the fix carries along.
    await expect(page.getByRole('row').filter({ has: renamed })).not.toContainText('Harbour');
    await page.getByRole('button', { name: 'Remove Stray Team', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Team removed', { exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Stray Team' })).toHaveCount(0);
  });

  await test.step('members: two managers invited to teams sign in, one is removed, a third invitation withdrawn', async () => {
    await inviteManager(page, stayingEmail, 'Bayou Bandits');
    await inviteManager(page, removedEmail, 'Harbor Hounds');
    await inviteManager(page, withdrawnEmail, 'Tundra Titans');
    for (const email of [stayingEmail, removedEmail, withdrawnEmail])
      await expect(memberRow(page, email)).toContainText('Invited');
    await expect(memberRow(page, removedEmail).getByRole('combobox', { name: `Team of ${removedEmail}` })).toHaveText(
      /^Harbor Hounds/,
    );
    // An invitation's team corrected before it is answered.
    const withdrawnTeam = memberRow(page, withdrawnEmail).getByRole('combobox', { name: `Team of ${withdrawnEmail}` });
    await withdrawnTeam.click();
    await page.getByRole('option', { name: 'Ironworks Anvils', exact: true }).click();
    await expect(withdrawnTeam).toHaveText(/^Ironworks Anvils/);
    await page.reload();
    await expect(withdrawnTeam).toHaveText(/^Ironworks Anvils/);

    staying = await signInToOwnLeague(browser, stayingEmail);
    await expect(staying.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(staying.getByText('Manager · Bayou Bandits', { exact: true })).toBeVisible();
    const removed = await signInToOwnLeague(browser, removedEmail);
    await expect(removed.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // Their Home is kept to paint at their next visit (docs/web.md §16), until the removal below.
    await expect.poll(() => keptScreens(removed)).toContain('League Standings');
    // The same manager on a second device, put away before the removal with their Home kept there.
    const removedAway = await signInToOwnLeague(browser, removedEmail);
    await expect(removedAway.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => keptScreens(removedAway)).toContain('League Standings');
    await expect.poll(async () => (await storedRecords(removedAway)).length).toBeGreaterThan(0);
    const awayDevice = removedAway.context();
    await removedAway.close();
    // A manager's Settings: the members, without the commissioner's debug log.
    await staying.goto('/settings');
    await expect(staying.getByRole('heading', { name: 'League members' })).toBeVisible();
    await expect(staying.getByRole('heading', { name: 'Debug log' })).toHaveCount(0);

    await page.reload();
    await expect(memberRow(page, stayingEmail)).toContainText('Joined');
    await expect(memberRow(page, removedEmail)).toContainText('Joined');
    // Remove is offered only where it can succeed: the one joined commissioner says why not.
    await expect(memberRow(page, commissionerEmail)).toContainText('The league must keep at least one commissioner');
    await expect(memberRow(page, commissionerEmail).getByRole('button', { name: /^(Remove|Withdraw)/ })).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${removedEmail}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Member removed', { exact: true })).toBeVisible();
    await expect(memberRow(page, removedEmail)).toHaveCount(0);
    await page.getByRole('button', { name: `Withdraw invitation ${withdrawnEmail}`, exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(`Withdraw the invitation of ${withdrawnEmail}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw invitation', exact: true }).click();
    await expect(memberRow(page, withdrawnEmail)).toHaveCount(0);

    // Held after a reload: the twelve teams, the commissioner and the staying manager.
    await page.reload();
    for (const name of TEAMS) await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Stray Team|Harbour Hounds/ })).toHaveCount(0);
    await expect(memberRow(page, commissionerEmail)).toContainText('Joined');
    await expect(page.locator('table').filter({ hasText: 'Member' }).getByRole('row')).toHaveCount(3);

    // The removed manager's open tab: the live stream tells it of the removal (docs/web.md §13),
    // and the first refused read turns the page to 'Not a league member', once, instead of an
    // error on every card, without a click.
    await expect(removed.getByText('Not a league member')).toBeVisible();
    await expect(removed.getByText('Failed to fetch teams')).toHaveCount(0);
    await expect(removed.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // Nothing kept of the league stays to be painted.
    expect(await keptScreens(removed)).toBeNull();
    // And at their next load too, where they can only log out.
    await removed.reload();
    await expect(removed.getByText('Not a league member')).toBeVisible();
    await expect(removed.getByText(removedEmail)).toBeVisible();
    await expect(removed.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await removed.getByRole('button', { name: 'Log out' }).click();
    await expect(removed).toHaveURL(`${ownLeagueOrigin}/login`);
    await removed.context().close();

    // The device put away: its next load paints the kept Home from the page, until the app draws
    // its own screen in its place, the welcome of a person in no league (a new tab names no
    // league to refuse); then nothing of the league is kept there either.
    await awayDevice.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('last-screen')) (window as { keptHomePainted?: boolean }).keptHomePainted = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const away = await awayDevice.newPage();
    await away.goto('/');
    await expect(away.getByRole('heading', { level: 1, name: 'Welcome to Fantasy League' })).toBeVisible();
    expect(await away.evaluate(() => (window as { keptHomePainted?: boolean }).keptHomePainted)).toBe(true);
    await expect(away.locator('#last-screen')).toHaveCount(0);
    await expect(away.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect.poll(() => keptScreens(away)).toBeNull();
    await expect.poll(() => storedRecords(away)).toEqual([]);
    await awayDevice.close();

    // A person nobody invited is in no league: the welcome screen, to create one or join by a link.
    const stranger = await signInToOwnLeague(browser, `stranger-${run}@example.com`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Welcome to Fantasy League' })).toBeVisible();
    await expect(stranger.getByRole('button', { name: 'Create league' })).toBeVisible();
    await expect(stranger.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await stranger.context().close();
  });

  await test.step('a 17-week schedule of 2025 and a player book with two keepers', async () => {
    const generate = page.getByRole('form', { name: 'Generate a schedule' });
    await generate.getByLabel('Season').fill(String(SEASON));
    await generate.getByLabel('Weeks').fill('17');
    await generate.getByRole('button', { name: 'Generate schedule' }).click();
    await expect(page.getByText('Scheduled 102 games over 17 weeks of 2025.').first()).toBeVisible();

    // The file places players by team name; Import CSV waits for the league's teams.
    await page.goto(`/players?year=${SEASON}`);
    await expect(page.getByText('No players found. Adjust filters or add a new player.')).toBeVisible();
    await importCsv(page, 'book.csv', BOOK);
    await expect(page.getByText(/^CSV Import Successful: /).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Jalen Hurts/ })).toContainText('Bayou Bandits');
    await expect(page.getByText('Showing 3 of 3 players')).toBeVisible();
  });

  const clash = page.getByRole('group', {
    name: /^2025: \d+ of Yahoo's games clash with \d+ of the league's \(weeks? [\d–, ]+\)\. Whose games stay\?$/,
  });

  await test.step("Yahoo connected; the preview finds the clashes and lists every change of a player's team", async () => {
    await page.goto('/settings');
    await connectYahoo(page);
    // The account plays in one league a season and the newest is followed: following last
    // season's and back again leaves the import reading the newest chain.
    const followed = page.getByRole('combobox', { name: 'Followed league' });
    await expect(followed).toHaveText(/\(2025\)/);
    for (const season of [2024, SEASON]) {
      await followed.click();
      await page.getByRole('option', { name: new RegExp(`\\(${season}\\)$`) }).click();
      await expect(followed).toHaveText(new RegExp(`\\(${season}\\)`));
      await expect(followed).toBeEnabled();
    }
    // The default three seasons: 2025 matches and clashes, the two before are new.
    await expect(page.getByRole('combobox', { name: 'Seasons to import' })).toHaveText(/^This season and 2 before/);
    await page.getByRole('button', { name: 'Preview import' }).click();
    const table = page.getByRole('table', { name: 'What the import will do' });
    await expect(table.getByRole('row', { name: /2025/ })).toContainText(
      /\d+ matched \(\d+ changed\), 0 new, \d+ clashing/,
    );
    await expect(table.getByRole('row', { name: /2023/ })).toContainText('0 matched (0 changed), 102 new');
    await expect(clash).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    // The keeper moves only if ticked; the others stay.
    const changes = page.getByRole('table', { name: "Changes to players' teams" });
    await expect(changes.getByRole('row', { name: /Jalen Hurts \(keeper\)/ })).toContainText(
      'Bayou BanditsGotham City Knights',
    );
    await expect(changes.getByRole('checkbox', { name: 'Move Jalen Hurts' })).not.toBeChecked();
    await expect(changes.getByRole('row', { name: /Lonny Solo/ })).toContainText('Keeps his team');
    await expect(changes.getByRole('row', { name: /Kay Keeper/ })).toContainText('On no Yahoo roster');
    // The preview writes nothing: Home still has the league's own, unplayed games.
    const standings = await (
      await memberApi(staying, ownLeagueOrigin)
    ).get<StandingsResponse>(urlOf(endpoints.getStandings, { params: { season: SEASON } }));
    expect(standings.teams.every((team) => team.wins + team.losses + team.ties === 0)).toBe(true);

    // The preview with its questions, in every theme at both widths. A click while the freshly
    // loaded screen still settles can be lost, so it is tried until the preview shows.
    await expectAccessibleInEveryTheme(page, '/settings', async (current) => {
      const question = current.getByRole('group', { name: /Whose games stay/ });
      await expect(async () => {
        if (!(await question.isVisible()))
          await current.getByRole('button', { name: 'Preview import' }).click({ timeout: 2_000 });
        await expect(question).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
      await expect(current.getByRole('table', { name: "Changes to players' teams" })).toBeVisible();
    });
  });

  await test.step("Yahoo's games replace the clashing ones, chosen by keyboard; three seasons imported", async () => {
    await page.goto('/settings');
    await expect(page.getByRole('combobox', { name: 'Seasons to import' })).toHaveText(/^This season and 2 before/);
    await page.getByRole('button', { name: 'Preview import' }).click();
    await clash.getByRole('radio', { name: /Yahoo's games replace the league's/ }).focus();
    await page.keyboard.press('Space');
    await expect(clash.getByRole('radio', { name: /Yahoo's games replace the league's/ })).toBeChecked();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Done: 3 of 3 seasons written (2025, 2024, 2023)')).toBeVisible({ timeout: 90_000 });
    await expect(
      page.getByRole('table', { name: 'What the last import did' }).getByRole('row', { name: /2025/ }),
    ).toContainText(/of the league's replaced/);
  });

  await test.step('Home, Schedule and Teams: every game once, the standings count each once with its points', async () => {
    await expectEveryGameOnceWithScores(page, 1);
    await expectEveryGameOnceWithScores(page, 10);
    const standings = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
    await expect(standings).toHaveCount(12);
    // Ten weeks of 2025 are over in Yahoo: every record adds up to ten games, with its points.
    for (const text of await standings.allInnerTexts()) {
      const [wins, losses, ties = '0'] = /(\d+)-(\d+)(?:-(\d+))?/.exec(text)!.slice(1);
      expect(Number(wins) + Number(losses) + Number(ties), text).toBe(10);
      expect(Number(/([\d.]+) PTS/.exec(text)![1])).toBeGreaterThan(0);
    }

    await page.goto(`/schedule?season=${SEASON}`);
    for (let week = 1; week <= 17; week += 1)
      await expect(page.getByRole('region', { name: `Week ${week}`, exact: true }).locator('li')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Week 18', exact: true })).toContainText('No games this week.');

    // The seasons before, imported through Yahoo's renewal chain: standings and team cards.
    for (const season of [2024, 2023]) {
      await page.goto(`/?season=${season}&week=10`);
      await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(new RegExp(`^${season}`));
      const before = page.getByRole('region', { name: 'League Standings', exact: true }).getByRole('listitem');
      await expect(before).toHaveCount(12);
      await expect(before.first()).toContainText(/\d+-\d+/);
    }
    await page.goto('/teams?season=2023');
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(/^2023/);
    await expect(page.getByRole('region', { name: 'Gotham City Knights', exact: true })).toContainText(/\d+-\d+/);
    await expect(page.getByRole('region', { name: 'Bayou Bandits', exact: true })).toBeVisible();
  });

  await test.step('what the staying manager reads back: each team once a week, each game counted once', async () => {
    const api = await memberApi(staying, ownLeagueOrigin);
    const { matchups } = await api.get<ScheduleResponse>(urlOf(endpoints.getSchedule, { params: { season: SEASON } }));
    expect(matchups).toHaveLength(102);
    for (let week = 1; week <= 17; week += 1) {
      const playing = matchups
        .filter((game) => game.weekNumber === week)
        .flatMap((game) => [game.homeTeam.name, game.awayTeam.name]);
      expect(playing.sort(), `week ${week}`).toEqual(TEAMS);
    }
    const completed = matchups.filter((game) => game.isCompleted);
    expect(completed).toHaveLength(60);
    const { teams } = await api.get<StandingsResponse>(urlOf(endpoints.getStandings, { params: { season: SEASON } }));
    expect(teams).toHaveLength(12);
    for (const team of teams) expect(team.wins + team.losses + team.ties, team.name).toBe(10);
    const scored = completed.reduce((sum, game) => sum + game.homeTeamScore! + game.awayTeamScore!, 0);
    const counted = teams.reduce((sum, team) => sum + team.totalPoints, 0);
    // Each team's total is rounded to the hundredth.
    expect(counted).toBeCloseTo(scored, 0);
  });

  await test.step('the keepers stay; a second import finds nothing new', async () => {
    await page.goto(`/players?year=${SEASON}&search=Jalen%20Hurts`);
    await expect(page.getByRole('row', { name: /Jalen Hurts/ })).toContainText('Bayou Bandits');
    await page.goto(`/players?year=${SEASON}&search=Lonny%20Solo`);
    await expect(page.getByRole('row', { name: /Lonny Solo/ })).toContainText('Gotham City Knights');

    await page.goto('/settings');
    const again = await previewThisSeason(page);
    await expect(again.getByRole('row', { name: /2025/ })).toContainText('102 matched (0 changed), 0 new');
    await expect(page.getByRole('group', { name: /Whose games stay/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(
      page
        .getByText('Imported 1 season (2025): 0 teams, 0 games and 0 players created or updated.', { exact: false })
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    await expectEveryGameOnceWithScores(page, 1);

    // Refresh scores asks Yahoo for the running season's points again; none changed.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Refresh scores' }).click();
    await expect(page.getByText('Scores refreshed', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expectEveryGameOnceWithScores(page, 1);
  });

  await staying.context().close();
  await page.context().close();
});
