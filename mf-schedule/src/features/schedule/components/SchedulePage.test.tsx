import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, urlOf, type ScheduleMatchup, type Team } from 'shared-contracts';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import { mockApi, mockMatchMedia, recordRequests, server } from 'shared-testing';
import SchedulePage from '../../../export-app';

const teams: Team[] = [
  { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK', yahooTeamKey: null, logoUrl: null },
  { id: 2, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Desert Scorpions', displayName: 'Ana', abbreviation: 'DSC', yahooTeamKey: null, logoUrl: null },
  { id: 4, name: 'Tundra Titans', displayName: 'Olaf', abbreviation: 'TUN', yahooTeamKey: null, logoUrl: null },
];
const named = (id: number) => {
  const team = teams.find((candidate) => candidate.id === id)!;
  return { name: team.name, abbreviation: team.abbreviation };
};

function game(
  id: number,
  weekNumber: number,
  position: number,
  homeTeamId: number,
  awayTeamId: number,
  result: Partial<ScheduleMatchup> = {},
): ScheduleMatchup {
  return {
    id,
    weekNumber,
    position,
    homeTeamId,
    awayTeamId,
    homeTeam: named(homeTeamId),
    awayTeam: named(awayTeamId),
    isCompleted: false,
    isPlayoff: false,
    homeTeamScore: null,
    awayTeamScore: null,
    ...result,
  };
}

// Week 1 played (one score missing), week 2 upcoming.
const season2025: ScheduleMatchup[] = [
  game(11, 1, 1, 1, 2, { isCompleted: true, homeTeamScore: 112.34, awayTeamScore: 98.5 }),
  game(12, 1, 2, 3, 4, { isCompleted: true, homeTeamScore: null, awayTeamScore: 87.2 }),
  game(21, 2, 1, 4, 1),
  game(22, 2, 2, 2, 3),
];

// A whole board of Radix selects in jsdom takes seconds on two cores: the preset's one-minute
// limit covers it.

let stored: ScheduleMatchup[];
beforeEach(() => {
  stored = structuredClone(season2025);
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.getSchedule, ({ params }) => ({ matchups: params.season === 2025 ? stored : [] })),
  );
});

const renderSchedule = (role: 'commissioner' | 'manager' = 'commissioner', route = '/schedule') =>
  renderWithAuth(<SchedulePage />, { role, route });
const weekCard = (week: number) => screen.getByRole('region', { name: `Week ${week}` });
const gameRow = (id: number) => document.querySelector(`li[data-matchup-id="${id}"]`) as HTMLElement;

describe('Schedule screen', () => {
  it("marks the member's own team in each of its games, in words ('You') as well as colour", async () => {
    renderWithAuth(<SchedulePage />, {
      route: '/schedule',
      auth: { league: { ...testLeague, role: 'manager', team: teams[0]! } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    const marked = (id: number) => [...gameRow(id).querySelectorAll('[data-own-team]')].map((side) => side.textContent);
    expect(marked(11)).toEqual([expect.stringMatching(/Gotham City Knights\s*You/)]);
    expect(marked(21)).toEqual([expect.stringMatching(/Gotham City Knights\s*You/)]);
    expect(marked(12)).toEqual([]);
    expect(marked(22)).toEqual([]);
    expect(screen.getAllByText('You')).toHaveLength(2);
  });

  it("is titled 'Schedule', shows skeleton cards while loading, then one card per week of the league's current season", async () => {
    const requests = recordRequests();
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading schedule' })).toBeInTheDocument();
    expect(screen.getAllByTestId('week-skeleton')).toHaveLength(3);

    expect(await screen.findByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading schedule' })).not.toBeInTheDocument();
    // All Weeks: eighteen cards, the weeks without games too.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      Array.from({ length: 18 }, (_, index) => `Week ${index + 1}`),
    );
    expect(within(weekCard(3)).getByText('No games this week.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2025');
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('All Weeks');
    expect(requests.map((request) => request.path)).toContain(
      urlOf(endpoints.getSchedule, { params: { season: 2025 } }),
    );
  });

  it('reads season and week from the URL, and a chosen week shows that week alone', async () => {
    const requests = recordRequests();
    const { user } = renderSchedule('commissioner', '/schedule?season=2024&week=2');
    expect(await screen.findByText('No games are scheduled for the 2024 season.')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain(
      urlOf(endpoints.getSchedule, { params: { season: 2024 } }),
    );
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 2');

    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await user.click(screen.getByRole('option', { name: '2025' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Week' }));
    // (The chosen option also carries its aria-hidden check mark.)
    expect(screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''))).toEqual([
      'All Weeks',
      ...Array.from({ length: 18 }, (_, index) => `Week ${index + 1}`),
    ]);
    await user.click(screen.getByRole('option', { name: 'All Weeks' }));
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(18);
  });

  it("shows 'home - away' for a played game, a dash for a missing score, and 'Upcoming' otherwise", async () => {
    renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    expect(within(gameRow(11)).getByTestId('matchup-score')).toHaveTextContent(/^112\.34 - 98\.50$/);
    expect(within(gameRow(12)).getByTestId('matchup-score')).toHaveTextContent(/^- - 87\.20$/);
    expect(within(gameRow(21)).queryByTestId('matchup-score')).not.toBeInTheDocument();
    expect(within(gameRow(21)).getByText('Upcoming')).toBeInTheDocument();
    expect(within(weekCard(1)).queryByText('Upcoming')).not.toBeInTheDocument();
  });

  it("links each game's score or 'Upcoming' to the game's page, /matchups/<id>", async () => {
    renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    for (const id of [11, 12, 21]) {
      const link = within(gameRow(id)).getByRole('link', { name: /^(\d|-|Upcoming).*: .+ vs .+$/ });
      expect(link).toHaveAttribute('href', `/matchups/${id}`);
    }
    expect(within(gameRow(11)).getByRole('link')).toHaveAccessibleName(/^112\.34 - 98\.50: /);
  });

  it("shows each team's abbreviation badge beside its team", async () => {
    renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    expect(within(gameRow(11)).getByTestId('home-abbreviation')).toHaveTextContent(/^GCK$/);
    expect(within(gameRow(11)).getByTestId('away-abbreviation')).toHaveTextContent(/^BAY$/);
    expect(within(gameRow(21)).getByTestId('home-abbreviation')).toHaveTextContent(/^TUN$/);
    expect(screen.getByRole('combobox', { name: 'Home team, Week 1 game 1' })).toHaveTextContent('Gotham City Knights');
    expect(screen.getByRole('combobox', { name: 'Away team, Week 1 game 1' })).toHaveTextContent('Bayou Bandits');
  });

  it("shows 'Error loading schedule: {message}' when the season cannot be read, and Retry reads it again", async () => {
    server.use(mockApi.refuse(endpoints.getSchedule, 500, 'The database is not answering'));
    const { user } = renderSchedule();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error loading schedule: The database is not answering/,
    );
    expect(screen.getByText('Error loading schedule: The database is not answering')).toBeInTheDocument();

    server.use(mockApi.on(endpoints.getSchedule, { matchups: stored }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts locked for the commissioner: dropdowns disabled, nothing to drag, until the lock is opened', async () => {
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    const lock = screen.getByRole('button', { name: 'Locked: schedule editing is off' });
    expect(lock).toHaveAttribute('data-state', 'locked');
    expect(screen.getByRole('combobox', { name: 'Home team, Week 1 game 1' })).toBeDisabled();
    expect(screen.queryAllByRole('button', { name: /^Move Week/ })).toHaveLength(0);

    await user.click(lock);
    expect(screen.getByRole('button', { name: 'Unlocked: schedule editing is on' })).toHaveAttribute(
      'data-state',
      'unlocked',
    );
    expect(screen.getByRole('combobox', { name: 'Home team, Week 1 game 1' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Move Week/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Move Week 2 game 1: TUN vs GCK' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    // Every week takes a game at its end, the empty ones too.
    expect(document.querySelector('[data-drop-zone="week-1-3"]')).toHaveTextContent(
      'Drop here to add a game at the end of Week 1',
    );
    expect(document.querySelector('[data-drop-zone="week-3-1"]')).toHaveTextContent(
      'Drop a game here to play it in Week 3',
    );

    await user.click(screen.getByRole('button', { name: 'Unlocked: schedule editing is on' }));
    expect(screen.getByRole('combobox', { name: 'Home team, Week 1 game 1' })).toBeDisabled();
    expect(screen.queryAllByRole('button', { name: /^Move Week/ })).toHaveLength(0);
  });

  it('is read-only for a manager: no lock, no dropdowns, no handles; team names and badges as text', async () => {
    const requests = recordRequests();
    renderSchedule('manager');
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    expect(screen.queryByRole('button', { name: /schedule editing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /team,/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Move Week/ })).toHaveLength(0);
    expect(within(gameRow(11)).getByText('Gotham City Knights')).toBeInTheDocument();
    expect(within(gameRow(11)).getByTestId('home-abbreviation')).toHaveTextContent('GCK');
    expect(screen.queryByText(/Unlock the schedule/)).not.toBeInTheDocument();
    // A manager has no dropdowns to fill: the teams list is not even asked for.
    expect(requests.map((request) => request.path)).not.toContain(endpoints.listTeams.path);
  });

  it('changes a home team at once, sends just that team, and reads the season again', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi.on(endpoints.updateScheduleMatchup, ({ params, body }) => {
        bodies.push({ id: params.id, body });
        const changed = stored.find((matchup) => matchup.id === params.id)!;
        const { homeTeamId } = body as { homeTeamId: number };
        Object.assign(changed, { homeTeamId, homeTeam: named(homeTeamId) });
        return changed;
      }),
    );
    const requests = recordRequests();
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    await user.click(screen.getByRole('button', { name: 'Locked: schedule editing is off' }));
    await user.click(screen.getByRole('combobox', { name: 'Home team, Week 2 game 2' }));
    await user.click(screen.getByRole('option', { name: 'Gotham City Knights' }));

    expect(within(gameRow(22)).getByTestId('home-abbreviation')).toHaveTextContent('GCK');
    await waitFor(() => expect(bodies).toEqual([{ id: 22, body: { homeTeamId: 1 } }]));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === urlOf(endpoints.getSchedule, { params: { season: 2025 } })),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('combobox', { name: 'Home team, Week 2 game 2' })).toHaveTextContent('Gotham City Knights');
    // Gotham now plays both games of week 2: both rows say so.
    expect(within(gameRow(22)).getByText('GCK plays twice this week')).toBeInTheDocument();
    expect(within(gameRow(21)).getByText('GCK plays twice this week')).toBeInTheDocument();
    expect(within(weekCard(1)).queryByText(/plays twice/)).not.toBeInTheDocument();
  });

  it("shows a refused change's reason in a toast and returns to what the server holds", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.refuse(endpoints.updateScheduleMatchup, 400, 'A team cannot play itself'));
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 1' });
    await user.click(screen.getByRole('button', { name: 'Locked: schedule editing is off' }));
    await user.click(screen.getByRole('combobox', { name: 'Home team, Week 2 game 1' }));
    await user.click(screen.getByRole('option', { name: 'Gotham City Knights' }));

    expect(await screen.findByText('Failed to update matchup')).toBeInTheDocument();
    expect(screen.getByText('A team cannot play itself')).toBeInTheDocument();
    await waitFor(() => expect(within(gameRow(21)).getByTestId('home-abbreviation')).toHaveTextContent('TUN'));
    expect(screen.getByRole('combobox', { name: 'Home team, Week 2 game 1' })).toHaveTextContent('Tundra Titans');
    expect(logged).toHaveBeenCalledWith('Failed to update matchup', expect.any(Error));
    logged.mockRestore();
  });

  it('flags a team that plays twice in one week on both of its games', async () => {
    stored = [game(31, 4, 1, 1, 2), game(32, 4, 2, 3, 1), game(33, 5, 1, 1, 2)];
    renderSchedule('manager');
    await screen.findByRole('heading', { level: 2, name: 'Week 4' });
    expect(within(gameRow(31)).getByText('GCK plays twice this week')).toBeInTheDocument();
    expect(within(gameRow(32)).getByText('GCK plays twice this week')).toBeInTheDocument();
    expect(within(gameRow(33)).queryByText(/plays twice/)).not.toBeInTheDocument();
  });
});

describe('Schedule screen below 768 px', () => {
  beforeEach(() => mockMatchMedia((query) => query === '(max-width: 767px)'));
  afterEach(() => mockMatchMedia(() => false));

  const weekHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  const swipe = (from: { x: number; y: number }, to: { x: number; y: number }, pointerType = 'touch') => {
    const board = screen.getByRole('region', { name: 'Schedule' });
    fireEvent.pointerDown(board, { pointerId: 1, pointerType, isPrimary: true, clientX: from.x, clientY: from.y });
    fireEvent.pointerUp(board, { pointerId: 1, pointerType, isPrimary: true, clientX: to.x, clientY: to.y });
  };

  it('opens on the first week with a game not yet played, alone, and steps with Previous week and Next week', async () => {
    const { user } = renderSchedule();
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 2' })).toBeInTheDocument();
    expect(weekHeadings()).toEqual(['Week 2']);
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 2');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(weekHeadings()).toEqual(['Week 3']);
    expect(within(weekCard(3)).getByText('No games this week.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 3');

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(weekHeadings()).toEqual(['Week 1']);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('opens on week 1 when every game is played, and on the week the URL names', async () => {
    stored = season2025.filter((matchup) => matchup.weekNumber === 1);
    renderSchedule('manager', '/schedule?week=18');
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 18' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('moves a week with the Left and Right arrow keys, but not while a field has them', async () => {
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 2' });
    screen.getByRole('button', { name: 'Next week' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(weekHeadings()).toEqual(['Week 3']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(weekHeadings()).toEqual(['Week 1']);

    // The season picker's own arrows stay its own.
    screen.getByRole('combobox', { name: 'Season' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(weekHeadings()).toEqual(['Week 1']);
  });

  it('moves a week with a sideways swipe of a finger, not with a scroll down or a mouse', async () => {
    renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 2' });
    swipe({ x: 300, y: 400 }, { x: 120, y: 420 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 3' })).toBeInTheDocument();
    swipe({ x: 100, y: 400 }, { x: 300, y: 390 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 2' })).toBeInTheDocument();

    swipe({ x: 300, y: 100 }, { x: 220, y: 500 });
    swipe({ x: 300, y: 400 }, { x: 100, y: 400 }, 'mouse');
    expect(weekHeadings()).toEqual(['Week 2']);
  });

  it("shows every week for 'All Weeks', where the steps rest", async () => {
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 2' });
    await user.click(screen.getByRole('combobox', { name: 'Week' }));
    await user.click(screen.getByRole('option', { name: 'All Weeks' }));
    expect(weekHeadings()).toHaveLength(18);
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('keeps the commissioner editing the week shown: unlocked, its games have handles and team dropdowns', async () => {
    const { user } = renderSchedule();
    await screen.findByRole('heading', { level: 2, name: 'Week 2' });
    await user.click(screen.getByRole('button', { name: 'Locked: schedule editing is off' }));
    expect(screen.getByRole('combobox', { name: 'Home team, Week 2 game 1' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Move Week 2 game/ })).toHaveLength(2);
  });
});
