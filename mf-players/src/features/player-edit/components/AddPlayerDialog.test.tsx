import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, urlOf } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { makePlayer, playersApi } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  server.use(
    ...playersApi(),
    mockApi.on(
      endpoints.createPlayer,
      ({ body }) => {
        sent.push(body);
        return makePlayer({ id: 99, name: 'CeeDee Lamb', position: 'WR', nflTeam: 'Dal' });
      },
      { status: 201 },
    ),
  );
});

async function openDialog() {
  const view = renderPlayersPage();
  await screen.findByText('Showing 4 of 4 players');
  await view.user.click(screen.getByRole('button', { name: 'Add Player' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Player' });
  return { ...view, dialog };
}

describe('Add Player', () => {
  it('requires name, position and NFL team, and sends nothing without them', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Name, Position, and NFL Team are required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('Name'), 'CeeDee Lamb');
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(within(dialog).getByLabelText('Position')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("refuses a position the book does not hold, naming the book's positions", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'CeeDee Lamb');
    await user.type(within(dialog).getByLabelText('Position'), 'wide');
    await user.click(within(dialog).getByRole('combobox', { name: 'NFL Team' }));
    await user.click(await screen.findByRole('option', { name: 'Dal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(
      await screen.findByText('position "WIDE" is not one of QB, RB, WR, TE, K, DEF, DL, DE, DT, LB, DB, CB, S'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Position')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a name the year already has, in any letter case', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'PATRICK mahomes');
    await user.type(within(dialog).getByLabelText('Position'), 'qb');
    await user.click(within(dialog).getByRole('combobox', { name: 'NFL Team' }));
    await user.click(await screen.findByRole('option', { name: 'KC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Player "PATRICK mahomes" already exists')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('upper-cases the position, sends empty numbers as null and Years Kept as 0, then reads the book again', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), '  CeeDee Lamb ');
    await user.type(within(dialog).getByLabelText('Position'), 'wr');
    expect(within(dialog).getByLabelText('Position')).toHaveValue('WR');
    await user.click(within(dialog).getByRole('combobox', { name: 'NFL Team' }));
    await user.click(await screen.findByRole('option', { name: 'Dal' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Fantasy Team' }));
    await user.click(await screen.findByRole('option', { name: 'Bayou Bandits' }));
    await user.type(within(dialog).getByLabelText('Auction $'), '30');
    await user.type(within(dialog).getByLabelText('Drafted round'), '4');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rookie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));

    expect(await screen.findByText('Player added successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        year: 2025,
        name: 'CeeDee Lamb',
        position: 'WR',
        nflTeam: 'Dal',
        teamId: 2,
        auctionPrice: 30,
        buffer: null,
        previousYearValue: null,
        yearsKept: 0,
        currentYearValue: null,
        draftRound: 4,
        isKeeper: false,
        isRookie: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === urlOf(endpoints.listPlayers, { query: { year: 2025 } })),
      ).toHaveLength(2),
    );
  });

  it('refuses a drafted round outside 1 to 5, marking and focusing the field, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'CeeDee Lamb');
    await user.type(within(dialog).getByLabelText('Position'), 'WR');
    await user.click(within(dialog).getByRole('combobox', { name: 'NFL Team' }));
    await user.click(await screen.findByRole('option', { name: 'Dal' }));
    await user.type(within(dialog).getByLabelText('Drafted round'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(
      await screen.findByText('Drafted round must be a whole number from 1 to 5, or empty if he was not drafted'),
    ).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Drafted round');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("shows the server's message when it refuses", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mockApi.refuse(endpoints.createPlayer, 409, 'Player "CeeDee Lamb" already exists'));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Name'), 'CeeDee Lamb');
    await user.type(within(dialog).getByLabelText('Position'), 'WR');
    await user.click(within(dialog).getByRole('combobox', { name: 'NFL Team' }));
    await user.click(await screen.findByRole('option', { name: 'Dal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(await screen.findByText('Player "CeeDee Lamb" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Player' })).toBeInTheDocument();
  });
});
