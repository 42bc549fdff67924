import { screen } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { notificationEndpoints } from 'shared-contracts/notifications';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { mockApi, recordRequests, server } from 'shared-testing';
import SettingsPage from '../export-app';
import { keeperEndpoints } from 'shared-contracts/keepers';

describe('Settings screen (/settings)', () => {
  beforeEach(() =>
    // Every card reads from the API; the provider answers "not connected", the lists are empty.
    server.use(
      mockApi.on(endpoints.getProvider, { provider: 'yahoo', league: null, name: null, season: null }),
      mockApi.on(setupEndpoints.testYahooConnection, { success: false, message: 'Yahoo is not connected yet' }),
      mockApi.on(endpoints.listTeams, []),
      mockApi.on(endpoints.listMembers, []),
      mockApi.on(endpoints.listFaabBalances, []),
      mockApi.on(keeperEndpoints.getKeeperRule, { rule: null }),
      mockApi.on(endpoints.getTradeReviewRule, { mode: 'immediate', reviewHours: 48, vetoPercent: 33 }),
      mockApi.on(endpoints.listLeagues, { leagues: [], lastUsedLeagueId: null }),
      mockApi.on(notificationEndpoints.getNotificationPreferences, { emailConfigured: false, preferences: [] }),
    ),
  );

  const renderPage = () => renderWithAuth(<SettingsPage />, { role: 'manager', route: '/settings' });

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

  it("shows a manager the league's members but not its invitation links, nor asks for them", async () => {
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('Everyone who belongs to the league.')).toBeInTheDocument();
    expect(await screen.findByText('Yahoo is not connected yet')).toBeInTheDocument();
    expect(screen.queryByText('Invitation links')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create an invitation link' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(endpoints.listInvitationLinks.path);
  });
});
