import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-testing';
import { themes } from 'shared-ui';
import { AuthProvider } from '../auth/AuthProvider';
import type { AuthUser } from '../auth/backend';
import { testRuntimeConfig } from '../testing/runtime-config';
import { server } from 'shared-testing';
import { accountApi } from '../testing/account-api';
import { createFakeAuthBackend, testUser, type FakeAuthBackend } from '../testing/fake-auth-backend';
import { endpoints } from 'shared-contracts';
import { mockApi } from 'shared-testing';
import { RequireAuth } from '../guard/RequireAuth';
import { leagueRoutes } from '../leagues/league-routes';
import { LoginPage } from './LoginPage';

const synced: string[] = [];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  synced.length = 0;
  server.use(...accountApi({ onSync: (body) => synced.push(body.email) }));
});

function renderLogin(backend: FakeAuthBackend) {
  return renderWithProviders(
    <AuthProvider config={testRuntimeConfig} backend={backend}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>home page</p>} />
      </Routes>
    </AuthProvider>,
    { route: '/login' },
  );
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in with Google' });
const FAILURE = 'Failed to sign in with Google. Please try again.';

/** A sign-in the test finishes by hand. */
function deferredSignIn(backend: FakeAuthBackend) {
  const control = { finish: () => {}, fail: (_error: Error) => {} };
  backend.signInWithGoogle = () =>
    new Promise<void>((resolve, reject) => {
      control.finish = () => {
        backend.setUser(testUser);
        resolve();
      };
      control.fail = reject;
    });
  return control;
}

describe('LoginPage', () => {
  it('shows the card of docs/screens/login.md §2: title, subtitle, one Google button and the footer', async () => {
    renderLogin(createFakeAuthBackend({ user: null }));
    expect(await screen.findByRole('heading', { name: 'Fantasy Football' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your fantasy football dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toEqual([signInButton()]);
    expect(screen.getByText('Sign in to manage your fantasy football league')).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it("goes to '/' at once when already signed in", async () => {
    renderLogin(createFakeAuthBackend({ user: testUser }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it("disables the button while signing in and goes to '/' on success", async () => {
    const backend = createFakeAuthBackend({ user: null });
    const signIn = deferredSignIn(backend);
    const { user } = renderLogin(backend);
    await user.click(signInButton());
    expect(signInButton()).toBeDisabled();
    signIn.finish();
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('signs a visitor in on the invitation link they opened, which then offers to join', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';
    server.use(
      mockApi.on(endpoints.readInvitationCard, {
        leagueName: 'Office League',
        teamName: null,
        expiresAt: '2026-12-28T12:00:00.000Z',
      }),
      mockApi.on(endpoints.previewInvitation, {
        leagueId: 8,
        leagueName: 'Office League',
        team: null,
        expiresAt: '2026-12-28T12:00:00.000Z',
        alreadyMember: false,
      }),
    );
    const { user } = renderWithProviders(
      <AuthProvider config={testRuntimeConfig} backend={createFakeAuthBackend({ user: null })}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>home page</p>} />
          {leagueRoutes}
        </Routes>
      </AuthProvider>,
      { route: `/join/${token}` },
    );
    // The public card first (docs/screens/shell.md §2.5), without a trip to /login.
    expect(await screen.findByRole('heading', { name: 'Join Office League' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('button', { name: 'Join league' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join Office League' })).toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
  });

  it("goes to '/' from any other page, keeping only a shared link's ?league=", async () => {
    function Where() {
      return <p>at {`${useLocation().pathname}${useLocation().search}`}</p>;
    }
    const page = (
      <RequireAuth>
        <Where />
      </RequireAuth>
    );
    const { user } = renderWithProviders(
      <AuthProvider config={testRuntimeConfig} backend={createFakeAuthBackend({ user: null })}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/trades" element={page} />
          <Route path="/" element={page} />
        </Routes>
      </AuthProvider>,
      { route: '/trades?league=1&season=2025' },
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('at /?league=1')).toBeInTheDocument();
  });

  it('shows the failure in red under the button, re-enables it, and clears it on the next try', async () => {
    const backend = createFakeAuthBackend({ user: null });
    const signIn = deferredSignIn(backend);
    const { user } = renderLogin(backend);
    await user.click(signInButton());
    signIn.fail(new Error('auth/popup-closed-by-user'));
    const failure = await screen.findByText(FAILURE);
    expect(failure).toHaveStyle({ color: themes.default.colors.errorText });
    expect(signInButton()).toBeEnabled();
    // Under the button: it follows the button in document order.
    expect(signInButton().compareDocumentPosition(failure) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Google sign-in failed', expect.any(Error));

    await user.click(signInButton());
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(signInButton()).toBeDisabled();
  });

  it('signs in through the identity service once per click', async () => {
    const backend = createFakeAuthBackend({ user: null });
    backend.nextUser = { ...testUser, email: 'cy@example.com' } satisfies AuthUser;
    const { user } = renderLogin(backend);
    await user.click(signInButton());
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(backend.calls.signIn).toBe(1);
    expect(synced).toEqual(['cy@example.com']);
  });
});
