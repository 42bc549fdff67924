import { screen, within } from '@testing-library/react';
import MatchupPage from '../../../export-matchup';
import { endpoints } from 'shared-contracts';
import { call, held, inTurn, json, refuse, serveApi, type Answer } from '../../../testing/dashboard-api';
import { asKnightsManager, matchupDetail } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { NO_SCORE } from '../../../components/player-table';
import { MATCHUP_TEXTS } from './MatchupPage';
import { NO_LINEUP } from './MatchupSideCard';

const GAME = call(endpoints.getMatchup, { params: { id: 171 } });
const side = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

function serveGame(answer: Answer = json(endpoints.getMatchup, matchupDetail)) {
  return serveApi({ [GAME]: answer });
}

describe('Matchup screen (/matchups/<id>)', () => {
  it('is titled Matchup and shows the loading state while the game is on its way', async () => {
    const { answer, release } = held(json(endpoints.getMatchup, matchupDetail));
    serveGame(answer);
    renderScreen(<MatchupPage />, '/matchups/171');
    expect(screen.getByRole('heading', { level: 1, name: MATCHUP_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: MATCHUP_TEXTS.loading })).toBeInTheDocument();
    release();
    await screen.findByRole('table', { name: 'Gotham City Knights starters' });
    expect(screen.queryByRole('status', { name: MATCHUP_TEXTS.loading })).not.toBeInTheDocument();
  });

  it('shows both teams side by side with their totals, starters by slot with points, the bench below, and Final', async () => {
    serveGame();
    renderScreen(<MatchupPage />, '/matchups/171', asKnightsManager);
    await screen.findByRole('table', { name: 'Gotham City Knights starters' });
    expect(screen.getByText(MATCHUP_TEXTS.final)).toBeInTheDocument();
    expect(screen.getByText('2024 · Week 17')).toBeInTheDocument();
    expect(side('Gotham City Knights').querySelector('[data-total]')).toHaveTextContent('129.61');
    expect(side('San Antonio Spurs of Steel').querySelector('[data-total]')).toHaveTextContent('103.50');
    expect(rows('Gotham City Knights starters')).toEqual([
      ['QB', 'Josh AllenQB · BUF', '31.50'],
      ['WR', 'CeeDee LambWR · DAL', '18.25'],
      ['FLEX', 'Kyren WilliamsRB · LAR', NO_SCORE],
    ]);
    expect(rows('Gotham City Knights bench')).toEqual([['BN', 'Bench WarmerTE · NYG', '4.00']]);
    expect(rows('San Antonio Spurs of Steel starters')).toEqual([['QB', 'Jalen HurtsQB · PHI', '22.75']]);
    // A team without a bench shows none; the member's own team is marked.
    expect(screen.queryByRole('table', { name: 'San Antonio Spurs of Steel bench' })).not.toBeInTheDocument();
    expect(side('Gotham City Knights')).toHaveAttribute('data-own-team');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says a game not started is not started, with its lineups as known and no totals yet', async () => {
    serveGame(
      json(endpoints.getMatchup, {
        ...matchupDetail,
        is_completed: false,
        home: { ...matchupDetail.home, score: null },
        away: { ...matchupDetail.away, score: null, starters: [] },
      }),
    );
    renderScreen(<MatchupPage />, '/matchups/171');
    await screen.findByText(MATCHUP_TEXTS.notStarted);
    expect(side('Gotham City Knights').querySelector('[data-total]')).toHaveTextContent('-');
    expect(within(side('San Antonio Spurs of Steel')).getByText(NO_LINEUP)).toBeInTheDocument();
  });

  it("shows the stored scores and the provider's words when the provider is down, without lineups", async () => {
    serveGame(
      json(endpoints.getMatchup, {
        ...matchupDetail,
        home: { ...matchupDetail.home, starters: [], bench: [] },
        away: { ...matchupDetail.away, starters: [], bench: [] },
        lineups: 'unavailable',
        note: 'Sleeper is having trouble right now (it answered 503). Try again in a few minutes.',
      }),
    );
    renderScreen(<MatchupPage />, '/matchups/171');
    const note = await screen.findByRole('note', { name: 'Lineups' });
    expect(note).toHaveTextContent(MATCHUP_TEXTS.unavailable);
    expect(note).toHaveTextContent('Sleeper is having trouble right now (it answered 503).');
    expect(side('Gotham City Knights').querySelector('[data-total]')).toHaveTextContent('129.61');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says lineups come from a provider for a league set up by hand, with the score', async () => {
    const words =
      "Lineups come from the league's provider (Yahoo or Sleeper): this game's teams are not linked to one.";
    serveGame(
      json(endpoints.getMatchup, {
        ...matchupDetail,
        home: { ...matchupDetail.home, starters: [], bench: [] },
        away: { ...matchupDetail.away, starters: [], bench: [] },
        lineups: 'none',
        note: words,
      }),
    );
    renderScreen(<MatchupPage />, '/matchups/171');
    const note = await screen.findByRole('note', { name: 'Lineups' });
    expect(note).toHaveTextContent(words);
    expect(note).not.toHaveTextContent(MATCHUP_TEXTS.unavailable);
    expect(side('San Antonio Spurs of Steel').querySelector('[data-total]')).toHaveTextContent('103.50');
  });

  it('says a game that is not the league’s is not found, with a way back, and does not offer Retry', async () => {
    serveGame(refuse(404, 'Matchup 171 not found'));
    const { user, location } = renderScreen(<MatchupPage />, '/matchups/171');
    const note = await screen.findByRole('note', { name: 'Not found' });
    expect(note).toHaveTextContent(MATCHUP_TEXTS.notFound);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(note).getByRole('link', { name: MATCHUP_TEXTS.back }));
    expect(location()).toBe('/');
  });

  it('asks nothing for an address that names no game', async () => {
    const api = serveApi({});
    renderScreen(<MatchupPage />, '/matchups/abc');
    expect(screen.getByRole('note', { name: 'Not found' })).toHaveTextContent(MATCHUP_TEXTS.notFound);
    expect(api.paths()).toEqual([]);
  });

  it('shows a failure with the reason and Retry, which asks again', async () => {
    serveGame(inTurn(refuse(503, 'The database is not answering'), json(endpoints.getMatchup, matchupDetail)));
    const { user } = renderScreen(<MatchupPage />, '/matchups/171');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not answering');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Gotham City Knights starters' });
  });
});
