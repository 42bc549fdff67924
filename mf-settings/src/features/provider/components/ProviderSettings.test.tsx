import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, urlOf, type ProviderStatus, type RosterPlayer, type Team } from 'shared-contracts';
import {
  providerResult,
  setupEndpoints,
  type ProviderResult,
  type ProviderTeam,
} from 'shared-contracts/provider-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { ProviderSettings } from './ProviderSettings';

const localTeams: Team[] = [
  {
    id: 1,
    name: 'Gotham City Knights',
    displayName: 'Bruce',
    abbreviation: 'GCK',
    yahooTeamKey: '461.l.6288.t.1',
    logoUrl: null,
  },
  {
    id: 2,
    name: 'San Antonio Spurs of Steel',
    displayName: 'Faruk',
    abbreviation: 'SAS',
    yahooTeamKey: null,
    logoUrl: null,
  },
];
const providerTeams: ProviderTeam[] = [
  { name: 'Gotham City Knights', team_key: '461.l.6288.t.1', manager: 'Bruce', local_team_id: 1 },
  { name: 'San Antonio Spurs of Steel', team_key: '461.l.6288.t.2', manager: 'Faruk', local_team_id: null },
];
const roster: RosterPlayer[] = [
  {
    id: '461.p.32723',
    providerPlayerId: 32723,
    name: 'Jalen Hurts',
    position: 'QB',
    team: 'Phi',
    status: null,
    isStarting: true,
    slot: 'QB',
    isFlex: false,
    stats: null,
  },
  {
    id: '461.p.41787',
    providerPlayerId: 41787,
    name: 'Travis Hunter',
    position: 'WR,CB',
    team: 'Jax',
    status: 'IR',
    isStarting: false,
    slot: 'IR',
    isFlex: false,
    stats: null,
  },
];

const YAHOO: ProviderStatus = {
  provider: 'yahoo',
  league: '461.l.6288',
  name: 'Harambe Memorial League',
  season: 2025,
};

/** The API behind the fetch client: a connected league unless a test answers otherwise. */
beforeEach(() =>
  server.use(
    mockApi.on(endpoints.getProvider, YAHOO),
    mockApi.on(setupEndpoints.testYahooConnection, { success: true, message: 'Connected to Yahoo as Faruk' }),
    mockApi.on(setupEndpoints.listYahooTeams, providerTeams),
    mockApi.on(setupEndpoints.listYahooLeagues, []),
    mockApi.on(endpoints.listTeams, localTeams),
  ),
);

/** The API's answer before the league is connected: its words are for a manager. */
const NOT_CONNECTED: ProviderResult = {
  success: false,
  message: 'Yahoo is not connected yet. The commissioner can connect it in Settings.',
  reason: 'not_connected',
};
const notConnected = () => mockApi.on(setupEndpoints.testYahooConnection, NOT_CONNECTED);

function renderSettings(canManage = true) {
  const openWindow = jest.fn();
  return { openWindow, ...renderWithAuth(<ProviderSettings canManage={canManage} openWindow={openWindow} />) };
}

describe('Settings: provider connection', () => {
  it('tests the connection on page load and, once connected, lists the league teams (name, manager, team key)', async () => {
    const requests = recordRequests();
    renderSettings();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('461.l.6288.t.2').closest('tr') as HTMLElement;
    expect(within(row).getByText('San Antonio Spurs of Steel')).toBeInTheDocument();
    expect(within(row).getByText('Faruk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Connection' })).toBeInTheDocument();
    expect(requests.slice(0, 2)).toEqual([
      { method: 'GET', path: endpoints.getProvider.path },
      { method: 'GET', path: setupEndpoints.testYahooConnection.path },
    ]);
  });

  it('runs the OAuth flow: opens the authorization window, takes the code, then tests and loads teams', async () => {
    let connected = false;
    const codes: unknown[] = [];
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, () =>
        connected ? { success: true, message: 'Connected' } : { success: false, message: 'Yahoo is not connected yet' },
      ),
      mockApi.on(setupEndpoints.requestYahooAuthUrl, {
        authUrl: 'http://127.0.0.1:4010/oauth2/request_auth?client_id=x',
      }),
      mockApi.on(setupEndpoints.verifyYahooCode, ({ body }) => {
        codes.push(body);
        connected = true;
        return { success: true, message: 'Connected' };
      }),
    );
    const { user, openWindow } = renderSettings();
    expect(screen.queryByRole('button', { name: 'Test Connection' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' }));
    expect(openWindow).toHaveBeenCalledWith('http://127.0.0.1:4010/oauth2/request_auth?client_id=x');
    const submit = screen.getByRole('button', { name: 'Submit Code' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), ' abc123 ');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Successfully authenticated with Yahoo!')).toBeInTheDocument();
    expect(codes).toEqual([{ code: 'abc123' }]);
    expect(await screen.findByText('461.l.6288.t.2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Connection' })).toBeInTheDocument();
  });

  it('tells the commissioner, on load, to start the OAuth set-up here; a manager reads that the commissioner can connect it', async () => {
    server.use(notConnected());
    const commissioner = renderSettings();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Connection test' })).toHaveTextContent(
        'Yahoo is not connected yet: press Start Yahoo OAuth Setup to connect it.',
      ),
    );
    commissioner.unmount();
    renderSettings(false);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Connection test' })).toHaveTextContent(
        'Yahoo is not connected yet. The commissioner can connect it in Settings.',
      ),
    );
  });

  it("says 'Failed to start OAuth flow: No authorization URL received' when none comes back", async () => {
    server.use(notConnected(), mockApi.on(setupEndpoints.requestYahooAuthUrl, { authUrl: '' }));
    const { user, openWindow } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' }));
    expect(await screen.findByText('Failed to start OAuth flow: No authorization URL received')).toBeInTheDocument();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("says 'Error starting OAuth flow: {msg}' when the call fails", async () => {
    server.use(
      notConnected(),
      mockApi.refuse(setupEndpoints.requestYahooAuthUrl, 400, 'Yahoo client id is not configured'),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' }));
    expect(await screen.findByText('Error starting OAuth flow: Yahoo client id is not configured')).toBeInTheDocument();
  });

  it("says 'Failed to verify code' (with the reason below) or 'Error verifying code: {msg}'", async () => {
    let refuse = true;
    server.use(
      notConnected(),
      mockApi.on(setupEndpoints.requestYahooAuthUrl, { authUrl: 'http://auth' }),
      mockApi.on(setupEndpoints.verifyYahooCode, () =>
        refuse
          ? { success: false, message: 'The code has expired' }
          : HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' }));
    await user.type(screen.getByLabelText('Verification code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByText('Failed to verify code')).toBeInTheDocument();
    expect(screen.getByText('The code has expired')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    expect(await screen.findByText('Error verifying code: Internal server error')).toBeInTheDocument();
  });

  it("says 'Error checking connection: {msg}' when the test itself fails", async () => {
    server.use(mockApi.on(setupEndpoints.testYahooConnection, () => new HttpResponse('Bad Gateway', { status: 502 })));
    renderSettings();
    expect(await screen.findByText('Error checking connection: Bad Gateway')).toBeInTheDocument();
  });

  it("says 'Error loading the league teams: {msg}' when the league's teams cannot be read, and Retry reads them again", async () => {
    server.use(mockApi.refuse(setupEndpoints.listYahooTeams, 502, 'Yahoo is not answering'));
    const { user } = renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the league teams: Yahoo is not answering');
    server.use(mockApi.on(setupEndpoints.listYahooTeams, providerTeams));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('461.l.6288.t.2')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a manager the connection state but no OAuth, league choice or linking controls', async () => {
    const requests = recordRequests();
    renderSettings(false);
    expect(await screen.findByText('461.l.6288.t.1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Yahoo OAuth Setup' })).not.toBeInTheDocument();
    expect(screen.queryByText('Link Teams')).not.toBeInTheDocument();
    // The account's leagues are the commissioner's: a manager's page never asks for them.
    expect(requests.map((request) => request.path)).not.toContain(setupEndpoints.listYahooLeagues.path);
  });
});

describe("Settings: 'Test Connection' shows what it found beside the button", () => {
  /**
   * The first answer is the page load's test; each click takes the next. The first click's
   * answer waits for `release`, so a test can look at the page while it is on its way.
   */
  function answersInTurn(...answers: ProviderResult[]) {
    let call = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, async () => {
        const answer = answers[Math.min(call, answers.length - 1)]!;
        if (call++ === 1) await released;
        return HttpResponse.json(providerResult.parse(answer));
      }),
    );
    return { release };
  }
  const resultBeside = (button: HTMLElement) =>
    within(button.parentElement as HTMLElement).getByRole('status', { name: 'Connection test' });

  it('says nothing there on page load while connected (the badge says so), then the answer of each click', async () => {
    const answers = answersInTurn(
      { success: true, message: 'Connected to Yahoo as Faruk' },
      { success: true, message: 'Connected to Yahoo as Faruk, following Harambe Memorial League (2025)' },
      { success: false, message: 'Yahoo no longer accepts the stored authorization: connect again' },
    );
    const { user } = renderSettings();
    const testButton = await screen.findByRole('button', { name: 'Test Connection' });
    await screen.findByText('461.l.6288.t.2');
    expect(resultBeside(testButton)).toHaveTextContent(/^$/);

    await user.click(testButton);
    // Asked again, the connection's cards stay where they are.
    await waitFor(() => expect(resultBeside(testButton)).toHaveTextContent('Testing connection...'));
    expect(screen.getByText('461.l.6288.t.2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test Roster Fetch' })).toBeInTheDocument();
    answers.release();
    await waitFor(() =>
      expect(resultBeside(testButton)).toHaveTextContent(
        'Connected to Yahoo as Faruk, following Harambe Memorial League (2025)',
      ),
    );

    // A failed test takes the button away (no longer connected); its words stay in that row.
    const row = testButton.parentElement as HTMLElement;
    await user.click(testButton);
    await waitFor(() =>
      expect(within(row).getByRole('status', { name: 'Connection test' })).toHaveTextContent(
        'Yahoo no longer accepts the stored authorization: connect again',
      ),
    );
    expect(within(row).getByRole('button', { name: 'Start Yahoo OAuth Setup' })).toBeInTheDocument();
  });

  it("shows a refused test there in the words of docs/screens/settings.md §3: 'Error checking connection: {msg}'", async () => {
    let call = 0;
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, () =>
        call++ === 0
          ? HttpResponse.json({ success: true, message: 'Connected' })
          : new HttpResponse('Bad Gateway', { status: 502 }),
      ),
    );
    const { user } = renderSettings();
    const testButton = await screen.findByRole('button', { name: 'Test Connection' });
    const row = testButton.parentElement as HTMLElement;
    await user.click(testButton);
    await waitFor(() =>
      expect(within(row).getByRole('status', { name: 'Connection test' })).toHaveTextContent(
        'Error checking connection: Bad Gateway',
      ),
    );
  });
});

describe("Settings: what is the commissioner's alone", () => {
  it('shows the commissioner Test Roster Fetch and the debug log', async () => {
    renderSettings(true);
    expect(await screen.findByRole('heading', { name: 'Test Roster Fetch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Debug log' })).toBeInTheDocument();
  });

  it('hides Test Roster Fetch and the debug log from a manager, who still tests the connection and reads the answer beside the button', async () => {
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, { success: true, message: 'Connected to Yahoo as Faruk' }),
    );
    const { user } = renderSettings(false);
    expect(await screen.findByText('461.l.6288.t.1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test Roster Fetch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Roster' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Debug log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Debug log' })).not.toBeInTheDocument();
    const testButton = screen.getByRole('button', { name: 'Test Connection' });
    await user.click(testButton);
    await waitFor(() =>
      expect(
        within(testButton.parentElement as HTMLElement).getByRole('status', { name: 'Connection test' }),
      ).toHaveTextContent('Connected to Yahoo as Faruk'),
    );
  });
});

describe('Settings: Link Teams, Test Roster Fetch, debug log', () => {
  it("links a provider team to the local team chosen by 'name (displayName)'", async () => {
    const links: unknown[] = [];
    server.use(
      mockApi.on(setupEndpoints.linkYahooTeam, ({ body }) => {
        links.push(body);
        return { success: true, message: 'Linked' };
      }),
    );
    const { user } = renderSettings();
    await user.click(await screen.findByRole('combobox', { name: 'Local team for San Antonio Spurs of Steel' }));
    await user.click(screen.getByRole('option', { name: 'San Antonio Spurs of Steel (Faruk)' }));
    await waitFor(() => expect(links).toEqual([{ yahooTeamKey: '461.l.6288.t.2', teamId: 2 }]));
  });

  it('fetches a roster for a team and a week of 1 to 17, showing each slot', async () => {
    const requests = recordRequests();
    server.use(mockApi.on(endpoints.getProviderRoster, roster));
    const { user } = renderSettings();
    const getRoster = await screen.findByRole('button', { name: 'Get Roster' });
    expect(getRoster).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Roster team' }));
    await user.click(screen.getByRole('option', { name: 'Gotham City Knights' }));
    const week = screen.getByLabelText('Week');
    expect(week).toHaveAttribute('min', '1');
    expect(week).toHaveAttribute('max', '17');
    await user.clear(week);
    await user.type(week, '18');
    expect(getRoster).toBeDisabled();
    await user.clear(week);
    await user.type(week, '3');
    await user.click(getRoster);
    const list = await screen.findByRole('list', { name: 'Roster' });
    expect(within(list).getByText('Jalen Hurts').closest('li')).toHaveTextContent('QB');
    expect(within(list).getByText('Travis Hunter').closest('li')).toHaveTextContent('IR');
    expect(requests).toContainEqual({
      method: 'GET',
      path: urlOf(endpoints.getProviderRoster, { params: { teamKey: '461.l.6288.t.1', week: 3 } }),
    });
  });

  it('writes timestamped lines to the debug log', async () => {
    renderSettings();
    const log = await screen.findByRole('list', { name: 'Debug log' });
    await waitFor(() => expect(log).toHaveTextContent('Connected to Yahoo as Faruk'));
    expect(within(log).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] Testing connection\.\.\.$/,
    );
  });
});
