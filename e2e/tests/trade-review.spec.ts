// Trade review on the composed site (docs/screens/trades.md §4.7), in the demo league between
// its third and fourth teams (the trades spec reads the last two): the commissioner sets a
// league vote in Settings with a threshold of two vetoes; two new users, made managers of two
// other teams, see the trade under review with its deadline and votes; one vetoes, withdraws
// and vetoes again by keyboard, the other's veto ends it vetoed, and nothing moved. Then the
// commissioner's approval mode: Reject and Approve in the Trade Center. Then axe in every
// theme and width, with a trade under review on screen, and at 375 px nothing scrolls
// sideways. The rule is set back to "at once" whatever happens: other specs accept trades.
import type { Page } from '@playwright/test';
import { endpoints, urlOf, type LeagueMember, type Player, type Team, type Trade } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';
import { type MemberApi, memberApi, signInAnotherUser } from '../support/member-api';

const MODE = 'Accepted trades complete';

async function setRuleInSettings(page: Page, mode: string, fields: { hours?: string; percent?: string } = {}) {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Trade review rule' });
  await expect(card.getByRole('combobox', { name: MODE })).toBeVisible();
  await card.getByRole('combobox', { name: MODE }).click();
  await page.getByRole('option', { name: mode }).click();
  if (fields.hours !== undefined) await card.getByLabel('Review period (hours)').fill(fields.hours);
  if (fields.percent !== undefined) await card.getByLabel('Vetoes needed (% of the other teams)').fill(fields.percent);
  await card.getByRole('button', { name: 'Save trade review' }).click();
  await expect(page.getByText('Trade review saved').first()).toBeVisible();
}

test.describe('Trade review', () => {
  test('members veto a lopsided trade under review and nothing moves; the commissioner rejects or approves', async ({
    signedIn: { page },
    browser,
  }) => {
    test.setTimeout(420_000);
    const commissioner = await memberApi(page);
    const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
    const { currentSeason: season } = await commissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague));
    const [teamA, teamB, voterTeamOne, voterTeamTwo] = [teams[2]!, teams[3]!, teams[4]!, teams[5]!];
    // The share of the other teams that needs exactly two vetoes.
    const percent = Math.floor(200 / (teams.length - 2));
    const resetRule = () =>
      commissioner.send('PUT', urlOf(endpoints.setTradeReviewRule), {
        mode: 'immediate',
        reviewHours: 48,
        vetoPercent: 33,
      });
    // The trade left under review for the accessibility check, closed at the end.
    let waitingId: number | null = null;
    try {
      await setRuleInSettings(page, 'After a review period the league may veto in', {
        hours: '24',
        percent: String(percent),
      });
      await expect(page.getByText(`waits 24 hours; it is vetoed when ${percent}% of the teams`)).toBeVisible();

      // Two voters: new users made managers of two teams not in the trade.
      const members = async () => commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
      const voters = [];
      for (const team of [voterTeamOne, voterTeamTwo]) {
        const voter = await signInAnotherUser(browser);
        const member = (await members()).find((candidate) => candidate.email === voter.email)!;
        const made = await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
          role: 'manager',
          teamId: team.id,
        });
        expect(made.status()).toBe(200);
        voters.push(voter.page);
      }

      // A lopsided trade: team A's player for $1 of team B's FAAB, accepted into review.
      const players = await commissioner.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
      const star = players.find((player) => player.teamId === teamA.id)!;
      const propose = async (api: MemberApi, player: Player) => {
        const proposed = await api.send('POST', urlOf(endpoints.proposeTrade), {
          proposedByTeamId: teamA.id,
          proposedToTeamId: teamB.id,
          items: [
            { fromTeamId: teamA.id, toTeamId: teamB.id, itemType: 'player', itemId: player.id },
            { fromTeamId: teamB.id, toTeamId: teamA.id, itemType: 'faab', quantity: 1 },
          ],
        });
        expect(proposed.status(), await proposed.text()).toBe(201);
        const trade = (await proposed.json()) as Trade;
        const accepted = await api.send('PUT', urlOf(endpoints.respondToTrade, { params: { id: trade.id } }), {
          action: 'accept',
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
        return (await accepted.json()) as Trade;
      };
      const lopsided = await propose(commissioner, star);
      expect(lopsided.status).toBe('in_review');

      const entryOn = (screen: Page, trade: Trade) =>
        screen.getByRole('listitem', { name: new RegExp(`^Trade ${trade.id}:`) });
      const [one, two] = voters as [Page, Page];
      await one.goto(`/trades?season=${season}`);
      const seen = entryOn(one, lopsided);
      await expect(seen.getByText('Under review')).toBeVisible();
      const review = seen.getByRole('group', { name: `Review of trade ${lopsided.id}` });
      await expect(review).toContainText('Review ends');
      await expect(review).toContainText('(in 23 hours)');
      await expect(review.locator('time')).toHaveAttribute('datetime', lopsided.review!.endsAt!);
      await expect(review).toContainText('0 of 2 vetoes');
      await seen.getByRole('button', { name: `Veto trade ${lopsided.id}` }).click();
      await expect(review).toContainText('1 of 2 vetoes');
      await seen.getByRole('button', { name: `Withdraw veto of trade ${lopsided.id}` }).click();
      await expect(review).toContainText('0 of 2 vetoes');
      // By keyboard: the button is reached and pressed without a pointer.
      await seen.getByRole('button', { name: `Veto trade ${lopsided.id}` }).focus();
      await one.keyboard.press('Enter');
      await expect(review).toContainText('1 of 2 vetoes');
      await expect(seen.getByText('Under review')).toBeVisible();

      await two.goto(`/trades?season=${season}`);
      const second = entryOn(two, lopsided);
      await second.getByRole('button', { name: `Veto trade ${lopsided.id}` }).click();
      await expect(second.getByText('Vetoed', { exact: true })).toBeVisible();
      await expect(second).toContainText('2 of 2 vetoes');
      await expect(second.getByRole('button')).toHaveCount(0);

      // Nothing moved: the player is still team A's.
      const after = await commissioner.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
      expect(after.find((player) => player.id === star.id)!.teamId).toBe(teamA.id);
      for (const voter of voters) await voter.context().close();

      // The commissioner's approval: Reject moves nothing, Approve moves the player.
      await setRuleInSettings(page, "After the commissioner's approval");
      const rejectedOne = await propose(commissioner, star);
      const approvedOne = await propose(commissioner, players.filter((player) => player.teamId === teamA.id)[1]!);
      await page.goto(`/trades?season=${season}`);
      const rejected = entryOn(page, rejectedOne);
      await expect(rejected).toContainText("Waiting for the commissioner's approval");
      await rejected.getByRole('button', { name: `Reject trade ${rejectedOne.id}` }).click();
      await expect(rejected.getByText('Rejected by the commissioner')).toBeVisible();
      const approved = entryOn(page, approvedOne);
      await approved.getByRole('button', { name: `Approve trade ${approvedOne.id}` }).click();
      await expect(approved.getByText('Accepted', { exact: true })).toBeVisible();
      const moved = await commissioner.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: season } }));
      expect(moved.find((player) => player.id === star.id)!.teamId).toBe(teamA.id);
      expect(moved.find((player) => player.id === approvedOne.items[0]!.itemId)!.teamId).toBe(teamB.id);

      // A trade under review on screen: every theme and width, and a phone's.
      const waiting = await propose(commissioner, star);
      waitingId = waiting.id;
      const ready = async (loaded: Page) => {
        await expect(loaded.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
        await expect(entryOn(loaded, waiting)).toContainText("Waiting for the commissioner's approval");
        await expect(loaded.locator('[data-skeleton]')).toHaveCount(0);
      };
      await expectAccessibleInEveryTheme(page, `/trades?season=${season}`, ready);
      await expectAccessibleInEveryTheme(page, '/settings', async (loaded) => {
        await expect(loaded.getByRole('combobox', { name: MODE })).toBeVisible();
        await expect(loaded.locator('[data-skeleton]')).toHaveCount(0);
      });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/trades?season=${season}`);
      await ready(page);
      await expectNoSidewaysScroll(page, 'The Trade Center with a trade under review');
    } finally {
      // Its player is reserved while it waits: other specs may trade it.
      if (waitingId !== null)
        await commissioner.send('PUT', urlOf(endpoints.decideTrade, { params: { id: waitingId } }), {
          decision: 'veto',
        });
      expect((await resetRule()).status()).toBe(200);
    }
  });
});
