import { screen, within } from '@testing-library/react';
import { endpoints, type ProviderStatus } from 'shared-contracts';
import { setupEndpoints, type ImportJob, type SeasonImport } from 'shared-contracts/provider-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { mockApi, server } from 'shared-testing';
import { LINK_TEAMS_HEADING_ID } from '../../../lib/link-teams-anchor';
import { ImportCard } from './ImportCard';

const counts = (created: number, updated = 0, unchanged = 0) => ({ created, updated, unchanged });
const games = (created: number, updated = 0, unchanged = 0, removed = 0) => ({ created, updated, unchanged, removed });
const season = (changes: Partial<SeasonImport> & Pick<SeasonImport, 'season' | 'leagueKey'>): SeasonImport => ({
  teams: counts(0),
  matchups: games(0),
  conflicts: null,
  keep: null,
  players: null,
  playerChanges: [],
  tradeUndos: [],
  weeks: 17,
  extras: null,
  warnings: [],
  ...changes,
});
const seasons: SeasonImport[] = [
  season({ season: 2025, leagueKey: '461.l.6288', teams: counts(12), matchups: games(102), players: counts(192) }),
  season({ season: 2024, leagueKey: '449.l.751781', teams: counts(0, 0, 12), matchups: games(102) }),
];
const job = (changes: Partial<ImportJob>): ImportJob => ({
  id: 1,
  status: 'done',
  seasons: [2025, 2024],
  completed: seasons,
  step: 'Done',
  calls: 48,
  message: 'Imported 2 seasons (2025, 2024): 12 teams, 204 games and 192 players created or updated.',
  startedAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:01:00.000Z',
  ...changes,
});

const YAHOO: ProviderStatus = {
  provider: 'yahoo',
  league: '461.l.6288',
  name: 'Harambe Memorial League',
  season: 2025,
};

describe('Import card, for a league that follows Yahoo', () => {
  beforeEach(() =>
    server.use(mockApi.on(setupEndpoints.getLatestProviderImport, null), mockApi.on(endpoints.getProvider, YAHOO)),
  );

  it('previews what the import creates, updates and leaves alone, then imports and says what it did', async () => {
    const previewed: unknown[] = [];
    server.use(
      mockApi.on(setupEndpoints.previewProviderImport, async ({ request }) => {
        previewed.push(await request.json());
        return { seasons };
      }),
      mockApi.on(setupEndpoints.startProviderImport, () => {
        server.use(mockApi.on(setupEndpoints.getLatestProviderImport, job({})));
        return job({});
      }),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const table = await screen.findByRole('table', { name: 'What the import will do' });
    const row2025 = within(table).getByRole('row', { name: /2025/ });
    expect(row2025).toHaveTextContent('12 new, 0 updated, 0 unchanged');
    expect(row2025).toHaveTextContent('192 new, 0 updated, 0 unchanged');
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent('0 new, 0 updated, 12 unchanged');
    expect(row2025).toHaveTextContent('0 matched (0 changed), 102 new');
    expect(previewed).toEqual([{ seasons: 3 }]);
    await user.click(importButton);
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'What the last import did' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Imported 2 seasons (2025, 2024): 12 teams, 204 games and 192 players created or updated.')
        .length,
    ).toBeGreaterThan(0);
  });

  it("asks whose games stay where they clash, lists every change of team, and sends the commissioner's answers", async () => {
    const sent: unknown[] = [];
    const clashing = [
      season({
        season: 2025,
        leagueKey: '461.l.6288',
        matchups: games(0, 10, 20),
        conflicts: { weeks: [1, 2, 3, 5], providerGames: 72, leagueGames: 72 },
        players: counts(0, 1, 3),
        playerChanges: [
          {
            playerId: 7,
            name: 'Jalen Hurts',
            from: 'Bayou Bandits',
            to: 'Gotham City Knights',
            isKeeper: true,
            kind: 'move',
            applied: false,
            undoesTrade: false,
          },
          {
            playerId: 8,
            name: 'Malik Castillo',
            from: 'Gotham City Knights',
            to: 'Harbor Hounds',
            isKeeper: false,
            kind: 'move',
            applied: true,
            undoesTrade: false,
          },
          {
            playerId: 9,
            name: 'Lonny Solo',
            from: 'Gotham City Knights',
            to: null,
            isKeeper: false,
            kind: 'release',
            applied: false,
            undoesTrade: false,
          },
          {
            playerId: 10,
            name: 'Kay Keeper',
            from: 'Gotham City Knights',
            to: null,
            isKeeper: true,
            kind: 'release',
            applied: false,
            undoesTrade: false,
          },
        ],
      }),
      season({ season: 2024, leagueKey: '449.l.751781', matchups: games(0, 0, 102) }),
    ];
    server.use(
      mockApi.on(setupEndpoints.previewProviderImport, { seasons: clashing }),
      mockApi.on(setupEndpoints.startProviderImport, ({ body }) => {
        sent.push(body);
        return job({ completed: clashing });
      }),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const table = await screen.findByRole('table', { name: 'What the import will do' });
    expect(within(table).getByRole('row', { name: /2025/ })).toHaveTextContent(
      '30 matched (10 changed), 0 new, 72 clashing',
    );
    const group = screen.getByRole('group', {
      name: "2025: 72 of Yahoo's games clash with 72 of the league's (weeks 1–3, 5). Whose games stay?",
    });
    expect(screen.getByText('Choose whose games stay for 2025 to import.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: /Yahoo's games replace the league's/ }));
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    const changes = screen.getByRole('table', { name: "Changes to players' teams" });
    expect(within(changes).getByRole('row', { name: /Malik Castillo/ })).toHaveTextContent('Moves');
    expect(within(changes).getByRole('row', { name: /Lonny Solo/ })).toHaveTextContent('Keeps his team');
    expect(within(changes).getByRole('checkbox', { name: 'Free Kay Keeper' })).toBeDisabled();
    await user.click(within(changes).getByRole('checkbox', { name: 'Move Jalen Hurts' }));
    await user.click(screen.getByRole('checkbox', { name: /Free the 2 players no Yahoo roster holds/ }));
    expect(within(changes).getByRole('row', { name: /Lonny Solo/ })).toHaveTextContent('Freed');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Import finished');
    expect(sent).toEqual([
      {
        seasons: 3,
        conflicts: [{ season: 2025, keep: 'provider' }],
        moveKeepers: [7],
        releaseUnrostered: true,
        addBesideOwnTeams: false,
        tradeUndos: [],
      },
    ]);
  });

  it('names the own teams no Yahoo team is linked to, sends the commissioner to Link Teams, and imports beside them only when ticked', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(setupEndpoints.previewProviderImport, {
        seasons: seasons.slice(0, 1),
        ownTeams: { unlinked: ['Wild Walrus', 'Zeta Zebras'], newTeams: 12 },
      }),
      mockApi.on(setupEndpoints.startProviderImport, ({ body }) => {
        sent.push(body);
        return job({});
      }),
    );
    const { user } = renderWithAuth(
      <>
        <h2 id={LINK_TEAMS_HEADING_ID} tabIndex={-1}>
          Link Teams
        </h2>
        <ImportCard />
      </>,
      { role: 'commissioner' },
    );
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const warning = await screen.findByRole('group', { name: /linked to no Yahoo team/ });
    expect(warning).toHaveTextContent(
      "2 of the league's own teams are linked to no Yahoo team: Wild Walrus, Zeta Zebras. Importing now would add Yahoo's 12 teams beside them. Link each to its Yahoo team in the Link Teams card first, then preview again.",
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(warning).getByRole('button', { name: 'Go to Link Teams' }));
    expect(screen.getByRole('heading', { name: 'Link Teams' })).toHaveFocus();
    await user.click(
      within(warning).getByRole('checkbox', { name: "Add Yahoo's 12 teams as new teams beside the league's own" }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Import finished');
    expect(sent).toEqual([
      { seasons: 3, conflicts: [], moveKeepers: [], releaseUnrostered: false, addBesideOwnTeams: true, tradeUndos: [] },
    ]);
  });

  it('shows a paused import with its reason, and offers to resume it', async () => {
    const paused = job({
      status: 'paused',
      completed: seasons.slice(0, 1),
      message:
        'Paused: Yahoo is limiting requests from this server. Try again in 10 minutes. 1 of 2 seasons written; run the import again then to resume.',
    });
    server.use(mockApi.on(setupEndpoints.getLatestProviderImport, paused));
    renderWithAuth(<ImportCard />, { role: 'commissioner' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Paused: 1 of 2 seasons written (2025, 2024)');
    expect(status).toHaveTextContent(paused.message);
    expect(screen.getByRole('button', { name: 'Resume import' })).toBeEnabled();
  });

  it("shows a run the provider failed, answered as the provider's 502, from the import's status", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const reason = 'Yahoo answered with something other than JSON (a web page). Try again later.';
    const failed = job({
      status: 'failed',
      seasons: [],
      completed: [],
      message: `Stopped: ${reason} No season was read yet; run the import again to resume.`,
    });
    // The run the provider stopped before its first season is recorded; running it again
    // fails the same way, answered as the provider's 502.
    server.use(
      mockApi.on(setupEndpoints.getLatestProviderImport, failed),
      mockApi.refuse(setupEndpoints.startProviderImport, 502, reason),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    const status = await screen.findByRole('status');
    // docs/screens/settings.md §3's words, the whole line.
    expect(status.querySelector('p')).toHaveTextContent(/^Stopped: before the first season was read$/);
    expect(status).toHaveTextContent(failed.message!);
    await user.click(screen.getByRole('button', { name: 'Resume import' }));
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(await screen.findByRole('status')).toHaveTextContent(failed.message!);
    logged.mockRestore();
  });

  it("refreshes scores on demand and shows the server's words when the preview is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.on(setupEndpoints.refreshProviderScores, {
        season: 2025,
        weeks: 11,
        updated: 2,
        message: 'Refreshed 11 weeks of 2025: 2 games changed.',
      }),
      mockApi.refuse(
        setupEndpoints.previewProviderImport,
        409,
        'Yahoo is not connected yet. The commissioner can connect it in Settings.',
      ),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    await user.click(screen.getByRole('button', { name: 'Refresh scores' }));
    expect(await screen.findByText('Refreshed 11 weeks of 2025: 2 games changed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Preview failed: Yahoo is not connected yet. The commissioner can connect it in Settings.',
    );
    logged.mockRestore();
  });
});

describe('Import card, for a league that follows Sleeper', () => {
  const SLEEPER: ProviderStatus = {
    provider: 'sleeper',
    league: '1180296734373085184',
    name: 'Dynasty Degens',
    season: 2025,
  };
  const withExtras: SeasonImport[] = [
    season({
      season: 2025,
      leagueKey: '1180296734373085184',
      teams: counts(12),
      matchups: games(102),
      players: counts(180),
      extras: { draftPicks: counts(7, 1, 2), keepers: counts(0, 3, 21), faab: counts(12) },
    }),
    season({ season: 2024, leagueKey: '1048281234567890123', teams: counts(0, 0, 12), matchups: games(102) }),
  ];

  it("is titled with the provider's name, reads it through the provider-neutral calls and shows the traded picks, keepers and FAAB", async () => {
    const calls: string[] = [];
    server.use(
      mockApi.on(endpoints.getProvider, SLEEPER),
      mockApi.on(setupEndpoints.getLatestProviderImport, () => {
        calls.push('latest');
        return null;
      }),
      mockApi.on(setupEndpoints.previewProviderImport, ({ body }) => {
        calls.push(`preview ${body.seasons}`);
        return { seasons: withExtras };
      }),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    expect(await screen.findByRole('heading', { name: 'Import from Sleeper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const table = await screen.findByRole('table', { name: 'What the import will do' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Season', 'Teams', 'Games', 'Players', 'Traded picks', 'Keepers', 'FAAB']);
    const row2025 = within(table).getByRole('row', { name: /2025/ });
    const cells = within(row2025)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(3)).toEqual([
      '7 new, 1 updated, 2 unchanged',
      '0 new, 3 updated, 21 unchanged',
      '12 new, 0 updated, 0 unchanged',
    ]);
    // An earlier season brings no extras: its cells say so.
    expect(
      within(within(table).getByRole('row', { name: /2024/ }))
        .getAllByRole('cell')
        .slice(3)
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', '—']);
    expect(calls).toEqual(['latest', 'preview 3']);
  });

  it('tells the commissioner what the import left out because Sleeper could not answer it readably', async () => {
    const warning =
      "2020: Sleeper's keepers could not be read and were left out. Sleeper answered /draft/521379020332068865/picks with something other than JSON (a web page). Try again later.";
    const done = job({
      seasons: [2020],
      completed: [
        season({
          season: 2020,
          leagueKey: '521379020332068864',
          teams: counts(12),
          matchups: games(78),
          players: counts(420),
          weeks: 13,
          extras: { draftPicks: counts(144), keepers: counts(0), faab: counts(12) },
          warnings: [warning],
        }),
      ],
      message: 'Imported 1 season (2020): 12 teams, 78 games and 420 players created or updated.',
    });
    server.use(mockApi.on(endpoints.getProvider, SLEEPER), mockApi.on(setupEndpoints.getLatestProviderImport, done));
    renderWithAuth(<ImportCard />, { role: 'commissioner' });
    const table = await screen.findByRole('table', { name: 'What the last import did' });
    expect(within(table).getByRole('row', { name: /2020/ })).toHaveTextContent('12 new, 0 updated, 0 unchanged');
    const leftOut = screen.getByRole('group', { name: 'Left out of the import' });
    expect(within(leftOut).getByRole('listitem')).toHaveTextContent(warning);
  });

  it("leaves the extras' columns out of a Yahoo import", async () => {
    server.use(mockApi.on(endpoints.getProvider, YAHOO), mockApi.on(setupEndpoints.getLatestProviderImport, job({})));
    renderWithAuth(<ImportCard />, { role: 'commissioner' });
    const table = await screen.findByRole('table', { name: 'What the last import did' });
    expect(within(table).queryByRole('columnheader', { name: 'Traded picks' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import from Yahoo' })).toBeInTheDocument();
  });

  it('names the own teams no Sleeper team is linked to, without sending to Link Teams (Sleeper has none)', async () => {
    server.use(
      mockApi.on(endpoints.getProvider, SLEEPER),
      mockApi.on(setupEndpoints.getLatestProviderImport, null),
      mockApi.on(setupEndpoints.previewProviderImport, {
        seasons: withExtras.slice(0, 1),
        ownTeams: { unlinked: ['Wild Walrus'], newTeams: 12 },
      }),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    await screen.findByRole('heading', { name: 'Import from Sleeper' });
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const warning = await screen.findByRole('group', { name: /linked to no Sleeper team/ });
    expect(warning).toHaveTextContent("Importing now would add Sleeper's 12 teams beside them.");
    expect(within(warning).queryByRole('button', { name: 'Go to Link Teams' })).not.toBeInTheDocument();
  });

  it("names each move that would undo a trade made here, keeps the league's unless the commissioner takes Sleeper's, and sends the choices", async () => {
    const sent: unknown[] = [];
    const trade = { id: 31, acceptedAt: '2025-10-01T12:00:00.000Z', teams: ['Wild Walrus', 'Night Owls'] };
    const reimport = season({
      season: 2025,
      leagueKey: '1180296734373085184',
      players: counts(0, 0, 180),
      playerChanges: [
        {
          playerId: 41,
          name: 'Ann Lee',
          from: 'Night Owls',
          to: 'Wild Walrus',
          isKeeper: false,
          kind: 'move',
          applied: false,
          undoesTrade: true,
        },
      ],
      tradeUndos: [
        { kind: 'player', id: 41, name: 'Ann Lee', from: 'Night Owls', to: 'Wild Walrus', trade, keep: 'league' },
        { kind: 'faab', id: 5, name: 'Night Owls', from: 80, to: 60, trade, keep: 'league' },
      ],
    });
    server.use(
      mockApi.on(endpoints.getProvider, SLEEPER),
      mockApi.on(setupEndpoints.getLatestProviderImport, null),
      mockApi.on(setupEndpoints.previewProviderImport, { seasons: [reimport] }),
      mockApi.on(setupEndpoints.startProviderImport, ({ body }) => {
        sent.push(body);
        return job({ completed: [reimport] });
      }),
    );
    const { user } = renderWithAuth(<ImportCard />, { role: 'commissioner' });
    await screen.findByRole('heading', { name: 'Import from Sleeper' });
    await user.click(screen.getByRole('button', { name: 'Preview import' }));
    const player = await screen.findByRole('group', {
      name: 'Ann Lee would go back to Wild Walrus, undoing the trade of Oct 1, 2025 between Wild Walrus and Night Owls.',
    });
    const faab = screen.getByRole('group', {
      name: "Night Owls' FAAB would go from $80 to $60, undoing the trade of Oct 1, 2025 between Wild Walrus and Night Owls.",
    });
    expect(within(player).getByRole('radio', { name: "Keep the league's (the trade stands)" })).toBeChecked();
    expect(within(faab).getByRole('radio', { name: "Keep the league's (the trade stands)" })).toBeChecked();
    const changes = screen.getByRole('table', { name: "Changes to players' teams" });
    expect(within(changes).getByRole('row', { name: /Ann Lee/ })).toHaveTextContent('Keeps his team (traded here)');
    // By keyboard: the arrow moves the choice within the move's group.
    within(player).getByRole('radio', { name: "Keep the league's (the trade stands)" }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(player).getByRole('radio', { name: "Take Sleeper's" })).toBeChecked();
    expect(within(changes).getByRole('row', { name: /Ann Lee/ })).toHaveTextContent('Moves');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Import finished');
    expect(sent).toEqual([
      {
        seasons: 3,
        conflicts: [],
        moveKeepers: [],
        releaseUnrostered: false,
        addBesideOwnTeams: false,
        tradeUndos: [
          { kind: 'player', id: 41, keep: 'provider' },
          { kind: 'faab', id: 5, keep: 'league' },
        ],
      },
    ]);
  });
});
