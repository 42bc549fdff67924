import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type ProviderStatus, type Team } from 'shared-contracts';
import { setupEndpoints, type ProviderLeague } from 'shared-contracts/provider-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { mockApi, recordRequests, server } from 'shared-testing';
import { ProviderSettings } from './ProviderSettings';

const SLEEPER_LEAGUE = '1180296734373085184';
const YAHOO: ProviderStatus = {
  provider: 'yahoo',
  league: '461.l.6288',
  name: 'Harambe Memorial League',
  season: 2025,
};
const SLEEPER: ProviderStatus = { provider: 'sleeper', league: SLEEPER_LEAGUE, name: 'Dynasty Degens', season: 2025 };
const ACCESS_CLOSED =
  "Yahoo has closed its Fantasy API to apps: since July 2026 it answers “This application is not authorized to perform this action” unless Yahoo has approved the app by hand. Your league's data is still there: follow the league through Sleeper instead (Settings, Provider).";

const localTeams: Team[] = [
  {
    id: 1,
    name: 'Gotham City Knights',
    displayName: 'Bruce',
    abbreviation: 'GCK',
    yahooTeamKey: `${SLEEPER_LEAGUE}.t.1`,
    logoUrl: null,
  },
  { id: 2, name: 'Hand Made', displayName: 'Faruk', abbreviation: 'HM', yahooTeamKey: null, logoUrl: null },
];
const sleeperLeagues: ProviderLeague[] = [
  { leagueKey: SLEEPER_LEAGUE, name: 'Dynasty Degens', season: 2025, numTeams: 12, isFollowed: false },
  { leagueKey: '998877665544332211', name: 'Office Redraft', season: 2025, numTeams: 10, isFollowed: false },
];

/** A league on Yahoo, connected; PUT /api/provider answers what it was sent and records it. */
function serveProvider(status: ProviderStatus = YAHOO) {
  const follows: unknown[] = [];
  let current = status;
  server.use(
    mockApi.on(endpoints.getProvider, () => current),
    mockApi.on(setupEndpoints.followProvider, ({ body }) => {
      follows.push(body);
      current =
        body.provider === 'sleeper'
          ? { ...SLEEPER, league: body.league, name: body.league === SLEEPER_LEAGUE ? 'Dynasty Degens' : 'Other' }
          : { ...YAHOO };
      return current;
    }),
    mockApi.on(setupEndpoints.testYahooConnection, { success: true, message: 'Connected to Yahoo as Faruk' }),
    mockApi.on(setupEndpoints.listYahooTeams, []),
    mockApi.on(setupEndpoints.listYahooLeagues, []),
    mockApi.on(endpoints.listTeams, localTeams),
  );
  return follows;
}

const render = (canManage = true) =>
  renderWithAuth(<ProviderSettings canManage={canManage} openWindow={jest.fn()} />, {
    role: canManage ? 'commissioner' : 'manager',
  });
const followed = () => screen.getByRole('status', { name: "Provider's league" });

async function chooseSleeper(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Provider' }));
  await user.click(screen.getByRole('option', { name: 'Sleeper' }));
}

describe('Settings: choosing the provider', () => {
  it("shows the league's provider and its league, with Yahoo's cards while it follows Yahoo", async () => {
    serveProvider();
    render();
    await waitFor(() => expect(followed()).toHaveTextContent('Following Harambe Memorial League (2025) on Yahoo'));
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveTextContent('Yahoo');
    expect(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' })).toBeInTheDocument();
  });

  it('follows a Sleeper league by its id, checked as typed, then shows it and its linked teams without Link Teams', async () => {
    const follows = serveProvider();
    const { user } = render();
    await chooseSleeper(user);
    // Sleeper chosen: Yahoo's OAuth card goes; the league still follows Yahoo until a league is followed.
    expect(screen.queryByRole('button', { name: 'Start Yahoo OAuth Setup' })).not.toBeInTheDocument();
    const id = screen.getByRole('textbox', { name: 'Sleeper league id' });
    await user.type(id, 'sleeper.com/leagues/abc');
    await user.click(screen.getByRole('button', { name: 'Follow league' }));
    expect(screen.getByText(/^League id must be a Sleeper league id: its digits/)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(follows).toEqual([]);

    await user.clear(id);
    await user.type(id, ` ${SLEEPER_LEAGUE} `);
    await user.click(screen.getByRole('button', { name: 'Follow league' }));
    await waitFor(() => expect(followed()).toHaveTextContent('Following Dynasty Degens (2025) on Sleeper'));
    expect(follows).toEqual([{ provider: 'sleeper', league: SLEEPER_LEAGUE }]);
    const teams = await screen.findByRole('table');
    expect(within(teams).getByText(`${SLEEPER_LEAGUE}.t.1`)).toBeInTheDocument();
    expect(within(teams).queryByText('Hand Made')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link Teams' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test Roster Fetch' })).toBeInTheDocument();
  });

  it("finds a Sleeper user's leagues of a season and follows the one picked", async () => {
    const follows = serveProvider();
    const asked: unknown[] = [];
    server.use(
      mockApi.on(setupEndpoints.listSleeperLeagues, ({ query }) => {
        asked.push(query);
        return sleeperLeagues;
      }),
    );
    const { user } = render();
    await chooseSleeper(user);
    await user.type(screen.getByRole('textbox', { name: 'Sleeper username' }), 'faruk_42');
    await user.type(screen.getByRole('spinbutton', { name: 'Season' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
    const list = await screen.findByRole('list', { name: 'Sleeper leagues of faruk_42' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(asked).toEqual([{ username: 'faruk_42', season: 2025 }]);
    await user.click(within(list).getByRole('button', { name: 'Follow Office Redraft (2025)' }));
    await waitFor(() => expect(follows).toEqual([{ provider: 'sleeper', league: '998877665544332211' }]));
  });

  it('says what is wrong with a username before asking, and that a user has no leagues', async () => {
    serveProvider();
    server.use(mockApi.on(setupEndpoints.listSleeperLeagues, []));
    const { user } = render();
    await chooseSleeper(user);
    const username = screen.getByRole('textbox', { name: 'Sleeper username' });
    await user.type(username, 'not a name!');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
    expect(
      screen.getByText('username must be a Sleeper username or user id: letters, digits and _'),
    ).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find my leagues' }));
    expect(await screen.findByText('nobody has no Sleeper leagues in this season.')).toBeInTheDocument();
  });

  it("shows the server's words when it refuses the league", async () => {
    serveProvider();
    server.use(mockApi.refuse(setupEndpoints.followProvider, 404, 'Sleeper has no league 123456'));
    const { user } = render();
    await chooseSleeper(user);
    await user.type(screen.getByRole('textbox', { name: 'Sleeper league id' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Follow league' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sleeper has no league 123456');
    expect(followed()).toHaveTextContent('on Yahoo');
  });

  it('goes back to Yahoo at once when Yahoo is chosen for a league on Sleeper', async () => {
    const follows = serveProvider(SLEEPER);
    const { user } = render();
    await waitFor(() => expect(followed()).toHaveTextContent('on Sleeper'));
    await user.click(screen.getByRole('combobox', { name: 'Provider' }));
    await user.click(screen.getByRole('option', { name: 'Yahoo' }));
    await waitFor(() => expect(follows).toEqual([{ provider: 'yahoo' }]));
    expect(await screen.findByRole('button', { name: 'Start Yahoo OAuth Setup' })).toBeInTheDocument();
  });

  it('says when the provider cannot be read, and Retry reads it again', async () => {
    serveProvider();
    server.use(mockApi.refuse(endpoints.getProvider, 500, 'The database is resting'));
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Error loading the league's provider: The database is resting");
    serveProvider();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(followed()).toHaveTextContent('on Yahoo'));
  });
});

describe("Settings: Yahoo's access change", () => {
  it("tells a test refused as not_authorized as Yahoo's access change, and 'Switch to Sleeper' selects Sleeper", async () => {
    serveProvider();
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, {
        success: false,
        message: ACCESS_CLOSED,
        reason: 'not_authorized',
      }),
    );
    const { user } = render();
    const callout = await screen.findByRole('region', { name: 'Yahoo has closed its Fantasy API' });
    expect(callout).toHaveTextContent(ACCESS_CLOSED);
    expect(screen.getByText('Closed by Yahoo')).toBeInTheDocument();
    // Not told as a connection to make again.
    expect(screen.getByRole('status', { name: 'Connection test' })).toHaveTextContent(/^$/);
    await user.click(within(callout).getByRole('button', { name: 'Switch to Sleeper' }));
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveTextContent('Sleeper');
    expect(screen.getByRole('textbox', { name: 'Sleeper league id' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Yahoo has closed its Fantasy API' })).not.toBeInTheDocument();
  });

  it('tells a 502 carrying those words the same way', async () => {
    serveProvider();
    server.use(mockApi.refuse(setupEndpoints.testYahooConnection, 502, ACCESS_CLOSED));
    render();
    const callout = await screen.findByRole('region', { name: 'Yahoo has closed its Fantasy API' });
    expect(within(callout).getByRole('button', { name: 'Switch to Sleeper' })).toBeInTheDocument();
    expect(screen.queryByText(/^Error checking connection/)).not.toBeInTheDocument();
  });
});

describe('Settings: the provider, as a manager reads it', () => {
  it('shows the followed Sleeper league and its teams, with no way to change them', async () => {
    const requests = recordRequests();
    serveProvider(SLEEPER);
    render(false);
    await waitFor(() => expect(followed()).toHaveTextContent('Following Dynasty Degens (2025) on Sleeper'));
    expect(screen.getByText("Only the commissioner chooses the league's provider.")).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Provider' })).not.toBeInTheDocument();
    expect(await screen.findByText(`${SLEEPER_LEAGUE}.t.1`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test Roster Fetch' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).not.toContain(setupEndpoints.testYahooConnection.path);
  });

  it("reads Yahoo's access change without the commissioner's button", async () => {
    serveProvider();
    server.use(
      mockApi.on(setupEndpoints.testYahooConnection, {
        success: false,
        message: ACCESS_CLOSED,
        reason: 'not_authorized',
      }),
    );
    render(false);
    const callout = await screen.findByRole('region', { name: 'Yahoo has closed its Fantasy API' });
    expect(callout).toHaveTextContent('The commissioner can follow the league through Sleeper in Settings.');
    expect(within(callout).queryByRole('button')).not.toBeInTheDocument();
  });
});
