import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-testing';
import { getToasts } from 'shared-ui';
import { fetchJson } from '../api/api-client';
import { demoRuntimeConfig } from '../config/runtime-config';
import { stubApi } from '../testing/fake-api';
import { createFakeAuthBackend, testUser } from '../testing/fake-auth-backend';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';

const league = { id: 1, name: 'L', currentSeason: 2025, defaultSeason: 2024, defaultWeek: 17, role: 'manager', team: null };

function Who() {
  const { status, user, league: info, logOut } = useAuth();
  const [signedOut, setSignedOut] = useState('-');
  return (
    <div>
      <p>status: {status}</p>
      <p>email: {user?.email ?? '-'}</p>
      <p>role: {info?.role ?? '-'}</p>
      <p>signed out: {signedOut}</p>
      <button onClick={async () => setSignedOut(String(await logOut()))}>Log out</button>
    </div>
  );
}

let api: ReturnType<typeof stubApi> | undefined;
beforeEach(() => {
  api = stubApi({ 'POST /api/auth/user': [200, {}], 'GET /api/league': [200, league], 'GET /api/teams': [200, [{ id: 3 }]] });
});
afterEach(() => api?.restore());

function renderWho(backend = createFakeAuthBackend({ user: testUser })) {
  const result = renderWithProviders(
    <AuthProvider config={{ ...demoRuntimeConfig, apiBase: '' }} backend={backend}>
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

  it("points the page-wide fetch client at the signed-in user's token", async () => {
    const { backend } = renderWho(createFakeAuthBackend({ user: testUser, token: 'tok-9' }));
    await screen.findByText('status: ready');
    await expect(fetchJson('/api/teams')).resolves.toEqual([{ id: 3 }]);
    expect(api!.calls.at(-1)!.headers.get('Authorization')).toBe('Bearer tok-9');
    act(() => backend.setUser(null));
    await expect(fetchJson('/api/teams')).rejects.toThrow('Not authenticated');
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
      <AuthProvider config={demoRuntimeConfig} backend={backend}>
        <Who />
      </AuthProvider>,
    );
    await screen.findByText('status: ready');
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });

  it('tells a developer who forgot the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Who />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
