import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import { endpoints, queryRoots, urlOf, type DraftPick, type Player, type Team, type Trade } from 'shared-contracts';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import TradeCenterPage from '../../../export-app';

// The form tests click through many Radix selects; two shared cores make that slow.
jest.setTimeout(60_000);

const team = (id: number, name: string): Team => ({
  id,
  name,
  displayName: name,
  abbreviation: name.slice(0, 2),
  yahooTeamKey: null,
  logoUrl: null,
});
const teams = [team(1, 'Bayou Bandits'), team(2, 'Cedar Crushers'), team(3, 'Delta Dogs')];
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
  draftRound: null,
  seasonPoints: null,
  lastWeekPoints: null,
});
const players = [player(11, 'Alvin Kamara', 1), player(12, 'Bijan Robinson', 1), player(21, 'Saquon Barkley', 2)];
const pick = (
  id: number,
  teamId: number,
  round: number,
  position: number | null,
  isLocked = false,
  originalTeamId = teamId,
): DraftPick => ({
  id,
  year: 2026,
  round,
  position,
  currentTeamId: teamId,
  originalTeamId,
  isLocked,
});
// 103 came to Bayou Bandits from Delta Dogs; 201 to Cedar Crushers from Delta Dogs.
const picks = {
  '1': [pick(101, 1, 1, null), pick(102, 1, 2, 4, true), pick(103, 1, 3, null, false, 3)],
  '2': [pick(201, 2, 1, 3, false, 3)],
  '3': [],
};
const pending: Trade = {
  id: 50,
  proposedByTeamId: 1,
  proposedToTeamId: 2,
  proposedByTeam: { name: 'Bayou Bandits' },
  proposedToTeam: { name: 'Cedar Crushers' },
  proposedAt: '2025-10-01T12:00:00.000Z',
  status: 'pending',
  season: 2025,
  items: [
    { id: 1, tradeId: 50, fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 11, quantity: null },
    { id: 2, tradeId: 50, fromTeamId: 2, toTeamId: 1, itemType: 'draft_pick', itemId: 201, quantity: null },
    { id: 3, tradeId: 50, fromTeamId: 1, toTeamId: 2, itemType: 'faab', itemId: null, quantity: 30 },
  ],
  note: null,
  countersTradeId: null,
  counteredByTradeId: null,
  review: null,
  teams: [
    { teamId: 1, name: 'Bayou Bandits', acceptedAt: '2025-10-01T00:00:00.000Z' },
    { teamId: 2, name: 'Cedar Crushers', acceptedAt: null },
  ],
};
const settled = (id: number, status: Trade['status']): Trade => ({
  ...pending,
  id,
  status,
  items: [{ ...pending.items[0]!, id: id * 10, tradeId: id }],
});

function serve(trades: Trade[] = [pending]) {
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listPlayers, players),
    mockApi.on(endpoints.listTeamDraftPicks, picks),
    mockApi.on(endpoints.listPingPongBalls, [
      { id: 301, teamId: 1, quantity: 7 },
      { id: 302, teamId: 2, quantity: 0 },
    ]),
    mockApi.on(endpoints.listTradeSeasons, [2026, 2025, 2024]),
    mockApi.on(endpoints.listTrades, trades),
    // Delta Dogs have no row: $0, as the API answers.
    mockApi.on(endpoints.listFaabBalances, [
      { teamId: 1, amount: 37 },
      { teamId: 2, amount: 100 },
    ]),
  );
}

const asManagerOf = (teamId: number | null) => ({
  role: 'manager' as const,
  auth: { league: { ...testLeague, role: 'manager' as const, team: teams.find((t) => t.id === teamId) ?? null } },
});
const optionText = (option: HTMLElement) => option.textContent?.replace('✓', '');
const submitButton = () => screen.getByRole('button', { name: 'Submit Trade' });

async function choose(user: ReturnType<typeof renderWithAuth>['user'], combobox: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Trade Center: propose', () => {
  it("is titled 'Trade Center' and keeps 'Submit Trade' disabled until both teams and an item are chosen", async () => {
    serve();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Center' })).toBeInTheDocument();
    await choose(user, 'Team A', 'Bayou Bandits');
    expect(submitButton()).toBeDisabled();
    await choose(user, 'Team B', 'Cedar Crushers');
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Bayou Bandits' }));
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove $10 FAAB' }));
    expect(submitButton()).toBeDisabled();
  });

  it("fixes a manager's own team as Team A and never offers it as Team B", async () => {
    serve();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    expect(await screen.findByRole('combobox', { name: 'Team A' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Team A' })).toHaveTextContent('Bayou Bandits');
    await user.click(screen.getByRole('combobox', { name: 'Team B' }));
    expect((await screen.findAllByRole('option')).map(optionText)).toEqual(['Cedar Crushers', 'Delta Dogs']);
  });

  it("offers a team's players (searchable) and unlocked picks by year, round, number once set and '(via ABBR)', then sends all four kinds", async () => {
    serve();
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.proposeTrade, ({ body }) => {
        sent.push(body);
        return pending;
      }),
    );
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    await user.type(screen.getByLabelText('Search Bayou Bandits players'), 'bij');
    await user.click(screen.getByRole('combobox', { name: 'Bayou Bandits player' }));
    expect((await screen.findAllByRole('option')).map(optionText)).toEqual(['Bijan Robinson (RB)']);
    await user.click(screen.getByRole('option', { name: 'Bijan Robinson (RB)' }));
    await user.click(screen.getByRole('button', { name: 'Add player for Bayou Bandits' }));
    await user.click(screen.getByRole('combobox', { name: 'Bayou Bandits draft pick' }));
    expect((await screen.findAllByRole('option')).map(optionText)).toEqual(['2026 Round 1', '2026 Round 3 (via De)']);
    await user.click(screen.getByRole('option', { name: '2026 Round 1' }));
    await user.click(screen.getByRole('button', { name: 'Add pick for Bayou Bandits' }));
    const [ballsA] = screen.getAllByLabelText(/Ping pong balls \(holds/);
    expect(ballsA).toHaveValue(1);
    await waitFor(() => expect(screen.getAllByText(/holds 7/)).toHaveLength(1));
    await user.clear(ballsA!);
    await user.type(ballsA!, '3');
    await user.click(screen.getByRole('button', { name: 'Add balls for Bayou Bandits' }));
    const faabB = screen.getAllByLabelText('FAAB ($)')[1]!;
    expect(faabB).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Cedar Crushers' }));
    await user.click(submitButton());
    expect(await screen.findByText('Trade proposal submitted successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        proposedByTeamId: 1,
        proposedToTeamId: 2,
        items: [
          { fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 12 },
          { fromTeamId: 1, toTeamId: 2, itemType: 'draft_pick', itemId: 101 },
          { fromTeamId: 1, toTeamId: 2, itemType: 'ping_pong_ball', itemId: 301, quantity: 3 },
          { fromTeamId: 2, toTeamId: 1, itemType: 'faab', quantity: 10 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getAllByText('No items offered yet.')).toHaveLength(2));
    expect(submitButton()).toBeDisabled();
  });

  it('refuses quantities of 0, above the bounds, or above the balls held, and adds nothing', async () => {
    serve();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    await waitFor(() => expect(screen.getAllByText(/holds 7/)).toHaveLength(1));
    const [ballsA, ballsB] = screen.getAllByLabelText(/Ping pong balls \(holds/);
    const [faabA] = screen.getAllByLabelText('FAAB ($)');
    const cases: Array<[HTMLElement, string, number, string]> = [
      [faabA!, '0', 0, 'Quantity must be greater than 0'],
      [faabA!, '1001', 0, 'FAAB must be 1 to 1000'],
      [faabA!, '38', 0, 'This team has only $37 FAAB left'],
      [ballsA!, '0', 0, 'Quantity must be greater than 0'],
      [ballsA!, '101', 0, 'Ping pong balls must be 1 to 100'],
      [ballsA!, '8', 0, 'This team holds only 7 ping pong balls that year'],
      [ballsB!, '1', 1, 'This team holds no ping pong balls that year'],
    ];
    for (const [input, value, side, message] of cases) {
      await user.clear(input);
      await user.type(input, value);
      const kind = input === faabA ? 'Add FAAB' : 'Add balls';
      await user.click(
        screen.getByRole('button', { name: `${kind} for ${side === 0 ? 'Bayou Bandits' : 'Cedar Crushers'}` }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('No items offered yet.')).toHaveLength(2);
    expect(submitButton()).toBeDisabled();
  });

  it("shows both teams' FAAB left for the season beside their FAAB, $0 for a team without any", async () => {
    serve();
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    expect(await screen.findByText('Bayou Bandits: $37 FAAB left')).toBeInTheDocument();
    expect(screen.getByText('Cedar Crushers: $100 FAAB left')).toBeInTheDocument();
    const [faabA, faabB] = screen.getAllByLabelText('FAAB ($)');
    expect(faabA).toHaveAccessibleDescription('Bayou Bandits: $37 FAAB left');
    expect(faabB).toHaveAccessibleDescription('Cedar Crushers: $100 FAAB left');
    expect(requests.map((request) => request.path)).toContain(
      urlOf(endpoints.listFaabBalances, { query: { season: testLeague.currentSeason } }),
    );
    await choose(user, 'Team B', 'Delta Dogs');
    expect(await screen.findByText('Delta Dogs: $0 FAAB left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Delta Dogs' }));
    expect(await screen.findByText('This team has no FAAB left')).toBeInTheDocument();
  });

  it('says while the balances load, and when they cannot be read, with Retry; FAAB may still be offered', async () => {
    serve();
    let answered = 0;
    server.use(
      mockApi.on(endpoints.listFaabBalances, () => {
        answered += 1;
        return answered === 1
          ? HttpResponse.json({ message: 'The database is resting' }, { status: 503 })
          : HttpResponse.json([{ teamId: 1, amount: 37 }]);
      }),
    );
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    expect(await screen.findByText('Bayou Bandits: Loading FAAB…')).toBeInTheDocument();
    expect(
      await screen.findByText(/Bayou Bandits: FAAB left unknown \(.*The database is resting\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Bayou Bandits' }));
    expect(screen.getByRole('button', { name: 'Remove $10 FAAB' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry Bayou Bandits FAAB' }));
    expect(await screen.findByText('Bayou Bandits: $37 FAAB left')).toBeInTheDocument();
  });

  it("says 'Failed to submit trade' with the server's reason, and keeps the items", async () => {
    serve();
    server.use(
      mockApi.refuse(
        endpoints.proposeTrade,
        409,
        'Item 1: Player "Alvin Kamara" is not on Bayou Bandits\'s 2025 roster',
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    await choose(user, 'Team B', 'Cedar Crushers');
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Bayou Bandits' }));
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit trade')).toBeInTheDocument();
    expect(screen.getAllByText(/is not on Bayou Bandits's 2025 roster/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Remove $10 FAAB' })).toBeInTheDocument();
  });
});

describe('Trade Center: history', () => {
  it('offers the fixed seasons plus the league trade seasons, and keeps season and team in the URL', async () => {
    serve();
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    await choose(user, 'Season', '2022');
    await waitFor(() =>
      expect(
        requests.some((request) => request.path === urlOf(endpoints.listTrades, { query: { season: 2022 } })),
      ).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    expect((await screen.findAllByRole('option')).map(optionText)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    await user.keyboard('{Escape}');
    await choose(user, 'Team', 'Delta Dogs');
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.path === urlOf(endpoints.listTrades, { query: { season: 2022, teamId: 3 } }),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Delta Dogs');
  });

  it("opens on the league's current season and lists it, even before the league has a trade in it", async () => {
    serve();
    server.use(mockApi.on(endpoints.listTradeSeasons, [2024]));
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, {
      route: '/trades',
      auth: { league: { ...testLeague, currentSeason: 2027 } },
    });
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        urlOf(endpoints.listTrades, { query: { season: 2027 } }),
      ),
    );
    expect(
      requests.filter((request) => request.path.startsWith(`${urlOf(endpoints.listTrades, {})}?`)).map((r) => r.path),
    ).toEqual([urlOf(endpoints.listTrades, { query: { season: 2027 } })]);
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2027');
    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    expect((await screen.findAllByRole('option')).map(optionText)).toEqual(['2027', '2024', '2023', '2022']);
  });

  it('opens on the season and team the URL names', async () => {
    serve();
    const requests = recordRequests();
    renderWithAuth(<TradeCenterPage />, { route: '/trades?season=2023&team=2' });
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.path === urlOf(endpoints.listTrades, { query: { season: 2023, teamId: 2 } }),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2023');
  });

  it("marks the trades of the member's own team, naming it 'You' as well as by colour", async () => {
    const elsewhere: Trade = {
      ...settled(54, 'accepted'),
      proposedToTeamId: 3,
      proposedToTeam: { name: 'Delta Dogs' },
    };
    serve([pending, elsewhere]);
    renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(2) });
    const own = await screen.findByRole('listitem', { name: /Trade 50/ });
    const other = screen.getByRole('listitem', { name: /Trade 54/ });
    expect(own).toHaveAttribute('data-own-team');
    expect(within(own).getByRole('heading', { level: 3 })).toHaveTextContent(/^Bayou Bandits → Cedar Crushers\s*You$/);
    expect(other).not.toHaveAttribute('data-own-team');
    expect(within(other).queryByText('You')).toBeNull();
  });

  it('tells what moves from whom to whom, with status badges', async () => {
    serve([pending, settled(51, 'accepted'), settled(52, 'rejected'), settled(53, 'cancelled')]);
    renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    const entry = await screen.findByRole('listitem', { name: /Trade 50/ });
    await waitFor(() =>
      expect(within(entry).getByText('Alvin Kamara (RB): Bayou Bandits → Cedar Crushers')).toBeInTheDocument(),
    );
    expect(
      within(entry).getByText('2026 Round 1, Pick 3 (via De): Cedar Crushers → Bayou Bandits'),
    ).toBeInTheDocument();
    expect(within(entry).getByText('$30 FAAB: Bayou Bandits → Cedar Crushers')).toBeInTheDocument();
    const variants = ['Pending', 'Accepted', 'Rejected', 'Cancelled'].map((label) =>
      screen.getByText(label).getAttribute('data-variant'),
    );
    expect(variants).toEqual(['warning', 'success', 'destructive', 'muted']);
    expect(within(screen.getByRole('listitem', { name: /Trade 51/ })).queryByRole('button')).toBeNull();
  });

  it.each([
    ['the receiving manager', 2, ['Accept', 'Reject', 'Counter']],
    ['the proposer', 1, ['Cancel']],
    ['a manager outside the trade', 3, []],
  ])('shows %s only their actions', async (_who, teamId, expected) => {
    serve();
    renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(teamId) });
    const entry = await screen.findByRole('listitem', { name: /Trade 50/ });
    expect(
      within(entry)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected);
  });

  it('asks before accepting, naming each asset and the teams it moves between; Cancel sends nothing', async () => {
    serve();
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    await user.click(await screen.findByRole('button', { name: 'Accept trade 50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this trade?' });
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'What moves' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Alvin Kamara (RB): Bayou Bandits → Cedar Crushers',
        '2026 Round 1, Pick 3 (via De): Cedar Crushers → Bayou Bandits',
        '$30 FAAB: Bayou Bandits → Cedar Crushers',
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    expect(screen.getByRole('button', { name: 'Accept trade 50' })).toHaveFocus();
    // Escape closes it the same way.
    await user.click(screen.getByRole('button', { name: 'Accept trade 50' }));
    await screen.findByRole('dialog', { name: 'Accept this trade?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Accept trade 50' })).toBeInTheDocument();
  });

  it("accepts once confirmed: 'Trade accepted successfully', and refreshes trades, players, picks and balls", async () => {
    serve();
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.respondToTrade, ({ body }) => {
        sent.push(body);
        return { ...pending, status: 'accepted' as const };
      }),
    );
    const { user, queryClient } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Accept trade 50' }));
    expect(sent).toEqual([]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept trade' }));
    expect(await screen.findByText('Trade accepted successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ action: 'accept' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const roots = invalidated.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(roots).toEqual(
      expect.arrayContaining([
        queryRoots.players,
        queryRoots.picks,
        queryRoots.pingPongBalls,
        queryRoots.faab,
        queryRoots.trades,
      ]),
    );
  });

  it.each([
    ['reject', 'Reject'],
    ['cancel', 'Cancel'],
  ])('%s: its success toast, without refreshing assets', async (action, label) => {
    serve();
    server.use(
      mockApi.on(endpoints.respondToTrade, { ...pending, status: action === 'reject' ? 'rejected' : 'cancelled' }),
    );
    const { user, queryClient } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: `${label} trade 50` }));
    expect(await screen.findByText(`Trade ${action}ed successfully`)).toBeInTheDocument();
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey?.[0])).toEqual([queryRoots.trades]);
  });

  it("shows the server's reason when it refuses, and reads the trades again", async () => {
    serve();
    server.use(
      mockApi.refuse(endpoints.respondToTrade, 409, 'Item 1: Player "Alvin Kamara" is in another accepted trade'),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    await user.click(await screen.findByRole('button', { name: 'Accept trade 50' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept trade' }));
    expect(await screen.findByText('Failed to accept trade')).toBeInTheDocument();
    expect(screen.getAllByText('Item 1: Player "Alvin Kamara" is in another accepted trade').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path.startsWith(`${endpoints.listTrades.path}?`)).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });
});

describe('Trade Center: notes and counter-offers (docs/screens/trades.md §4.6)', () => {
  const propose = () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.proposeTrade, ({ body }) => {
        sent.push(body);
        return { ...pending, id: 51 };
      }),
    );
    return sent;
  };

  it("sends the note typed, and shows a trade's note in the history", async () => {
    serve([{ ...pending, note: 'Kamara for your 1st, fair?' }]);
    const sent = propose();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    expect(await screen.findByLabelText('Note from Bayou Bandits')).toHaveTextContent('Kamara for your 1st, fair?');
    await choose(user, 'Team B', 'Cedar Crushers');
    await user.click(screen.getByRole('button', { name: 'Add FAAB for Cedar Crushers' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Just the cash');
    expect(screen.getByText(/487 left/)).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByText('Trade proposal submitted successfully');
    expect(sent).toEqual([
      {
        proposedByTeamId: 1,
        proposedToTeamId: 2,
        note: 'Just the cash',
        items: [{ fromTeamId: 2, toTeamId: 1, itemType: 'faab', quantity: 10 }],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Note (optional)')).toHaveValue(''));
  });

  it('lets the receiving team counter: the form starts from the proposal going back, editable, and sends it as a counter', async () => {
    serve();
    const sent = propose();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(2) });
    await user.click(await screen.findByRole('button', { name: 'Counter trade 50' }));
    const title = screen.getByRole('heading', { name: 'Counter Trade 50' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Team A' })).toHaveTextContent('Cedar Crushers');
    expect(screen.getByRole('combobox', { name: 'Team B' })).toHaveTextContent('Bayou Bandits');
    expect(screen.getByRole('combobox', { name: 'Team B' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove $30 FAAB' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove $30 FAAB' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Keep your cash');
    await user.click(screen.getByRole('button', { name: 'Submit Counter-Offer' }));
    await screen.findByText('Trade proposal submitted successfully');
    expect(sent).toEqual([
      {
        proposedByTeamId: 2,
        proposedToTeamId: 1,
        note: 'Keep your cash',
        counters: 50,
        items: [
          { fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 11 },
          { fromTeamId: 2, toTeamId: 1, itemType: 'draft_pick', itemId: 201 },
        ],
      },
    ]);
    // Made, the form is a blank proposal again.
    expect(await screen.findByRole('heading', { name: 'Propose Trade' })).toBeInTheDocument();
  });

  it('discards a counter-offer for a blank proposal, sending nothing', async () => {
    serve();
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    await user.click(await screen.findByRole('button', { name: 'Counter trade 50' }));
    await user.click(screen.getByRole('button', { name: 'Discard Counter-Offer' }));
    expect(await screen.findByRole('heading', { name: 'Propose Trade' })).toBeInTheDocument();
    expect(screen.getAllByText('Choose a team to see what it can offer.')).toHaveLength(2);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('offers no counter to the proposing team, and shows a countered proposal closed and linked', async () => {
    serve([
      { ...pending, id: 51, countersTradeId: 50, proposedByTeamId: 2, proposedToTeamId: 1 },
      { ...pending, status: 'countered', counteredByTradeId: 51 },
    ]);
    renderWithAuth(<TradeCenterPage />, { route: '/trades', ...asManagerOf(1) });
    const original = await screen.findByRole('listitem', { name: /^Trade 50/ });
    expect(within(original).getByText('Countered')).toBeInTheDocument();
    expect(original).toHaveTextContent('countered by trade 51');
    expect(within(original).queryByRole('button')).not.toBeInTheDocument();
    const counter = screen.getByRole('listitem', { name: /^Trade 51/ });
    expect(counter).toHaveTextContent('a counter-offer to trade 50');
    expect(within(counter).getByRole('button', { name: 'Counter trade 51' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Counter trade 50' })).not.toBeInTheDocument();
  });
});

describe('Trade Center: history, page by page', () => {
  const trades = Array.from({ length: 5 }, (_, index) => settled(60 - index, 'accepted'));
  /** The API's pages: two trades each, the next page named in the Link header as the API does. */
  function servePages(failSecond = false) {
    serve();
    server.use(
      mockApi.on(endpoints.listTrades, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (failSecond && cursor !== null)
          return HttpResponse.json({ message: 'The database is resting' }, { status: 503 });
        const start = cursor === null ? 0 : trades.findIndex((trade) => trade.id === Number(cursor)) + 1;
        const page = trades.slice(start, start + 2);
        const last = page.at(-1);
        return start + 2 < trades.length && last
          ? HttpResponse.json(page, {
              headers: {
                Link: `<${urlOf(endpoints.listTrades, { query: { season: 2025, cursor: last.id } })}>; rel="next"`,
              },
            })
          : HttpResponse.json(page);
      }),
    );
  }
  const shownIds = () =>
    within(screen.getByRole('list', { name: 'Trades' }))
      .getAllByRole('listitem', { name: /^Trade \d+/ })
      .map((item) => item.getAttribute('aria-label')?.split(':')[0]);

  it('shows the first page, then loads the next one on demand from the keyboard, until the last', async () => {
    servePages();
    const requests = recordRequests();
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades?season=2025' });
    await screen.findByRole('listitem', { name: /Trade 60/ });
    expect(shownIds()).toEqual(['Trade 60', 'Trade 59']);
    expect(screen.getByText('2 trades shown; more are older')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownIds()).toEqual(['Trade 60', 'Trade 59', 'Trade 58', 'Trade 57']));
    // Focus moves to the first trade the page brought.
    await waitFor(() => expect(screen.getByRole('listitem', { name: /Trade 58/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownIds()).toEqual(['Trade 60', 'Trade 59', 'Trade 58', 'Trade 57', 'Trade 56']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('5 trades shown')).toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.path.startsWith(urlOf(endpoints.listTrades, { query: { season: 2025 } })))
        .map((request) => request.path),
    ).toEqual([
      urlOf(endpoints.listTrades, { query: { season: 2025 } }),
      urlOf(endpoints.listTrades, { query: { season: 2025, cursor: 59 } }),
      urlOf(endpoints.listTrades, { query: { season: 2025, cursor: 57 } }),
    ]);
  });

  it('says it is loading while the next page is on its way, and why when it fails, keeping what is shown', async () => {
    servePages(true);
    let release: () => void = () => {};
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades?season=2025' });
    await screen.findByRole('listitem', { name: /Trade 59/ });
    server.use(
      mockApi.on(endpoints.listTrades, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'The database is resting' }, { status: 503 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const busy = await screen.findByRole('button', { name: 'Loading more trades…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more trades: The database is resting');
    expect(shownIds()).toEqual(['Trade 60', 'Trade 59']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});

describe('Trade Center: reads that fail', () => {
  it("says 'Could not load trades' with the server's reason, and Retry reads the history again", async () => {
    serve();
    server.use(mockApi.refuse(endpoints.listTrades, 503, 'The database is resting'));
    const { user } = renderWithAuth(<TradeCenterPage />, { route: '/trades?season=2025' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load trades');
    expect(alert).toHaveTextContent('The database is resting');
    server.use(mockApi.on(endpoints.listTrades, [pending]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: /Trade 50/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Could not load teams' inside the propose card, which keeps its title", async () => {
    serve();
    server.use(mockApi.refuse(endpoints.listTeams, 503, 'The database is resting'));
    renderWithAuth(<TradeCenterPage />, { route: '/trades' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load teams');
    expect(alert).toHaveTextContent('The database is resting');
    expect(screen.getByRole('heading', { name: 'Propose Trade' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
