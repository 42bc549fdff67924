import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-app';
import { api, connectApi, useAuth } from 'shared-auth';
import { accountApi, createFakeAuthBackend, resetActiveLeague, testLeague, testUser } from 'shared-auth/testing';
import { endpoints, queryRoots, type LeagueList } from 'shared-contracts';
import { createTestQueryClient, mockApi, server } from 'shared-testing';
import { MemoryDataRouter, UnsavedChangesGuard } from 'shared-ui';
import { fakeAuth, renderShell, setWindowWidth } from '../testing/render-shell';
import { AppLayout } from './AppLayout';
import { LeagueSwitcher } from './LeagueSwitcher';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(async () => {}),
  loadRemote: jest.fn(async () => ({ default: () => null })),
}));

const list: LeagueList = {
  leagues: [
    { id: 1, name: 'Harambe Memorial League', isDemo: true, currentSeason: 2025, role: 'commissioner', team: null },
    {
      id: 9,
      name: 'Office League',
      isDemo: false,
      currentSeason: 2026,
      role: 'manager',
      team: { id: 4, name: 'Gotham' },
    },
  ],
  lastUsedLeagueId: 1,
};
const office = { ...testLeague, id: 9, name: 'Office League', role: 'manager' as const };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

function renderSwitcher(route = '/', switchLeague = jest.fn(async () => true), unsaved = false) {
  connectApi({ getToken: async () => 'test-id-token' });
  const result = renderShell(
    <>
      <LeagueSwitcher />
      {/* A screen holding unsaved edits, as Draft Picks registers them (docs/web.md §10). */}
      <UnsavedChangesGuard when={unsaved} description="Your draft pick changes are not saved." />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route, auth: fakeAuth({ switchLeague }) },
  );
  return { ...result, switchLeague };
}

/** The options' names (the ✓ beside the chosen one is hidden from assistive technology). */
const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent?.replace('✓', ''));
const switcher = () => screen.getByRole('combobox', { name: 'League' });
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent;

beforeEach(() => {
  setWindowWidth(1280);
  window.sessionStorage.clear();
  resetActiveLeague();
});

describe('the league switcher', () => {
  it("names the active league and lists the caller's leagues, the demo one marked, and the way to another", async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user } = renderSwitcher();
    expect(switcher()).toHaveTextContent('Harambe Memorial League');
    await user.click(switcher());
    expect(await optionNames()).toEqual([
      'Harambe Memorial League (demo)',
      'Office League',
      'Create or join a league…',
    ]);
  });

  it('switches to the league chosen with the keyboard, and leaves an address without ?league= alone', async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user, switchLeague } = renderSwitcher('/trades');
    switcher().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Office League' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(switchLeague).toHaveBeenCalledWith(9);
    expect(address()).toBe('/trades');
  });

  it("rewrites the address's ?league= to the league chosen, so a reload stays in it", async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user, switchLeague } = renderSwitcher('/trades?league=1&season=2025');
    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    expect(switchLeague).toHaveBeenCalledWith(9);
    await waitFor(() => expect(address()).toBe('/trades?league=9&season=2025'));
  });

  it('keeps the address when the switch fails', async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user } = renderSwitcher(
      '/trades?league=1',
      jest.fn(async () => false),
    );
    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    expect(address()).toBe('/trades?league=1');
  });

  it('asks before a switch loses unsaved changes, the words a link asks with; Stay keeps the league', async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user, switchLeague } = renderSwitcher(
      '/picks?league=1',
      jest.fn(async () => true),
      true,
    );
    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your draft pick changes are not saved.');
    expect(switchLeague).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(switchLeague).not.toHaveBeenCalled();
    expect(switcher()).toHaveTextContent('Harambe Memorial League');
    expect(address()).toBe('/picks?league=1');

    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(switchLeague).toHaveBeenCalledWith(9));
    await waitFor(() => expect(address()).toBe('/picks?league=9'));
  });

  it("opens the welcome page from 'Create or join a league…' without switching", async () => {
    server.use(mockApi.on(endpoints.listLeagues, list));
    const { user, switchLeague } = renderSwitcher('/trades');
    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Create or join a league…' }));
    expect(address()).toBe('/welcome');
    expect(switchLeague).not.toHaveBeenCalled();
  });

  it('still names the active league and offers another when the list fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.refuse(endpoints.listLeagues, 500, 'database is down'));
    const { user } = renderSwitcher();
    await user.click(switcher());
    expect(await optionNames()).toEqual(['Harambe Memorial League', 'Create or join a league…']);
  });

  it('works in the narrow-screen drawer', async () => {
    setWindowWidth(500);
    server.use(mockApi.on(endpoints.listLeagues, list));
    connectApi({ getToken: async () => 'test-id-token' });
    const switchLeague = jest.fn(async () => true);
    const { user } = renderShell(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<p>page</p>} />
        </Route>
      </Routes>,
      { auth: fakeAuth({ switchLeague }) },
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await user.click(within(drawer).getByRole('combobox', { name: 'League' }));
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    expect(switchLeague).toHaveBeenCalledWith(9);
  });
});

describe('switching league on the page', () => {
  /** A screen of the old league: its cached answer must not survive the switch. */
  function TeamsShown() {
    const { league } = useAuth();
    const teams = useQuery({
      queryKey: ['teams'],
      queryFn: ({ signal }) => api.call(endpoints.listTeams, { signal }),
    });
    return (
      <p>
        {league?.name}: {teams.data?.map((team) => team.name).join(', ') ?? 'loading'}
      </p>
    );
  }

  it('remembers the league (PUT last-used), reads it with its X-League-Id, and clears every cached answer', async () => {
    const calls: string[] = [];
    const team = (name: string) => ({
      id: 1,
      name,
      displayName: name,
      abbreviation: 'T',
      yahooTeamKey: null,
      logoUrl: null,
    });
    server.use(
      mockApi.on(endpoints.listLeagues, list),
      mockApi.on(endpoints.useLeague, ({ body, request }) => {
        calls.push(
          `PUT /api/leagues/last-used ${JSON.stringify(body)} X-League-Id ${request.headers.get('X-League-Id')}`,
        );
        return undefined;
      }),
      mockApi.on(endpoints.getLeague, ({ request }) => {
        const header = request.headers.get('X-League-Id');
        calls.push(`GET /api/league X-League-Id ${header}`);
        return header === '9' ? office : testLeague;
      }),
      // Each league's teams: the answer shows which league the screen asked in.
      mockApi.on(endpoints.listTeams, ({ request }) => [
        team(request.headers.get('X-League-Id') === '9' ? 'Office team' : 'Harambe team'),
      ]),
      ...accountApi(),
    );
    const client = createTestQueryClient();
    const user = userEvent.setup();
    render(
      <MemoryDataRouter>
        <AppProviders
          config={{ apiBase: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorUrl: null }}
          router="none"
          queryClient={client}
          authBackend={createFakeAuthBackend({ user: testUser })}
        >
          <LeagueSwitcher />
          <TeamsShown />
        </AppProviders>
      </MemoryDataRouter>,
    );
    expect(await screen.findByText('Harambe Memorial League: Harambe team')).toBeInTheDocument();
    calls.length = 0;
    await user.click(switcher());
    await user.click(await screen.findByRole('option', { name: 'Office League' }));
    expect(await screen.findByText('Office League: Office team')).toBeInTheDocument();
    expect([...calls].sort()).toEqual([
      'GET /api/league X-League-Id 9',
      'PUT /api/leagues/last-used {"leagueId":9} X-League-Id 9',
    ]);
    // The old league's answers are gone: only the new league's queries are cached.
    expect(client.getQueryData(['teams'])).toEqual([team('Office team')]);
    expect(client.getQueryData([queryRoots.leagues])).toEqual(list);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });
});
