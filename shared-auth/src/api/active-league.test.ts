import {
  ACTIVE_LEAGUE_STORAGE_KEY,
  activeLeagueId,
  chooseLeague,
  initialLeagueId,
  parseLeagueId,
  resetActiveLeague,
} from './active-league';

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetActiveLeague();
});

describe('the active league', () => {
  it('is none on a first visit without ?league=', () => {
    expect(activeLeagueId()).toBeNull();
  });

  it("starts in the page address's ?league=, which wins over the tab's earlier choice and is kept for the tab", () => {
    window.sessionStorage.setItem(ACTIVE_LEAGUE_STORAGE_KEY, '4');
    window.history.replaceState(null, '', '/trades?league=9');
    expect(activeLeagueId()).toBe(9);
    expect(window.sessionStorage.getItem(ACTIVE_LEAGUE_STORAGE_KEY)).toBe('9');
  });

  it("starts in the tab's earlier choice when the address names none (a reload)", () => {
    window.sessionStorage.setItem(ACTIVE_LEAGUE_STORAGE_KEY, '4');
    window.history.replaceState(null, '', '/trades?season=2024');
    expect(activeLeagueId()).toBe(4);
  });

  it('ignores an address or a stored value that is no league id', () => {
    const storage = window.sessionStorage;
    storage.setItem(ACTIVE_LEAGUE_STORAGE_KEY, 'abc');
    expect(initialLeagueId('?league=0x1f', storage)).toBeNull();
    expect(initialLeagueId('?league=-3', storage)).toBeNull();
    storage.setItem(ACTIVE_LEAGUE_STORAGE_KEY, '6');
    expect(initialLeagueId('?league=', storage)).toBe(6);
    expect(parseLeagueId('007')).toBeNull();
    expect(parseLeagueId('2147483647')).toBe(2147483647);
    expect(parseLeagueId('2147483648')).toBeNull();
  });

  it('is what was chosen last, kept in the tab; choosing none forgets it', () => {
    chooseLeague(5);
    expect(activeLeagueId()).toBe(5);
    expect(window.sessionStorage.getItem(ACTIVE_LEAGUE_STORAGE_KEY)).toBe('5');
    resetActiveLeague();
    expect(activeLeagueId()).toBe(5);
    chooseLeague(null);
    expect(activeLeagueId()).toBeNull();
    expect(window.sessionStorage.getItem(ACTIVE_LEAGUE_STORAGE_KEY)).toBeNull();
  });
});
