import { screen, waitFor, within } from '@testing-library/react';
import { type PlayoffFormatBody, type RecordBook, recordEndpoints as endpoints } from 'shared-contracts/record-book';
import { RETRY_TEXT } from 'shared-ui';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { renderScreen } from '../../../testing/render-screen';
import RecordBookPage from '../../../export-records';

const bandits = { id: 1, name: 'Bayou Bandits' };
const currents = { id: 2, name: 'Coastal Currents' };
const dunes = { id: 3, name: 'Desert Dunes' };

const book: RecordBook = {
  format: { playoffTeams: 4, playoffWeeks: 2, isDefault: true },
  seasons: [
    { season: 2023, champion: currents, runnerUp: bandits, regularSeasonWinner: bandits },
    { season: 2024, champion: currents, runnerUp: dunes, regularSeasonWinner: currents },
  ],
  titles: [
    { team: currents, titles: 2, regularSeasonWins: 1 },
    { team: bandits, titles: 0, regularSeasonWins: 1 },
  ],
  records: {
    highestWeek: { team: dunes, points: 181.4, season: 2024, week: 3 },
    biggestWin: {
      team: bandits,
      opponent: dunes,
      points: 150,
      opponentPoints: 70.5,
      margin: 79.5,
      season: 2023,
      week: 2,
    },
    longestStreak: { team: currents, wins: 7, from: { season: 2023, week: 12 }, to: { season: 2024, week: 2 } },
    mostSeasonPoints: { team: currents, points: 1702.25, season: 2024 },
  },
  headToHead: [
    { teamId: 1, opponentId: 2, wins: 3, losses: 1, ties: 0, pointsFor: 480, pointsAgainst: 400 },
    { teamId: 2, opponentId: 1, wins: 1, losses: 3, ties: 0, pointsFor: 400, pointsAgainst: 480 },
  ],
  teams: [
    {
      team: bandits,
      seasons: [
        { season: 2023, rank: 1, wins: 10, losses: 3, ties: 0, pointsFor: 1500, finish: 'runner-up' },
        { season: 2024, rank: 5, wins: 6, losses: 7, ties: 0, pointsFor: 1300, finish: 'missed' },
      ],
    },
    {
      team: currents,
      seasons: [{ season: 2024, rank: 1, wins: 11, losses: 2, ties: 0, pointsFor: 1702.25, finish: 'champion' }],
    },
    {
      team: dunes,
      seasons: [{ season: 2024, rank: 3, wins: 8, losses: 5, ties: 0, pointsFor: 1400, finish: 'runner-up' }],
    },
  ],
};

describe('Record Book (/records)', () => {
  it("is titled 'Record Book' and shows a busy status while the book loads", async () => {
    server.use(mockApi.on(endpoints.getRecordBook, () => new Promise<Response>(() => {})));
    renderScreen(<RecordBookPage />, '/records');
    expect(screen.getByRole('heading', { level: 1, name: 'Record Book' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading the record book' })).toBeInTheDocument();
  });

  it('answers who has won the most titles, lists champions newest first and the records with their holders', async () => {
    server.use(mockApi.on(endpoints.getRecordBook, book));
    renderScreen(<RecordBookPage />, '/records');
    expect(await screen.findByText('Most titles: Coastal Currents (2 titles)')).toBeInTheDocument();
    const champions = screen.getByRole('table', { name: 'Champions by season' });
    expect(
      within(champions)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SeasonChampionRunner-upRegular-season winner',
      '2024Coastal CurrentsDesert DunesCoastal Currents',
      '2023Coastal CurrentsBayou BanditsBayou Bandits',
    ]);
    const records = screen.getByRole('region', { name: 'Records' });
    expect(records).toHaveTextContent('Highest weekDesert Dunes: 181.40 points (2024, week 3)');
    expect(records).toHaveTextContent('Longest winning streakCoastal Currents: 7 wins (2023, week 12 to 2024, week 2)');
  });

  it('keeps the team and its opponent in the address, and reads their head-to-head', async () => {
    server.use(mockApi.on(endpoints.getRecordBook, book));
    const { user, location } = renderScreen(<RecordBookPage />, '/records?team=2&opponent=1');
    expect(await screen.findByTestId('head-to-head')).toHaveTextContent(
      'Coastal Currents against Bayou Bandits: 1-3 (400.00 to 480.00 points)',
    );
    expect(screen.getByRole('table', { name: 'Coastal Currents by season' })).toHaveTextContent(
      '202411-211702.25Champion',
    );
    await user.click(screen.getByRole('combobox', { name: 'Against' }));
    await user.click(await screen.findByRole('option', { name: 'Desert Dunes' }));
    expect(screen.getByTestId('head-to-head')).toHaveTextContent(
      'Coastal Currents and Desert Dunes have not played each other.',
    );
    expect(location()).toBe('/records?team=2&opponent=3');
  });

  it("says 'No finished seasons yet' for a league without games", async () => {
    server.use(
      mockApi.on(endpoints.getRecordBook, {
        ...book,
        seasons: [],
        titles: [],
        headToHead: [],
        teams: [],
        records: { highestWeek: null, biggestWin: null, longestStreak: null, mostSeasonPoints: null },
      }),
    );
    renderScreen(<RecordBookPage />, '/records');
    expect(await screen.findByText('No finished seasons yet.')).toBeInTheDocument();
  });

  it("shows the server's reason when the book fails, and Retry loads it", async () => {
    server.use(
      mockApi.on(endpoints.getRecordBook, () =>
        HttpResponse.json({ message: 'The database is resting' }, { status: 503 }),
      ),
    );
    const { user } = renderScreen(<RecordBookPage />, '/records');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is resting');
    server.use(mockApi.on(endpoints.getRecordBook, book));
    await user.click(within(alert).getByRole('button', { name: RETRY_TEXT }));
    expect(await screen.findByText('Most titles: Coastal Currents (2 titles)')).toBeInTheDocument();
  });

  it('lets the commissioner save a playoff format, and shows a manager the format only', async () => {
    let saved: PlayoffFormatBody | null = null;
    server.use(
      mockApi.on(endpoints.getRecordBook, book),
      mockApi.on(endpoints.setPlayoffFormat, async ({ request }) => {
        saved = (await request.json()) as PlayoffFormatBody;
        return HttpResponse.json({ ...saved, isDefault: false });
      }),
    );
    const { user, unmount } = renderScreen(<RecordBookPage />, '/records');
    await user.click(await screen.findByRole('combobox', { name: 'Teams in the playoffs' }));
    await user.click(await screen.findByRole('option', { name: '6' }));
    await user.click(screen.getByRole('button', { name: 'Save playoff format' }));
    await waitFor(() => expect(screen.getByText('Playoff format saved.')).toBeInTheDocument());
    expect(saved).toEqual({ playoffTeams: 6, playoffWeeks: 2 });
    unmount();

    renderScreen(<RecordBookPage />, '/records', { role: 'manager' });
    expect(
      await screen.findByText(/The best 4 teams of the regular season play off over the last 2 weeks/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save playoff format' })).not.toBeInTheDocument();
  });
});
