import { act, screen, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { urlOf } from 'shared-contracts';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { drawLotteryOrder, lotterySeed } from 'shared-contracts/lottery-drawing';
import { mockApi, recordRequests, server } from 'shared-testing';
import { REVEAL_STEP_MS } from '../hooks/useReveal';
import { LOTTERY_TEAMS, serveLotteryApi, TEST_SECRET } from '../testing/lottery-api-stand-in';
import { useLotteryReveal } from '../hooks/useLotteryReveal';
import { DraftLotteryCard, LOTTERY_FAILED } from './DraftLotteryCard';

const names: Record<number, string> = { 1: 'Team HAM', 2: 'Team BRK', 3: 'Team CHI', 4: 'Team DAL' };
const teamName = (teamId: number) => names[teamId] ?? 'Unknown';

/** The card as the page holds it: the reveal's state comes from the page. */
function CardOnPage({ isCommissioner }: { isCommissioner: boolean }) {
  const { reveal } = useLotteryReveal(2026);
  return <DraftLotteryCard year={2026} isCommissioner={isCommissioner} teamName={teamName} reveal={reveal} />;
}

function renderCard(role: 'commissioner' | 'manager' = 'commissioner') {
  return renderWithAuth(<CardOnPage isCommissioner={role === 'commissioner'} />, { role });
}

const card = () => screen.getByRole('region', { name: /Draft Lottery/ });
const slots = () =>
  within(screen.getByRole('list', { name: 'Round-1 order, first pick first' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Draft Lottery card', () => {
  it('shows every member the exact odds before the lottery opens, and no commissioner steps to a manager', async () => {
    serveLotteryApi();
    renderCard('manager');
    const table = await screen.findByRole('table', { name: 'Chance of each pick by team' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Team', 'Balls', 'Pick 1', 'Pick 2', 'Pick 3', 'Pick 4']);
    // 12 of 20 balls: 60% for the first pick; the team without balls certain of the last.
    expect(rows[3]).toEqual(['Team DAL', '12', '60.0%', '35.5%', '4.5%', '–']);
    expect(rows[4]).toEqual(['Team CHI', '0', '–', '–', '–', '100.0%']);
    expect(screen.getByText('The commissioner has not opened the 2026 lottery yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open lottery' })).not.toBeInTheDocument();
  });

  it('runs open, entry, close and draw for the commissioner, verifies in the browser and reveals last to first, replayable', async () => {
    serveLotteryApi();
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    expect(await screen.findByTestId('lottery-commitment')).toHaveTextContent(/^[0-9a-f]{64}$/);
    await user.type(screen.getByLabelText(/Your entry/), 'my lucky string');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await within(card()).findByText(/my lucky string/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your entry/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Close entries' }));
    await user.click(await screen.findByRole('button', { name: 'Draw lottery' }));

    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-secret')).toHaveTextContent(TEST_SECRET);
    const order = [...drawLotteryOrder(lotterySeed(TEST_SECRET, ['my lucky string']), LOTTERY_TEAMS), 3];
    expect(slots()).toEqual(['1.Not yet revealed', '2.Not yet revealed', '3.Not yet revealed', '4.Not yet revealed']);

    await user.click(screen.getByRole('button', { name: 'Reveal next pick' }));
    expect(screen.getByTestId('reveal-announcement')).toHaveTextContent('Pick 4: Team CHI');
    expect(slots()).toEqual(['1.Not yet revealed', '2.Not yet revealed', '3.Not yet revealed', '4.Team CHI']);
    await user.click(screen.getByRole('button', { name: 'Reveal next pick' }));
    expect(slots()[2]).toBe(`3.${teamName(order[2]!)}`);
    expect(slots()[1]).toBe('2.Not yet revealed');
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(slots()).toEqual(order.map((teamId, index) => `${index + 1}.${teamName(teamId)}`));
    expect(screen.getByRole('button', { name: 'Reveal next pick' })).toBeDisabled();

    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Replay' }));
      expect(slots().every((slot) => slot.endsWith('Not yet revealed'))).toBe(true);
      act(() => jest.advanceTimersByTime(REVEAL_STEP_MS));
      expect(slots()[3]).toBe('4.Team CHI');
      expect(slots()[2]).toBe('3.Not yet revealed');
      // One pick a step: each step's timer starts once the last one is shown.
      for (let step = 0; step < 3; step += 1) act(() => jest.advanceTimersByTime(REVEAL_STEP_MS));
      expect(slots()).toEqual(order.map((teamId, index) => `${index + 1}.${teamName(teamId)}`));
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a manager add an entry but not open, close, draw or reset', async () => {
    serveLotteryApi();
    const requests = recordRequests();
    const commissioner = renderCard('commissioner');
    await commissioner.user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    await screen.findByTestId('lottery-commitment');
    commissioner.unmount();
    requests.length = 0;
    const manager = renderCard('manager');
    const managerCard = screen;
    await managerCard.findByTestId('lottery-commitment');
    expect(
      managerCard.queryByRole('button', { name: /Close entries|Draw lottery|Reset lottery|Open lottery/ }),
    ).not.toBeInTheDocument();
    await manager.user.type(managerCard.getByLabelText(/Your entry/), 'from a manager');
    await manager.user.click(managerCard.getByRole('button', { name: 'Add entry' }));
    expect(await managerCard.findByText(/from a manager/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      urlOf(lotteryEndpoints.enterLottery, { params: { year: 2026 } }),
    ]);
  });

  it('shows the per-member cap beside the entry field, and the refusal in the server’s words when it is reached', async () => {
    serveLotteryApi();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCard('commissioner');
    await user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    const field = await screen.findByLabelText(/Your entry/);
    expect(field).toHaveAccessibleDescription('Each member may add up to 5 entries; the lottery takes 100 in all.');
    const message = 'You have added 5 entries to the 2026 draft lottery, the most one member may add';
    server.use(mockApi.refuse(lotteryEndpoints.enterLottery, 409, message));
    await user.type(field, 'a sixth');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows exactly where a published draw differs from what this browser recomputes', async () => {
    serveLotteryApi({ tamper: (lottery) => ({ ...lottery, lotteryOrder: [...lottery.lotteryOrder!].reverse() }) });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    await user.click(await screen.findByRole('button', { name: 'Close entries' }));
    await user.click(await screen.findByRole('button', { name: 'Draw lottery' }));
    expect(await screen.findByText('Does not verify')).toBeInTheDocument();
    const honest = drawLotteryOrder(lotterySeed(TEST_SECRET, []), LOTTERY_TEAMS);
    const published = [...honest].reverse();
    const lines = within(screen.getByRole('list', { name: 'Where the draw differs' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual(
      published.flatMap((teamId, index) =>
        teamId === honest[index]
          ? []
          : [`Pick ${index + 1} differs: published ${teamName(teamId)}, recomputed ${teamName(honest[index]!)}.`],
      ),
    );
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('asks before a reset, then keeps the old lottery in the history, verified', async () => {
    serveLotteryApi();
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    await user.click(await screen.findByRole('button', { name: 'Close entries' }));
    await user.click(await screen.findByRole('button', { name: 'Draw lottery' }));
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Reset lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the 2026 lottery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset lottery' }));
    expect(await screen.findByRole('button', { name: 'Open lottery' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Earlier lotteries (1)' });
    expect(within(history).getByText('Verified')).toBeInTheDocument();
    expect(within(history).getByText(TEST_SECRET)).toBeInTheDocument();
  });

  it("shows the server's words when a step is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveLotteryApi();
    server.use(
      mockApi.refuse(
        lotteryEndpoints.openLottery,
        409,
        'The 2026 draft lottery is already open: reset it before opening another',
      ),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Open lottery' }));
    expect(
      await screen.findByText('The 2026 draft lottery is already open: reset it before opening another'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to open the lottery', expect.anything());
  });

  it('shows an error card with Retry when the lottery cannot be read', async () => {
    server.use(mockApi.refuse(lotteryEndpoints.getLottery, 500, 'boom'));
    renderCard();
    expect(await screen.findByText(LOTTERY_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
