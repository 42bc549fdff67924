import { keepersByPick, keptLabel } from './keeper-marks';
import { type BoardKeeper, type KeeperBoard } from 'shared-contracts/keepers';

const pick = (id: number) => ({ id, round: 2, position: 1, currentTeamId: 1, originalTeamId: 1 });
const keeper = (name: string, pickId: number | null): BoardKeeper => ({
  playerId: name.length,
  name,
  position: 'RB',
  teamId: 1,
  round: 2,
  pick: pickId === null ? null : pick(pickId),
});
const board = (keepers: BoardKeeper[]): KeeperBoard => ({
  season: 2029,
  draftYear: 2030,
  keepers,
  conflicts: [],
});

describe('keepersByPick', () => {
  it('marks each pick with its keepers, a pick two keepers claim as shared, and skips a keeper without a pick', () => {
    const marks = keepersByPick(board([keeper('Ann', 7), keeper('Bob', 9), keeper('Cy', 9), keeper('Di', null)]));
    expect([...marks]).toEqual([
      [7, { names: ['Ann'], shared: false }],
      [9, { names: ['Bob', 'Cy'], shared: true }],
    ]);
    expect(keptLabel(marks.get(9)!)).toBe('Kept: Bob, Cy');
  });

  it('has no marks before the board is read', () => {
    expect(keepersByPick(undefined).size).toBe(0);
  });
});
