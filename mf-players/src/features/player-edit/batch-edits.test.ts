import { ApiError } from 'shared-auth';
import { clearField, NO_EDITS, problemsOfSaveRefusal, setField, toBatchBody } from './batch-edits';
import { makePlayer } from '../../testing/players-fixtures';

const mahomes = makePlayer({ id: 1 });
const bijan = makePlayer({
  id: 2,
  name: 'Bijan Robinson',
  position: 'RB',
  nflTeam: 'Atl',
  teamId: null,
  teamName: null,
  yahooTeamKey: null,
  isKeeper: false,
  auctionPrice: null,
});
const byId = new Map([mahomes, bijan].map((player) => [player.id, player]));

describe('batch edit: pending edits', () => {
  it('keeps one edit per player and field', () => {
    let edits = setField(NO_EDITS, [mahomes], 'auctionPrice', '60');
    edits = setField(edits, [bijan], 'isKeeper', true);
    edits = setField(edits, [mahomes], 'team', '4');
    expect(Object.fromEntries(edits)).toEqual({ 1: { auctionPrice: '60', team: '4' }, 2: { isKeeper: true } });
  });

  it('sets a field for every selected player at once', () => {
    const edits = setField(NO_EDITS, [mahomes, bijan], 'yearsKept', '3');
    expect(Object.fromEntries(edits)).toEqual({ 1: { yearsKept: '3' }, 2: { yearsKept: '3' } });
  });

  it('forgets an edit typed back to the stored value', () => {
    let edits = setField(NO_EDITS, [mahomes], 'auctionPrice', '60');
    edits = setField(edits, [mahomes], 'auctionPrice', '55');
    expect(edits.size).toBe(0);
  });

  it('clears one field for every selected player, keeping their other edits', () => {
    let edits = setField(NO_EDITS, [mahomes, bijan], 'yearsKept', '3');
    edits = setField(edits, [mahomes], 'auctionPrice', '60');
    edits = clearField(edits, [mahomes, bijan], 'yearsKept');
    expect(Object.fromEntries(edits)).toEqual({ 1: { auctionPrice: '60' } });
  });

  it('sends only the changed fields of the edited players, with their ids', () => {
    let edits = setField(NO_EDITS, [mahomes], 'auctionPrice', '');
    edits = setField(edits, [bijan], 'isKeeper', true);
    edits = setField(edits, [bijan], 'team', '4');
    edits = setField(edits, [bijan], 'position', 'wr');
    expect(toBatchBody(edits, byId)).toEqual({
      ok: true,
      body: {
        updates: [
          { id: 1, auctionPrice: null },
          { id: 2, isKeeper: true, teamId: 4, position: 'WR' },
        ],
      },
    });
  });

  it('refuses an edit that empties a required field or types a bad amount, naming the player', () => {
    expect(toBatchBody(setField(NO_EDITS, [bijan], 'position', ' '), byId)).toEqual({
      ok: false,
      message: 'Bijan Robinson: Name, Position, and NFL Team are required',
      playerId: 2,
    });
    expect(toBatchBody(setField(NO_EDITS, [mahomes], 'buffer', '2.5'), byId)).toMatchObject({ ok: false, playerId: 1 });
  });
});

describe("batch edit: the server's refusal", () => {
  const body = {
    updates: [
      { id: 7, buffer: 1 },
      { id: 3, nflTeam: 'XYZ' },
    ],
  };

  it('names the player of each issue by its index in the list sent', () => {
    const error = new ApiError(400, 'Player 3: …', '400', [
      { path: ['updates', 1, 'nflTeam'], message: 'bad team' },
      { path: ['updates', 0], message: 'whole update' },
    ]);
    expect(problemsOfSaveRefusal(error, body)).toEqual([
      { playerId: 3, field: 'nflTeam', message: 'bad team' },
      { playerId: 7, field: '', message: 'whole update' },
    ]);
  });

  it('ignores issues of no update of the body, and errors without issues', () => {
    const error = new ApiError(400, 'm', '400', [
      { path: ['updates', 5, 'name'], message: 'x' },
      { path: ['players', 0, 'name'], message: 'y' },
      { path: [], message: 'z' },
    ]);
    expect(problemsOfSaveRefusal(error, body)).toEqual([]);
    expect(problemsOfSaveRefusal(new Error('Player 3: bad'), body)).toEqual([]);
  });
});
