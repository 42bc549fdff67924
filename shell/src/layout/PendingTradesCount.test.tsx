import { screen, waitFor } from '@testing-library/react';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import { endpoints } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { PendingTradesCount, pendingCountKey } from './PendingTradesCount';

const team = {
  id: 4,
  name: 'Bayou Bandits',
  displayName: 'Bayou Bandits',
  abbreviation: 'BB',
  yahooTeamKey: null,
  logoUrl: null,
};

describe("the Trades link's pending count", () => {
  it("shows how many trades wait for the member's team", async () => {
    server.use(mockApi.on(endpoints.countPendingTrades, { count: 3 }));
    renderWithAuth(<PendingTradesCount />, {
      role: 'manager',
      auth: { league: { ...testLeague, role: 'manager', team } },
    });
    expect(await screen.findByText('3 pending trades for your team')).toBeInTheDocument();
    expect(screen.getByTestId('pending-trades-count')).toHaveTextContent(/^3/);
  });

  it('shows nothing when none wait', async () => {
    const requests = recordRequests();
    server.use(mockApi.on(endpoints.countPendingTrades, { count: 0 }));
    const { queryClient } = renderWithAuth(<PendingTradesCount />, { auth: { league: { ...testLeague, team } } });
    await waitFor(() => expect(queryClient.getQueryState(pendingCountKey)?.status).toBe('success'));
    expect(requests.map((request) => request.path)).toEqual([endpoints.countPendingTrades.path]);
    expect(screen.queryByTestId('pending-trades-count')).toBeNull();
  });

  it('asks nothing for a member without a team', async () => {
    const requests = recordRequests();
    renderWithAuth(<PendingTradesCount />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(screen.queryByTestId('pending-trades-count')).toBeNull();
  });
});
