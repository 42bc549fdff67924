import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { endpoints, type LeagueSummary } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { renderWithAuth } from '../testing/render-with-auth';
import { currentNflSeason } from './league-paths';
import { WelcomeScreen } from './WelcomeScreen';

const created: LeagueSummary = {
  id: 31,
  name: 'Office League',
  isDemo: false,
  currentSeason: 2026,
  role: 'commissioner',
  team: null,
};
const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9';

function renderWelcome(switchLeague = jest.fn(async () => true)) {
  const result = renderWithAuth(
    <Routes>
      <Route path="/" element={<WelcomeScreen />} />
      <Route path="/settings" element={<p>the settings screen</p>} />
      <Route path="/join/:token" element={<Where />} />
    </Routes>,
    { auth: { status: 'welcome', league: null, switchLeague } },
  );
  return { ...result, switchLeague };
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('WelcomeScreen', () => {
  it('greets a person in no league with both ways in and a way out', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Fantasy League' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create a league' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join with an invitation link' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('creates a league in the season of the current NFL year, switches to it and opens Settings', async () => {
    const requests = recordRequests();
    let sent: unknown;
    server.use(
      mockApi.on(
        endpoints.createLeague,
        ({ body }) => {
          sent = body;
          return created;
        },
        { status: 201 },
      ),
    );
    const { user, switchLeague } = renderWelcome();
    expect(screen.getByLabelText('Season')).toHaveValue(currentNflSeason());
    await user.type(screen.getByLabelText('League name'), 'Office League');
    await user.clear(screen.getByLabelText('Season'));
    await user.type(screen.getByLabelText('Season'), '2026');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByText('the settings screen')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Office League', season: 2026 });
    expect(switchLeague).toHaveBeenCalledWith(31);
    expect(requests).toEqual([{ method: 'POST', path: endpoints.createLeague.path }]);
  });

  it("shows the server's refusal inline and stays", async () => {
    server.use(mockApi.refuse(endpoints.createLeague, 429, 'You have created too many leagues today'));
    const { user, switchLeague } = renderWelcome();
    await user.type(screen.getByLabelText('League name'), 'Office League');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have created too many leagues today');
    expect(switchLeague).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create league' })).toBeEnabled();
  });

  it('asks for a name before calling', async () => {
    const requests = recordRequests();
    const { user } = renderWelcome();
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('name is required');
    expect(requests).toEqual([]);
  });

  it('opens the join page of a pasted link', async () => {
    const { user } = renderWelcome();
    await user.type(screen.getByLabelText('Invitation link'), `  https://fantasy.example.com/join/${token}  `);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(`at /join/${token}`)).toBeInTheDocument();
  });

  it('opens the join page of a bare token', async () => {
    const { user } = renderWelcome();
    await user.type(screen.getByLabelText('Invitation link'), token);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(`at /join/${token}`)).toBeInTheDocument();
  });

  it('says what to paste when the text is no invitation link, and goes nowhere', async () => {
    const { user } = renderWelcome();
    const field = screen.getByLabelText('Invitation link');
    await user.type(field, 'https://fantasy.example.com/join/too-short');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not an invitation link. Paste the whole link (https://…/join/…) or its 32-character code.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/This is not an invitation link/);
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  });
});
