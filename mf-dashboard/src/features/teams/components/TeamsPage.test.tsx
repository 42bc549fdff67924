import { screen, waitFor, within } from '@testing-library/react';
import TeamsPage from '../../../export-teams';
import { endpoints, urlOf, type RosterPlayer } from 'shared-contracts';
import { call, held, inTurn, json, never, refuse, serveApi, type Answer } from '../../../testing/dashboard-api';
import { asKnightsManager, faabBalances, roster, scores, teamsWithRecords, weekGames } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';

const TEAMS = call(endpoints.listTeams, { query: { season: 2024 } });
const KNIGHTS_ROSTER = call(endpoints.getProviderRoster, {
  params: { teamKey: '461.l.6288.t.1', week: 17 },
  query: { season: 2024 },
});
const KNIGHTS_SCORES = call(endpoints.getProviderWeekScores, {
  params: { teamKey: '461.l.6288.t.1', week: 17 },
  query: { season: 2024 },
});

const PROVIDER = call(endpoints.getProvider, {});
const WEEK_17 = call(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } });
const faabCall = (season: number) => call(endpoints.listFaabBalances, { query: { season } });
/** The season's FAAB balances, which the screen reads beside its teams. */
const faabOf = (season: number, answer: Answer = json(endpoints.listFaabBalances, faabBalances)) => ({
  [faabCall(season)]: answer,
});
const faabPath = (season: number) => urlOf(endpoints.listFaabBalances, { query: { season } });

const card = (name: string) => screen.getByRole('region', { name });
const toggle = (name: string) => within(card(name)).getByRole('button', { name: new RegExp(`^${name}`) });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function serveTeams(answers: Record<string, Answer> = {}) {
  return serveApi({
    [TEAMS]: json(endpoints.listTeams, teamsWithRecords),
    [PROVIDER]: json(endpoints.getProvider, { provider: 'yahoo', league: '461.l.6288', name: 'Harambe', season: 2024 }),
    [KNIGHTS_ROSTER]: json(endpoints.getProviderRoster, roster),
    [KNIGHTS_SCORES]: json(endpoints.getProviderWeekScores, scores),
    [WEEK_17]: json(endpoints.getWeekMatchups, weekGames(17)),
    ...faabOf(2024),
    ...answers,
  });
}

async function openKnights(answers: Record<string, Answer> = {}) {
  const api = serveTeams(answers);
  const rendered = renderScreen(<TeamsPage />, '/teams');
  await rendered.user.click(await screen.findByRole('button', { name: /^Gotham City Knights/ }));
  return { ...rendered, api };
}

describe('Teams screen (/teams)', () => {
  it("is what the remote exposes as './Teams', titled 'Teams', on the league's default season and current week", async () => {
    const api = serveTeams();
    renderScreen(<TeamsPage />, '/teams');
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2024');
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 17');
    await screen.findByRole('region', { name: 'Bayou Bandits' });
    expect(api.paths().sort()).toEqual([faabPath(2024), urlOf(endpoints.listTeams, { query: { season: 2024 } })]);
  });

  describe('the team list', () => {
    it('shows placeholder cards while the teams load', () => {
      serveApi({ [TEAMS]: never, ...faabOf(2024, never) });
      renderScreen(<TeamsPage />, '/teams');
      expect(screen.getByRole('status', { name: 'Loading teams' }).querySelectorAll('[data-skeleton]')).toHaveLength(
        12,
      );
      expect(screen.getByRole('button', { name: 'Expand (all)' })).toBeDisabled();
    });

    it("shows one closed card per team: the team's abbreviation badge, name, record with -ties only when tied, points to 2 decimals", async () => {
      serveTeams();
      renderScreen(<TeamsPage />, '/teams');
      await screen.findByRole('region', { name: 'Gotham City Knights' });
      await waitFor(() =>
        expect(toggle('Gotham City Knights')).toHaveAccessibleName(
          'Gotham City Knights 6-12 · 1811.50 PTS · $37 FAAB left',
        ),
      );
      expect(toggle('San Antonio Spurs of Steel')).toHaveAccessibleName(
        'San Antonio Spurs of Steel 5-12-1 · 1725.83 PTS · $100 FAAB left',
      );
      expect(toggle('Mile High Mayhem')).toHaveAccessibleName('Mile High Mayhem 11-7 · 2031.11 PTS · $0 FAAB left');
      expect(card('Gotham City Knights').querySelector('[data-letters="GCK"] img')).toHaveAttribute(
        'src',
        'data:image/svg+xml,knights',
      );
      expect(card('San Antonio Spurs of Steel').querySelector('[data-letters]')).toHaveTextContent(/^SAS$/);
      for (const team of teamsWithRecords) expect(toggle(team.name)).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it("marks the member's own team's card, in words ('You') as well as colour", async () => {
      serveTeams();
      renderScreen(<TeamsPage />, '/teams', asKnightsManager);
      await screen.findByRole('region', { name: 'Gotham City Knights' });
      expect(card('Gotham City Knights')).toHaveAttribute('data-own-team');
      await waitFor(() =>
        expect(toggle('Gotham City Knights')).toHaveAccessibleName(
          'Gotham City Knights You 6-12 · 1811.50 PTS · $37 FAAB left',
        ),
      );
      for (const other of ['San Antonio Spurs of Steel', 'Bayou Bandits', 'Mile High Mayhem']) {
        expect(card(other)).not.toHaveAttribute('data-own-team');
        expect(card(other)).not.toHaveTextContent('You');
      }
    });

    it("shows each team's FAAB left for the season on its card, $0 for a team without any", async () => {
      serveTeams();
      renderScreen(<TeamsPage />, '/teams');
      await waitFor(() =>
        expect(toggle('Gotham City Knights')).toHaveTextContent('6-12 · 1811.50 PTS · $37 FAAB left'),
      );
      expect(toggle('San Antonio Spurs of Steel')).toHaveTextContent('$100 FAAB left');
      expect(toggle('Bayou Bandits')).toHaveTextContent('$0 FAAB left');
      // No row for the Mayhem: the API's $0, as a trade finds it.
      expect(toggle('Mile High Mayhem')).toHaveTextContent('$0 FAAB left');
    });

    it('shows the cards while the balances load, and a failure to read them once, with Retry', async () => {
      serveTeams({
        ...faabOf(2024, inTurn(refuse(503, 'The database is resting'), json(endpoints.listFaabBalances, faabBalances))),
      });
      const { user } = renderScreen(<TeamsPage />, '/teams');
      expect(await screen.findByRole('region', { name: 'Bayou Bandits' })).toBeInTheDocument();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to fetch FAAB balances');
      expect(alert).toHaveTextContent('The database is resting');
      expect(toggle('Gotham City Knights')).not.toHaveTextContent('FAAB');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(toggle('Gotham City Knights')).toHaveTextContent('$37 FAAB left'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says so when the league has no teams', async () => {
      serveApi({ [TEAMS]: json(endpoints.listTeams, []), ...faabOf(2024, json(endpoints.listFaabBalances, [])) });
      renderScreen(<TeamsPage />, '/teams');
      expect(await screen.findByText('No teams in this league yet')).toBeInTheDocument();
    });

    it("shows a failure's message with Retry, which asks again", async () => {
      serveApi({
        [TEAMS]: inTurn(refuse(500, 'The database is resting'), json(endpoints.listTeams, teamsWithRecords)),
        ...faabOf(2024),
      });
      const { user } = renderScreen(<TeamsPage />, '/teams');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The database is resting');
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('region', { name: 'Bayou Bandits' })).toBeInTheDocument();
    });

    it('reads season and week from the URL and asks for that season', async () => {
      const api = serveApi({
        [call(endpoints.listTeams, { query: { season: 2025 } })]: json(endpoints.listTeams, teamsWithRecords),
        ...faabOf(2025),
      });
      renderScreen(<TeamsPage />, '/teams?season=2025&week=9');
      expect(screen.getByRole('combobox', { name: 'Week' })).toHaveTextContent('Week 9');
      await screen.findByRole('region', { name: 'Bayou Bandits' });
      expect(api.paths().sort()).toEqual([faabPath(2025), urlOf(endpoints.listTeams, { query: { season: 2025 } })]);
    });

    it('writes a new season in the URL and asks for its teams', async () => {
      const api = serveTeams({
        [call(endpoints.listTeams, { query: { season: 2026 } })]: json(
          endpoints.listTeams,
          teamsWithRecords.slice(0, 1),
        ),
        ...faabOf(2026),
      });
      const { user, location } = renderScreen(<TeamsPage />, '/teams');
      await screen.findByRole('region', { name: 'Bayou Bandits' });
      await user.click(screen.getByRole('combobox', { name: 'Season' }));
      await user.click(screen.getByRole('option', { name: '2026' }));
      expect(location()).toBe('/teams?season=2026');
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Bayou Bandits' })).not.toBeInTheDocument());
      expect(api.paths()).toContain(urlOf(endpoints.listTeams, { query: { season: 2026 } }));
    });
  });

  describe('an open card', () => {
    it("opens on its own, says 'Loading rosters...' then 'Fetching live scores...'", async () => {
      const rosterAnswer = held(json(endpoints.getProviderRoster, roster));
      const scoresAnswer = held(json(endpoints.getProviderWeekScores, scores));
      serveTeams({ [KNIGHTS_ROSTER]: rosterAnswer.answer, [KNIGHTS_SCORES]: scoresAnswer.answer });
      const { user } = renderScreen(<TeamsPage />, '/teams');
      await user.click(await screen.findByRole('button', { name: /^Gotham City Knights/ }));
      const here = card('Gotham City Knights');
      expect(toggle('Gotham City Knights')).toHaveAttribute('aria-expanded', 'true');
      expect(toggle('Bayou Bandits')).toHaveAttribute('aria-expanded', 'false');
      expect(within(here).getByRole('status')).toHaveTextContent('Loading rosters...');

      rosterAnswer.release();
      await waitFor(() => expect(within(here).getByRole('status')).toHaveTextContent('Fetching live scores...'));
      expect(within(here).getByRole('table', { name: /starters/ })).toBeInTheDocument();

      scoresAnswer.release();
      await waitFor(() => expect(within(here).queryByRole('status')).not.toBeInTheDocument());
      expect(within(here).getByText('21.50')).toBeInTheDocument();
    });

    it("shows the starters first (the default tab), sorted, with slot labels, points and 'No Score'", async () => {
      await openKnights();
      const here = card('Gotham City Knights');
      expect(within(here).getByRole('tab', { name: 'Starters' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(within(here).queryByText('Fetching live scores...')).not.toBeInTheDocument());
      const rows = rowsOf(within(here).getByRole('table', { name: 'Gotham City Knights: starters, week 17' }));
      expect(rows.map((row) => cells(row))).toEqual([
        ['QB', 'Jalen Thrower QB · Phi', '21.50'],
        ['SF', 'Second Thrower QB · Phi', '3.14'],
        ['WR1', 'Wide One WR · Phi', '14.40'],
        ['WR2', 'Wide Two WR · Phi', '22.60'],
        ['RB1', 'Back One RB · Phi', '27.20'],
        ['RB2', 'Back Two RB · Phi', '12.00'],
        ['TE', 'Tight End TE · Phi', '19.90'],
        ['FLEX', 'Flex Back RB · Phi', '22.80'],
        ['K', 'Big Kicker K · Phi', 'No Score'],
      ]);
    });

    it("'All Players' adds the bench after the starters, with its injury status", async () => {
      const { user } = await openKnights();
      const here = card('Gotham City Knights');
      await waitFor(() => expect(within(here).queryByText('Fetching live scores...')).not.toBeInTheDocument());
      await user.click(within(here).getByRole('tab', { name: 'All Players' }));
      const rows = rowsOf(within(here).getByRole('table', { name: 'Gotham City Knights: all players, week 17' }));
      expect(rows).toHaveLength(11);
      expect(cells(rows[9]!)).toEqual(['BN', 'Injured Receiver IRWR,CB · Phi', '-']);
      expect(cells(rows[10]!)).toEqual(['BN', 'Bench Runner RB · Phi', '8.00']);
    });

    it('closes again, and opens by keyboard', async () => {
      const { user } = await openKnights();
      await user.click(toggle('Gotham City Knights'));
      expect(toggle('Gotham City Knights')).toHaveAttribute('aria-expanded', 'false');
      expect(within(card('Gotham City Knights')).queryByRole('table')).not.toBeInTheDocument();
      toggle('Gotham City Knights').focus();
      await user.keyboard('{Enter}');
      expect(toggle('Gotham City Knights')).toHaveAttribute('aria-expanded', 'true');
      expect(toggle('Gotham City Knights')).toHaveAttribute('aria-controls', expect.stringContaining('roster'));
      expect(await within(card('Gotham City Knights')).findByRole('tab', { name: 'Starters' })).toBeInTheDocument();
    });

    it("links to the team's game of the week, which the week's games are asked for only once a card is open", async () => {
      const { api } = await openKnights();
      const link = await within(card('Gotham City Knights')).findByRole('link', {
        name: 'Week 17 matchup of Gotham City Knights',
      });
      expect(link).toHaveAttribute('href', '/matchups/171');
      expect(api.paths().filter((path) => path.startsWith('/api/matchups/'))).toEqual([
        urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } }),
      ]);
    });

    it("says 'No roster data available for this week' for an empty roster", async () => {
      await openKnights({ [KNIGHTS_ROSTER]: json(endpoints.getProviderRoster, []) });
      expect(
        await within(card('Gotham City Knights')).findByText('No roster data available for this week'),
      ).toBeInTheDocument();
    });

    it.each([
      ['yahoo', 'Yahoo'],
      ['sleeper', 'Sleeper'],
    ] as const)(
      "says so for a team not linked to the league's provider (%s), naming it, without asking for a roster",
      async (provider, name) => {
        const api = serveTeams({
          [PROVIDER]: json(endpoints.getProvider, { provider, league: null, name: null, season: null }),
        });
        const { user } = renderScreen(<TeamsPage />, '/teams');
        await user.click(await screen.findByRole('button', { name: /^Bayou Bandits/ }));
        await waitFor(() =>
          expect(within(card('Bayou Bandits')).getByText(/No roster data available for this week/)).toHaveTextContent(
            `(Bayou Bandits is not linked to a ${name} team.)`,
          ),
        );
        expect(
          api
            .paths()
            .filter((path) => path !== faabPath(2024))
            .sort(),
        ).toEqual(
          [
            urlOf(endpoints.listTeams, { query: { season: 2024 } }),
            urlOf(endpoints.getProvider, {}),
            // The open card's link to its game (docs/screens/teams.md §2).
            urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } }),
          ].sort(),
        );
      },
    );

    it("shows a provider failure's message on the card, with Retry, and 'No roster data available for this week'", async () => {
      const { user } = await openKnights({
        [KNIGHTS_ROSTER]: inTurn(
          refuse(429, 'Yahoo is limiting requests from this server. Try again in 10 minutes.'),
          json(endpoints.getProviderRoster, roster),
        ),
      });
      const here = card('Gotham City Knights');
      const alert = await within(here).findByRole('alert');
      expect(alert).toHaveTextContent('Yahoo is limiting requests from this server. Try again in 10 minutes.');
      expect(within(here).getByText('No roster data available for this week')).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(here).findByRole('table', { name: /starters/ })).toBeInTheDocument();
    });

    it("keeps the roster when the scores fail: the server's message on the card, starters at 'No Score'", async () => {
      await openKnights({
        [KNIGHTS_SCORES]: refuse(502, 'Yahoo answered with something other than JSON (status 200). Try again later.'),
      });
      const here = card('Gotham City Knights');
      expect(await within(here).findByRole('alert')).toHaveTextContent(
        'Yahoo answered with something other than JSON (status 200). Try again later.',
      );
      const rows = rowsOf(within(here).getByRole('table', { name: /starters/ }));
      expect(rows).toHaveLength(9);
      expect(rows.map((row) => cells(row)[2])).toEqual(Array(9).fill('No Score'));
    });

    it("reads scores that are not JSON as 'Invalid response format'", async () => {
      await openKnights({
        [KNIGHTS_SCORES]: () => new Response('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
      });
      expect(await within(card('Gotham City Knights')).findByRole('alert')).toHaveTextContent(
        'Invalid response format',
      );
    });

    it("reads a Sleeper team's roster and points through the provider-neutral calls, by its Sleeper team key", async () => {
      const sleeperKey = '1180296734373085184.t.3';
      const sleeperPlayer = (id: string, numericId: number, name: string, slot: string): RosterPlayer => ({
        id,
        providerPlayerId: numericId,
        name,
        position: slot === 'DEF' ? 'DEF' : 'QB',
        team: slot === 'DEF' ? 'DEN' : 'PHI',
        status: null,
        isStarting: slot !== 'BN',
        slot: slot,
        isFlex: slot === 'SUPER_FLEX',
        stats: { points: 0, stats: [] },
      });
      const api = serveApi({
        ...faabOf(2024),
        [TEAMS]: json(
          endpoints.listTeams,
          teamsWithRecords.map((team) =>
            team.name === 'Bayou Bandits' ? { ...team, yahooTeamKey: sleeperKey } : team,
          ),
        ),
        [call(endpoints.getProviderRoster, { params: { teamKey: sleeperKey, week: 17 }, query: { season: 2024 } })]:
          json(endpoints.getProviderRoster, [
            sleeperPlayer('4881', 4881, 'Lamar Jackson', 'QB'),
            sleeperPlayer('DEN', 900009, 'Denver Broncos', 'DEF'),
          ]),
        [call(endpoints.getProviderWeekScores, {
          params: { teamKey: sleeperKey, week: 17 },
          query: { season: 2024 },
        })]: json(endpoints.getProviderWeekScores, {
          '4881': { points: 31.4, stats: [] },
          '900009': { points: 9, stats: [] },
        }),
        [WEEK_17]: json(endpoints.getWeekMatchups, weekGames(17)),
      });
      const { user } = renderScreen(<TeamsPage />, '/teams');
      await user.click(await screen.findByRole('button', { name: /^Bayou Bandits/ }));
      const table = await within(card('Bayou Bandits')).findByRole('table', {
        name: 'Bayou Bandits: starters, week 17',
      });
      await waitFor(() => expect(within(table).getByRole('row', { name: /Lamar Jackson/ })).toHaveTextContent('31.4'));
      expect(within(table).getByRole('row', { name: /Denver Broncos/ })).toHaveTextContent('9');
      expect(api.paths()).toEqual(
        expect.arrayContaining([
          urlOf(endpoints.getProviderRoster, { params: { teamKey: sleeperKey, week: 17 }, query: { season: 2024 } }),
          urlOf(endpoints.getProviderWeekScores, {
            params: { teamKey: sleeperKey, week: 17 },
            query: { season: 2024 },
          }),
        ]),
      );
    });

    it("asks for the selected week's roster in the selected season's league", async () => {
      const api = serveApi({
        [call(endpoints.listTeams, { query: { season: 2025 } })]: json(endpoints.listTeams, teamsWithRecords),
        ...faabOf(2025),
        [call(endpoints.getProviderRoster, {
          params: { teamKey: '461.l.6288.t.4', week: 12 },
          query: { season: 2025 },
        })]: json(endpoints.getProviderRoster, roster),
        [call(endpoints.getProviderWeekScores, {
          params: { teamKey: '461.l.6288.t.4', week: 12 },
          query: { season: 2025 },
        })]: json(endpoints.getProviderWeekScores, scores),
        [call(endpoints.getWeekMatchups, { params: { week: 12 }, query: { season: 2025 } })]: json(
          endpoints.getWeekMatchups,
          weekGames(12),
        ),
      });
      const { user } = renderScreen(<TeamsPage />, '/teams?season=2025&week=12');
      await user.click(await screen.findByRole('button', { name: /^Mile High Mayhem/ }));
      expect(
        await within(card('Mile High Mayhem')).findByRole('table', { name: 'Mile High Mayhem: starters, week 12' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(api.paths()).toContain(
          urlOf(endpoints.getProviderWeekScores, {
            params: { teamKey: '461.l.6288.t.4', week: 12 },
            query: { season: 2025 },
          }),
        ),
      );
    });
  });

  describe("'Expand (all)' and 'Collapse (all)'", () => {
    it('open and close every card', async () => {
      const api = serveTeams({
        [call(endpoints.getProviderRoster, {
          params: { teamKey: '461.l.6288.t.2', week: 17 },
          query: { season: 2024 },
        })]: json(endpoints.getProviderRoster, []),
        [call(endpoints.getProviderWeekScores, {
          params: { teamKey: '461.l.6288.t.2', week: 17 },
          query: { season: 2024 },
        })]: json(endpoints.getProviderWeekScores, {}),
        [call(endpoints.getProviderRoster, {
          params: { teamKey: '461.l.6288.t.4', week: 17 },
          query: { season: 2024 },
        })]: json(endpoints.getProviderRoster, roster),
        [call(endpoints.getProviderWeekScores, {
          params: { teamKey: '461.l.6288.t.4', week: 17 },
          query: { season: 2024 },
        })]: json(endpoints.getProviderWeekScores, scores),
      });
      const { user } = renderScreen(<TeamsPage />, '/teams');
      await screen.findByRole('region', { name: 'Bayou Bandits' });
      expect(screen.getByRole('button', { name: 'Collapse (all)' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Expand (all)' }));
      for (const team of teamsWithRecords) expect(toggle(team.name)).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findAllByRole('table', { name: /starters/ })).toHaveLength(2);
      // Every linked team's scores are asked for (3 at a time, in batches).
      await waitFor(() =>
        expect(
          api.paths().filter((path: string) => path.startsWith(endpoints.getProviderWeekScores.path.split(':')[0]!)),
        ).toHaveLength(3),
      );

      await user.click(screen.getByRole('button', { name: 'Collapse (all)' }));
      for (const team of teamsWithRecords) expect(toggle(team.name)).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
