import { FREE_AGENT_KEY } from 'shared-contracts';
import { NameIndex } from 'shared-contracts/name-compare';
import {
  changedFields,
  checkPlayerForm,
  EMPTY_FORM,
  formOf,
  namesakesAmong,
  positionInput,
  toPlayerFields,
  type PlayerForm,
} from './player-form';
import { makePlayer } from '../../testing/players-fixtures';

const form = (overrides: Partial<PlayerForm>): PlayerForm => ({
  ...EMPTY_FORM,
  name: 'Bijan Robinson',
  position: 'RB',
  nflTeam: 'Atl',
  ...overrides,
});
const book = namesakesAmong([makePlayer()], NameIndex);

describe('Add Player rules (docs/screens/players.md §4.3)', () => {
  it.each<Partial<PlayerForm>>([{ name: '' }, { name: '   ' }, { position: '' }, { nflTeam: '' }])(
    'requires name, position and NFL team: %j',
    (missing) => {
      const check = checkPlayerForm(form(missing), book);
      expect(check).toMatchObject({ ok: false, message: 'Name, Position, and NFL Team are required' });
    },
  );

  it('refuses a name the year already has, in any case', () => {
    expect(checkPlayerForm(form({ name: ' PATRICK mahomes ' }), book)).toEqual({
      ok: false,
      message: 'Player "PATRICK mahomes" already exists',
      field: 'name',
    });
  });

  it('refuses a look-alike of a name the year has (fullwidth letters, a no-break space) as that name', () => {
    expect(checkPlayerForm(form({ name: 'Ｐａｔｒｉｃｋ\u00A0Ｍａｈｏｍｅｓ' }), book)).toMatchObject({
      ok: false,
      field: 'name',
      message: expect.stringMatching(/^Player ".+" already exists$/),
    });
  });

  it('refuses a name spelt with letters of other scripts drawn like Latin ones (Armenian, Lisu, Cherokee) as the name it imitates, and keeps a different name', () => {
    for (const lookAlike of [
      'Patrick Mah\u0585mes',
      '\uA4D1atrick Mahomes',
      'Patrick Mahomes'.toUpperCase().replace('C', '\u13DF'),
    ])
      expect(checkPlayerForm(form({ name: lookAlike }), book)).toMatchObject({ ok: false, field: 'name' });
    expect(checkPlayerForm(form({ name: 'Patrick Mahone' }), book).ok).toBe(true);
  });

  it('refuses an invisible or text-direction character in a name with the API’s message, naming it', () => {
    expect(checkPlayerForm(form({ name: 'Bijan\u200B Robinson' }), book)).toEqual({
      ok: false,
      message: 'Name must not contain invisible or text-direction characters (found U+200B)',
      field: 'name',
    });
    expect(checkPlayerForm(form({ name: '\u202EBijan Robinson' }), book)).toMatchObject({
      ok: false,
      field: 'name',
    });
  });

  it('lets an edited player keep its own name', () => {
    const self = makePlayer();
    expect(checkPlayerForm({ ...formOf(self), name: 'patrick mahomes' }, book, self).ok).toBe(true);
  });

  it('refuses a position the book does not hold, but lets an edited player keep one he had before', () => {
    expect(checkPlayerForm(form({ name: 'New One', position: 'xx' }), book)).toMatchObject({
      ok: false,
      field: 'position',
      message: expect.stringMatching(/^position "XX" is not one of QB, RB/),
    });
    expect(checkPlayerForm(form({ name: 'New One', position: ' lb ' }), book).ok).toBe(true);
    const self = makePlayer({ position: 'IR' });
    expect(checkPlayerForm(formOf(self), book, self).ok).toBe(true);
  });

  it('upper-cases the position as it is typed and when sent', () => {
    expect(positionInput('wr')).toBe('WR');
    expect(toPlayerFields({ position: ' te ' }).position).toBe('TE');
  });

  it('sends empty numbers as null, except Years Kept as 0; a free agent as no team', () => {
    const check = checkPlayerForm(form({}), book);
    expect(check).toEqual({
      ok: true,
      fields: {
        name: 'Bijan Robinson',
        position: 'RB',
        nflTeam: 'Atl',
        teamId: null,
        auctionPrice: null,
        buffer: null,
        previousYearValue: null,
        yearsKept: 0,
        currentYearValue: null,
        draftRound: null,
        isKeeper: false,
        isRookie: false,
      },
    });
  });

  it('sends typed numbers and the chosen team', () => {
    const check = checkPlayerForm(form({ auctionPrice: '12', yearsKept: '1', team: '3', isKeeper: true }), book);
    expect(check).toMatchObject({ ok: true, fields: { auctionPrice: 12, yearsKept: 1, teamId: 3, isKeeper: true } });
  });

  it('refuses amounts that are not whole numbers from 0 to 1,000,000, as the API does', () => {
    expect(checkPlayerForm(form({ buffer: '1.5' }), book)).toMatchObject({
      ok: false,
      field: 'buffer',
      message: 'Amounts and Years Kept must be whole numbers of 0 or more',
    });
    expect(checkPlayerForm(form({ auctionPrice: '-1' }), book)).toMatchObject({
      ok: false,
      field: 'auctionPrice',
    });
    expect(checkPlayerForm(form({ yearsKept: '1000001' }), book)).toMatchObject({
      ok: false,
      field: 'yearsKept',
      message: 'Amounts and Years Kept must be at most 1,000,000',
    });
    expect(checkPlayerForm(form({ currentYearValue: '1000000' }), book).ok).toBe(true);
  });

  it('sends the drafted round 1 to 5, empty as not drafted, and refuses any other, as the API does', () => {
    expect(checkPlayerForm(form({ draftRound: ' 3 ' }), book)).toMatchObject({ ok: true, fields: { draftRound: 3 } });
    expect(checkPlayerForm(form({ draftRound: '' }), book)).toMatchObject({ ok: true, fields: { draftRound: null } });
    for (const draftRound of ['0', '6', '2.5', '-1'])
      expect(checkPlayerForm(form({ draftRound }), book)).toEqual({
        ok: false,
        field: 'draftRound',
        message: 'Drafted round must be a whole number from 1 to 5, or empty if he was not drafted',
      });
  });
});

describe('changed fields of an edit', () => {
  it('are only what differs from the stored player', () => {
    const player = makePlayer();
    expect(changedFields(player, { ...formOf(player), auctionPrice: '60', isKeeper: false })).toEqual({
      auctionPrice: '60',
      isKeeper: false,
    });
  });

  it('show the stored drafted round, and an emptied one as a change to not drafted', () => {
    const player = makePlayer({ draftRound: 2 });
    expect(formOf(player).draftRound).toBe('2');
    expect(changedFields(player, { draftRound: ' 2' })).toEqual({});
    expect(toPlayerFields(changedFields(player, { draftRound: '' }))).toEqual({ draftRound: null });
  });

  it('treat equivalent text as no change', () => {
    const player = makePlayer({ yearsKept: 0, buffer: null, teamId: null });
    expect(
      changedFields(player, { yearsKept: '', buffer: ' ', position: 'qb', nflTeam: 'kc', team: FREE_AGENT_KEY }),
    ).toEqual({});
  });
});
