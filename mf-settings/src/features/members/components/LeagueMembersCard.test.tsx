import { screen, waitFor, within } from '@testing-library/react';
import {
  endpoints,
  LAST_COMMISSIONER,
  type InviteMemberBody,
  type LeagueInfo,
  type LeagueMember,
  type Team,
} from 'shared-contracts';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { LeagueMembersCard } from './LeagueMembersCard';

const teams: Team[] = [
  { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
];

const members: LeagueMember[] = [
  {
    id: 10,
    email: 'boss@example.com',
    displayName: 'Boss',
    role: 'commissioner',
    team: null,
    status: 'joined',
    invitedAt: '2026-11-01T00:00:00.000Z',
    joinedAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 11,
    email: 'marie@example.com',
    displayName: null,
    role: 'manager',
    team: { id: 3, name: 'Bayou Bandits', abbreviation: 'BAY' },
    status: 'invited',
    invitedAt: '2026-11-02T00:00:00.000Z',
    joinedAt: null,
  },
];

/** The API behind the fetch client: the teams and members above; an invitation is accepted. */
const invitations: unknown[] = [];
beforeEach(() => {
  invitations.length = 0;
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listMembers, members),
    mockApi.on(
      endpoints.inviteMember,
      ({ body }) => {
        invitations.push(body);
        const { email, role } = body as InviteMemberBody;
        return {
          id: 12,
          email,
          displayName: null,
          role,
          team: null,
          status: 'invited' as const,
          invitedAt: '2026-11-03T00:00:00.000Z',
          joinedAt: null,
        };
      },
      { status: 201 },
    ),
  );
});

const renderCard = (role: LeagueInfo['role']) => renderWithAuth(<LeagueMembersCard />, { role });

describe('League members card', () => {
  it('lists members with role, team and status for everyone, without controls for a manager', async () => {
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
    const requests = recordRequests();
    const { user } = renderCard('commissioner');
    await screen.findByText('marie@example.com');
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '  new@example.com ');
    await user.click(invite);
    // No email goes out (docs/screens/settings.md §4.6): the toast says how the invitation is taken up instead.
    expect(await screen.findByText('Invitation saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        "new@example.com joins as manager on signing in with that email. Share the site's address with them.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Invitation sent/)).not.toBeInTheDocument();
    expect(invitations).toEqual([{ email: 'new@example.com', role: 'manager', teamId: null }]);
    const memberListReads = () =>
      requests.filter((request) => request.method === 'GET' && request.path === endpoints.listMembers.path);
    await waitFor(() => expect(memberListReads()).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("shows the server's reason when an invitation is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.refuse(endpoints.inviteMember, 409, 'marie@example.com is already a member or invited'));
    const { user } = renderCard('commissioner');
    await screen.findByText('boss@example.com');
    await user.type(screen.getByLabelText('Email'), 'marie@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Failed to invite member')).toBeInTheDocument();
    expect(screen.getByText('marie@example.com is already a member or invited')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to invite member', expect.any(Error));
    logged.mockRestore();
  });

  it('offers Remove only where it can succeed: the last joined commissioner shows why not, an invitation is withdrawn', async () => {
    const joinedManager: LeagueMember = {
      ...members[1]!,
      id: 12,
      email: 'bruce@example.com',
      displayName: 'Bruce',
      status: 'joined',
      joinedAt: '2026-11-02T00:00:00.000Z',
    };
    server.use(mockApi.on(endpoints.listMembers, [...members, joinedManager]));
    renderCard('commissioner');
    await screen.findByText('bruce@example.com');
    const row = (email: string) => screen.getByText(email).closest('tr')!;
    expect(within(row('boss@example.com')).queryByRole('button', { name: /Remove|Withdraw/ })).not.toBeInTheDocument();
    expect(row('boss@example.com')).toHaveTextContent(LAST_COMMISSIONER);
    expect(
      within(row('marie@example.com')).getByRole('button', { name: 'Withdraw invitation marie@example.com' }),
    ).toHaveTextContent(/^Withdraw invitation$/);
    expect(
      within(row('bruce@example.com')).getByRole('button', { name: 'Remove bruce@example.com' }),
    ).toHaveTextContent(/^Remove$/);
  });

  it('offers Remove to one of two joined commissioners', async () => {
    const second: LeagueMember = { ...members[0]!, id: 13, email: 'deputy@example.com', displayName: 'Deputy' };
    server.use(mockApi.on(endpoints.listMembers, [members[0]!, second]));
    renderCard('commissioner');
    expect(await screen.findByRole('button', { name: 'Remove boss@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove deputy@example.com' })).toBeInTheDocument();
    expect(screen.queryByText(LAST_COMMISSIONER)).not.toBeInTheDocument();
  });

  it('withdraws an invitation only after confirmation', async () => {
    const removed: number[] = [];
    server.use(
      mockApi.on(endpoints.removeMember, ({ params }) => {
        removed.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderCard('commissioner');
    await user.click(await screen.findByRole('button', { name: 'Withdraw invitation marie@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Withdraw the invitation of marie@example.com\?/)).toBeInTheDocument();
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(removed).toEqual([11]));
  });

  it('says so when the list cannot be loaded, and Retry reads it again', async () => {
    server.use(mockApi.refuse(endpoints.listMembers, 403, 'You are not a member of this league'));
    const { user } = renderCard('manager');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading members: You are not a member of this league');
    server.use(mockApi.on(endpoints.listMembers, members));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('marie@example.com')).toBeInTheDocument();
  });
});
