// Live updates on the composed site (docs/web.md §13, docs/api.md §20): two managers of a league
// of its own, each in a browser of their own. While one has the Trade Center open, the other
// proposes a trade: the open page shows it and the sidebar's pending count follows, without a
// reload. While a manager has Draft Picks open, the commissioner draws the lottery: the open
// board shows the draw, checked in that browser and ready to reveal. Every change is made through the API as the
// other person's browser would; only the stream tells the open page. Last, with the stream
// cut off, the page says it is offline and catching up (axe in every theme at both widths, and
// at 375 px), and says nothing once the stream is back; a screen whose read failed meanwhile
// reads again once the stream has caught up.
import { expect, test, type Page, type Route } from '@playwright/test';
import { endpoints, urlOf, type DraftPick, type Team, type Trade } from 'shared-contracts';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { expectAccessibleInEveryTheme } from '../support/accessibility';
import { addTeams, createDraftPicks, inviteManager, signedInMember } from '../support/league-setup';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin as origin, startOwnLeague } from '../support/own-league';

const run = Date.now().toString(36);
const commissionerEmail = `live-commissioner-${run}@example.com`;
const YEAR = 2026;
const TEAMS = [
  { name: 'Live Otters', abbreviation: 'OTT' },
  { name: 'Live Herons', abbreviation: 'HER' },
] as const;
const managers = [
  { email: `live-otters-${run}@example.com`, team: TEAMS[0].name },
  { email: `live-herons-${run}@example.com`, team: TEAMS[1].name },
] as const;

startOwnLeague({ name: 'Live League', commissioner: commissionerEmail, season: YEAR });

/** Marks the page, so a later check can tell it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark);

test('an open Trade Center, its pending count and an open Draft Picks follow another member’s change without a reload', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const commissioner = await signedInMember(browser, commissionerEmail);
  await commissioner.goto('/settings');
  await addTeams(commissioner, TEAMS);
  await createDraftPicks(commissioner, YEAR, TEAMS.length);
  for (const manager of managers) await inviteManager(commissioner, manager.email, manager.team);
  const commissionerApi = await memberApi(commissioner, origin);
  const teams = await commissionerApi.get<Team[]>(urlOf(endpoints.listTeams));
  const idOf = (name: string) => teams.find((team) => team.name === name)!.id;
  const [otters, herons] = [idOf(TEAMS[0].name), idOf(TEAMS[1].name)];

  const receiver = await signedInMember(browser, managers[0].email);
  const proposer = await signedInMember(browser, managers[1].email);
  const proposerApi = await memberApi(proposer, origin);

  // The receiver has the Trade Center open, with nothing pending.
  await receiver.goto('/trades');
  await expect(receiver.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeVisible();
  const pendingCount = receiver.getByTestId('pending-trades-count');
  await expect(pendingCount).toHaveCount(0);
  // The stream opens once the first view has settled; from then on nothing is missed.
  await expect(receiver.getByTestId('live-status')).toHaveAttribute('data-live', 'live');
  await expect(receiver.getByTestId('live-status')).toBeEmpty();
  await markPage(receiver);

  // The other manager proposes one of his picks for the receiver's team.
  const picks = await proposerApi.get<DraftPick[]>(urlOf(endpoints.listPicks, { query: { year: YEAR } }));
  const pick = picks.find((candidate) => candidate.currentTeamId === herons)!;
  const proposed = await proposerApi.send('POST', urlOf(endpoints.proposeTrade), {
    proposedByTeamId: herons,
    proposedToTeamId: otters,
    items: [{ fromTeamId: herons, toTeamId: otters, itemType: 'draft_pick', itemId: pick.id }],
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const trade = (await proposed.json()) as Trade;

  await expect(
    receiver.getByRole('listitem', { name: `Trade ${trade.id}: ${TEAMS[1].name} → ${TEAMS[0].name}` }),
  ).toBeVisible();
  await expect(pendingCount).toContainText('1 pending trade for your team');
  expect(await stillMarked(receiver), 'the page was not reloaded').toBe(1);

  // The receiver opens Draft Picks; the commissioner gives balls, opens, closes and draws.
  await receiver.goto(`/picks?year=${YEAR}`);
  const lotteryCard = receiver.getByRole('region', { name: /^Draft Lottery/ });
  await expect(receiver.getByRole('region', { name: 'Round 1', exact: true }).getByTestId('pick-team')).toHaveCount(2);
  await expect(lotteryCard.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(receiver.getByTestId('live-status')).toHaveAttribute('data-live', 'live');
  await markPage(receiver);
  const balls = await commissionerApi.send('PUT', urlOf(endpoints.setPingPongBalls), {
    year: YEAR,
    balls: [
      { teamId: otters, quantity: 10 },
      { teamId: herons, quantity: 5 },
    ],
  });
  expect(balls.status(), await balls.text()).toBe(200);
  for (const step of [lotteryEndpoints.openLottery, lotteryEndpoints.closeLottery, lotteryEndpoints.drawLottery]) {
    const answer = await commissionerApi.send('POST', urlOf(step, { params: { year: YEAR } }), undefined);
    expect(answer.ok(), `${step.path}: ${await answer.text()}`).toBe(true);
  }
  // The open board shows the draw as a member sees one: checked in this browser, ready to reveal.
  await expect(lotteryCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(lotteryCard.getByRole('button', { name: 'Reveal next pick' })).toBeVisible();
  expect(await stillMarked(receiver), 'the page was not reloaded').toBe(1);
});

test('while the stream is down the page says it is offline and catching up, and stops saying so once back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const commissioner = await signedInMember(browser, commissionerEmail);
  // Every connection of the stream fails, as through a proxy that has lost the API.
  await commissioner.route('**/api/events', (route) => route.abort('connectionrefused'));
  const offline = (page: Page) => page.getByTestId('live-status').getByText('Offline — catching up');
  await commissioner.goto('/');
  await expect(offline(commissioner)).toBeVisible();
  await expectAccessibleInEveryTheme(commissioner, '/', async (page) => {
    await expect(offline(page)).toBeVisible();
  });
  await commissioner.setViewportSize({ width: 375, height: 800 });
  await expect(offline(commissioner)).toBeVisible();
  await commissioner.unroute('**/api/events');
  // The next reconnect succeeds: caught up, the status no longer says offline. Each theme's
  // visit above reloaded the page from the member's kept answers, so for a minute after the
  // last one the same place may truly say "Updated just now"; nothing else may be left there.
  await expect(commissioner.getByTestId('live-status')).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
  await expect(commissioner.getByTestId('live-status')).toHaveText(/^(Updated just now)?$/);
});

test('a screen whose read failed while the connection was lost shows itself again once the stream is back, with no Retry pressed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const commissioner = await signedInMember(browser, commissionerEmail);
  // The connection is lost: the stream and the Record Book's read both fail (a screen the
  // member had not opened, so none of its answers is kept to show instead).
  const lost = (route: Route) => route.abort('connectionrefused');
  await commissioner.route('**/api/events', lost);
  await commissioner.route('**/api/records', lost);
  await commissioner.goto('/records');
  const main = commissioner.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Could not load the record book');
  await expect(commissioner.getByTestId('live-status')).toHaveAttribute('data-live', 'offline', { timeout: 30_000 });
  // It is back: the stream catches up, and the screen reads again by itself.
  await commissioner.unroute('**/api/records', lost);
  await commissioner.unroute('**/api/events', lost);
  await expect(commissioner.getByTestId('live-status')).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
  await expect(main.getByText('No finished seasons yet.')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});
