// The league's activity (docs/screens/activity.md), on a league of its own (the demo closed,
// its own PostgreSQL database): the commissioner sets up two teams, invites a manager, gives
// the Hawks FAAB and fills the feed past a page with proposals he takes back; the Goats'
// manager takes up his invitation and accepts a trade in the Trade Center. Home's Recent
// activity and the Activity page then tell of it, through the real API: the first page, Load
// more, the kind and team filters. A feed the API fails (503) or a connection lost shows its
// error, and Retry recovers.
import { expect, test } from '@playwright/test';
import { type ActivityItem, endpoints, type Team, type Trade, urlOf } from 'shared-contracts';
import { addTeams, inviteManager, signedInMember, toast } from '../support/league-setup';
import { memberApi } from '../support/member-api';
import { ownLeagueOrigin as origin, startOwnLeague } from '../support/own-league';

const run = Date.now().toString(36);
const commissionerEmail = `activity-commissioner-${run}@example.com`;
const goatsManager = `activity-goats-${run}@example.com`;
const SEASON = 2026;
const HAWKS = { name: 'Harbor Hawks', abbreviation: 'HAW' };
const GOATS = { name: 'Summit Goats', abbreviation: 'GOAT' };
const ACCEPTED = `accepted the trade between ${HAWKS.name} and ${GOATS.name}`;
/** Proposals the commissioner makes and takes back: two items each, past the page of 20. */
const TAKEN_BACK = 10;

startOwnLeague({ name: 'Activity League', commissioner: commissionerEmail, season: SEASON });

const isFeedCall = (url: URL) => url.pathname === urlOf(endpoints.listActivity);

test('a trade just accepted is on Home and the Activity page; Load more, filters, and Retry after a failure', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const commissioner = await signedInMember(browser, commissionerEmail);
  await commissioner.goto('/settings');
  await addTeams(commissioner, [HAWKS, GOATS]);
  await inviteManager(commissioner, goatsManager, GOATS.name);
  const budgets = commissioner.getByRole('form', { name: `FAAB budgets for ${SEASON}` });
  await budgets.getByLabel(`FAAB for ${HAWKS.name}`).fill('100');
  await budgets.getByRole('button', { name: 'Save FAAB budgets' }).click();
  await expect(toast(commissioner, `FAAB budgets for ${SEASON} saved`)).toBeVisible();

  const api = await memberApi(commissioner, origin);
  const teams = await api.get<Team[]>(urlOf(endpoints.listTeams));
  const teamId = (name: string) => teams.find((team) => team.name === name)!.id;
  const proposal = {
    proposedByTeamId: teamId(HAWKS.name),
    proposedToTeamId: teamId(GOATS.name),
    items: [{ fromTeamId: teamId(HAWKS.name), toTeamId: teamId(GOATS.name), itemType: 'faab', quantity: 5 }],
  };
  const propose = async () => {
    const response = await api.send('POST', urlOf(endpoints.proposeTrade), proposal);
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Trade;
  };
  for (let n = 0; n < TAKEN_BACK; n += 1) {
    const { id } = await propose();
    const cancelled = await api.send('PUT', urlOf(endpoints.respondToTrade, { params: { id } }), { action: 'cancel' });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
  }
  const trade = await propose();

  // The Goats' manager joins by his invitation and accepts the trade in the Trade Center.
  const goats = await signedInMember(browser, goatsManager);
  await goats.goto(`/trades?season=${SEASON}`);
  await goats.getByRole('button', { name: `Accept trade ${trade.id}` }).click();
  await goats.getByRole('dialog', { name: 'Accept this trade?' }).getByRole('button', { name: 'Accept trade' }).click();
  await expect(toast(goats, 'Trade accepted successfully')).toBeVisible();

  // Home: the latest ten, the accepted trade first.
  await goats.goto('/');
  const recent = goats.getByRole('region', { name: 'Recent activity' });
  const recentItems = recent.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recentItems).toHaveCount(10);
  await expect(recentItems.first()).toContainText(ACCEPTED);

  // A lost connection: the panel says so; Retry reads the feed again.
  await goats.route(isFeedCall, (route) => route.abort('internetdisconnected'));
  await goats.reload();
  const panelError = recent.getByRole('alert');
  await expect(panelError).toBeVisible();
  await goats.unroute(isFeedCall);
  await panelError.getByRole('button', { name: 'Retry' }).click();
  await expect(recentItems.first()).toContainText(ACCEPTED);

  // The whole feed, from the panel's link: the first page of 20, then Load more brings the rest.
  await recent.getByRole('link', { name: 'All activity' }).click();
  await expect(goats).toHaveURL(/\/activity$/);
  await expect(goats.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const items = goats.getByRole('list', { name: 'Activity' }).getByRole('listitem');
  await expect(items.first()).toContainText(ACCEPTED);
  await expect(items).toHaveCount(20);
  await expect(goats.getByText('20 items shown; more are older')).toBeVisible();
  const everything = await (
    await memberApi(goats, origin)
  ).get<ActivityItem[]>(urlOf(endpoints.listActivity, { query: { limit: 100 } }));
  expect(everything.length).toBeGreaterThan(20);
  await goats.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(everything.length);
  await expect(items).toHaveText(everything.map((item) => new RegExp(`^${escape(item.text)}`)));
  await expect(goats.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Filters: the accepted trades alone, then the Goats' activity.
  await goats.getByRole('combobox', { name: 'Kind' }).click();
  await goats.getByRole('option', { name: 'Trades accepted' }).click();
  await expect(goats).toHaveURL(/kind=trade\.accepted/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(ACCEPTED);
  await goats.getByRole('combobox', { name: 'Kind' }).click();
  await goats.getByRole('option', { name: 'Members joining' }).click();
  await goats.getByRole('combobox', { name: 'Team' }).click();
  await goats.getByRole('option', { name: GOATS.name }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`joined the league (${GOATS.name})`);

  // The API fails: the page says why; Retry recovers.
  await goats.route(isFeedCall, (route) =>
    route.fulfill({ status: 503, json: { message: 'The activity feed is resting' } }),
  );
  await goats.goto('/activity');
  const pageError = goats.getByRole('alert');
  await expect(pageError).toContainText('The activity feed is resting');
  await goats.unroute(isFeedCall);
  await pageError.getByRole('button', { name: 'Retry' }).click();
  await expect(items.first()).toContainText(ACCEPTED);
});

/** A text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
