// Trades of three or four teams in the Trade Center (docs/screens/trades.md §4.9): the form's
// Add team and each item's receiver, and the history's teams, whom it waits for, and the
// actions of each team's manager until his team has answered.
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import { endpoints, type Player, type Team, type Trade } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import TradeCenterPage from '../../../export-app';

jest.setTimeout(60_000);

const team = (id: number, name: string): Team => ({
  id,
  name,
  displayName: name,
  abbreviation: name.slice(0, 2),
  yahooTeamKey: null,
  logoUrl: null,
});
const teams = [team(1, 'Bayou Bandits'), team(2, 'Cedar Crushers'), team(3, 'Delta Dogs'), team(4, 'Elm Eagles')];
const player = (id: number, name: string, teamId: number): Player => ({
  id,
  year: 2025,
  name,
  position: 'RB',
  nflTeam: 'NO',
  isRookie: false,
  teamId,
  yahooTeamKey: null,
  teamName: null,
  auctionPrice: null,
  buffer: null,
  isKeeper: false,
  previousYearValue: null,
  yearsKept: 0,
  currentYearValue: null,
  seasonPoints: null,
  lastWeekPoints: null,
  draftRound: null,
});
const players = [player(11, 'Alvin Kamara', 1), player(21, 'Saquon Barkley', 2), player(31, 'Derrick Henry', 3)];

/** A trade of three: Bayou proposed and accepted; Cedar has accepted too; Delta still waits. */
const threeTeams: Trade = {
  id: 70,
  proposedByTeamId: 1,
  proposedToTeamId: 2,
  proposedByTeam: { name: 'Bayou Bandits' },
  proposedToTeam: { name: 'Cedar Crushers' },
  proposedAt: '2025-10-01T12:00:00.000Z',
  status: 'pending',
  season: 2025,
  items: [
    { id: 1, tradeId: 70, fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 11, quantity: null },
    { id: 2, tradeId: 70, fromTeamId: 2, toTeamId: 3, itemType: 'player', itemId: 21, quantity: null },
    { id: 3, tradeId: 70, fromTeamId: 3, toTeamId: 1, itemType: 'faab', itemId: null, quantity: 10 },
  ],
  note: null,
  countersTradeId: null,
  counteredByTradeId: null,
  review: null,
  teams: [
    { teamId: 1, name: 'Bayou Bandits', acceptedAt: '2025-10-01T12:00:00.000Z' },
    { teamId: 2, name: 'Cedar Crushers', acceptedAt: '2025-10-01T13:00:00.000Z' },
    { teamId: 3, name: 'Delta Dogs', acceptedAt: null },
  ],
};

function serve(trades: Trade[] = [threeTeams]) {
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listPlayers, players),
    mockApi.on(endpoints.listTeamDraftPicks, { '1': [], '2': [], '3': [], '4': [] }),
    mockApi.on(endpoints.listPingPongBalls, []),
    mockApi.on(endpoints.listTradeSeasons, [2025]),
    mockApi.on(endpoints.listTrades, trades),
    mockApi.on(endpoints.listFaabBalances, [
      { teamId: 1, amount: 37 },
      { teamId: 2, amount: 100 },
      { teamId: 3, amount: 50 },
    ]),
  );
}

const asManagerOf = (teamId: number) => ({
  role: 'manager' as const,
  auth: { league: { ...testLeague, role: 'manager' as const, team: teams.find((t) => t.id === teamId) ?? null } },
});
const submitButton = () => screen.getByRole('button', { name: 'Submit Trade' });

async function choose(user: ReturnType<typeof renderWithAuth>['user'], combobox: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function addPlayer(user: ReturnType<typeof renderWithAuth>['user'], teamName: string, name: string) {
  await choose(user, `${teamName} player`, name);
  await user.click(screen.getByRole('button', { name: `Add player for ${teamName}` }));
}

describe('Trade Center: trades of three or four teams', () => {
  it('adds a third team, sends each item to the team it names, and needs every team to give or get', async () => {
    serve([]);
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.proposeTrade, ({ body }) => {
        sent.push(body);
        return threeTeams;
      }),
    );
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    // Team C offers neither team already in the trade.
    await user.click(await screen.findByRole('combobox', { name: 'Team C' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent?.replace('✓', ''))).toEqual([
      'Delta Dogs',
      'Elm Eagles',
    ]);
    await user.click(screen.getByRole('option', { name: 'Delta Dogs' }));
    expect(screen.getByText('Every team must accept; each item goes to the team you choose.')).toBeInTheDocument();

    await addPlayer(user, 'Bayou Bandits', 'Alvin Kamara (RB)');
    // Bayou gives Cedar its player: Delta takes no part yet.
    expect(submitButton()).toBeDisabled();
    await addPlayer(user, 'Cedar Crushers', 'Saquon Barkley (RB)');
    await choose(user, 'Saquon Barkley (RB) goes to', 'Delta Dogs');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(await screen.findByText('Trade proposal submitted successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        proposedByTeamId: 1,
        proposedToTeamId: 2,
        otherTeamIds: [3],
        items: [
          { fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 11 },
          { fromTeamId: 2, toTeamId: 3, itemType: 'player', itemId: 21 },
        ],
      },
    ]);
    // Back to a trade of two.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Team C' })).not.toBeInTheDocument());
  });

  it('removes the last team added with its items, and adds no fifth team', async () => {
    serve([]);
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('combobox', { name: 'Team D' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add team' })).not.toBeInTheDocument();
    // Only the last one added may go.
    expect(screen.queryByRole('button', { name: 'Remove Team C' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Team D' }));
    expect(screen.queryByRole('combobox', { name: 'Team D' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add team' })).toBeInTheDocument();
  });

  it('names every team in the history, says whom it waits for, and offers Accept and Reject only to a team still to answer', async () => {
    serve();
    renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(3) });
    const entry = await screen.findByRole('listitem', {
      name: 'Trade 70: Bayou Bandits · Cedar Crushers · Delta Dogs',
    });
    expect(within(entry).getByText('Waiting for Delta Dogs')).toBeInTheDocument();
    expect(entry).toHaveTextContent('proposed by Bayou Bandits');
    expect(within(entry).getByText('Saquon Barkley (RB): Cedar Crushers → Delta Dogs')).toBeInTheDocument();
    // Delta still waits: it may accept or reject; no counter of a trade of three.
    expect(
      within(entry)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Reject']);
  });

  it('offers nothing to a team that has accepted, and Cancel to the proposer', async () => {
    serve();
    const cedar = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(2) });
    const entry = await screen.findByRole('listitem', { name: /^Trade 70:/ });
    expect(within(entry).queryAllByRole('button')).toHaveLength(0);
    cedar.unmount();
    renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    const own = await screen.findByRole('listitem', { name: /^Trade 70:/ });
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel']);
  });
});
