import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueInfo, LeagueMember } from 'shared-contracts';
import { AuthContext, configureApiClient, demoRuntimeConfig, type AuthState } from 'shared-auth';
import { jsonResponse, renderWithProviders } from 'shared-testing';
import { LeagueMembersCard } from './LeagueMembersCard';

const teams = [
  { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
];

const members: LeagueMember[] = [
  { id: 10, email: 'boss@example.com', displayName: 'Boss', role: 'commissioner', team: null, status: 'joined', invitedAt: '2026-11-01T00:00:00.000Z', joinedAt: '2026-11-01T00:00:00.000Z' },
  { id: 11, email: 'marie@example.com', displayName: null, role: 'manager', team: { id: 3, name: 'Bayou Bandits', abbreviation: 'BAY' }, status: 'invited', invitedAt: '2026-11-02T00:00:00.000Z', joinedAt: null },
];

type Call = { method: string; path: string; body: unknown };

/** A stand-in for the API behind the fetch client: answers from a routing function, records calls. */
function stubApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  configureApiClient({
    getToken: async () => 'test-token',
    fetch: async (input, init) => {
      const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    },
  });
  return calls;
}

function defaultAnswers(call: Call): Response {
  if (call.path === '/api/teams') return jsonResponse(teams);
  if (call.path === '/api/league/members' && call.method === 'GET') return jsonResponse(members);
  return jsonResponse({}, { status: 201 });
}

function renderCard(role: LeagueInfo['role']) {
  const league: LeagueInfo = { id: 1, name: 'Harambe Memorial League', currentSeason: 2025, defaultSeason: 2024, defaultWeek: 17, role, team: null };
  const auth = { status: 'ready', user: null, league, syncError: null, config: demoRuntimeConfig } as unknown as AuthState;
  return renderWithProviders(
    <AuthContext.Provider value={auth}>
      <LeagueMembersCard />
    </AuthContext.Provider>,
  );
}

describe('League members card', () => {
  it('lists members with role, team and status for everyone, without controls for a manager', async () => {
    stubApi(defaultAnswers);
    renderCard('manager');
    const marieRow = (await screen.findByText('marie@example.com')).closest('tr') as HTMLElement;
    expect(within(marieRow).getByText('Manager')).toBeInTheDocument();
    expect(within(marieRow).getByText('Bayou Bandits')).toBeInTheDocument();
    expect(within(marieRow).getByText('Invited')).toBeInTheDocument();
    const bossRow = screen.getByText('boss@example.com').closest('tr') as HTMLElement;
    expect(within(bossRow).getByText('Joined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('lets the commissioner invite an email, sending it and reading the list again', async () => {
    const calls = stubApi(defaultAnswers);
    const { user } = renderCard('commissioner');
    await screen.findByText('marie@example.com');
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '  new@example.com ');
    await user.click(invite);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/league/members',
      body: { email: 'new@example.com', role: 'manager', teamId: null },
    });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/league/members' && call.method === 'GET')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubApi((call) =>
      call.method === 'POST'
        ? jsonResponse({ message: 'marie@example.com is already a member or invited' }, { status: 409 })
        : defaultAnswers(call),
    );
    const { user } = renderCard('commissioner');
    await screen.findByText('boss@example.com');
    await user.type(screen.getByLabelText('Email'), 'marie@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to invite member')).toBeInTheDocument();
    expect(screen.getByText('marie@example.com is already a member or invited')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to invite member', expect.any(Error));
    logged.mockRestore();
  });

  it('removes a member only after confirmation', async () => {
    const calls = stubApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : defaultAnswers(call)));
    const { user } = renderCard('commissioner');
    await user.click(await screen.findByRole('button', { name: 'Remove marie@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Withdraw the invitation of marie@example.com\?/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/league/members/11'));
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi((call) => (call.path === '/api/league/members' ? jsonResponse({ message: 'You are not a member of this league' }, { status: 403 }) : defaultAnswers(call)));
    renderCard('manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading members: You are not a member of this league');
  });
});
