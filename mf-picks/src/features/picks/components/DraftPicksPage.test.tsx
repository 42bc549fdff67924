import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import { mockApi, mockMatchMedia, server } from 'shared-testing';
import { endpoints, type DraftPick } from 'shared-contracts';
import { LEAVE_TITLE } from 'shared-ui';
import DraftPicksPage from '../../../export-app';
import { teams, yearOf } from '../testing/fixtures';
import { servePicksApi } from '../testing/picks-api-stand-in';
import { layOutPickTiles } from '../testing/tile-layout';
import { type BoardKeeper, type KeeperBoard } from 'shared-contracts/keepers';

const round = (n: number) => screen.getByRole('region', { name: `Round ${n}` });
const tilesOf = (n: number) => within(round(n)).getAllByRole('listitem');
const positionsOf = (n: number) => tilesOf(n).map((tile) => within(tile).getByTestId('pick-position').textContent);
const lockToggle = () => screen.getByRole('button', { name: /draft picks editing/ });

async function openBoard(options: Parameters<typeof renderWithAuth>[1] = {}) {
  const view = renderWithAuth(<DraftPicksPage />, { route: '/picks', ...options });
  await screen.findByRole('region', { name: 'Round 1' });
  return view;
}

async function unlock(user: ReturnType<typeof renderWithAuth>['user']) {
  await user.click(screen.getByRole('button', { name: 'Locked: draft picks editing is off' }));
  expect(screen.getByRole('button', { name: 'Unlocked: draft picks editing is on' })).toBeInTheDocument();
}

async function chooseTeam(user: ReturnType<typeof renderWithAuth>['user'], pickName: string, abbreviation: string) {
  await user.click(screen.getByRole('combobox', { name: `Team holding ${pickName}` }));
  await user.click(await screen.findByRole('option', { name: abbreviation }));
}

// A whole board of Radix selects in jsdom takes seconds on two cores: the preset's one-minute
// limit covers it.

describe('Draft Picks screen (/picks)', () => {
  it("is what the remote exposes as './DraftPicks' and is titled 'Draft Picks'", async () => {
    servePicksApi();
    await openBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Draft Picks' })).toBeInTheDocument();
  });

  it("marks the member's own team: its balls and every pick it holds, in words ('You') as well as colour", async () => {
    servePicksApi({ 301: { currentTeamId: 2 } });
    await openBoard({ role: 'manager', auth: { league: { ...testLeague, role: 'manager', team: teams[1]! } } });
    const ballsCard = screen.getByRole('region', { name: 'Ping Pong Balls' });
    expect(
      within(ballsCard)
        .getAllByRole('listitem')
        .map((cell) => cell.hasAttribute('data-own-team')),
    ).toEqual([false, true, false, false]);
    expect(within(ballsCard).getByText('You')).toBeInTheDocument();
    // BRK holds its own pick in every round, and HAM's in round 3.
    const ownTiles = (n: number) =>
      tilesOf(n)
        .filter((tile) => tile.hasAttribute('data-own-team'))
        .map((tile) => within(tile).getByTestId('pick-team').textContent);
    expect([1, 2, 3, 4, 5].map((n) => ownTiles(n).length)).toEqual([1, 1, 2, 1, 1]);
    expect(within(round(3)).getAllByText('You')).toHaveLength(2);
    expect(tilesOf(1).filter((tile) => within(tile).queryByText('You'))).toHaveLength(1);
  });

  it('shows skeletons while the year loads', async () => {
    servePicksApi();
    // A year that never arrives.
    server.use(mockApi.on(endpoints.listPicks, () => new Promise<never>(() => {})));
    renderWithAuth(<DraftPicksPage />, { route: '/picks' });
    expect(screen.getByRole('status', { name: 'Loading draft picks' })).toBeInTheDocument();
    expect(await screen.findByText('7 balls')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Round 1' })).not.toBeInTheDocument();
  });

  it("locked (as it starts): balls, rounds 1-5 sorted by position then id, '-', '(via ABBR)', 'Unknown', nothing to change", async () => {
    servePicksApi({
      101: { position: 3 },
      102: { position: 3, currentTeamId: 4 },
      103: { position: 1 },
      104: { position: null },
      203: { currentTeamId: 77 },
    });
    await openBoard();
    const ballsCard = screen.getByRole('region', { name: 'Ping Pong Balls' });
    expect(
      within(ballsCard)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['HAM1 ball', 'BRK7 balls', 'CHI0 balls', 'DAL12 balls']);
    expect([1, 2, 3, 4, 5].map((n) => within(round(n)).getByRole('heading').textContent)).toEqual([
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
    ]);
    // By position, a tie by id, the pick without a position last.
    expect(positionsOf(1)).toEqual(['1', '3', '3', '-']);
    expect(tilesOf(1).map((tile) => tile.getAttribute('data-pick-id'))).toEqual(['103', '101', '102', '104']);
    expect(tilesOf(1)[2]).toHaveTextContent('(via BRK)');
    expect(tilesOf(1)[1]).not.toHaveTextContent('(via');
    expect(within(tilesOf(1)[2] as HTMLElement).getByTestId('pick-team')).toHaveTextContent('DAL');
    expect(within(tilesOf(2)[2] as HTMLElement).getByTestId('pick-team')).toHaveTextContent('Unknown');

    expect(lockToggle()).toHaveAccessibleName('Locked: draft picks editing is off');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(round(1)).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows each keeper on the pick he uses, and the conflicts in words', async () => {
    const onPick = (playerId: number, name: string, pickId: number, round: number): BoardKeeper => ({
      playerId,
      name,
      position: 'RB',
      teamId: 1,
      round,
      pick: { id: pickId, round, position: 1, currentTeamId: 1, originalTeamId: 1 },
    });
    const board: KeeperBoard = {
      season: 2024,
      draftYear: 2025,
      keepers: [
        onPick(1, 'Ann Able', 201, 2),
        onPick(2, 'Bob Baker', 201, 2),
        onPick(3, 'Cy Carter', 301, 3),
        { playerId: 4, name: 'Di Dunn', position: 'WR', teamId: 2, round: 4, pick: null },
      ],
      conflicts: [
        {
          kind: 'missing-pick',
          playerIds: [4],
          players: ['Di Dunn'],
          pickId: null,
          message: 'Di Dunn has no pick: BRK traded its 2025 round 4 pick away (2025 round 4, pick 2, held by HAM)',
        },
        {
          kind: 'shared-pick',
          playerIds: [1, 2],
          players: ['Ann Able', 'Bob Baker'],
          pickId: 201,
          message: 'Ann Able and Bob Baker both claim one pick: 2025 round 2, pick 1, held by HAM',
        },
      ],
    };
    servePicksApi({}, board);
    await openBoard({ route: '/picks?year=2025' });
    const shared = tilesOf(2)[0] as HTMLElement;
    expect(await within(shared).findByTestId('pick-keepers')).toHaveTextContent('Kept: Ann Able, Bob Baker');
    expect(shared).toHaveTextContent('Conflict: two keepers claim this pick');
    expect(within(tilesOf(3)[0] as HTMLElement).getByTestId('pick-keepers')).toHaveTextContent('Kept: Cy Carter');
    expect(tilesOf(3)[0]).not.toHaveTextContent('Conflict');
    expect(within(tilesOf(4)[1] as HTMLElement).queryByTestId('pick-keepers')).not.toBeInTheDocument();

    const conflicts = screen.getByRole('region', { name: 'Keeper conflicts for 2025' });
    expect(
      within(conflicts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '⚠ Missing pick:Di Dunn has no pick: BRK traded its 2025 round 4 pick away (2025 round 4, pick 2, held by HAM)',
      '⚠ Shared pick:Ann Able and Bob Baker both claim one pick: 2025 round 2, pick 1, held by HAM',
    ]);
  });

  it('shows no conflicts card while the draft has no keepers', async () => {
    servePicksApi();
    await openBoard({ route: '/picks?year=2025' });
    await waitFor(() => expect(screen.queryByTestId('pick-keepers')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: /Keeper conflicts/ })).not.toBeInTheDocument();
  });

  it("unlocked: picks can be moved and given away; 'Save Changes' waits for a change", async () => {
    servePicksApi();
    const { user } = await openBoard();
    await unlock(user);
    expect(within(round(1)).getAllByRole('button', { name: /^Move / })).toHaveLength(4);
    for (const select of within(round(1)).getAllByRole('combobox')) expect(select).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('dirty: a team change is pending until saved; saving sends it whole, clears it and refetches the year', async () => {
    const api = servePicksApi();
    const { user } = await openBoard();
    await unlock(user);
    await chooseTeam(user, "HAM's round 2 pick", 'CHI');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(tilesOf(2)[0]).toHaveTextContent('(via HAM)');
    expect(tilesOf(2)[0]).toHaveTextContent('Unsaved');

    // Locking hides Save Changes but keeps the change.
    await user.click(lockToggle());
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    await user.click(lockToggle());

    const requestsBefore = api.pickRequests.length;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Draft picks saved')).toBeInTheDocument();
    expect(api.saves).toEqual([
      {
        picks: [
          {
            id: 201,
            currentTeamId: 3,
            position: 1,
            year: 2025,
            round: 2,
            originalTeamId: 1,
            isLocked: false,
            from: { currentTeamId: 1, position: 1 },
          },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 unsaved change')).not.toBeInTheDocument();
    await waitFor(() => expect(api.pickRequests.length).toBeGreaterThan(requestsBefore));
    expect(tilesOf(2)[0]).toHaveTextContent('(via HAM)');
    expect(tilesOf(2)[0]).not.toHaveTextContent('Unsaved');
  });

  it('reorders a round by keyboard and renumbers it 1..n; Discard Changes puts it back', async () => {
    const restore = layOutPickTiles();
    try {
      const api = servePicksApi();
      const { user } = await openBoard();
      await unlock(user);
      const handle = within(round(1)).getByRole('button', { name: "Move HAM's round 1 pick" });
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() =>
        expect(tilesOf(1).map((tile) => tile.getAttribute('data-pick-id'))).toEqual(['102', '103', '101', '104']),
      );
      expect(positionsOf(1)).toEqual(['1', '2', '3', '4']);
      expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
      expect(tilesOf(1).map((tile) => tile.getAttribute('data-pick-id'))).toEqual(['101', '102', '103', '104']);
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
      expect(api.saves).toEqual([]);
    } finally {
      restore();
    }
  });

  it('two tabs: a save made from a pick changed since is refused by name, and the edits stay', async () => {
    const api = servePicksApi();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openBoard();
    await unlock(user);
    await chooseTeam(user, "HAM's round 1 pick", 'CHI');
    // Another tab gives the same pick to DAL and saves first.
    api.changeElsewhere(101, { currentTeamId: 4 });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update picks')).toBeInTheDocument();
    const message = '2025 round 1, pick 1, held by HAM changed since you opened this page: reload to see it';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.saves).toEqual([
      {
        picks: [
          {
            id: 101,
            currentTeamId: 3,
            position: 1,
            year: 2025,
            round: 1,
            originalTeamId: 1,
            isLocked: false,
            from: { currentTeamId: 1, position: 1 },
          },
        ],
      },
    ]);
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(within(tilesOf(1)[0] as HTMLElement).getByRole('combobox')).toHaveTextContent('CHI');
    // The picks are refetched underneath, but the edit was still made from the old ones: saving
    // again is refused again, never an overwrite of the other tab's change.
    await waitFor(() => expect(api.pickRequests.length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.saves).toHaveLength(2));
    expect(api.saves[1]?.picks[0]?.from).toEqual({ currentTeamId: 1, position: 1 });
    expect(screen.queryByText('Draft picks saved')).not.toBeInTheDocument();
  });

  it("error: a refused save keeps the pending changes and shows the server's message", async () => {
    servePicksApi();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openBoard();
    await unlock(user);
    await chooseTeam(user, "BRK's round 1 pick", 'HAM');
    server.use(
      mockApi.refuse(
        endpoints.updatePicks,
        409,
        '2025 round 1, pick 2, held by BRK is locked: unlock it before changing it',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update picks')).toBeInTheDocument();
    expect(
      screen.getByText('2025 round 1, pick 2, held by BRK is locked: unlock it before changing it'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(within(tilesOf(1)[1] as HTMLElement).getByRole('combobox')).toHaveTextContent('HAM');
    expect(logged).toHaveBeenCalledWith('Failed to update picks', expect.anything());
  });

  it("error: a year that cannot be fetched says 'Failed to fetch picks' and retries", async () => {
    servePicksApi();
    server.use(mockApi.refuse(endpoints.listPicks, 500, 'The database is asleep'));
    const { user } = renderWithAuth(<DraftPicksPage />, { route: '/picks' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch picks');
    expect(alert).toHaveTextContent('The database is asleep');
    server.use(mockApi.on(endpoints.listPicks, []));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No draft picks for 2025 yet' })).toBeInTheDocument();
  });

  it('a year with no picks says where the commissioner creates them, and offers no lottery to open nor balls to edit', async () => {
    servePicksApi();
    const { user } = renderWithAuth(<DraftPicksPage />, { route: '/picks?year=2027' });
    const empty = await screen.findByRole('region', { name: 'No draft picks for 2027 yet' });
    expect(empty).toHaveTextContent(
      'Create them in Settings, with Create draft picks in the Season set-up card: rounds 1–5 for every team, each with its ping pong ball row. The 2027 lottery opens once they exist.',
    );
    expect(within(empty).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('region', { name: 'Round 1' })).not.toBeInTheDocument();
    expect(await screen.findByText('The 2027 lottery opens once the year has draft picks.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open lottery' })).not.toBeInTheDocument();
    await unlock(user);
    expect(screen.queryByRole('form', { name: 'Set 2027 ping pong balls' })).not.toBeInTheDocument();
  });

  it('a year with no picks tells a manager that the commissioner creates them', async () => {
    servePicksApi();
    renderWithAuth(<DraftPicksPage />, { route: '/picks?year=2027', role: 'manager' });
    const empty = await screen.findByRole('region', { name: 'No draft picks for 2027 yet' });
    expect(empty).toHaveTextContent('The commissioner creates the 2027 picks in Settings.');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });

  it("error: balls that cannot be fetched say 'Failed to fetch ping pong balls' while the rounds still show", async () => {
    servePicksApi();
    server.use(mockApi.refuse(endpoints.listPingPongBalls, 500, 'No balls today'));
    await openBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch ping pong balls');
  });

  it('read-only for a manager: no lock, no saving, nothing to drag; every pick and ball count is text, not a disabled control', async () => {
    servePicksApi({ 302: { currentTeamId: 4 } });
    await openBoard({ role: 'manager' });
    expect(screen.queryByRole('button', { name: /draft picks editing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move |^Lock |^Unlock / })).not.toBeInTheDocument();
    // Only the year selector is a control: no pick's team is a dropdown, disabled or not.
    expect(screen.getAllByRole('combobox').map((control) => control.getAttribute('aria-label'))).toEqual(['Year']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(round(3))
        .getAllByTestId('pick-team')
        .map((team) => team.textContent),
    ).toEqual(['Held by HAM', 'Held by DAL', 'Held by CHI', 'Held by DAL']);
    expect(tilesOf(3)[1]).toHaveTextContent('(via BRK)');
  });

  it("opens on the next draft: past the current season's when the host already held it (every pick locked)", async () => {
    const api = servePicksApi();
    const held = (year: number, locked: boolean) => yearOf(year).map((pick) => ({ ...pick, isLocked: locked }));
    const heldByTeam = (picks: DraftPick[]) =>
      Object.fromEntries(
        teams.map((team) => [String(team.id), picks.filter((pick) => pick.currentTeamId === team.id)]),
      );
    server.use(mockApi.on(endpoints.listTeamDraftPicks, heldByTeam([...held(2025, true), ...held(2026, false)])));
    await openBoard();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('2026');
    expect(api.pickRequests).toEqual([2026]);
  });

  it('reads the year from the address, and the selector offers 2025 to 2030', async () => {
    const api = servePicksApi();
    const { user } = await openBoard({ route: '/picks?year=2030' });
    expect(api.pickRequests).toEqual([2030]);
    expect(positionsOf(1)).toEqual(['1', '2', '3', '4']);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''))).toEqual([
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
    await user.click(screen.getByRole('option', { name: '2026' }));
    await waitFor(() => expect(api.pickRequests).toEqual([2030, 2026]));
  });

  it('asks before a change of year loses unsaved changes', async () => {
    const api = servePicksApi();
    const { user } = await openBoard();
    await unlock(user);
    await chooseTeam(user, "CHI's round 4 pick", 'DAL');
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(screen.getByRole('option', { name: '2026' }));
    expect(screen.getByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(api.pickRequests).toEqual([2025]);

    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(screen.getByRole('option', { name: '2026' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(api.pickRequests).toEqual([2025, 2026]));
    expect(screen.queryByText('1 unsaved change')).not.toBeInTheDocument();
  });
});

describe('Draft Picks screen below 768 px', () => {
  beforeEach(() => mockMatchMedia((query) => query === '(max-width: 767px)'));
  afterEach(() => mockMatchMedia(() => false));

  const toggle = (n: number) => screen.getByRole('button', { name: new RegExp(`^Round ${n} · \\d+ picks?$`) });

  it('folds every round but the first; each title is a button naming the round and its picks', async () => {
    servePicksApi();
    await openBoard();
    expect(toggle(1)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(1)).toHaveAccessibleName('Round 1 · 4 picks');
    expect(tilesOf(1)).toHaveLength(4);
    for (const n of [2, 3, 4, 5]) {
      expect(toggle(n)).toHaveAttribute('aria-expanded', 'false');
      expect(within(round(n)).queryByRole('listitem')).not.toBeInTheDocument();
    }
  });

  it('opens and closes a round by keyboard, and keeps its edits while folded', async () => {
    servePicksApi();
    const { user } = await openBoard();
    toggle(2).focus();
    await user.keyboard('{Enter}');
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
    expect(tilesOf(2).length).toBeGreaterThan(0);
    await user.keyboard(' ');
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');

    await unlock(user);
    await chooseTeam(user, "BRK's round 1 pick", 'HAM');
    await user.click(toggle(1));
    expect(within(round(1)).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await user.click(toggle(1));
    expect(screen.getByRole('combobox', { name: "Team holding BRK's round 1 pick" })).toHaveTextContent('HAM');
  });
});
