import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getToasts } from 'shared-ui';
import { mockApi, renderWithProviders, server } from 'shared-testing';
import { api } from '../api/api-client';
import { testRuntimeConfig } from '../testing/runtime-config';
import { accountApi, testLeague } from '../testing/account-api';
import { createFakeAuthBackend, testUser } from '../testing/fake-auth-backend';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';
import { endpoints } from 'shared-contracts';

function Who() {
  const { status, user, league: info, logOut, refreshLeague } = useAuth();
  const [signedOut, setSignedOut] = useState('-');
  return (
    <div>
      <p>status: {status}</p>
      <p>email: {user?.email ?? '-'}</p>
      <p>role: {info?.role ?? '-'}</p>
      <p>seasons: {info?.seasons.join(' ') ?? '-'}</p>
      <button onClick={() => void refreshLeague()}>Read the league again</button>
      <p>signed out: {signedOut}</p>
      <button onClick={async () => setSignedOut(String(await logOut()))}>Log out</button>
    </div>
  );
}

const authorizations: Array<string | null> = [];
beforeEach(() => {
  authorizations.length = 0;
  server.use(
    ...accountApi({ league: { ...testLeague, role: 'manager' } }),
    mockApi.on(endpoints.listTeams, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return [gotham];
    }),
  );
});
const gotham = { id: 3, name: 'Gotham', displayName: 'Gotham', abbreviation: 'GO', yahooTeamKey: null, logoUrl: null };

function renderWho(backend = createFakeAuthBackend({ user: testUser })) {
  const result = renderWithProviders(
    <AuthProvider config={{ ...testRuntimeConfig, apiBase: '' }} backend={backend}>
      <Routes>
        <Route path="/" element={<Who />} />
        <Route path="/login" element={<p>login screen</p>} />
      </Routes>
    </AuthProvider>,
  );
  return { ...result, backend };
}

describe('AuthProvider', () => {
  it('is ready with the user and their league role after the sync', async () => {
    renderWho();
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('email: ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('role: manager')).toBeInTheDocument();
  });

  it('reads the league again on request: an import can add seasons', async () => {
    const { user } = renderWho();
    expect(await screen.findByText('seasons: 2024 2025')).toBeInTheDocument();
    server.use(...accountApi({ league: { ...testLeague, role: 'manager', seasons: [2023, 2024, 2025] } }));
    await user.click(screen.getByRole('button', { name: 'Read the league again' }));
    expect(await screen.findByText('seasons: 2023 2024 2025')).toBeInTheDocument();
    expect(screen.getByText('status: ready')).toBeInTheDocument();
  });

  it("points the page-wide fetch client at the signed-in user's token", async () => {
    const { backend } = renderWho(createFakeAuthBackend({ user: testUser, token: 'tok-9' }));
    await screen.findByText('status: ready');
    await expect(api.call(endpoints.listTeams)).resolves.toEqual([gotham]);
    expect(authorizations).toEqual(['Bearer tok-9']);
    act(() => backend.setUser(null));
    await expect(api.call(endpoints.listTeams)).rejects.toThrow('Not authenticated');
  });

  it('logs out through the identity service and then goes to /login', async () => {
    const { user, backend } = renderWho();
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(backend.calls.signOut).toBe(1);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('logs a failed log-out, shows it, and stays put', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const backend = createFakeAuthBackend({ user: testUser });
    backend.signOut = async () => {
      throw new Error('network down');
    };
    const { user } = renderWho(backend);
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(error).toHaveBeenCalledWith('Log-out failed', expect.any(Error));
    expect(await screen.findByText('network down')).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({ title: 'Log-out failed', variant: 'destructive' });
    expect(screen.getByText('status: ready')).toBeInTheDocument();
    expect(await screen.findByText('signed out: false')).toBeInTheDocument();
  });

  it('works outside a router: log-out signs out without navigating', async () => {
    const backend = createFakeAuthBackend({ user: testUser });
    render(
      <AuthProvider config={testRuntimeConfig} backend={backend}>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('status: ready');
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });

  it('disconnects the page-wide fetch client when it unmounts', async () => {
    const { unmount } = renderWho();
    await screen.findByText('status: ready');
    unmount();
    await expect(api.call(endpoints.listTeams)).rejects.toThrow('Not authenticated');
  });

  it('tells a developer who forgot the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
