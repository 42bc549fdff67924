// Many leagues on one site (docs/leagues.md), walked by two people in browsers of their own
// on the suite's site, where the demo is open. Ann creates a league from the welcome screen,
// adds a team and shares an invitation link for one person; Ben joins with it, and the link,
// used up, admits nobody after him. Ben creates a league of his own and Ann joins by his link,
// which he then revokes. Both switch between the two leagues and the demo, and each league
// shows only its own teams and its own role; an id of one league's team sent under the other
// league's header answers 404 and changes nothing; `?league=` opens the league it names, even
// in a tab that was in another.
import { expect, test, type Page } from '@playwright/test';
import {
  endpoints,
  invitationLinkPath,
  LEAGUE_ID_HEADER,
  urlOf,
  type InvitationLink,
  type LeagueList,
  type LeagueSummary,
  type Team,
} from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { addTeam, toast } from '../../support/league-setup';
import { createLeague, createLink, joinWith, pickInSwitcher, switcher } from '../../support/leagues';
import { memberApi, signInAnotherUser } from '../../support/member-api';

const run = Date.now().toString(36);
const ANN_LEAGUE = `Ann's Keepers ${run}`;
const BEN_LEAGUE = `Ben's Dynasty ${run}`;
const ANN_TEAM = 'Aces of Ann';
const BEN_TEAM = 'Bombers of Ben';
const DEMO_LEAGUE = 'Harambe Memorial League';
const DEMO_TEAM = 'Bayou Bandits';

async function switchTo(page: Page, league: string) {
  await pickInSwitcher(page, league === DEMO_LEAGUE ? `${DEMO_LEAGUE} (demo)` : league);
  await expect(switcher(page)).toContainText(league);
}

/** The teams the Teams screen shows in the active league (to a manager as to a commissioner). */
async function expectTeamsOnly(page: Page, shown: string, hidden: string[]) {
  await page.goto('/teams');
  const main = page.getByRole('main');
  await expect(main.getByText(shown, { exact: true }).first()).toBeVisible();
  for (const name of hidden) await expect(main.getByText(name, { exact: true })).toHaveCount(0);
}

test('two people create two leagues, invite each other by link, switch between them and the demo; nothing of one league shows or changes in another', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const ann = (await signInAnotherUser(browser)).page;
  const ben = (await signInAnotherUser(browser)).page;
  // Both start in the open demo.
  await expect(switcher(ann)).toContainText(DEMO_LEAGUE);

  let annLeague: LeagueSummary;
  let annLink: InvitationLink;
  await test.step('Ann creates a league from the welcome screen, adds a team and makes a link for it', async () => {
    await expectAccessibleInEveryTheme(ann, '/welcome', async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fantasy League' })).toBeVisible();
    });
    await ann.goto('/');
    annLeague = await createLeague(ann, ANN_LEAGUE);
    expect(annLeague).toMatchObject({ name: ANN_LEAGUE, role: 'commissioner', isDemo: false, currentSeason: 2026 });
    await addTeam(ann, ANN_TEAM, 'ACE');
    annLink = await createLink(ann, { team: ANN_TEAM });
    await expect(ann.getByText('Used 0 of 1')).toBeVisible();
  });

  await test.step('Ben opens the link, joins as the team’s manager; the used-up link admits nobody else', async () => {
    await expectAccessibleInEveryTheme(ben, invitationLinkPath(annLink.token), async (page) => {
      await expect(page.getByRole('button', { name: 'Join league' })).toBeVisible();
    });
    await joinWith(ben, annLink, ANN_LEAGUE, ANN_TEAM);
    // A manager in Ann's league: no invitation links for him.
    await ben.goto('/settings');
    await expect(ben.getByRole('heading', { name: 'League members' })).toBeVisible();
    await expect(ben.getByRole('heading', { name: 'Invitation links' })).toHaveCount(0);

    await ann.reload();
    await expect(ann.getByText('Used up', { exact: true })).toBeVisible();
    const third = (await signInAnotherUser(browser)).page;
    await third.goto(invitationLinkPath(annLink.token));
    await expect(third.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
    await expect(third.getByRole('button', { name: 'Join league' })).toHaveCount(0);
    await third.context().close();
  });

  let benLeague: LeagueSummary;
  await test.step('Ben creates his own league; Ann joins by his link, which he then revokes', async () => {
    benLeague = await createLeague(ben, BEN_LEAGUE);
    await addTeam(ben, BEN_TEAM, 'BOMB');
    const benLink = await createLink(ben, { uses: 5 });
    await joinWith(ann, benLink, BEN_LEAGUE, null);

    await ben.reload();
    await expect(ben.getByText('Used 1 of 5')).toBeVisible();
    await ben.getByRole('button', { name: /^Revoke link created/ }).click();
    await ben.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(toast(ben, 'Invitation link revoked')).toBeVisible();
    await expect(ben.getByText('No invitation links yet')).toBeVisible();
    await ann.goto(invitationLinkPath(benLink.token));
    await expect(ann.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  });

  await test.step('both switch between the leagues and the demo; each shows only its own teams and role', async () => {
    for (const [page, own] of [
      [ann, ANN_LEAGUE],
      [ben, BEN_LEAGUE],
    ] as const) {
      await page.goto('/settings');
      await switchTo(page, ANN_LEAGUE);
      await expectTeamsOnly(page, ANN_TEAM, [BEN_TEAM, DEMO_TEAM]);
      await switchTo(page, BEN_LEAGUE);
      await expectTeamsOnly(page, BEN_TEAM, [ANN_TEAM, DEMO_TEAM]);
      await switchTo(page, DEMO_LEAGUE);
      await expectTeamsOnly(page, DEMO_TEAM, [ANN_TEAM, BEN_TEAM]);
      await switchTo(page, own);
      // A commissioner in their own league only: the links card.
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Invitation links' })).toBeVisible();
    }
    // The choice is remembered: a new visit without ?league= opens the last league chosen.
    await ann.goto('/');
    await expect(switcher(ann)).toContainText(ANN_LEAGUE);
  });

  await test.step('an id of Ann’s league under another league answers 404 (or 403) and changes nothing', async () => {
    const api = await memberApi(ann);
    const { leagues } = await api.get<LeagueList>(endpoints.listLeagues.path);
    const demo = leagues.find((league) => league.isDemo);
    // Ann is the commissioner of the demo (open to all) and a manager in Ben's league.
    expect(demo?.role).toBe('commissioner');
    const annTeams = await api.get<Team[]>(endpoints.listTeams.path);
    const annTeam = annTeams.find((team) => team.name === ANN_TEAM);
    expect(annTeam).toBeDefined();
    const renameUnder = (leagueId: number) =>
      api.send(
        'PATCH',
        urlOf(leagueSetupEndpoints.updateTeam, { params: { id: annTeam!.id } }),
        { name: 'Stolen Name' },
        {
          [LEAGUE_ID_HEADER]: String(leagueId),
        },
      );
    expect((await renameUnder(demo!.id)).status()).toBe(404);
    expect((await renameUnder(benLeague.id)).status()).toBe(403);
    const after = await api.get<Team[]>(endpoints.listTeams.path);
    expect(after.map((team) => team.name)).toEqual(annTeams.map((team) => team.name));
  });

  await test.step('a shared link with ?league= opens the league it names', async () => {
    await ben.goto(`/teams?league=${annLeague.id}`);
    await expect(switcher(ben)).toContainText(ANN_LEAGUE);
    await expect(ben.getByText(ANN_TEAM).first()).toBeVisible();
    await ben.goto(`/settings?league=${benLeague.id}`);
    await expect(switcher(ben)).toContainText(BEN_LEAGUE);
    await expect(ben.getByRole('rowheader', { name: BEN_TEAM, exact: true })).toBeVisible();
  });

  await ann.context().close();
  await ben.context().close();
});
