// The trades journey: a real league's trades walked through the screens by its commissioner
// and two managers, each in a browser of their own, on a league of its own
// (LEAGUE_COMMISSIONERS, the demo closed, current season 2026, its own PostgreSQL database).
// The commissioner sets the league up as a league off Yahoo does: three teams, 2026's picks,
// the two managers invited to their teams and two teams' FAAB budgets in Settings (a league
// off Yahoo has no FAAB until he gives it), each team's balls in the Draft Picks editor and a
// small player book imported as CSV on Players. The Hawks' manager reads every team's FAAB
// left on Teams and beside both sides' FAAB in the form before he proposes a player, a pick
// and balls for a player and FAAB. The Goats' manager sees only the answers that are his,
// opens Accept's dialog (Cancel moves nothing, by keyboard; the dialog passes axe-core
// everywhere) and confirms: every asset has moved on Players, Draft Picks, the balls, the
// FAAB budgets and the history, and the API reads back the same. A second proposal is rejected, a third cancelled by its proposer.
// The commissioner's proposals fill the history past a page: Load more brings the older ones.
// The API only reads back what a member sees.
import { expect, test, type Page } from '@playwright/test';
import {
  endpoints,
  TRADE_PAGE_SIZE,
  urlOf,
  type DraftPick,
  type FaabBalance,
  type PingPongBallEntry,
  type Player,
  type Team,
  type Trade,
} from 'shared-contracts';
import { expectAccessibleInEveryTheme } from '../../support/accessibility';
import { addTeams, createDraftPicks, inviteManager, signedInMember, toast } from '../../support/league-setup';
import { memberApi } from '../../support/member-api';
import { ownLeagueOrigin as origin, startOwnLeague } from '../../support/own-league';
import { importCsv } from '../../support/players-screen';

const run = Date.now().toString(36);
const commissionerEmail = `trades-commissioner-${run}@example.com`;
const SEASON = 2026;
const HAWKS = { name: 'Harbor Hawks', abbreviation: 'HAW' };
const GOATS = { name: 'Summit Goats', abbreviation: 'GOAT' };
const OWLS = { name: 'Valley Owls', abbreviation: 'OWL' };
const hawksManager = `hawks-manager-${run}@example.com`;
const goatsManager = `goats-manager-${run}@example.com`;

const BOOK = [
  'name,position,nflTeam,fantasyTeam,auctionPrice,isKeeper',
  'Harbor Runner,RB,Buf,HAW,30,',
  'Harbor Kicker,K,KC,HAW,2,',
  'Summit Passer,QB,Det,GOAT,45,',
  'Summit Tight End,TE,Chi,GOAT,8,',
].join('\r\n');

startOwnLeague({ name: 'Trade Winds League', commissioner: commissionerEmail, season: SEASON });

const tradesPath = `/trades?season=${SEASON}`;
const pendingText = (count: number) => `${count} pending trade${count === 1 ? '' : 's'} for your team`;

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Presses Submit Trade and answers the trade the API made of it. */
async function submitTrade(page: Page): Promise<Trade> {
  const proposed = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && new URL(answer.url()).pathname === urlOf(endpoints.proposeTrade),
  );
  await page.getByRole('button', { name: 'Submit Trade' }).click();
  const answer = await proposed;
  expect(answer.ok(), await answer.text()).toBe(true);
  const trade = (await answer.json()) as Trade;
  // Proposals in a row stack their toasts: the newest says it.
  await expect(toast(page, 'Trade proposal submitted successfully').first()).toBeVisible();
  await expect(page.getByText('No items offered yet.')).toHaveCount(2);
  return trade;
}

const entryOf = (page: Page, trade: Trade) => page.getByRole('listitem', { name: new RegExp(`^Trade ${trade.id}:`) });

test('two managers trade players, a pick, balls and FAAB the commissioner gave; every asset moves; a trade is rejected, one cancelled; the history pages', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const commissioner = await signedInMember(browser, commissionerEmail);

  // Settings: the teams, 2026's picks, a manager invited to each of two teams, and FAAB for
  // them (the league's season is the card's): $100 for the Hawks, $40 for the Goats.
  await commissioner.goto('/settings');
  await addTeams(commissioner, [HAWKS, GOATS, OWLS]);
  await createDraftPicks(commissioner, SEASON, 3);
  await inviteManager(commissioner, hawksManager, HAWKS.name);
  await inviteManager(commissioner, goatsManager, GOATS.name);
  const budgets = commissioner.getByRole('form', { name: `FAAB budgets for ${SEASON}` });
  await budgets.getByLabel(`FAAB for ${HAWKS.name}`).fill('100');
  await budgets.getByLabel(`FAAB for ${GOATS.name}`).fill('40');
  await expect(budgets.getByLabel(`FAAB for ${OWLS.name}`)).toHaveValue('0');
  await budgets.getByRole('button', { name: 'Save FAAB budgets' }).click();
  await expect(toast(commissioner, `FAAB budgets for ${SEASON} saved`)).toBeVisible();

  // Draft Picks: the Hawks get 10 balls for 2026, the Goats 5.
  await commissioner.goto(`/picks?year=${SEASON}`);
  await commissioner.getByRole('button', { name: 'Locked: draft picks editing is off' }).click();
  const ballsForm = commissioner.getByRole('form', { name: `Set ${SEASON} ping pong balls` });
  await ballsForm.getByRole('textbox', { name: 'HAW balls' }).fill('10');
  await ballsForm.getByRole('textbox', { name: 'GOAT balls' }).fill('5');
  await ballsForm.getByRole('button', { name: 'Save balls' }).click();
  await expect(toast(commissioner, 'Ping pong balls saved')).toBeVisible();

  // Players: a small book, each player on the team its abbreviation names.
  await commissioner.goto(`/players?year=${SEASON}`);
  await importCsv(commissioner, 'trade-winds.csv', BOOK);
  await expect(
    commissioner.getByText('CSV Import Successful: 4 players created, 0 players updated.', { exact: true }),
  ).toBeVisible();

  // The Hawks' manager proposes from his own team: a player, his first-rounder and 3 balls for a
  // Goats player and $25 FAAB. Then a second offer, his second-rounder for nothing.
  const hawks = await signedInMember(browser, hawksManager);
  // Before proposing he reads what each team has left: on Teams, and beside each side's FAAB.
  await hawks.goto(`/teams?season=${SEASON}`);
  const teamToggle = (name: string) =>
    hawks.getByRole('region', { name, exact: true }).getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(teamToggle(HAWKS.name)).toContainText('$100 FAAB left');
  await expect(teamToggle(GOATS.name)).toContainText('$40 FAAB left');
  await expect(teamToggle(OWLS.name)).toContainText('$0 FAAB left');
  await hawks.goto(tradesPath);
  await expect(hawks.getByText(`Manager · ${HAWKS.name}`)).toBeVisible();
  await expect(hawks.getByRole('combobox', { name: 'Team A', exact: true })).toBeDisabled();
  await expect(hawks.getByRole('combobox', { name: 'Team A', exact: true })).toHaveText(new RegExp(`^${HAWKS.name}`));
  await choose(hawks, 'Team B', GOATS.name);
  await choose(hawks, `${HAWKS.name} player`, 'Harbor Runner (RB)');
  await hawks.getByRole('button', { name: `Add player for ${HAWKS.name}` }).click();
  await choose(hawks, `${HAWKS.name} draft pick`, `${SEASON} Round 1`);
  await hawks.getByRole('button', { name: `Add pick for ${HAWKS.name}` }).click();
  const hawksSide = hawks.getByRole('region', { name: new RegExp(`^Team A: ${HAWKS.name}`) });
  await hawksSide.getByLabel('Ping pong balls (holds 10)').fill('3');
  await hawks.getByRole('button', { name: `Add balls for ${HAWKS.name}` }).click();
  await choose(hawks, `${GOATS.name} player`, 'Summit Passer (QB)');
  await hawks.getByRole('button', { name: `Add player for ${GOATS.name}` }).click();
  const goatsSide = hawks.getByRole('region', { name: new RegExp(`^Team B: ${GOATS.name}`) });
  await expect(hawksSide.getByLabel('FAAB ($)')).toHaveAccessibleDescription(`${HAWKS.name}: $100 FAAB left`);
  await expect(goatsSide.getByLabel('FAAB ($)')).toHaveAccessibleDescription(`${GOATS.name}: $40 FAAB left`);
  // More than the Goats have left is refused in the form, before any trade is.
  await goatsSide.getByLabel('FAAB ($)').fill('41');
  await hawks.getByRole('button', { name: `Add FAAB for ${GOATS.name}` }).click();
  await expect(goatsSide.getByRole('alert')).toHaveText('This team has only $40 FAAB left');
  await goatsSide.getByLabel('FAAB ($)').fill('25');
  await hawks.getByRole('button', { name: `Add FAAB for ${GOATS.name}` }).click();
  await expect(hawks.getByRole('list', { name: `${HAWKS.name} gives` }).getByRole('listitem')).toHaveText([
    /^Harbor Runner \(RB\)/,
    new RegExp(`^${SEASON} Round 1`),
    new RegExp(`^3 ping pong balls \\(${SEASON}\\)`),
  ]);
  await expect(hawks.getByRole('list', { name: `${GOATS.name} gives` }).getByRole('listitem')).toHaveText([
    /^Summit Passer \(QB\)/,
    /^\$25 FAAB/,
  ]);
  await expect(hawks.getByText('No trades found for this season and team.', { exact: true })).toBeVisible();
  const bigTrade = await submitTrade(hawks);
  const moves = [
    `Harbor Runner (RB): ${HAWKS.name} → ${GOATS.name}`,
    `${SEASON} Round 1: ${HAWKS.name} → ${GOATS.name}`,
    `3 ping pong balls: ${HAWKS.name} → ${GOATS.name}`,
    `Summit Passer (QB): ${GOATS.name} → ${HAWKS.name}`,
    `$25 FAAB: ${GOATS.name} → ${HAWKS.name}`,
  ];
  const bigEntry = entryOf(hawks, bigTrade);
  for (const move of moves) await expect(bigEntry.getByText(move, { exact: true })).toBeVisible();
  await expect(bigEntry.getByText('Pending')).toBeVisible();
  // The proposer may only take it back.
  await expect(bigEntry.getByRole('button')).toHaveText(['Cancel']);
  await choose(hawks, `${HAWKS.name} draft pick`, `${SEASON} Round 2`);
  await hawks.getByRole('button', { name: `Add pick for ${HAWKS.name}` }).click();
  const smallTrade = await submitTrade(hawks);

  // The Goats' manager: two trades wait for his team, each with Accept and Reject.
  const goats = await signedInMember(browser, goatsManager);
  await goats.goto(tradesPath);
  await expect(goats.getByText(`Manager · ${GOATS.name}`)).toBeVisible();
  const tradesLink = goats.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Trades/ });
  await expect(tradesLink).toContainText(pendingText(2));
  await expect(entryOf(goats, bigTrade).getByRole('button')).toHaveText(['Accept', 'Reject', 'Counter']);
  await expect(entryOf(goats, smallTrade).getByRole('button')).toHaveText(['Accept', 'Reject', 'Counter']);

  // Accept asks first, naming each asset and where it goes; Cancel (by keyboard) moves nothing.
  const accept = entryOf(goats, bigTrade).getByRole('button', { name: `Accept trade ${bigTrade.id}` });
  await accept.focus();
  await goats.keyboard.press('Enter');
  const dialog = goats.getByRole('dialog', { name: 'Accept this trade?' });
  await expect(dialog.getByRole('list', { name: 'What moves' }).getByRole('listitem')).toHaveText(moves);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await goats.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await expect(entryOf(goats, bigTrade).getByText('Pending')).toBeVisible();
  // The open dialog passes axe in every theme and at both widths.
  await expectAccessibleInEveryTheme(goats, tradesPath, async (loaded) => {
    if (!(await loaded.getByRole('dialog').isVisible()))
      await loaded.getByRole('button', { name: `Accept trade ${bigTrade.id}` }).click();
    await expect(loaded.getByRole('dialog', { name: 'Accept this trade?' })).toBeVisible();
  });
  await goats.goto(tradesPath);
  await goats.setViewportSize({ width: 1280, height: 900 });

  // Confirmed, it moves everything; the count of trades waiting for his team drops by one.
  await accept.click();
  await dialog.getByRole('button', { name: 'Accept trade' }).click();
  await expect(toast(goats, 'Trade accepted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entryOf(goats, bigTrade).getByText('Accepted')).toBeVisible();
  await expect(entryOf(goats, bigTrade).getByRole('button')).toHaveCount(0);
  await expect(tradesLink).toContainText(pendingText(1));
  // The history still tells each asset as its team gave it.
  for (const move of moves) await expect(entryOf(goats, bigTrade).getByText(move, { exact: true })).toBeVisible();
  // The second he rejects.
  await entryOf(goats, smallTrade)
    .getByRole('button', { name: `Reject trade ${smallTrade.id}` })
    .click();
  await expect(toast(goats, 'Trade rejected successfully')).toBeVisible();
  await expect(entryOf(goats, smallTrade).getByText('Rejected')).toBeVisible();
  await expect(tradesLink).not.toContainText('pending trade');

  // Every asset has moved, on the screens: the player is the Goats' own to offer now, the pick the Goats' on Draft Picks, the balls 7 and 8.
  await choose(goats, `${GOATS.name} player`, 'Harbor Runner (RB)');
  await goats.goto(`/players?year=${SEASON}`);
  await expect(goats.getByRole('row', { name: /Harbor Runner/ })).toContainText(GOATS.name);
  await expect(goats.getByRole('row', { name: /Summit Passer/ })).toContainText(HAWKS.name);
  await goats.goto(`/picks?year=${SEASON}`);
  const roundOne = goats.getByRole('region', { name: 'Round 1', exact: true });
  const hawksFirst = roundOne.getByRole('listitem').filter({ hasText: `(via ${HAWKS.abbreviation})` });
  await expect(hawksFirst.getByTestId('pick-team')).toHaveText(`Held by ${GOATS.abbreviation}`);
  await expect(goats.getByRole('region', { name: 'Ping Pong Balls' }).getByRole('listitem')).toHaveText([
    'HAW7 balls',
    // The Goats' manager reads their own team with its 'You' mark.
    'GOATYou8 balls',
    'OWL0 balls',
  ]);
  // The $25 went from the Goats' $40 to the Hawks' $100; a manager reads the budgets, not edits them.
  await goats.goto('/settings');
  const goatsBudgets = goats.getByRole('form', { name: `FAAB budgets for ${SEASON}` });
  await expect(goatsBudgets.getByRole('row')).toHaveText([
    'TeamFAAB ($)',
    `${HAWKS.name}$125`,
    `${GOATS.name}$15`,
    `${OWLS.name}$0`,
  ]);
  await expect(goatsBudgets.getByRole('spinbutton')).toHaveCount(0);
  // Teams reads the moved FAAB too.
  await goats.goto(`/teams?season=${SEASON}`);
  for (const [name, left] of [
    [HAWKS.name, 125],
    [GOATS.name, 15],
    [OWLS.name, 0],
  ] as const)
    await expect(
      goats.getByRole('region', { name, exact: true }).getByRole('button', { name: new RegExp(`^${name}`) }),
    ).toContainText(`$${left} FAAB left`);

  // And as the API answers a member.
  const api = await memberApi(goats, origin);
  const teams = await api.get<Team[]>(urlOf(endpoints.listTeams));
  const idOf = (name: string) => teams.find((team) => team.name === name)!.id;
  const players = await api.get<Player[]>(urlOf(endpoints.listPlayers, { query: { year: SEASON } }));
  expect(Object.fromEntries(players.map((player) => [player.name, player.teamName]))).toEqual({
    'Harbor Runner': GOATS.name,
    'Harbor Kicker': HAWKS.name,
    'Summit Passer': HAWKS.name,
    'Summit Tight End': GOATS.name,
  });
  const picks = await api.get<DraftPick[]>(urlOf(endpoints.listPicks, { query: { year: SEASON } }));
  expect(
    picks
      .filter((pick) => pick.currentTeamId !== pick.originalTeamId)
      .map(({ round, originalTeamId, currentTeamId }) => ({ round, originalTeamId, currentTeamId })),
  ).toEqual([{ round: 1, originalTeamId: idOf(HAWKS.name), currentTeamId: idOf(GOATS.name) }]);
  const balls = await api.get<PingPongBallEntry[]>(urlOf(endpoints.listPingPongBalls, { query: { year: SEASON } }));
  expect(Object.fromEntries(balls.map((row) => [row.teamId, row.quantity]))).toEqual({
    [idOf(HAWKS.name)]: 7,
    [idOf(GOATS.name)]: 8,
    [idOf(OWLS.name)]: 0,
  });
  const faab = await api.get<FaabBalance[]>(urlOf(endpoints.listFaabBalances, { query: { season: SEASON } }));
  expect(faab).toEqual([
    { teamId: idOf(HAWKS.name), amount: 125 },
    { teamId: idOf(GOATS.name), amount: 15 },
    { teamId: idOf(OWLS.name), amount: 0 },
  ]);
  const trades = await api.get<Trade[]>(urlOf(endpoints.listTrades, { query: { season: SEASON } }));
  expect(trades.map((trade) => [trade.id, trade.status])).toEqual([
    [smallTrade.id, 'rejected'],
    [bigTrade.id, 'accepted'],
  ]);
  await goats.context().close();

  // A third proposal, taken back by the Hawks' manager before anyone answers it.
  await hawks.goto(tradesPath);
  await choose(hawks, 'Team B', GOATS.name);
  await choose(hawks, `${HAWKS.name} player`, 'Summit Passer (QB)');
  await hawks.getByRole('button', { name: `Add player for ${HAWKS.name}` }).click();
  const takenBack = await submitTrade(hawks);
  await entryOf(hawks, takenBack)
    .getByRole('button', { name: `Cancel trade ${takenBack.id}` })
    .click();
  // The toast builds its word from the action ('canceled'), the badge says 'Cancelled'.
  await expect(toast(hawks, 'Trade canceled successfully')).toBeVisible();
  await expect(entryOf(hawks, takenBack).getByText('Cancelled')).toBeVisible();
  await expect(entryOf(hawks, takenBack).getByRole('button')).toHaveCount(0);
  await hawks.context().close();

  // The commissioner proposes for any two teams until the history runs past a page.
  await commissioner.goto(tradesPath);
  const older = TRADE_PAGE_SIZE + 1 - 3;
  for (let index = 0; index < older; index += 1) {
    // A team has at most 10 proposals pending: the Owls propose the rest.
    const [from, to] = index < 10 ? [HAWKS, GOATS] : [OWLS, GOATS];
    if (index === 0 || index === 10) {
      await choose(commissioner, 'Team B', to.name);
      await choose(commissioner, 'Team A', from.name);
    }
    await commissioner.getByRole('button', { name: `Add balls for ${to.name}` }).click();
    await submitTrade(commissioner);
  }
  const list = commissioner.getByRole('list', { name: 'Trades' });
  const shownTrades = list.getByRole('listitem', { name: /^Trade \d+:/ });
  await expect(shownTrades).toHaveCount(TRADE_PAGE_SIZE);
  await expect(commissioner.getByText(`${TRADE_PAGE_SIZE} trades shown; more are older`)).toBeVisible();
  await expect(entryOf(commissioner, bigTrade)).toHaveCount(0);

  // By keyboard, with the next page held back a moment: the button says it is loading.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await commissioner.route(/\/api\/trades\?.*cursor=/, async (route) => {
    await held;
    await route.continue();
  });
  await commissioner.getByRole('button', { name: 'Load more' }).focus();
  await commissioner.keyboard.press('Enter');
  const busy = commissioner.getByRole('button', { name: 'Loading more trades…' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  release();
  // The oldest, the big trade, comes last, once; focus moves on to it.
  await expect(shownTrades).toHaveCount(TRADE_PAGE_SIZE + 1);
  await expect(shownTrades.last()).toHaveAttribute('aria-label', `Trade ${bigTrade.id}: ${HAWKS.name} → ${GOATS.name}`);
  await expect(entryOf(commissioner, bigTrade)).toBeFocused();
  await expect(commissioner.getByText(`${TRADE_PAGE_SIZE + 1} trades shown`, { exact: true })).toBeVisible();
  await expect(commissioner.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await commissioner.unroute(/\/api\/trades\?.*cursor=/);
  await commissioner.context().close();
});
