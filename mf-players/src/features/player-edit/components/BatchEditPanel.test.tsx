import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, urlOf, type BatchUpdatePlayersBody } from 'shared-contracts';
import { mockApi, recordRequests, server } from 'shared-testing';
import { playersApi, testBook } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

const patches: BatchUpdatePlayersBody[] = [];
beforeEach(() => {
  patches.length = 0;
  server.use(
    ...playersApi(),
    mockApi.on(endpoints.updatePlayers, ({ body }) => {
      patches.push(body as BatchUpdatePlayersBody);
      return [];
    }),
  );
});

async function selectTwoAndOpen() {
  const view = renderPlayersPage();
  await screen.findByText('Showing 4 of 4 players');
  await view.user.click(screen.getByRole('checkbox', { name: 'Select Patrick Mahomes' }));
  await view.user.click(screen.getByRole('checkbox', { name: 'Select Bijan Robinson' }));
  await view.user.click(screen.getByRole('button', { name: 'Edit Selected (2)' }));
  const panel = await screen.findByRole('dialog', { name: 'Edit Selected (2)' });
  return { ...view, panel };
}

describe('batch edit', () => {
  it('select-all selects the shown players only', async () => {
    const { user } = renderPlayersPage({ route: '/players?year=2025&search=c' });
    await screen.findByText('Showing 3 of 4 players');
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown players' }));
    expect(screen.getByRole('button', { name: 'Edit Selected (3)' })).toBeEnabled();
  });

  it('keeps edits pending per player, sends only the changes, then clears the selection and the edits', async () => {
    const requests = recordRequests();
    const { user, panel } = await selectTwoAndOpen();
    expect(within(panel).getByRole('region', { name: 'Selected players' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.type(within(panel).getByRole('spinbutton', { name: 'Auction $, all 2 players' }), '30');
    expect(within(panel).getByRole('spinbutton', { name: 'Auction $, Patrick Mahomes' })).toHaveValue(30);
    expect(within(panel).getByRole('spinbutton', { name: 'Auction $, Bijan Robinson' })).toHaveValue(30);
    await user.click(within(panel).getByRole('checkbox', { name: 'Keeper, Bijan Robinson' }));
    await user.clear(within(panel).getByRole('textbox', { name: 'Position, Patrick Mahomes' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Position, Patrick Mahomes' }), 'qb');
    expect(within(panel).getByText('2 of 2 players changed')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Players updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([
      {
        updates: [
          { id: 1, auctionPrice: 30 },
          { id: 2, auctionPrice: 30, isKeeper: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Selected (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select Patrick Mahomes' })).not.toBeChecked();
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === urlOf(endpoints.listPlayers, { query: { year: 2025 } })),
      ).toHaveLength(2),
    );
  });

  it("'Discard Changes' drops the pending edits and sends nothing", async () => {
    const { user, panel } = await selectTwoAndOpen();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' }), '4');
    await user.click(within(panel).getByRole('button', { name: 'Discard Changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Selected (2)' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit Selected (2)' });
    expect(within(reopened).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' })).toHaveValue(null);
    expect(patches).toEqual([]);
  });

  it('keeps pending edits when the panel is only closed', async () => {
    const { user, panel } = await selectTwoAndOpen();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' }), '4');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Selected (2)' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit Selected (2)' });
    expect(within(reopened).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' })).toHaveValue(4);
  });

  it('tells a failed save and keeps the selection and the edits', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockApi.refuse(endpoints.updatePlayers, 400, 'NFL team "XYZ" is not one of the 32 NFL team abbreviations'),
    );
    const { user, panel } = await selectTwoAndOpen();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' }), '4');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update players')).toBeInTheDocument();
    expect(screen.getByText('NFL team "XYZ" is not one of the 32 NFL team abbreviations')).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' })).toHaveValue(4);
  });

  it("marks each refused player by the index of the server's issues, never by reading its message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The message names ids the screen does not show; the issues point into the list sent.
    server.use(
      mockApi.refuse(endpoints.updatePlayers, 400, 'Player 1: buffer must be 0 to 1000000; Player 2: …', [
        { path: ['updates', 1, 'nflTeam'], message: 'NFL team "XYZ" is not one of the 32 NFL team abbreviations' },
        { path: ['updates', 1, 'position'], message: 'position "IR" is not one of QB' },
        { path: ['updates', 0, 'teamId'], message: 'team 9 is not a team of this league' },
      ]),
    );
    const { user, panel } = await selectTwoAndOpen();
    await user.type(within(panel).getByRole('spinbutton', { name: 'Buffer, Patrick Mahomes' }), '4');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Buffer, Bijan Robinson' }), '5');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update players')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bijan Robinson, nflTeam: NFL team "XYZ" is not one of the 32 NFL team abbreviations; Bijan Robinson, position: position "IR" is not one of QB; Patrick Mahomes, teamId: team 9 is not a team of this league',
      ),
    ).toBeInTheDocument();
    const listItems = (name: string) =>
      within(within(panel).getByRole('list', { name: `Not saved: ${name}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listItems('Bijan Robinson')).toEqual([
      'nflTeam: NFL team "XYZ" is not one of the 32 NFL team abbreviations',
      'position: position "IR" is not one of QB',
    ]);
    expect(listItems('Patrick Mahomes')).toEqual(['teamId: team 9 is not a team of this league']);
  });
});

describe('single-player edit', () => {
  it('opens from the name and sends only what changed', async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    await user.click(screen.getByRole('button', { name: 'Bijan Robinson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bijan Robinson' });
    expect(within(dialog).getByLabelText('Auction $')).toHaveValue(40);
    await user.clear(within(dialog).getByLabelText('Auction $'));
    await user.type(within(dialog).getByLabelText('Auction $'), '45');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Bijan Robinson Jr');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Players updated successfully')).toBeInTheDocument();
    expect(patches).toEqual([{ updates: [{ id: 2, name: 'Bijan Robinson Jr', auctionPrice: 45 }] }]);
  });

  it("refuses another player's name", async () => {
    const { user } = renderPlayersPage();
    await screen.findByText('Showing 4 of 4 players');
    await user.click(screen.getByRole('button', { name: testBook[1]!.name }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bijan Robinson' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'puka nacua');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Player "puka nacua" already exists')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
