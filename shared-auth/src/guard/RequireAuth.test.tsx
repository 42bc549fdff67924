import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse, mockApi, mswPath, recordRequests, server } from 'shared-testing';
import { renderWithProviders } from 'shared-testing';
import { AuthProvider } from '../auth/AuthProvider';
import { testRuntimeConfig } from '../testing/runtime-config';
import { createFakeAuthBackend, testUser, type FakeAuthBackend } from '../testing/fake-auth-backend';
import { accountApi, storedUserFor, testLeague } from '../testing/account-api';
import { ACTIVE_LEAGUE_STORAGE_KEY, activeLeagueId, chooseLeague, resetActiveLeague } from '../api/active-league';
import { leagueRoutes } from '../leagues/league-routes';
import { RequireAuth } from './RequireAuth';
import { endpoints } from 'shared-contracts';

/** The account calls answer as for a member unless a test adds its own answers first. */
function renderGuarded(backend: FakeAuthBackend, ...answers: Parameters<typeof server.use>) {
  return renderGuardedAt('/', backend, ...answers);
}

function renderGuardedAt(route: string, backend: FakeAuthBackend, ...answers: Parameters<typeof server.use>) {
  server.use(...answers, ...accountApi());
  return renderWithProviders(
    <AuthProvider config={testRuntimeConfig} backend={backend}>
      <Routes>
        <Route path="/login" element={<p>login screen</p>} />
        {leagueRoutes}
        <Route
          path="/settings"
          element={
            <RequireAuth>
              <p>the settings screen</p>
            </RequireAuth>
          }
        />
        <Route
          path="/"
          element={
            <RequireAuth>
              <p>the dashboard</p>
            </RequireAuth>
          }
        />
      </Routes>
    </AuthProvider>,
    { route },
  );
}

const notAMember = () => mockApi.refuse(endpoints.getLeague, 403, 'You are not a member of this league');
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';

describe('RequireAuth', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.clear();
    resetActiveLeague();
  });

  it('shows skeletons while the sign-in state is unknown', () => {
    const { container } = renderGuarded(createFakeAuthBackend());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    const requests = recordRequests();
    renderGuarded(createFakeAuthBackend({ user: null }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("says 'Setting up your account...' until the database user exists", async () => {
    let finishSync: (response: Response) => void = () => {};
    renderGuarded(
      createFakeAuthBackend({ user: testUser }),
      mockApi.on(endpoints.syncUser, () => new Promise<Response>((resolve) => (finishSync = resolve))),
    );
    expect(await screen.findByText('Setting up your account...')).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    finishSync(HttpResponse.json(storedUserFor({ firebaseId: testUser.uid, email: 'ann@example.com' })));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('syncs the signed-in user with their identity, token and credentials, then shows the page', async () => {
    const backend = createFakeAuthBackend({
      user: {
        uid: 'g-42',
        email: 'bo@example.com',
        emailVerified: true,
        displayName: 'Bo',
        photoURL: 'https://img.example/bo.png',
      },
      token: 'id-token-42',
    });
    const requests = recordRequests();
    const synced: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') synced.push(request.clone());
    });
    renderGuarded(backend);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    // The league is asked beside the sync (one round trip): both went out, in either order.
    expect(requests).toHaveLength(2);
    expect(requests).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: endpoints.syncUser.path },
        { method: 'GET', path: endpoints.getLeague.path },
      ]),
    );
    const sync = synced[0]!;
    expect(await sync.json()).toEqual({
      firebaseId: 'g-42',
      email: 'bo@example.com',
      displayName: 'Bo',
      photoURL: 'https://img.example/bo.png',
    });
    expect(sync.credentials).toBe('include');
    expect(sync.headers.get('Authorization')).toBe('Bearer id-token-42');
    expect(sync.headers.get('Content-Type')).toBe('application/json');
  });

  it('logs a failed sync, keeps the set-up text and offers a retry that can succeed', async () => {
    let failures = 1;
    const { user } = renderGuarded(
      createFakeAuthBackend({ user: testUser }),
      http.post(mswPath(endpoints.syncUser), () =>
        failures-- > 0 ? HttpResponse.json({ message: 'database is down' }, { status: 503 }) : undefined,
      ),
    );
    const alert = await screen.findByRole('alert');
    // The server's words, not the fetch client's status prefix.
    expect(alert).toHaveTextContent('database is down');
    expect(alert).not.toHaveTextContent('503');
    expect(screen.getByText('Setting up your account...')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Database user sync failed', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('keeps the tab in the league it opened in once ready', async () => {
    renderGuarded(createFakeAuthBackend({ user: testUser }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(activeLeagueId()).toBe(1);
    expect(window.sessionStorage.getItem(ACTIVE_LEAGUE_STORAGE_KEY)).toBe('1');
  });

  it('welcomes a person in no league (no league chosen, the league refused)', async () => {
    renderGuarded(createFakeAuthBackend({ user: testUser }), notAMember());
    expect(await screen.findByRole('heading', { name: 'Welcome to Fantasy League' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not a league member' })).not.toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  });

  it('takes a person in no league from the welcome screen into the league they create, at /settings', async () => {
    const created = {
      id: 31,
      name: 'Office League',
      isDemo: false,
      currentSeason: 2026,
      role: 'commissioner' as const,
      team: null,
    };
    const leagueHeaders: Array<string | null> = [];
    const { user } = renderGuarded(
      createFakeAuthBackend({ user: testUser }),
      mockApi.on(endpoints.createLeague, created, { status: 201 }),
      mockApi.on(endpoints.useLeague),
      mockApi.on(endpoints.getLeague, ({ request }) => {
        leagueHeaders.push(request.headers.get('X-League-Id'));
        return request.headers.get('X-League-Id') === '31'
          ? { ...testLeague, id: 31, name: 'Office League', seasons: [2026], currentSeason: 2026 }
          : Response.json({ message: 'You are not a member of this league' }, { status: 403 });
      }),
    );
    await user.type(await screen.findByLabelText('League name'), 'Office League');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByText('the settings screen')).toBeInTheDocument();
    expect(leagueHeaders).toEqual([null, null, '31']);
    expect(activeLeagueId()).toBe(31);
  });

  it('shows a member the welcome screen at /welcome, to create or join another league', async () => {
    renderGuardedAt('/welcome', createFakeAuthBackend({ user: testUser }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Fantasy League' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Harambe Memorial League' })).toBeInTheDocument();
  });

  it.each([
    ['a person in no league', [notAMember()]],
    ['a member of another league', []],
  ])('opens an invitation link for %s', async (_who, answers) => {
    server.use(
      mockApi.on(endpoints.previewInvitation, {
        leagueId: 8,
        leagueName: 'Office League',
        team: null,
        expiresAt: '2026-12-28T12:00:00.000Z',
        alreadyMember: false,
      }),
    );
    renderGuardedAt(`/join/${token}`, createFakeAuthBackend({ user: testUser }), ...answers);
    expect(await screen.findByRole('heading', { name: 'Join Office League' })).toBeInTheDocument();
  });

  it('opens an invitation link for a non-member of the league the tab chose', async () => {
    chooseLeague(5);
    server.use(
      mockApi.on(endpoints.previewInvitation, {
        leagueId: 5,
        leagueName: 'Office League',
        team: null,
        expiresAt: '2026-12-28T12:00:00.000Z',
        alreadyMember: false,
      }),
    );
    renderGuardedAt(`/join/${token}`, createFakeAuthBackend({ user: testUser }), notAMember());
    expect(await screen.findByRole('heading', { name: 'Join Office League' })).toBeInTheDocument();
  });

  it('tells a signed-in non-member of the chosen league so, with their email, their own leagues and a way to log out', async () => {
    chooseLeague(5);
    const backend = createFakeAuthBackend({ user: testUser });
    const leagueHeaders: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === endpoints.getLeague.path)
        leagueHeaders.push(request.headers.get('X-League-Id'));
    });
    const { user } = renderGuarded(
      backend,
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get('X-League-Id') === '5'
          ? Response.json({ message: 'You are not a member of this league' }, { status: 403 })
          : testLeague,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Not a league member' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText(/this account is not a member of the league this link opens/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open my leagues' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(activeLeagueId()).toBe(testLeague.id);
    // Asked in league 5 (early, then after the sync), then with no header: the last used league.
    expect(leagueHeaders).toEqual(['5', '5', null]);
  });

  it("drops a link's ?league= from the address when the non-member opens their own leagues", async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <p>at {`${pathname}${search}`}</p>;
    }
    window.history.replaceState(null, '', '/?league=5&season=2025');
    server.use(
      mockApi.on(endpoints.getLeague, ({ request }) =>
        request.headers.get('X-League-Id') === '5'
          ? Response.json({ message: 'You are not a member of this league' }, { status: 403 })
          : testLeague,
      ),
      ...accountApi(),
    );
    const { user } = renderWithProviders(
      <AuthProvider config={testRuntimeConfig} backend={createFakeAuthBackend({ user: testUser })}>
        <Routes>
          <Route
            path="/"
            element={
              <RequireAuth>
                <Where />
              </RequireAuth>
            }
          />
        </Routes>
      </AuthProvider>,
      { route: '/?league=5&season=2025' },
    );
    expect(activeLeagueId()).toBe(5);
    await user.click(await screen.findByRole('button', { name: 'Open my leagues' }));
    expect(await screen.findByText('at /?season=2025')).toBeInTheDocument();
    expect(activeLeagueId()).toBe(testLeague.id);
    window.history.replaceState(null, '', '/');
  });

  it('lets a non-member log out', async () => {
    chooseLeague(5);
    const backend = createFakeAuthBackend({ user: testUser });
    const { user } = renderGuarded(backend, notAMember());
    expect(await screen.findByRole('heading', { name: 'Not a league member' })).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(backend.calls.signOut).toBe(1);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('tells a user whose email is not verified so, with their email and a way to log out', async () => {
    const backend = createFakeAuthBackend({ user: { ...testUser, emailVerified: false } });
    const { user } = renderGuarded(
      backend,
      mockApi.refuse(
        endpoints.syncUser,
        403,
        'ann@example.com has not been verified: the league admits verified email addresses only. Verify it, then sign in again.',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Email not verified' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText(/this email address has not been verified/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not a league member' })).not.toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(backend.calls.signOut).toBe(1);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('goes back to /login when the user signs out elsewhere', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    renderGuarded(backend);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    act(() => backend.setUser(null));
    await waitFor(() => expect(screen.getByText('login screen')).toBeInTheDocument());
  });
});
