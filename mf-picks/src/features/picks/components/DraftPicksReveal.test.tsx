// The board and the lottery reveal: after a draw, round 1 keeps the order it had before the
// draw until this browser's reveal has shown the drawn order (or 'Show all'), and a browser
// that has seen it shows the drawn order from then on.
import { screen, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { type Lottery, lotteryEndpoints } from 'shared-contracts/lottery';
import { drawLotteryOrder, lotteryCommitment, lotterySeed } from 'shared-contracts/lottery-drawing';
import { mockApi, server } from 'shared-testing';
import DraftPicksPage from '../../../export-app';
import { servePicksApi } from '../testing/picks-api-stand-in';

const SECRET = 'ab'.repeat(32);
const TEAMS = [
  { teamId: 1, balls: 1 },
  { teamId: 2, balls: 7 },
  { teamId: 4, balls: 12 },
];

/** 2025 drawn: the stored picks (101-104 at 1-4) are the drawn order; before the draw they stood at 4, 3, 2, 1. */
function serveDrawnLottery(id: number) {
  const lotteryOrder = drawLotteryOrder(lotterySeed(SECRET, []), TEAMS);
  const lottery: Lottery = {
    id,
    year: 2025,
    status: 'drawn',
    commitment: lotteryCommitment(SECRET),
    secret: SECRET,
    openedAt: '2025-03-01T12:00:00.000Z',
    closedAt: '2025-03-01T12:00:00.000Z',
    drawnAt: '2025-03-01T12:00:00.000Z',
    resetAt: null,
    entries: [],
    teams: TEAMS,
    lotteryOrder,
    order: [...lotteryOrder, 3],
    positionsBefore: [
      { pickId: 101, position: 4 },
      { pickId: 102, position: 3 },
      { pickId: 103, position: 2 },
      { pickId: 104, position: 1 },
    ],
  };
  server.use(mockApi.on(lotteryEndpoints.getLottery, { year: 2025, odds: [], current: lottery, history: [] }));
}

const roundOneIds = () =>
  within(screen.getByRole('region', { name: 'Round 1' }))
    .getAllByRole('listitem')
    .map((tile) => tile.getAttribute('data-pick-id'));

describe('Draft Picks screen after a draw', () => {
  afterEach(() => window.localStorage.clear());

  it("keeps round 1 in its order from before the draw until 'Show all', then remembers it has been shown", async () => {
    servePicksApi();
    serveDrawnLottery(41);
    const { user, unmount } = renderWithAuth(<DraftPicksPage />, { route: '/picks', role: 'manager' });
    const note = await screen.findByRole('note', { name: 'Round 1 before the reveal' });
    await screen.findByRole('region', { name: 'Round 1' });
    expect(roundOneIds()).toEqual(['104', '103', '102', '101']);
    // Other rounds are as stored.
    expect(
      within(screen.getByRole('region', { name: 'Round 2' }))
        .getAllByRole('listitem')
        .map((tile) => tile.getAttribute('data-pick-id')),
    ).toEqual(['201', '202', '203', '204']);
    await user.click(within(note).getByRole('button', { name: 'Show all' }));
    expect(roundOneIds()).toEqual(['101', '102', '103', '104']);
    expect(screen.queryByRole('note', { name: 'Round 1 before the reveal' })).not.toBeInTheDocument();
    unmount();

    renderWithAuth(<DraftPicksPage />, { route: '/picks', role: 'manager' });
    await screen.findByRole('region', { name: 'Round 1' });
    expect(await screen.findByTestId('reveal-announcement')).toHaveTextContent(/^Pick 1: /);
    expect(roundOneIds()).toEqual(['101', '102', '103', '104']);
  });

  it('shows the drawn order once the reveal, one pick at a time, has reached the first pick', async () => {
    servePicksApi();
    serveDrawnLottery(42);
    const { user } = renderWithAuth(<DraftPicksPage />, { route: '/picks', role: 'manager' });
    await screen.findByRole('note', { name: 'Round 1 before the reveal' });
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Reveal next pick' }));
    expect(roundOneIds()).toEqual(['104', '103', '102', '101']);
    await user.click(screen.getByRole('button', { name: 'Reveal next pick' }));
    expect(roundOneIds()).toEqual(['101', '102', '103', '104']);
  });
});
