import { screen, within } from '@testing-library/react';
import { mockApi, server } from 'shared-testing';
import { playersApi, testRule, testTeams } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';
import { type KeeperSeason, keeperEndpoints } from 'shared-contracts/keepers';

const season: KeeperSeason = {
  season: 2025,
  rule: testRule,
  deadlinePassed: false,
  teams: [
    {
      teamId: 1,
      teamName: 'Gotham City Knights',
      keepers: [{ playerId: 1, name: 'Patrick Mahomes', position: 'QB', cost: 66 }],
      totalCost: 66,
      budgetLeft: 134,
    },
    { teamId: 2, teamName: 'Bayou Bandits', keepers: [], totalCost: 0, budgetLeft: 200 },
  ],
};

beforeEach(() => {
  server.use(...playersApi());
  // A later use() is asked first: this season's answer wins over the fixtures' empty one.
  server.use(mockApi.on(keeperEndpoints.getKeeperSeason, season));
});

describe('Keepers on the Players screen', () => {
  it('adds the cost to keep next year and whether he may be kept to the book, from the shared formula', async () => {
    renderPlayersPage();
    const table = await screen.findByRole('table', { name: 'Players' });
    await within(table).findByRole('columnheader', { name: /Keep \$ Next Yr/ });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.querySelector('td'))
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Mahomes: kept, current value blank so $55 + $5 + ⌈5.5⌉ = 66; Bijan: $40 + $5 + $4 = 49;
    // the free agents cannot be kept (Nacua has no price at all).
    expect(rows.map((row) => [row[1], row.at(-2), row.at(-1)])).toEqual([
      ['Patrick Mahomes', '66', 'Yes'],
      ['Bijan Robinson', '49', 'Yes'],
      ['Puka Nacua', '—', 'No'],
      ['Justin Tucker', '7', 'No'],
    ]);
  });

  it("shows each team's keepers, total cost and budget left", async () => {
    renderPlayersPage();
    const card = await screen.findByTestId('keepers-team-1');
    expect(within(card).getByRole('heading', { name: 'Gotham City Knights' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Gotham City Knights keepers' })).toHaveTextContent(
      'Patrick Mahomes (QB)$66',
    );
    expect(card).toHaveTextContent('1 of 2 keepers · total $66 · budget left $134 of $200');
    expect(screen.getByText(/Deadline 2025-08-31 12:00 \(America\/New_York\)\./)).toBeInTheDocument();
    expect(within(screen.getByTestId('keepers-team-2')).getByText('No keepers yet.')).toBeInTheDocument();
  });

  describe('a team over its keeper limit or budget', () => {
    const keeper = (playerId: number, name: string, cost: number) => ({ playerId, name, position: 'RB', cost });
    const overspent: KeeperSeason = {
      ...season,
      teams: [
        {
          teamId: 1,
          teamName: 'Gotham City Knights',
          keepers: [keeper(1, 'Patrick Mahomes', 66), keeper(2, 'Bijan Robinson', 49), keeper(3, 'Puka Nacua', 70)],
          totalCost: 185,
          budgetLeft: 15,
        },
        {
          teamId: 2,
          teamName: 'Bayou Bandits',
          keepers: [keeper(4, 'Justin Tucker', 7), keeper(5, 'Derrick Henry', 227)],
          totalCost: 234,
          budgetLeft: -34,
        },
        {
          teamId: 3,
          teamName: 'Mile High Mayhem',
          keepers: [keeper(6, 'Josh Allen', 60)],
          totalCost: 60,
          budgetLeft: 140,
        },
      ],
    };

    it('is flagged on its card in colour and in words; a team within the rule is not', async () => {
      server.use(mockApi.on(keeperEndpoints.getKeeperSeason, overspent));
      renderPlayersPage({ role: 'manager', team: testTeams[0] ?? null });
      const gotham = await screen.findByTestId('keepers-team-1');
      expect(within(gotham).getByText('Breaks the keeper rule')).toHaveAttribute('data-variant', 'destructive');
      expect(
        within(gotham).getByRole('list', { name: 'How Gotham City Knights breaks the keeper rule' }),
      ).toHaveTextContent('3 of 2 keepers: 1 over the limit');
      const bayou = screen.getByTestId('keepers-team-2');
      expect(within(bayou).getByRole('list', { name: 'How Bayou Bandits breaks the keeper rule' })).toHaveTextContent(
        'Over budget by $34',
      );
      expect(bayou).toHaveTextContent('2 of 2 keepers · total $234 · budget left -$34 of $200');
      const mayhem = screen.getByTestId('keepers-team-3');
      expect(within(mayhem).queryByText('Breaks the keeper rule')).not.toBeInTheDocument();
      expect(getComputedStyle(bayou).borderWidth).toBe('2px');
      expect(getComputedStyle(mayhem).borderWidth).toBe('1px');
      // The summary is the commissioner's.
      expect(screen.queryByRole('region', { name: /break the 2025 keeper rule/ })).not.toBeInTheDocument();
    });

    it('is listed for the commissioner above the cards', async () => {
      server.use(mockApi.on(keeperEndpoints.getKeeperSeason, overspent));
      renderPlayersPage();
      const summary = await screen.findByRole('region', { name: '2 teams break the 2025 keeper rule' });
      expect(
        within(summary)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Gotham City Knights: 3 of 2 keepers: 1 over the limit', 'Bayou Bandits: over budget by $34']);
    });

    it('shows no summary while every team keeps to the rule', async () => {
      renderPlayersPage();
      await screen.findByTestId('keepers-team-1');
      expect(screen.queryByRole('region', { name: /keeper rule/ })).not.toBeInTheDocument();
      expect(screen.queryByText('Breaks the keeper rule')).not.toBeInTheDocument();
    });
  });

  it("lets a manager choose his own team's keepers only: unchecking releases one", async () => {
    let sent: unknown;
    server.use(
      mockApi.on(keeperEndpoints.markKeeper, ({ body }) => {
        sent = body;
        return season;
      }),
    );
    const { user } = renderPlayersPage({ role: 'manager', team: testTeams[0] ?? null });
    await screen.findByTestId('keepers-team-1');
    expect(
      within(screen.getByTestId('keepers-team-2')).queryByRole('button', { name: /Choose keepers/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('keepers-team-1')).getByRole('button', {
        name: 'Choose keepers for Gotham City Knights',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keepers for Gotham City Knights' });
    const mahomes = within(dialog).getByRole('checkbox', { name: 'Keep Patrick Mahomes (QB)' });
    expect(mahomes).toBeChecked();
    expect(within(dialog).getByText('$66 in 2026')).toBeInTheDocument();
    await user.click(mahomes);
    expect(await screen.findByText('Patrick Mahomes released')).toBeInTheDocument();
    expect(sent).toEqual({ isKeeper: false });
  });

  it('shows the refusal of a declaration as the server words it', async () => {
    server.use(
      mockApi.refuse(
        keeperEndpoints.markKeeper,
        409,
        'A team may keep at most 2 players: unmark one before adding Bijan Robinson',
      ),
    );
    const { user } = renderPlayersPage();
    await user.click(await screen.findByRole('button', { name: 'Choose keepers for Bayou Bandits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keepers for Bayou Bandits' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Keep Bijan Robinson (RB)' }));
    expect(
      await screen.findByText('A team may keep at most 2 players: unmark one before adding Bijan Robinson'),
    ).toBeInTheDocument();
  });

  it('hides the choice from a manager after the deadline and says so', async () => {
    server.use(mockApi.on(keeperEndpoints.getKeeperSeason, { ...season, deadlinePassed: true }));
    renderPlayersPage({ role: 'manager', team: testTeams[0] ?? null });
    expect(await screen.findByText(/passed\. Only the commissioner can change keepers now\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose keepers/ })).not.toBeInTheDocument();
  });

  it('says when the rule is not set, and the book has no keeper columns', async () => {
    server.use(
      mockApi.on(keeperEndpoints.getKeeperSeason, { season: 2025, rule: null, deadlinePassed: false, teams: [] }),
    );
    renderPlayersPage();
    expect(
      await screen.findByText('The commissioner has not set the 2025 keeper rule yet (Settings → Keeper rule).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Keep \$ Next Yr/ })).not.toBeInTheDocument();
  });

  it("shows the cost's inputs on the player's edit panel", async () => {
    const { user } = renderPlayersPage();
    await screen.findByRole('columnheader', { name: /Keep \$ Next Yr/ });
    await user.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const panel = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Cost to keep' });
    expect(panel).toHaveTextContent('Cost to keep in 2026: $66');
    expect(panel).toHaveTextContent('This year (kept)$55');
    expect(panel).toHaveTextContent('10% increase, rounded up$6');
    expect(panel).toHaveTextContent('Years kept2 of 3');
    expect(panel).toHaveTextContent('Eligible to keep.');
  });
});
