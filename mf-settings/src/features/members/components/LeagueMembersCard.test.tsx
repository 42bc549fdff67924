import { screen, waitFor, within } from '@testing-library/react';
import type { LeagueInfo, LeagueMember } from 'shared-contracts';
import { AuthContext, configureApiClient } from 'shared-auth';
import { createTestAuthState, stubApi, type FakeAnswer } from 'shared-auth/testing';
import { renderWithProviders } from 'shared-testing';
import { LeagueMembersCard } from './LeagueMembersCard';

const teams = [
  { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
];

const members: LeagueMember[] = [
  { id: 10, email: 'boss@example.com', displayName: 'Boss', role: 'commissioner', team: null, status: 'joined', invitedAt: '2026-11-01T00:00:00.000Z', joinedAt: '2026-11-01T00:00:00.000Z' },
  { id: 11, email: 'marie@example.com', displayName: null, role: 'manager', team: { id: 3, name: 'Bayou Bandits', abbreviation: 'BAY' }, status: 'invited', invitedAt: '2026-11-02T00:00:00.000Z', joinedAt: null },
];

/** The API behind the fetch client: the teams and members above; an invitation is accepted. */
const league: Record<string, FakeAnswer> = {
  'GET /api/teams': [200, teams],
  'GET /api/league/members': [200, members],
  'POST /api/league/members': [201, {}],
};

let api: ReturnType<typeof stubApi> | undefined;
beforeEach(() => configureApiClient({ getToken: async () => 'test-token' }));
afterEach(() => api?.restore());

/** Answers by "METHOD path" and returns every call made. */
function stubLeagueApi(answers: Record<string, FakeAnswer> = {}) {
  api = stubApi({ ...league, ...answers });
  return api.calls;
}

function renderCard(role: LeagueInfo['role']) {
  const auth = createTestAuthState();
  return renderWithProviders(
    <AuthContext.Provider value={{ ...auth, league: { ...(auth.league as LeagueInfo), role } }}>
      <LeagueMembersCard />
    </AuthContext.Provider>,
  );
}

describe('League members card', () => {
  it('lists members with role, team and status for everyone, without controls for a manager', async () => {
    stubLeagueApi();
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
    const calls = stubLeagueApi();
    const { user } = renderCard('commissioner');
    await screen.findByText('marie@example.com');
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '  new@example.com ');
    await user.click(invite);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/league/members');
    expect(post?.body).toEqual({ email: 'new@example.com', role: 'manager', teamId: null });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/league/members' && call.method === 'GET')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stubLeagueApi({ 'POST /api/league/members': [409, { message: 'marie@example.com is already a member or invited' }] });
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
    const calls = stubLeagueApi({ 'DELETE /api/league/members/11': [204] });
    const { user } = renderCard('commissioner');
    await user.click(await screen.findByRole('button', { name: 'Remove marie@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Withdraw the invitation of marie@example.com\?/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/league/members/11'));
  });

  it('says so when the list cannot be loaded', async () => {
    stubLeagueApi({ 'GET /api/league/members': [403, { message: 'You are not a member of this league' }] });
    renderCard('manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading members: You are not a member of this league');
  });
});
