import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import type { DraftPick } from 'shared-contracts';
import { teamOptions } from '../model/team-options';
import { teamsById } from '../model/pick-labels';
import { roundOf, teams } from '../testing/fixtures';
import { layOutPickTiles } from '../testing/tile-layout';
import { RoundCard, type RoundCardProps } from './RoundCard';

const byId = teamsById(teams);

function renderRound(picks: DraftPick[], props: Partial<RoundCardProps> = {}) {
  const onDrop = jest.fn();
  const onTeamChange = jest.fn();
  const onLockChange = jest.fn();
  render(
    <ThemeProvider>
      <RoundCard
        round={1}
        picks={picks}
        teams={byId}
        teamOptions={teamOptions(teams)}
        editable
        unsavedIds={new Set()}
        onDrop={onDrop}
        onTeamChange={onTeamChange}
        onLockChange={onLockChange}
        lockBusy={false}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onDrop, onTeamChange, onLockChange };
}

/**
 * A key pressed on the handle. dnd-kit's keyboard sensor starts listening for the moving keys
 * a tick after the drag starts, so each press waits for the next tick.
 */
async function press(target: Element, code: string) {
  fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Focuses a pick's handle and presses Space on it: the pick is being moved. */
async function pickUp(name: string) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  await press(handle, 'Space');
  expect(handle).toHaveAttribute('aria-pressed', 'true');
  return handle;
}

describe('RoundCard', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = layOutPickTiles();
  });
  afterEach(() => restoreLayout());

  it("is a 'Round N' card listing its picks in the order given, each with its place and team", () => {
    renderRound(roundOf(2030, 1, { 103: { position: null } }));
    const card = screen.getByRole('region', { name: 'Round 1' });
    const tiles = within(card).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByTestId('pick-position').textContent)).toEqual(['1', '2', '-', '4']);
    expect(
      within(tiles[1] as HTMLElement).getByRole('combobox', { name: "Team holding BRK's round 1 pick" }),
    ).toHaveTextContent('BRK');
  });

  it('moves a pick by keyboard: Space picks it up, an arrow moves it, Space drops it', async () => {
    const { onDrop } = renderRound(roundOf(2030, 1));
    const handle = await pickUp("HAM's round 1 pick");
    await press(handle, 'ArrowRight');
    await press(handle, 'ArrowRight');
    await press(handle, 'Space');
    expect(onDrop).toHaveBeenCalledWith(1, 101, 103);
  });

  it('cancels a keyboard move with Escape', async () => {
    const { onDrop } = renderRound(roundOf(2030, 1));
    const handle = await pickUp("CHI's round 1 pick");
    await press(handle, 'ArrowLeft');
    await press(handle, 'Escape');
    expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('offers no handle, no team choice and no lock while locked: each team is text, not a disabled control', () => {
    renderRound(roundOf(2030, 1), { editable: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('pick-team').map((team) => team.textContent)).toEqual([
      'Held by HAM',
      'Held by BRK',
      'Held by CHI',
      'Held by DAL',
    ]);
  });

  it('keeps a pick the commissioner locked in place: no handle, its team as text, marked locked, with Unlock', () => {
    const { onLockChange } = renderRound(roundOf(2030, 1, { 101: { isLocked: true } }));
    const locked = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(locked).queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(within(locked).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(locked).getByTestId('pick-team')).toHaveTextContent('HAM');
    expect(locked).toHaveTextContent('Locked pick');
    expect(screen.getByRole('button', { name: "Move BRK's round 1 pick" })).toBeInTheDocument();
    fireEvent.click(within(locked).getByRole('button', { name: "Unlock HAM's round 1 pick" }));
    expect(onLockChange).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), false);
    fireEvent.click(screen.getByRole('button', { name: "Lock BRK's round 1 pick" }));
    expect(onLockChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 102 }), true);
  });

  it('offers no lock on a pick with unsaved edits (a lock would refuse them)', () => {
    renderRound(roundOf(2030, 1), { unsavedIds: new Set([102]) });
    expect(screen.queryByRole('button', { name: "Lock BRK's round 1 pick" })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Lock HAM's round 1 pick" })).toBeInTheDocument();
  });

  it("says '(via ABBR)' on a traded pick, 'Unknown' for a team the league does not list, and marks unsaved picks", () => {
    renderRound(roundOf(2030, 1, { 102: { currentTeamId: 4 }, 103: { currentTeamId: 99 } }), {
      unsavedIds: new Set([102]),
    });
    const [, traded, unknown] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(traded).toHaveTextContent('(via BRK)');
    expect(within(traded as HTMLElement).getByRole('combobox')).toHaveTextContent('DAL');
    expect(traded).toHaveTextContent('Unsaved');
    expect(within(unknown as HTMLElement).getByRole('combobox')).toHaveTextContent('Unknown');
    expect(unknown).toHaveTextContent('(via CHI)');
  });

  it('says so when a round has no picks', () => {
    renderRound([]);
    expect(screen.getByText('No picks in this round.')).toBeInTheDocument();
  });
});
