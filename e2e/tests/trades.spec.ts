// The Trade Center on the composed site, between the demo league's last two teams (no other
// spec reads them): the commissioner proposes a trade of a player, a pick, ping pong balls and
// FAAB; a second user, made manager of the receiving team through the members API, sees only
// the actions that are his, is refused by the API when he acts for another team, accepts, and
// the sidebar's pending count and his team's players follow. It stays beside the trades journey
// (tests/journeys/trades.spec.ts), which gives its own league's teams FAAB in Settings first,
// to walk the demo's seeded FAAB. A counter-offer with notes, accepted. Then axe-core in every
// theme and width. The history's pages are the journey's.
import { endpoints, urlOf, type LeagueMember, type Team, type Trade } from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { memberApi, signInAnotherUser } from '../support/member-api';

const pendingText = (count: number) => `${count} pending trade${count === 1 ? '' : 's'} for your team`;

test.describe('Trade Center', () => {
  test('the receiving manager accepts a four-kind trade; actions and the API follow each role', async ({
    signedIn: { page },
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/trades');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
    const choose = async (combobox: string, option: ReturnType<typeof page.getByRole>) => {
      await page.getByRole('combobox', { name: combobox, exact: true }).click();
      await option.click();
    };
    const chosenTeam = async (combobox: string) =>
      (await page.getByRole('combobox', { name: combobox, exact: true }).textContent())!.replace('▾', '').trim();
    await choose('Team A', page.getByRole('option').nth(10));
    await choose('Team B', page.getByRole('option').last());
    const teamA = await chosenTeam('Team A');
    const teamB = await chosenTeam('Team B');

    await page.getByRole('combobox', { name: `${teamA} player` }).click();
    const playerName = (await page.getByRole('option').first().textContent())!.replace('✓', '').trim();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: `Add player for ${teamA}` }).click();
    await page.getByRole('combobox', { name: `${teamA} draft pick` }).click();
    const pickName = (await page.getByRole('option').first().textContent())!.replace('✓', '').trim();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: `Add pick for ${teamA}` }).click();
    await page.getByRole('button', { name: `Add balls for ${teamA}` }).click();
    await page.getByRole('button', { name: `Add FAAB for ${teamB}` }).click();
    const proposed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === urlOf(endpoints.proposeTrade),
    );
    await page.getByRole('button', { name: 'Submit Trade' }).click();
    const fourKind = (await (await proposed).json()) as Trade;
    await expect(page.getByText('Trade proposal submitted successfully').first()).toBeVisible();
    await expect(page.getByText('No items offered yet.')).toHaveCount(2);

    const story = page.getByRole('listitem', { name: `Trade ${fourKind.id}: ${teamA} → ${teamB}` });
    await expect(story.getByText(`${playerName}: ${teamA} → ${teamB}`)).toBeVisible();
    await expect(story.getByText(`${pickName}: ${teamA} → ${teamB}`)).toBeVisible();
    await expect(story.getByText(`$10 FAAB: ${teamB} → ${teamA}`)).toBeVisible();
    await expect(story.getByText('Pending')).toBeVisible();

    // The commissioner makes a second user manager of Team B, and proposes two more trades:
    // one to Team B (so B's pending count is above one) and one from it (B may only cancel it).
    const commissioner = await memberApi(page);
    const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
    const idOf = (name: string) => teams.find((team) => team.name === name)!.id;
    const [teamAId, teamBId] = [idOf(teamA), idOf(teamB)];
    const manager = await signInAnotherUser(browser);
    const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
    const member = members.find((candidate) => candidate.email === manager.email)!;
    expect(
      (
        await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
          role: 'manager',
          teamId: teamBId,
        })
      ).status(),
    ).toBe(200);
    const faab = (from: number, to: number, quantity: number) => ({
      proposedByTeamId: from,
      proposedToTeamId: to,
      items: [{ fromTeamId: from, toTeamId: to, itemType: 'faab', quantity }],
    });
    const toB = (await (
      await commissioner.send('POST', urlOf(endpoints.proposeTrade), faab(teamAId, teamBId, 3))
    ).json()) as Trade;
    const fromB = (await (
      await commissioner.send('POST', urlOf(endpoints.proposeTrade), faab(teamBId, teamAId, 4))
    ).json()) as Trade;
    const season = fourKind.season;
    const others = (
      await commissioner.get<Trade[]>(urlOf(endpoints.listTrades, { query: { season, limit: 100 } }))
    ).find(
      (trade) => trade.status === 'pending' && trade.proposedByTeamId !== teamBId && trade.proposedToTeamId !== teamBId,
    )!;
    expect(others, 'a pending trade Team B is not in (the demo league seeds some)').toBeDefined();

    // As Team B's manager: Accept and Reject on trades to his team, Cancel on his own, nothing
    // on others'.
    const { page: managerPage } = manager;
    await managerPage.goto(`/trades?season=${season}`);
    await expect(managerPage.getByText(`Manager · ${teamB}`)).toBeVisible();
    const entryOf = (trade: Trade) => managerPage.getByRole('listitem', { name: new RegExp(`^Trade ${trade.id}:`) });
    // The history comes a page at a time: older trades are a Load more away.
    const actionsOn = async (trade: Trade) => {
      const more = managerPage.getByRole('button', { name: 'Load more' });
      await expect(managerPage.getByRole('list', { name: 'Trades' })).toBeVisible();
      while ((await entryOf(trade).count()) === 0 && (await more.isVisible())) {
        await more.click();
        await expect(managerPage.getByRole('button', { name: 'Loading more trades…' })).toHaveCount(0);
      }
      await expect(entryOf(trade).getByText('Pending')).toBeVisible();
      return entryOf(trade).getByRole('button').allTextContents();
    };
    expect(await actionsOn(fourKind)).toEqual(['Accept', 'Reject', 'Counter']);
    expect(await actionsOn(toB)).toEqual(['Accept', 'Reject', 'Counter']);
    expect(await actionsOn(fromB)).toEqual(['Cancel']);
    expect(await actionsOn(others)).toEqual([]);

    // The API refuses him what the screen does not offer, and nothing changes.
    const asManager = await memberApi(managerPage);
    for (const action of ['accept', 'reject', 'cancel']) {
      expect(
        (
          await asManager.send('PUT', urlOf(endpoints.respondToTrade, { params: { id: others.id } }), { action })
        ).status(),
        `${action} another team's trade`,
      ).toBe(403);
    }
    expect(
      (
        await asManager.send('PUT', urlOf(endpoints.respondToTrade, { params: { id: toB.id } }), { action: 'cancel' })
      ).status(),
      'cancel a trade proposed to his team',
    ).toBe(403);
    expect(
      (await asManager.send('POST', urlOf(endpoints.proposeTrade), faab(teamAId, teamBId, 5))).status(),
      'propose for another team',
    ).toBe(403);
    const stillPending = await asManager.get<Trade[]>(urlOf(endpoints.listTrades, { query: { season, limit: 100 } }));
    expect(stillPending.filter((trade) => [others.id, toB.id].includes(trade.id)).map((trade) => trade.status)).toEqual(
      ['pending', 'pending'],
    );

    // He accepts: the sidebar's count of trades waiting for his team drops by one.
    const { count } = await asManager.get<{ count: number }>(urlOf(endpoints.countPendingTrades));
    expect(count).toBeGreaterThanOrEqual(2);
    const sidebar = managerPage.getByRole('navigation', { name: 'Main' });
    await expect(sidebar.getByRole('link', { name: /Trades/ })).toContainText(pendingText(count));
    await entryOf(fourKind)
      .getByRole('button', { name: `Accept trade ${fourKind.id}` })
      .click();
    const confirm = managerPage.getByRole('dialog', { name: 'Accept this trade?' });
    await expect(confirm.getByRole('list', { name: 'What moves' })).toContainText(`${playerName}: ${teamA} → ${teamB}`);
    await confirm.getByRole('button', { name: 'Accept trade' }).click();
    await expect(managerPage.getByText('Trade accepted successfully').first()).toBeVisible();
    await expect(entryOf(fourKind).getByText('Accepted')).toBeVisible();
    await expect(entryOf(fourKind).getByRole('button')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: /Trades/ })).toContainText(pendingText(count - 1));

    // The player is now Team B's: his own side of the form offers it.
    await managerPage.getByRole('combobox', { name: `${teamB} player` }).click();
    await expect(managerPage.getByRole('option', { name: playerName })).toHaveCount(1);
    await managerPage.context().close();
  });

  // A proposal is made once per intent (docs/web.md §2.1, docs/api.md §1.1): a double click
  // sends one request; a retry after a lost answer carries the same Idempotency-Key, and the
  // API answers it with the first trade instead of making a second.
  test('Submit Trade makes one trade on a double click, and one when its first answer is lost and it is sent again', async ({
    signedIn: { page },
  }) => {
    test.setTimeout(180_000);
    await page.goto('/trades');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
    const choose = async (combobox: string, option: ReturnType<typeof page.getByRole>) => {
      await page.getByRole('combobox', { name: combobox, exact: true }).click();
      await option.click();
    };
    await choose('Team A', page.getByRole('option').nth(10));
    await choose('Team B', page.getByRole('option').last());
    const teamB = (await page.getByRole('combobox', { name: 'Team B', exact: true }).textContent())!
      .replace('▾', '')
      .trim();
    const commissioner = await memberApi(page);
    const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
    const teamBId = teams.find((team) => team.name === teamB)!.id;
    const league = await commissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague));
    const tradesOfB = async () =>
      (
        await commissioner.get<Trade[]>(
          urlOf(endpoints.listTrades, { query: { teamId: teamBId, limit: 100, season: league.currentSeason } }),
        )
      ).map((trade) => trade.id);
    // memberApi reloaded the page: the teams are chosen again.
    await choose('Team A', page.getByRole('option').nth(10));
    await choose('Team B', page.getByRole('option').last());

    const proposals: Array<{ key: string | null }> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === urlOf(endpoints.proposeTrade))
        proposals.push({ key: request.headers()['idempotency-key'] ?? null });
    });

    // A double click: one request, one trade.
    const before = await tradesOfB();
    await page.getByRole('button', { name: `Add FAAB for ${teamB}` }).click();
    await page.getByRole('button', { name: 'Submit Trade' }).dblclick();
    await expect(page.getByText('Trade proposal submitted successfully').first()).toBeVisible();
    await expect(page.getByText('No items offered yet.')).toHaveCount(2);
    await expect(page.getByText('Failed to submit trade')).toHaveCount(0);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.key).toMatch(/^"[0-9a-f]{32}"$/);
    const afterDoubleClick = await tradesOfB();
    expect(afterDoubleClick.filter((id) => !before.includes(id))).toHaveLength(1);

    // The first answer is lost on its way back (the trade was made); the same submit again
    // carries the same key and is answered with that trade.
    let lose = true;
    await page.route('**/api/trades', async (route) => {
      if (route.request().method() !== 'POST' || !lose) return route.fallback();
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: `Add FAAB for ${teamB}` }).click();
    await page.getByRole('button', { name: 'Submit Trade' }).click();
    await expect(page.getByText('Failed to submit trade').first()).toBeVisible();
    const replayed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === urlOf(endpoints.proposeTrade),
    );
    await page.getByRole('button', { name: 'Submit Trade' }).click();
    expect((await replayed).headers()['idempotent-replayed']).toBe('true');
    await expect(page.getByText('Trade proposal submitted successfully').first()).toBeVisible();
    expect(proposals).toHaveLength(3);
    expect(proposals[2]!.key).toBe(proposals[1]!.key);
    expect(proposals[1]!.key).not.toBe(proposals[0]!.key);
    const afterRetry = await tradesOfB();
    expect(afterRetry.filter((id) => !afterDoubleClick.includes(id))).toHaveLength(1);
  });

  // docs/screens/trades.md §4.6: the receiving manager reads the note, counters from the
  // proposal, and the proposer accepts the counter; the countered proposal can no longer be.
  test('a manager counters a proposal with a note; accepting the counter moves the FAAB, the proposal stays closed', async ({
    signedIn: { page },
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/trades');
    const commissioner = await memberApi(page);
    const teams = await commissioner.get<Team[]>(urlOf(endpoints.listTeams));
    // Two teams no other test of this file trades between.
    const [teamA, teamB] = [teams.at(-4)!, teams.at(-3)!];
    const { currentSeason: season } = await commissioner.get<{ currentSeason: number }>(urlOf(endpoints.getLeague));
    const balances = async () => {
      const rows = await commissioner.get<Array<{ teamId: number; amount: number }>>(
        urlOf(endpoints.listFaabBalances, { query: { season } }),
      );
      return [teamA, teamB].map((team) => rows.find((row) => row.teamId === team.id)?.amount ?? 0);
    };
    const [aBefore = 0, bBefore = 0] = await balances();
    expect(aBefore, `${teamA.name} holds FAAB to offer`).toBeGreaterThanOrEqual(2);
    expect(bBefore, `${teamB.name} holds FAAB to offer`).toBeGreaterThanOrEqual(10);
    const proposal = (await (
      await commissioner.send('POST', urlOf(endpoints.proposeTrade), {
        proposedByTeamId: teamA.id,
        proposedToTeamId: teamB.id,
        items: [{ fromTeamId: teamA.id, toTeamId: teamB.id, itemType: 'faab', quantity: 2 }],
        note: 'Two bucks for nothing?',
      })
    ).json()) as Trade;

    const manager = await signInAnotherUser(browser);
    const members = await commissioner.get<LeagueMember[]>(urlOf(endpoints.listMembers));
    const member = members.find((candidate) => candidate.email === manager.email)!;
    await commissioner.send('PATCH', urlOf(endpoints.updateMember, { params: { id: member.id } }), {
      role: 'manager',
      teamId: teamB.id,
    });
    const { page: managerPage } = manager;
    await managerPage.goto(`/trades?season=${season}`);
    const entry = managerPage.getByRole('listitem', { name: new RegExp(`^Trade ${proposal.id}:`) });
    await expect(entry.getByLabel(`Note from ${teamA.name}`)).toHaveText('Two bucks for nothing?');
    await entry.getByRole('button', { name: `Counter trade ${proposal.id}` }).click();
    await expect(managerPage.getByRole('heading', { name: `Counter Trade ${proposal.id}` })).toBeFocused();
    await expect(managerPage.getByRole('combobox', { name: 'Team B', exact: true })).toContainText(teamA.name);
    await expect(managerPage.getByRole('button', { name: 'Remove $2 FAAB' })).toBeVisible();
    // He asks for more and gives some back: $10 of his own FAAB beside the $2.
    await managerPage.getByRole('button', { name: `Add FAAB for ${teamB.name}` }).click();
    await managerPage.getByLabel('Note (optional)').fill('Make it a swap');
    const countered = managerPage.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === urlOf(endpoints.proposeTrade),
    );
    await managerPage.getByRole('button', { name: 'Submit Counter-Offer' }).click();
    const counter = (await (await countered).json()) as Trade;
    expect([counter.countersTradeId, counter.proposedByTeamId, counter.note]).toEqual([
      proposal.id,
      teamB.id,
      'Make it a swap',
    ]);
    await expect(managerPage.getByRole('heading', { name: 'Propose Trade' })).toBeVisible();
    await expect(entry.getByText('Countered', { exact: true })).toBeVisible();
    await expect(entry).toContainText(`countered by trade ${counter.id}`);
    await expect(entry.getByRole('button')).toHaveCount(0);
    await managerPage.context().close();

    // The commissioner accepts the counter on the screen; the countered proposal is refused.
    await page.goto(`/trades?season=${season}`);
    const counterEntry = page.getByRole('listitem', { name: new RegExp(`^Trade ${counter.id}:`) });
    await expect(counterEntry).toContainText(`a counter-offer to trade ${proposal.id}`);
    await counterEntry.getByRole('button', { name: `Accept trade ${counter.id}` }).click();
    await page
      .getByRole('dialog', { name: 'Accept this trade?' })
      .getByRole('button', { name: 'Accept trade' })
      .click();
    await expect(counterEntry.getByText('Accepted')).toBeVisible();
    expect(await balances()).toEqual([aBefore - 2 + 10, bBefore + 2 - 10]);
    const late = await commissioner.send('PUT', urlOf(endpoints.respondToTrade, { params: { id: proposal.id } }), {
      action: 'accept',
    });
    expect(late.status()).toBe(409);
    expect(await balances()).toEqual([aBefore - 2 + 10, bBefore + 2 - 10]);
  });

  test('has no serious or critical axe finding in any theme at 500 and 1280 px', async ({ signedIn: { page } }) => {
    test.setTimeout(240_000);
    await expectAccessibleInEveryTheme(page, '/trades', async (loaded) => {
      await expect(loaded.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
      await expect(loaded.getByRole('button', { name: 'Submit Trade' })).toBeVisible();
      await expect(loaded.locator('[data-skeleton]')).toHaveCount(0);
    });
  });
});
