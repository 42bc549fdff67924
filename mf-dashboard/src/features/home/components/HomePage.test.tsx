import { screen, waitFor, within } from '@testing-library/react';
import HomePage from '../../../export-home';
import { endpoints, urlOf, type WeekMatchup } from 'shared-contracts';
import { call, inTurn, json, never, refuse, serveApi, type Answer } from '../../../testing/dashboard-api';
import { asKnightsManager, standings, weekGames } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';

const panel = (title: string) => screen.getByRole('region', { name: title });
/** The open list's options by their text (the first child; the check mark after it is decoration). */
const optionNames = () => screen.getAllByRole('option').map((option) => option.firstElementChild?.textContent);
const STANDINGS = call(endpoints.getStandings, { params: { season: 2024 } });
const WEEK_17 = call(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } });
const WEEK_18 = call(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2024 } });
const RECENT_ACTIVITY = call(endpoints.listActivity, { query: { limit: 10 } });
const NO_ACTIVITY = json(endpoints.listActivity, []);

/** The demo league's 2024 with weeks 17 and 18 played, unless a test answers otherwise. */
function serveLeague(answers: Record<string, Answer> = {}) {
  return serveApi({
    [STANDINGS]: json(endpoints.getStandings, standings),
    [WEEK_17]: json(endpoints.getWeekMatchups, weekGames(17)),
    [WEEK_18]: json(endpoints.getWeekMatchups, weekGames(18, false)),
    [RECENT_ACTIVITY]: NO_ACTIVITY,
    ...answers,
  });
}

describe('Dashboard screen (/)', () => {
  it("is what the remote exposes as './Home', titled 'Dashboard', on the league's 2024 and week 17", async () => {
    const api = serveLeague();
    renderScreen(<HomePage />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2024');
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 17');
    await screen.findByText('2107.00 PTS');
    // The four panels ask at once: nothing waits for anything else.
    expect(api.paths().slice(0, 4).sort()).toEqual([
      urlOf(endpoints.listActivity, { query: { limit: 10 } }),
      urlOf(endpoints.getStandings, { params: { season: 2024 } }),
      urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } }),
      urlOf(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2024 } }),
    ]);
  });

  it("shows the league's Recent activity among its panels, with a link to the whole feed", async () => {
    serveLeague({
      [RECENT_ACTIVITY]: json(endpoints.listActivity, [
        {
          id: 7,
          kind: 'trade.accepted',
          at: '2025-09-14T17:30:00.000Z',
          actor: 'Ann',
          teamIds: [1, 2],
          text: 'Ann accepted the trade',
        },
      ]),
    });
    renderScreen(<HomePage />, '/');
    expect(await within(panel('Recent activity')).findByText('Ann accepted the trade')).toBeInTheDocument();
    expect(within(panel('Recent activity')).getByRole('link', { name: 'All activity' })).toHaveAttribute(
      'href',
      '/activity',
    );
  });

  describe('loading', () => {
    it('shows 3 skeletons for matchups, 3 for upcoming games and 12 for standings', () => {
      serveApi({ [STANDINGS]: never, [WEEK_17]: never, [WEEK_18]: never, [RECENT_ACTIVITY]: never });
      renderScreen(<HomePage />, '/');
      const skeletons = (title: string) =>
        within(panel(title))
          .getByRole('status', { name: `Loading ${title}` })
          .querySelectorAll('[data-skeleton]');
      expect(skeletons('Recent Matchups')).toHaveLength(3);
      expect(skeletons('Upcoming Games')).toHaveLength(3);
      expect(skeletons('League Standings')).toHaveLength(12);
    });
  });

  describe('loaded', () => {
    it("shows each game's teams with abbreviation badges and scores, 'Week N' between them and the description as its date", async () => {
      serveLeague();
      renderScreen(<HomePage />, '/');
      const games = await within(panel('Recent Matchups')).findAllByRole('listitem');
      expect(games).toHaveLength(2);
      const [first, second] = games as [HTMLElement, HTMLElement];
      for (const text of [
        'Gotham City Knights',
        'GCK',
        '129.61',
        'Week 17',
        'Sun, Week 17 date',
        'San Antonio Spurs of Steel',
        'SAS',
        '103.50',
      ]) {
        expect(within(first).getByText(text)).toBeInTheDocument();
      }
      expect(first).toHaveTextContent(/Gotham City Knights.*Week 17.*San Antonio Spurs of Steel/);
      expect(within(second).getByText('Week 17')).toBeInTheDocument();
      // The team badge image is always empty in matchups, even for a team with a logo.
      expect(panel('Recent Matchups').querySelector('img')).toBeNull();
    });

    it("links every game to its page: 'Week N' in Recent Matchups, the score or 'vs' in Upcoming Games", async () => {
      serveLeague();
      const { user, location } = renderScreen(<HomePage />, '/');
      const recent = await within(panel('Recent Matchups')).findByRole('link', {
        name: 'Week 17: Gotham City Knights vs San Antonio Spurs of Steel',
      });
      expect(recent).toHaveAttribute('href', '/matchups/171');
      expect(
        await within(panel('Upcoming Games')).findByRole('link', {
          name: 'vs: Bayou Bandits vs Mile High Mayhem',
        }),
      ).toHaveAttribute('href', '/matchups/182');
      await user.click(recent);
      expect(location()).toBe('/matchups/171');
    });

    it("shows next week's games with each team's badge image when it has one", async () => {
      serveLeague();
      renderScreen(<HomePage />, '/');
      const games = await within(panel('Upcoming Games')).findAllByRole('listitem');
      expect(games).toHaveLength(2);
      expect(within(panel('Upcoming Games')).getByText('Week 18')).toBeInTheDocument();
      expect(games[0]).toHaveTextContent(/Gotham City Knights.*San Antonio Spurs of Steel/);
      const images = [...panel('Upcoming Games').querySelectorAll('img')].map((image) => image.getAttribute('src'));
      expect(images).toEqual(['data:image/svg+xml,knights', 'data:image/svg+xml,bandits']);
      // Teams without a logo show their abbreviation instead.
      expect(within(games[0]!).getByText('SAS')).toBeInTheDocument();
    });

    it("shows a game of next week that is already played with its score instead of 'vs', the winner's in bold", async () => {
      serveLeague({ [WEEK_18]: json(endpoints.getWeekMatchups, weekGames(18)) });
      renderScreen(<HomePage />, '/');
      const games = await within(panel('Upcoming Games')).findAllByRole('listitem');
      expect(games).toHaveLength(2);
      const [first, second] = games as [HTMLElement, HTMLElement];
      expect(first).toHaveTextContent(/Gotham City Knights.*129\.61 – 103\.50.*San Antonio Spurs of Steel/);
      expect(within(first).getByText('129.61').tagName).toBe('B');
      expect(within(second).getByText('106.04').tagName).toBe('B');
      expect(within(second).getByText('93.05').tagName).not.toBe('B');
      expect(within(panel('Upcoming Games')).queryByText('vs')).not.toBeInTheDocument();
    });

    it("keeps 'vs' for a game not played yet, and a dash for a score one side lacks", async () => {
      const [unplayed, halfScored] = weekGames(18, false).matchups as [WeekMatchup, WeekMatchup];
      serveLeague({
        [WEEK_18]: json(endpoints.getWeekMatchups, { matchups: [unplayed, { ...halfScored, home_team_score: 12.5 }] }),
      });
      renderScreen(<HomePage />, '/');
      const [first, second] = (await within(panel('Upcoming Games')).findAllByRole('listitem')) as [
        HTMLElement,
        HTMLElement,
      ];
      expect(within(first).getByText('vs')).toBeInTheDocument();
      expect(second).toHaveTextContent('12.50 – -');
      expect(within(second).queryByText('vs')).not.toBeInTheDocument();
    });

    it("numbers the standings from 1 in the order received: wins-losses(-ties), 'PTS', 'PA', the streak and 'GB' ('—' for the leader)", async () => {
      serveLeague();
      renderScreen(<HomePage />, '/');
      const rows = await within(panel('League Standings')).findAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        '1Mile High Mayhem12-62107.00 PTS1950.20 PAW3— GB',
        '2Bayou Bandits11-6-11913.84 PTS1874.00 PAT10.5 GB',
        '3Gotham City Knights6-121811.50 PTS2001.75 PAL16 GB',
      ]);
    });

    it('shows a dash for a team without a streak (no game played yet)', async () => {
      const unplayed = standings.teams.map((team) => ({
        ...team,
        wins: 0,
        losses: 0,
        ties: 0,
        totalPoints: 0,
        pointsAgainst: 0,
        streak: null,
        gamesBack: 0,
      }));
      serveLeague({ [STANDINGS]: json(endpoints.getStandings, { teams: unplayed }) });
      renderScreen(<HomePage />, '/');
      const rows = await within(panel('League Standings')).findAllByRole('listitem');
      expect(rows[0]).toHaveTextContent('1Mile High Mayhem0-00.00 PTS0.00 PA–— GB');
    });
  });

  describe('empty', () => {
    it("marks the member's own team in the standings and in both game panels, in words ('You') as well as colour", async () => {
      serveLeague();
      renderScreen(<HomePage />, '/', asKnightsManager);
      const rows = await within(panel('League Standings')).findAllByRole('listitem');
      expect(rows.map((row) => row.hasAttribute('data-own-team'))).toEqual([false, false, true]);
      expect(rows[2]).toHaveTextContent(/Gotham City Knights\s*You/);
      expect(rows[0]).not.toHaveTextContent('You');
      for (const title of ['Recent Matchups', 'Upcoming Games']) {
        await within(panel(title)).findAllByRole('listitem');
        const own = panel(title).querySelectorAll('[data-own-team]');
        expect(own).toHaveLength(1);
        expect(own[0]).toHaveTextContent(/Gotham City Knights\s*You/);
        expect(within(panel(title)).getAllByText('You')).toHaveLength(1);
      }
    });

    it('marks no team for a member without one', async () => {
      serveLeague();
      renderScreen(<HomePage />, '/');
      await within(panel('League Standings')).findAllByRole('listitem');
      expect(document.querySelectorAll('[data-own-team]')).toHaveLength(0);
      expect(screen.queryByText('You')).not.toBeInTheDocument();
    });

    it("says 'No matchups available', 'No upcoming games' and 'No standings available'", async () => {
      serveApi({
        [STANDINGS]: json(endpoints.getStandings, { teams: [] }),
        [WEEK_17]: json(endpoints.getWeekMatchups, { matchups: [] }),
        [WEEK_18]: json(endpoints.getWeekMatchups, { matchups: [] }),
        [RECENT_ACTIVITY]: NO_ACTIVITY,
      });
      renderScreen(<HomePage />, '/');
      expect(await within(panel('Recent Matchups')).findByText('No matchups available')).toBeInTheDocument();
      expect(await within(panel('Upcoming Games')).findByText('No upcoming games')).toBeInTheDocument();
      expect(await within(panel('League Standings')).findByText('No standings available')).toBeInTheDocument();
    });

    it("asks for no week 19 when week 18 is selected, and says 'No upcoming games'", async () => {
      const api = serveApi({
        [STANDINGS]: json(endpoints.getStandings, standings),
        [call(endpoints.getWeekMatchups, { params: { week: 18 }, query: { season: 2024 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(18),
        ),
        [RECENT_ACTIVITY]: NO_ACTIVITY,
      });
      renderScreen(<HomePage />, '/?week=18');
      expect(await within(panel('Recent Matchups')).findAllByRole('listitem')).toHaveLength(2);
      expect(within(panel('Upcoming Games')).getByText('No upcoming games')).toBeInTheDocument();
      await screen.findByText('2107.00 PTS');
      expect(api.paths().filter((path: string) => path.includes('/week/19'))).toEqual([]);
      expect(api.paths()).toHaveLength(3);
    });
  });

  describe('error', () => {
    it("shows a failed panel's message with Retry inside it, while the other panels work", async () => {
      serveLeague({
        [STANDINGS]: inTurn(refuse(500, 'The database is resting'), json(endpoints.getStandings, standings)),
      });
      const { user } = renderScreen(<HomePage />, '/');
      const alert = await within(panel('League Standings')).findByRole('alert');
      expect(alert).toHaveTextContent('The database is resting');
      expect(await within(panel('Recent Matchups')).findAllByRole('listitem')).toHaveLength(2);
      expect(await within(panel('Upcoming Games')).findAllByRole('listitem')).toHaveLength(2);

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(panel('League Standings')).findAllByRole('listitem')).toHaveLength(3);
      expect(within(panel('League Standings')).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows each failed panel its own message', async () => {
      serveLeague({
        [WEEK_17]: refuse(403, 'You are not a member of this league'),
        [WEEK_18]: refuse(500, 'Upcoming failed'),
      });
      renderScreen(<HomePage />, '/');
      expect(await within(panel('Recent Matchups')).findByRole('alert')).toHaveTextContent(
        'You are not a member of this league',
      );
      expect(await within(panel('Upcoming Games')).findByRole('alert')).toHaveTextContent('Upcoming failed');
      expect(await within(panel('League Standings')).findAllByRole('listitem')).toHaveLength(3);
    });
  });

  describe('the selection lives in the URL', () => {
    it('reads season and week from a link', async () => {
      const api = serveApi({
        [call(endpoints.getStandings, { params: { season: 2025 } })]: json(endpoints.getStandings, standings),
        [call(endpoints.getWeekMatchups, { params: { week: 3 }, query: { season: 2025 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(3),
        ),
        [call(endpoints.getWeekMatchups, { params: { week: 4 }, query: { season: 2025 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(4),
        ),
        [RECENT_ACTIVITY]: NO_ACTIVITY,
      });
      renderScreen(<HomePage />, '/?season=2025&week=3');
      expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2025');
      expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 3');
      expect(await within(panel('Recent Matchups')).findAllByRole('listitem')).toHaveLength(2);
      expect(within(panel('Recent Matchups')).getAllByText('Week 3')).toHaveLength(3);
      expect(api.paths().sort()).toEqual([
        urlOf(endpoints.listActivity, { query: { limit: 10 } }),
        urlOf(endpoints.getStandings, { params: { season: 2025 } }),
        urlOf(endpoints.getWeekMatchups, { params: { week: 3 }, query: { season: 2025 } }),
        urlOf(endpoints.getWeekMatchups, { params: { week: 4 }, query: { season: 2025 } }),
      ]);
    });

    it('ignores a week or season outside the choices and uses the defaults', async () => {
      serveLeague();
      renderScreen(<HomePage />, '/?season=1999&week=40');
      expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2024');
      expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 17');
      await screen.findByText('2107.00 PTS');
    });

    it('offers Week 1 to Week 18 and seasons 2024 to 2027; a new week refetches and is written in the URL', async () => {
      const api = serveLeague({
        [call(endpoints.getWeekMatchups, { params: { week: 5 }, query: { season: 2024 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(5),
        ),
        [call(endpoints.getWeekMatchups, { params: { week: 6 }, query: { season: 2024 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(6),
        ),
      });
      const { user, location } = renderScreen(<HomePage />, '/');
      await screen.findByText('2107.00 PTS');

      await user.click(screen.getByRole('combobox', { name: 'Season' }));
      expect(optionNames()).toEqual(['2024', '2025', '2026', '2027']);
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('combobox', { name: 'Week' }));
      expect(optionNames()).toEqual(Array.from({ length: 18 }, (_, index) => `Week ${index + 1}`));
      await user.click(screen.getByRole('option', { name: 'Week 5' }));
      expect(location()).toBe('/?week=5');
      await waitFor(() => expect(within(panel('Recent Matchups')).getAllByText('Week 5')).toHaveLength(3));
      expect(within(panel('Upcoming Games')).getByText('Week 6')).toBeInTheDocument();
      await waitFor(() =>
        expect(api.paths()).toEqual(
          expect.arrayContaining([
            urlOf(endpoints.getWeekMatchups, { params: { week: 5 }, query: { season: 2024 } }),
            urlOf(endpoints.getWeekMatchups, { params: { week: 6 }, query: { season: 2024 } }),
          ]),
        ),
      );
      // The standings belong to the season and are not asked for again.
      expect(
        api.paths().filter((path: string) => path.startsWith(endpoints.getStandings.path.split(':')[0]!)),
      ).toHaveLength(1);
    });
  });
});
