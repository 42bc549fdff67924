import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse, mockApi, mswPath, recordRequests, server } from 'shared-testing';
import { renderWithProviders } from 'shared-testing';
import { AuthProvider } from '../auth/AuthProvider';
import { testRuntimeConfig } from '../testing/runtime-config';
import { createFakeAuthBackend, testUser, type FakeAuthBackend } from '../testing/fake-auth-backend';
import { accountApi, storedUserFor } from '../testing/account-api';
import { RequireAuth } from './RequireAuth';
import { endpoints } from 'shared-contracts';

/** The account calls answer as for a member unless a test adds its own answers first. */
function renderGuarded(backend: FakeAuthBackend, ...answers: Parameters<typeof server.use>) {
  server.use(...answers, ...accountApi());
  return renderWithProviders(
    <AuthProvider config={testRuntimeConfig} backend={backend}>
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

describe('RequireAuth', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

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

  it('tells a signed-in non-member so, with their email and a way to log out', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    const { user } = renderGuarded(
      backend,
      mockApi.refuse(endpoints.getLeague, 403, 'You are not a member of this league'),
    );
    expect(await screen.findByRole('heading', { name: 'Not a league member' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText(/this account is not a member of the league/)).toBeInTheDocument();
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
