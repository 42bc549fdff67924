import { screen, within } from '@testing-library/react';
import { mockApi, server } from 'shared-testing';
import { endpoints } from 'shared-contracts';
import { playersApi, testBook } from '../testing/players-fixtures';
import { renderPlayersPage } from '../testing/render-players';

beforeEach(() => server.use(...playersApi()));

/** The table's data rows, each as its cells' text. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: 'Players' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.querySelector('td'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('Players screen (/players)', () => {
  it('shows the thirteen columns of docs/screens/players.md §2 in order, every player, and the footer count', async () => {
    renderPlayersPage();
    const table = await screen.findByRole('table', { name: 'Players' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(1)).toEqual([
      'Name',
      'Pos',
      'NFL Team',
      'Fantasy Team',
      'Pts',
      'Last Wk',
      'Auction $',
      'Buffer',
      'Prev Year $',
      'Years Kept',
      'Current $',
      'Keeper',
      'Rookie',
    ]);
    expect(await tableRows()).toEqual([
      [
        '',
        'Patrick Mahomes',
        'QB',
        'KC',
        'Gotham City Knights',
        '73.50',
        '31.08',
        '55',
        '—',
        '50',
        '2',
        '—',
        'Yes',
        'No',
      ],
      ['', 'Bijan Robinson', 'RB', 'Atl', 'Bayou Bandits', '12.40', '0.00', '40', '—', '—', '0', '44', 'No', 'No'],
      ['', 'Puka Nacua', 'WR', 'LAR', 'Free Agent', '—', '—', '—', '—', '—', '0', '—', 'No', 'Yes'],
      ['', 'Justin Tucker', 'K', 'Bal', 'Free Agent', '—', '—', '1', '—', '1', '0', '1', 'No', 'No'],
    ]);
    expect(screen.getByText('Showing 4 of 4 players')).toBeInTheDocument();
  });

  it("marks the member's own team where the book names it, in the table and on the cards", async () => {
    const gotham = { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK' };
    const { unmount } = renderPlayersPage({
      role: 'manager',
      team: { ...gotham, yahooTeamKey: '461.l.6288.t.1', logoUrl: null },
    });
    const rows = await tableRows();
    expect(rows.map((row) => row[3])).toEqual(['Gotham City KnightsYou', 'Bayou Bandits', 'Free Agent', 'Free Agent']);
    expect(document.querySelectorAll('[data-own-team]')).toHaveLength(1);
    unmount();
    renderPlayersPage({ role: 'manager', wide: false, team: { ...gotham, yahooTeamKey: null, logoUrl: null } });
    expect(await screen.findByText('You')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-own-team]')).toHaveLength(1);
  });

  it('says so when the year has no players', async () => {
    server.use(mockApi.on(endpoints.listPlayers, []));
    renderPlayersPage();
    expect(await screen.findByText('No players found. Adjust filters or add a new player.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 players')).toBeInTheDocument();
  });

  it('shows a failed load with the reason and a Retry that reads again', async () => {
    server.use(mockApi.refuse(endpoints.listPlayers, 500, 'The database is resting'));
    const { user } = renderPlayersPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch players');
    expect(alert).toHaveTextContent('The database is resting');
    server.use(...playersApi());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 4 of 4 players')).toBeInTheDocument();
  });

  it('quick search matches name or NFL team in any case, and keeps the term in the URL', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'ATL');
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument();
    expect((await tableRows()).map((row) => row[1])).toEqual(['Bijan Robinson']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search players' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'nobody');
    expect(screen.getByText('No players found. Adjust filters or add a new player.')).toBeInTheDocument();
  });

  it('opens with the search of a shared link', async () => {
    renderPlayersPage({ route: '/players?year=2025&search=tucker' });
    expect(await screen.findByText('Showing 1 of 4 players')).toBeInTheDocument();
  });

  it('sorts by a column, high to low first for amounts, players without one last', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    const header = screen.getByRole('columnheader', { name: /Auction/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect((await tableRows()).map((row) => row[1])).toEqual([
      'Patrick Mahomes',
      'Bijan Robinson',
      'Justin Tucker',
      'Puka Nacua',
    ]);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect((await tableRows()).map((row) => row[1])).toEqual([
      'Justin Tucker',
      'Bijan Robinson',
      'Patrick Mahomes',
      'Puka Nacua',
    ]);
  });

  it('sorts by points, high to low first, players with none known last either way (§4.8)', async () => {
    // Tucker's 40 is under Mahomes' season and over his last week: each column sorts by its own figure.
    server.use(
      mockApi.on(endpoints.listPlayers, [
        ...testBook.slice(0, 3),
        { ...testBook[3]!, seasonPoints: 40, lastWeekPoints: 40 },
      ]),
    );
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    const names = async () => (await tableRows()).map((row) => row[1]);
    const season = screen.getByRole('columnheader', { name: 'Pts' });
    await user.click(within(season).getByRole('button'));
    expect(season).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual(['Patrick Mahomes', 'Justin Tucker', 'Bijan Robinson', 'Puka Nacua']);
    await user.click(within(season).getByRole('button'));
    expect(season).toHaveAttribute('aria-sort', 'ascending');
    expect(await names()).toEqual(['Bijan Robinson', 'Justin Tucker', 'Patrick Mahomes', 'Puka Nacua']);
    const lastWeek = screen.getByRole('columnheader', { name: 'Last Wk' });
    await user.click(within(lastWeek).getByRole('button'));
    expect(lastWeek).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual(['Justin Tucker', 'Patrick Mahomes', 'Bijan Robinson', 'Puka Nacua']);
    // 0 is a score and sorts as one, first going up; the player with none is still last.
    await user.click(within(lastWeek).getByRole('button'));
    expect(await names()).toEqual(['Bijan Robinson', 'Patrick Mahomes', 'Justin Tucker', 'Puka Nacua']);
  });

  it('gives a manager the book read-only: no selection, no add, import or edit; a name opens his sheet', async () => {
    renderPlayersPage({ role: 'manager' });
    await screen.findByText('Showing 4 of 4 players');
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    for (const name of ['Add Player', 'Import CSV', /Edit Selected/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByText('Only the commissioner can change the book.')).toBeInTheDocument();
  });

  it('gives the commissioner selection, Add Player, Import CSV and name buttons', async () => {
    renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    expect(screen.getByRole('checkbox', { name: 'Select all shown players' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Player' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Selected (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toBeInTheDocument();
  });
});

describe('Players screen layouts', () => {
  it('shows cards below 768 px, and the table on request', async () => {
    const { user } = renderPlayersPage({ wide: false });
    const cards = await screen.findByRole('list', { name: 'Players' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(testBook.map((player) => player.name));
    const puka = within(cards).getByRole('listitem', { name: 'Puka Nacua' });
    expect(puka).toHaveTextContent('LAR · Free Agent');
    expect(puka).toHaveTextContent('Rookie');
    expect(puka).toHaveTextContent('Pts—Last Wk—');
    expect(within(cards).getByRole('listitem', { name: 'Bijan Robinson' })).toHaveTextContent('Pts12.40Last Wk0.00');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table', { name: 'Players' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the table from 768 px, and cards on request, with their own sort and select-all', async () => {
    const { user } = renderPlayersPage({ wide: true });
    await screen.findByRole('table', { name: 'Players' });
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    const cards = screen.getByRole('list', { name: 'Players' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Sort: Current $' }));
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Bijan Robinson', 'Justin Tucker', 'Patrick Mahomes', 'Puka Nacua']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown players' }));
    expect(screen.getByRole('button', { name: 'Edit Selected (4)' })).toBeEnabled();
  });
});
