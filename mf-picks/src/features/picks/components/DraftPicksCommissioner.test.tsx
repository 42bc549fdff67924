// The commissioner's tools on the Draft Picks screen while editing is unlocked: each pick's
// lock, the year's balls by hand, and the allocation from last season's standings.
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { endpoints } from 'shared-contracts';
import { type Lottery, lotteryEndpoints } from 'shared-contracts/lottery';
import { mockApi, server } from 'shared-testing';
import DraftPicksPage from '../../../export-app';
import { servePicksApi } from '../testing/picks-api-stand-in';

const openLottery: Lottery = {
  id: 7,
  year: 2025,
  status: 'open',
  commitment: 'c'.repeat(64),
  secret: null,
  openedAt: '2025-03-01T12:00:00.000Z',
  closedAt: null,
  drawnAt: null,
  resetAt: null,
  entries: [],
  teams: null,
  lotteryOrder: null,
  order: null,
  positionsBefore: null,
};

const round = (n: number) => screen.getByRole('region', { name: `Round ${n}` });
const ballsCard = () => screen.getByRole('region', { name: 'Ping Pong Balls' });

async function openUnlocked() {
  const view = renderWithAuth(<DraftPicksPage />, { route: '/picks' });
  await screen.findByRole('region', { name: 'Round 1' });
  await view.user.click(screen.getByRole('button', { name: 'Locked: draft picks editing is off' }));
  return view;
}

describe('Draft Picks screen, the commissioner unlocked', () => {
  it('locks and unlocks a pick at once, apart from unsaved edits', async () => {
    const api = servePicksApi({ 102: { isLocked: true } });
    const { user } = await openUnlocked();
    await user.click(within(round(1)).getByRole('button', { name: "Unlock BRK's round 1 pick" }));
    expect(await screen.findByText('Pick unlocked')).toBeInTheDocument();
    const fromBrk = { currentTeamId: 2, position: 2 };
    const fromHam = { currentTeamId: 1, position: 1 };
    expect(api.saves).toEqual([{ picks: [{ id: 102, isLocked: false, from: fromBrk }] }]);
    // Unlocked, it can now be handed on and moved.
    expect(
      await within(round(1)).findByRole('combobox', { name: "Team holding BRK's round 1 pick" }),
    ).toBeInTheDocument();
    await user.click(within(round(1)).getByRole('button', { name: "Lock HAM's round 1 pick" }));
    await waitFor(() =>
      expect(api.saves).toEqual([
        { picks: [{ id: 102, isLocked: false, from: fromBrk }] },
        { picks: [{ id: 101, isLocked: true, from: fromHam }] },
      ]),
    );
    expect(await within(round(1)).findByRole('button', { name: "Unlock HAM's round 1 pick" })).toBeInTheDocument();
  });

  it('refuses to lock a pick changed since the page read it, naming it as the page showed it', async () => {
    const api = servePicksApi();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUnlocked();
    // Another tab gives HAM's round 1 pick to DAL before this one locks it.
    api.changeElsewhere(101, { currentTeamId: 4 });
    await user.click(within(round(1)).getByRole('button', { name: "Lock HAM's round 1 pick" }));
    expect(await screen.findByText('Failed to change the lock')).toBeInTheDocument();
    expect(
      screen.getByText('2025 round 1, pick 1, held by HAM changed since you opened this page: reload to see it'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a lock is refused", async () => {
    servePicksApi();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      '2025 round 1, pick 1, held by HAM cannot be locked while the 2025 draft lottery waits to be drawn: it sets every round-1 position';
    server.use(mockApi.refuse(endpoints.updatePicks, 409, message));
    const { user } = await openUnlocked();
    await user.click(within(round(1)).getByRole('button', { name: "Lock HAM's round 1 pick" }));
    expect(await screen.findByText('Failed to change the lock')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('sets the year’s balls by hand: each number checked, only changed teams sent, all at once', async () => {
    const api = servePicksApi();
    const { user } = await openUnlocked();
    const card = ballsCard();
    expect(
      within(within(card).getByRole('form', { name: 'Set 2025 ping pong balls' }))
        .getAllByRole('textbox')
        .map((input) => [input.getAttribute('aria-label'), (input as HTMLInputElement).value]),
    ).toEqual([
      ['HAM balls', '1'],
      ['BRK balls', '7'],
      ['CHI balls', '0'],
      ['DAL balls', '12'],
    ]);
    const save = within(card).getByRole('button', { name: 'Save balls' });
    expect(save).toBeDisabled();
    await user.clear(within(card).getByRole('textbox', { name: 'CHI balls' }));
    await user.type(within(card).getByRole('textbox', { name: 'CHI balls' }), '101');
    expect(within(card).getByRole('alert')).toHaveTextContent('Balls must be a whole number from 0 to 100: CHI');
    expect(save).toBeDisabled();
    await user.clear(within(card).getByRole('textbox', { name: 'CHI balls' }));
    await user.type(within(card).getByRole('textbox', { name: 'CHI balls' }), '9');
    await user.clear(within(card).getByRole('textbox', { name: 'HAM balls' }));
    await user.type(within(card).getByRole('textbox', { name: 'HAM balls' }), '0');
    await user.click(save);
    expect(await screen.findByText('Ping pong balls saved')).toBeInTheDocument();
    expect(api.ballSaves).toEqual([
      {
        year: 2025,
        balls: [
          { teamId: 3, quantity: 9 },
          { teamId: 1, quantity: 0 },
        ],
      },
    ]);
    // Locked again, the balls are text.
    await user.click(screen.getByRole('button', { name: 'Unlocked: draft picks editing is on' }));
    expect(
      within(ballsCard())
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['HAM0 balls', 'BRK7 balls', 'CHI9 balls', 'DAL12 balls']);
  });

  it('offers no balls editor while the year’s lottery waits to be drawn, and says why', async () => {
    servePicksApi();
    const open = { year: 2025, odds: [], history: [], current: { ...openLottery, status: 'open' as const } };
    server.use(mockApi.on(lotteryEndpoints.getLottery, open));
    await openUnlocked();
    const card = ballsCard();
    expect(
      await within(card).findByText(
        'The 2025 lottery is open: its balls stay as published until it is drawn or reset.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['HAM1 ball', 'BRK7 balls', 'CHI0 balls', 'DAL12 balls']);
  });

  it('allocates from last season’s standings: previews worst first, applies what it showed', async () => {
    const api = servePicksApi();
    const { user } = await openUnlocked();
    const card = ballsCard();
    const places = within(card).getByRole('textbox', { name: 'Balls by place, worst team first' });
    await user.type(places, '14, x');
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'List whole numbers from 1 to 100, worst team first, such as 14, 13, 12',
    );
    expect(within(card).getByRole('button', { name: 'Preview allocation' })).toBeDisabled();
    await user.clear(places);
    await user.type(places, '14, 13');
    await user.click(within(card).getByRole('button', { name: 'Preview allocation' }));
    const preview = await within(card).findByRole('table', { name: 'Allocation preview' });
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['1', 'DAL', '0-3', '14'],
      ['2', 'CHI', '1-2', '13'],
      ['3', 'BRK', '2-1', '0'],
      ['4', 'HAM', '3-0', '0'],
    ]);
    expect(api.ballSaves).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Apply allocation' }));
    expect(await screen.findByText('Ping pong balls allocated')).toBeInTheDocument();
    expect(api.ballSaves).toEqual([{ year: 2025, quantities: [14, 13] }]);
    await waitFor(() =>
      expect((within(ballsCard()).getByRole('textbox', { name: 'DAL balls' }) as HTMLInputElement).value).toBe('14'),
    );
    // A changed list hides the preview it no longer matches.
    await user.type(within(ballsCard()).getByRole('textbox', { name: 'Balls by place, worst team first' }), ', 12');
    expect(within(ballsCard()).queryByRole('table', { name: 'Allocation preview' })).not.toBeInTheDocument();
  });
});
