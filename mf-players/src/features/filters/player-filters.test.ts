import type { Player } from 'shared-contracts';
import { makePlayer } from '../../testing/players-fixtures';
import {
  isAnyFilterActive,
  playerMatcher,
  NO_FILTERS,
  NO_TEAM,
  positionsOf,
  readPriceBound,
  type PlayerFilters,
} from './player-filters';

let nextId = 1;
const player = (overrides: Partial<Player>): Player =>
  makePlayer({
    id: nextId++,
    name: 'Someone',
    position: 'WR',
    nflTeam: 'Dal',
    isKeeper: false,
    auctionPrice: 10,
    previousYearValue: null,
    yearsKept: 0,
    ...overrides,
  });

const book = [
  player({ name: 'Patrick Mahomes', position: 'QB', nflTeam: 'KC', isKeeper: true, auctionPrice: 55 }),
  player({
    name: 'Bijan Robinson',
    position: 'RB',
    nflTeam: 'Atl',
    isRookie: true,
    teamId: 2,
    teamName: 'Team Two',
    auctionPrice: 40,
  }),
  player({
    name: 'CeeDee Lamb',
    position: 'WR',
    nflTeam: 'Dal',
    teamId: null,
    teamName: null,
    yahooTeamKey: null,
    auctionPrice: null,
  }),
  player({
    name: 'Kyle Pitts',
    position: 'TE',
    nflTeam: 'Atl',
    teamId: null,
    teamName: null,
    yahooTeamKey: null,
    auctionPrice: 5,
  }),
];

const names = (filters: Partial<PlayerFilters>) =>
  book.filter(playerMatcher({ ...NO_FILTERS, ...filters })).map((p) => p.name);

describe('player filters', () => {
  it('show everyone when none is set', () => {
    expect(names({})).toHaveLength(4);
    expect(isAnyFilterActive(NO_FILTERS)).toBe(false);
  });

  it('search matches the name or the NFL team, in any case', () => {
    expect(names({ search: 'mAhO' })).toEqual(['Patrick Mahomes']);
    expect(names({ search: 'atl' })).toEqual(['Bijan Robinson', 'Kyle Pitts']);
    expect(names({ search: '  lamb ' })).toEqual(['CeeDee Lamb']);
    expect(names({ search: 'Team One' })).toEqual([]);
  });

  it('position, fantasy team and free agents', () => {
    expect(names({ position: 'TE' })).toEqual(['Kyle Pitts']);
    expect(names({ team: '2' })).toEqual(['Bijan Robinson']);
    expect(names({ team: NO_TEAM })).toEqual(['CeeDee Lamb', 'Kyle Pitts']);
  });

  it('keeper, experience and roster status', () => {
    expect(names({ keeper: 'keeper' })).toEqual(['Patrick Mahomes']);
    expect(names({ keeper: 'non-keeper' })).toHaveLength(3);
    expect(names({ experience: 'rookie' })).toEqual(['Bijan Robinson']);
    expect(names({ experience: 'veteran' })).toHaveLength(3);
    expect(names({ roster: 'rostered' })).toEqual(['Patrick Mahomes', 'Bijan Robinson']);
    expect(names({ roster: 'free-agent' })).toEqual(['CeeDee Lamb', 'Kyle Pitts']);
  });

  it('price range is inclusive and ignores players without a price', () => {
    expect(names({ minPrice: 40 })).toEqual(['Patrick Mahomes', 'Bijan Robinson', 'CeeDee Lamb']);
    expect(names({ maxPrice: 5 })).toEqual(['CeeDee Lamb', 'Kyle Pitts']);
    expect(names({ minPrice: 6, maxPrice: 54 })).toEqual(['Bijan Robinson', 'CeeDee Lamb']);
  });

  it('combine: every active filter must match', () => {
    expect(names({ search: 'atl', experience: 'veteran', roster: 'free-agent' })).toEqual(['Kyle Pitts']);
  });

  it.each<Partial<PlayerFilters>>([
    { search: 'a' },
    { position: 'QB' },
    { team: '1' },
    { keeper: 'keeper' },
    { experience: 'rookie' },
    { roster: 'rostered' },
    { minPrice: 0 },
    { maxPrice: 0 },
  ])('any one of them turns the badge on: %j', (filters) => {
    expect(isAnyFilterActive({ ...NO_FILTERS, ...filters })).toBe(true);
  });

  it('a search of spaces alone is no filter', () => {
    expect(isAnyFilterActive({ ...NO_FILTERS, search: '   ' })).toBe(false);
  });

  it('lists positions in football order', () => {
    expect(positionsOf([...book, player({ position: 'K' }), player({ position: 'DL' })])).toEqual([
      'QB',
      'RB',
      'WR',
      'TE',
      'K',
      'DL',
    ]);
    const defence = ['CB', 'S', 'LB', 'DEF', 'IR'].map((position) => player({ position }));
    expect(positionsOf([...defence, ...book])).toEqual(['QB', 'RB', 'WR', 'TE', 'DEF', 'LB', 'CB', 'S', 'IR']);
  });

  it('reads price bounds typed in a box', () => {
    expect([' 12 ', '', 'abc', '0'].map(readPriceBound)).toEqual([12, null, null, 0]);
  });
});
