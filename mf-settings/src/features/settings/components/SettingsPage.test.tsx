import { screen } from '@testing-library/react';
import type { LeagueInfo } from 'shared-contracts';
import { AuthContext, configureApiClient, demoRuntimeConfig, type AuthState } from 'shared-auth';
import { jsonResponse, renderWithProviders } from 'shared-testing';
import SettingsPage from '../../../export-app';

const league: LeagueInfo = { id: 1, name: 'Harambe Memorial League', currentSeason: 2025, defaultSeason: 2024, defaultWeek: 17, role: 'manager', team: null };

describe('Settings screen (/settings)', () => {
  beforeEach(() => {
    // Every card reads from the API; the provider answers "not connected", the lists are empty.
    configureApiClient({
      getToken: async () => 'token',
      fetch: async (input) =>
        String(input) === '/api/yahoo/test-connection' ? jsonResponse({ success: false, message: 'Yahoo is not connected yet' }) : jsonResponse([]),
    });
  });

  function renderPage() {
    const auth = { status: 'ready', user: null, league, syncError: null, config: demoRuntimeConfig } as unknown as AuthState;
    return renderWithProviders(
      <AuthContext.Provider value={auth}>
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
