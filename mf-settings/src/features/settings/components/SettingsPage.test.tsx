import { screen } from '@testing-library/react';
import type { LeagueInfo } from 'shared-contracts';
import { AuthContext, configureApiClient } from 'shared-auth';
import { createTestAuthState, stubApi } from 'shared-auth/testing';
import { renderWithProviders } from 'shared-testing';
import SettingsPage from '../../../export-app';

describe('Settings screen (/settings)', () => {
  let api: ReturnType<typeof stubApi> | undefined;
  beforeEach(() => {
    // Every card reads from the API; the provider answers "not connected", the lists are empty.
    configureApiClient({ getToken: async () => 'token' });
    api = stubApi({
      'GET /api/yahoo/test-connection': [200, { success: false, message: 'Yahoo is not connected yet' }],
      'GET /api/teams': [200, []],
      'GET /api/league/members': [200, []],
    });
  });
  afterEach(() => api?.restore());

  function renderPage() {
    const auth = createTestAuthState();
    const league: LeagueInfo = { ...(auth.league as LeagueInfo), role: 'manager' };
    return renderWithProviders(
      <AuthContext.Provider value={{ ...auth, league }}>
        <SettingsPage />
      </AuthContext.Provider>,
      { route: '/settings' },
    );
  }

  it("is what the remote exposes as './Settings' and is titled 'Settings'", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Yahoo is not connected yet')).toBeInTheDocument();
  });

  it("shows the league's default season and default week", async () => {
    renderPage();
    expect(screen.getByText('Default season').nextElementSibling).toHaveTextContent('2024');
    expect(screen.getByText('Default week').nextElementSibling).toHaveTextContent('Week 17');
    // The connection test on page load settles before the test ends.
    expect(await screen.findByText('Yahoo is not connected yet')).toBeInTheDocument();
  });
});
