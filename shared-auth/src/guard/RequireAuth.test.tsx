import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-testing';
import { AuthProvider } from '../auth/AuthProvider';
import { demoRuntimeConfig } from '../config/runtime-config';
import { createFakeAuthBackend, testUser, type FakeAuthBackend } from '../testing/fake-auth-backend';
import { stubApi, type FakeAnswer } from '../testing/fake-api';
import { RequireAuth } from './RequireAuth';

const league = {
  id: 1,
  name: 'Harambe Memorial League',
  currentSeason: 2025,
  defaultSeason: 2024,
  defaultWeek: 17,
  role: 'commissioner',
  team: null,
};

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function renderGuarded(backend: FakeAuthBackend, answers: Record<string, FakeAnswer>) {
  api = stubApi(answers);
  return renderWithProviders(
    <AuthProvider config={demoRuntimeConfig} backend={backend}>
      <Routes>
        <Route path="/login" element={<p>login screen</p>} />
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
  );
}

const memberAnswers: Record<string, FakeAnswer> = {
  'POST /api/auth/user': [200, { id: 7 }],
  'GET /api/league': [200, league],
};

describe('RequireAuth', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows skeletons while the sign-in state is unknown', () => {
    const { container } = renderGuarded(createFakeAuthBackend(), memberAnswers);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    renderGuarded(createFakeAuthBackend({ user: null }), memberAnswers);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
    expect(api?.calls).toEqual([]);
  });

  it("says 'Setting up your account...' until the database user exists", async () => {
    let finishSync: (response: Response) => void = () => {};
    renderGuarded(createFakeAuthBackend({ user: testUser }), {
      ...memberAnswers,
      'POST /api/auth/user': () => new Promise<Response>((resolve) => (finishSync = resolve)),
    });
    expect(await screen.findByText('Setting up your account...')).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    finishSync(new Response('{"id":7}'));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('syncs the signed-in user with their identity, token and credentials, then shows the page', async () => {
    const backend = createFakeAuthBackend({
      user: { uid: 'g-42', email: 'bo@example.com', displayName: 'Bo', photoURL: 'https://img.example/bo.png' },
      token: 'id-token-42',
    });
    renderGuarded(backend, memberAnswers);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    const [sync, leagueCall] = api!.calls;
    expect(sync).toMatchObject({
      method: 'POST',
      path: '/api/auth/user',
      credentials: 'include',
      body: { firebaseId: 'g-42', email: 'bo@example.com', displayName: 'Bo', photoURL: 'https://img.example/bo.png' },
    });
    expect(sync!.headers.get('Authorization')).toBe('Bearer id-token-42');
    expect(sync!.headers.get('Content-Type')).toBe('application/json');
    expect(leagueCall).toMatchObject({ method: 'GET', path: '/api/league' });
  });

  it('logs a failed sync, keeps the set-up text and offers a retry that can succeed', async () => {
    let failures = 1;
    const { user } = renderGuarded(createFakeAuthBackend({ user: testUser }), {
      ...memberAnswers,
      'POST /api/auth/user': () =>
        failures-- > 0 ? new Response('database is down', { status: 503 }) : new Response('{"id":7}'),
    });
    const alert = await screen.findByRole('alert');
    // The server's words, not the fetch client's status prefix.
    expect(alert).toHaveTextContent('database is down');
    expect(alert).not.toHaveTextContent('503');
    expect(screen.getByText('Setting up your account...')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Database user sync failed', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
  });

  it('tells a signed-in non-member so, with their email and a way to log out', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    const { user } = renderGuarded(backend, {
      ...memberAnswers,
      'GET /api/league': [403, { message: 'You are not a member of this league' }],
    });
    expect(await screen.findByRole('heading', { name: 'Not a league member' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText(/this account is not a member of the league/)).toBeInTheDocument();
    expect(screen.queryByText('the dashboard')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(backend.calls.signOut).toBe(1);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('goes back to /login when the user signs out elsewhere', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    renderGuarded(backend, memberAnswers);
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    act(() => backend.setUser(null));
    await waitFor(() => expect(screen.getByText('login screen')).toBeInTheDocument());
  });
});
