import { rosterPlayer } from './roster-fixtures';
import { sortRoster } from './roster-sort';

const names = (players: Array<{ name: string }>) => players.map((player) => player.name);

describe('roster sort (docs/screens/teams.md §4.2: starters first, then QB, WR, RB, TE)', () => {
  it('lists starters before bench players, whatever their positions', () => {
    const bench = rosterPlayer('BN', { name: 'bench QB', position: 'QB' });
    const starter = rosterPlayer('K', { name: 'starting K' });
    expect(names(sortRoster([bench, starter]))).toEqual(['starting K', 'bench QB']);
  });

  it('orders starters QB, WR, RB, TE by the slot they fill', () => {
    const roster = [
      rosterPlayer('TE', { name: 'TE' }),
      rosterPlayer('RB', { name: 'RB' }),
      rosterPlayer('WR', { name: 'WR' }),
      rosterPlayer('QB', { name: 'QB' }),
    ];
    expect(names(sortRoster(roster))).toEqual(['QB', 'WR', 'RB', 'TE']);
  });

  it('puts every other starter (flex, kicker, defense) after the TE, in roster order', () => {
    const roster = [
      rosterPlayer('DEF', { name: 'DEF' }),
      rosterPlayer('W/R/T', { name: 'FLEX', position: 'RB' }),
      rosterPlayer('TE', { name: 'TE' }),
      rosterPlayer('K', { name: 'K' }),
    ];
    expect(names(sortRoster(roster))).toEqual(['TE', 'DEF', 'FLEX', 'K']);
  });

  it("orders the bench QB, WR, RB, TE by the player's first eligible position, the rest after", () => {
    const roster = [
      rosterPlayer('BN', { name: 'K', position: 'K' }),
      rosterPlayer('BN', { name: 'TE', position: 'TE' }),
      rosterPlayer('IR', { name: 'WR,CB', position: 'WR,CB' }),
      rosterPlayer('BN', { name: 'RB', position: 'RB' }),
      rosterPlayer('BN', { name: 'QB', position: 'QB' }),
    ];
    expect(names(sortRoster(roster))).toEqual(['QB', 'WR,CB', 'RB', 'TE', 'K']);
  });

  it('keeps roster order among players of the same group and position', () => {
    const roster = [
      rosterPlayer('WR', { name: 'first WR' }),
      rosterPlayer('QB', { name: 'QB' }),
      rosterPlayer('WR', { name: 'second WR' }),
    ];
    expect(names(sortRoster(roster))).toEqual(['QB', 'first WR', 'second WR']);
  });

  it('returns a new array and leaves the roster as it was', () => {
    const roster = [rosterPlayer('BN', { name: 'bench' }), rosterPlayer('QB', { name: 'QB' })];
    const sorted = sortRoster(roster);
    expect(sorted).not.toBe(roster);
    expect(names(roster)).toEqual(['bench', 'QB']);
  });
});
