import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { endpoints, type InvitationPreview, type LeagueSummary } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import type { AuthState } from '../auth/auth-context';
import { renderWithAuth } from '../testing/render-with-auth';
import { JoinScreen } from './JoinScreen';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';
const preview: InvitationPreview = {
  leagueId: 8,
  leagueName: 'Office League',
  team: null,
  // Midday: the same calendar day in every time zone the tests run in.
  expiresAt: '2026-12-28T12:00:00.000Z',
  alreadyMember: false,
};
const joined: LeagueSummary = {
  id: 8,
  name: 'Office League',
  isDemo: false,
  currentSeason: 2026,
  role: 'manager',
  team: { id: 4, name: 'Gotham' },
};

function renderJoin(switchLeague = jest.fn(async () => true), joinToken = token) {
  const result = renderWithAuth(
    <Routes>
      <Route path="/join/:token" element={<JoinScreen token={joinToken} />} />
      <Route path="/" element={<p>the league’s home</p>} />
    </Routes>,
    { route: `/join/${joinToken}`, auth: { status: 'welcome', league: null, switchLeague } },
  );
  return { ...result, switchLeague };
}

describe('JoinScreen', () => {
  it('shows what the link offers, then joins, switches to the league and opens its home', async () => {
    const requests = recordRequests();
    server.use(mockApi.on(endpoints.previewInvitation, preview), mockApi.on(endpoints.acceptInvitation, joined));
    const { user, switchLeague } = renderJoin();
    expect(screen.getByRole('status', { name: 'Reading the invitation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Office League' })).toBeInTheDocument();
    expect(
      screen.getByText(/You are invited as a manager\. This link expires on December 28, 2026\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join league' }));
    expect(await screen.findByText('the league’s home')).toBeInTheDocument();
    expect(switchLeague).toHaveBeenCalledWith(8);
    expect(requests).toEqual([
      { method: 'GET', path: `/api/invitations/${token}` },
      { method: 'POST', path: `/api/invitations/${token}/accept` },
    ]);
  });

  it('offers to open the league when the join went through but the switch failed', async () => {
    let joinedYet = false;
    server.use(
      mockApi.on(endpoints.previewInvitation, () => ({ ...preview, alreadyMember: joinedYet })),
      mockApi.on(endpoints.acceptInvitation, () => {
        joinedYet = true;
        return joined;
      }),
    );
    const { user, switchLeague } = renderJoin(jest.fn(async () => false));
    await user.click(await screen.findByRole('button', { name: 'Join league' }));
    expect(await screen.findByRole('button', { name: 'Open Office League' })).toBeInTheDocument();
    expect(switchLeague).toHaveBeenCalledWith(8);
    expect(screen.queryByText('the league’s home')).not.toBeInTheDocument();
  });

  it('names the team a link for a team admits its holder to manage', async () => {
    server.use(mockApi.on(endpoints.previewInvitation, { ...preview, team: { id: 4, name: 'Gotham' } }));
    renderJoin();
    expect(await screen.findByText(/You are invited as manager of Gotham\./)).toBeInTheDocument();
  });

  it('offers a member of the league to open it instead of joining again', async () => {
    const requests = recordRequests();
    server.use(mockApi.on(endpoints.previewInvitation, { ...preview, alreadyMember: true }));
    const { user, switchLeague } = renderJoin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are already a member of Office League' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Office League' }));
    expect(await screen.findByText('the league’s home')).toBeInTheDocument();
    expect(switchLeague).toHaveBeenCalledWith(8);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    [404 as const, 'This invitation link does not exist or was revoked'],
    [409 as const, 'This invitation link expired on December 1, 2026'],
  ])(
    "tells why a refused link (%i) cannot be used, in the server's words, with a way back",
    async (status, message) => {
      server.use(mockApi.refuse(endpoints.previewInvitation, status, message));
      const { user, switchLeague } = renderJoin();
      expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Go to my leagues' }));
      expect(await screen.findByText('the league’s home')).toBeInTheDocument();
      expect(switchLeague).not.toHaveBeenCalled();
    },
  );

  it('shows a refused join inline and stays in the old league', async () => {
    server.use(
      mockApi.on(endpoints.previewInvitation, preview),
      mockApi.refuse(endpoints.acceptInvitation, 409, 'This invitation link has been used up'),
    );
    const { user, switchLeague } = renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Join league' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has been used up');
    expect(switchLeague).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Join Office League' })).toBeInTheDocument();
  });

  it('asks nothing for an address that holds no token', async () => {
    const requests = recordRequests();
    renderJoin(undefined, 'not-a-token');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This address is not an invitation link. Ask the commissioner to send the link again.',
    );
    expect(requests).toEqual([]);
  });

  describe('signed out (the invited person’s first visit)', () => {
    const card = { leagueName: 'Office League', teamName: 'Gotham', expiresAt: '2026-12-28T12:00:00.000Z' };
    const renderSignedOut = (auth: Partial<AuthState>) =>
      renderWithAuth(
        <Routes>
          <Route path="/join/:token" element={<JoinScreen token={token} />} />
        </Routes>,
        { route: `/join/${token}`, auth },
      );
    afterEach(() => document.getElementById('invitation-card')?.remove());

    it('shows the public card with the sign-in button, which signs in on the same page', async () => {
      const requests = recordRequests();
      server.use(mockApi.on(endpoints.readInvitationCard, card));
      const signInWithGoogle = jest.fn(async () => {});
      const { user } = renderSignedOut({ status: 'signed-out', user: null, signInWithGoogle });
      expect(await screen.findByRole('heading', { level: 1, name: 'Join Office League' })).toBeInTheDocument();
      expect(
        screen.getByText(/You are invited as manager of Gotham\. This link expires on December 28, 2026\./),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
      expect(signInWithGoogle).toHaveBeenCalledTimes(1);
      // The public read only: no preview (it needs an identity), no join.
      expect(requests).toEqual([{ method: 'GET', path: `/api/invitations/${token}/card` }]);
    });

    it('starts from the card the page painted, busy until the sign-in state is known', async () => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = 'invitation-card';
      block.textContent = JSON.stringify({ token, card: { ...card, teamName: null } });
      document.head.append(block);
      server.use(mockApi.on(endpoints.readInvitationCard, { ...card, teamName: null }));
      renderSignedOut({ status: 'loading', user: null });
      // At once, with no reading placeholder in between.
      expect(screen.getByRole('heading', { level: 1, name: 'Join Office League' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Reading the invitation' })).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Sign in with Google' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    });

    it('shows a refused link’s reason', async () => {
      server.use(
        mockApi.refuse(
          endpoints.readInvitationCard,
          409,
          'This invitation link has been used by as many people as it allows',
        ),
      );
      renderSignedOut({ status: 'signed-out', user: null });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This invitation link has been used by as many people as it allows',
      );
    });
  });
});
