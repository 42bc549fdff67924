import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PAGE_DATA_IDS } from 'shared-contracts';
import { writePageData } from 'shared-testing';
import { preloadOpenedScreenEarly, remoteInPage } from './opened-screen-early';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(async () => {}),
}));

const dashboard = { name: 'mf_dashboard', entry: 'http://127.0.0.1:3001/mf-manifest.json' };
const players = { name: 'mf_players', entry: 'http://127.0.0.1:3002/mf-manifest.json' };

afterEach(() => {
  document.head.innerHTML = '';
  jest.clearAllMocks();
});

describe('the opened screen, loaded from the entry script', () => {
  it('registers only its remote from the page’s block and preloads its module', () => {
    writePageData(PAGE_DATA_IDS.remotes, JSON.stringify([dashboard, players]));
    preloadOpenedScreenEarly('/players/');
    expect(registerRemotes).toHaveBeenCalledWith([players]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_players', exposes: ['Players'] }]);

    preloadOpenedScreenEarly('/');
    expect(preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'mf_dashboard', exposes: ['Home'] }]);
  });

  it('does nothing for a page that is no screen, or without a usable block', () => {
    writePageData(PAGE_DATA_IDS.remotes, JSON.stringify([dashboard, players]));
    preloadOpenedScreenEarly('/login');
    preloadOpenedScreenEarly('/players/12/extra');
    document.head.innerHTML = '';
    preloadOpenedScreenEarly('/players');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('reads a remote from the block only when it looks like one', () => {
    expect(remoteInPage('mf_players')).toBeUndefined();
    writePageData(PAGE_DATA_IDS.remotes, JSON.stringify({ mf_players: players.entry }));
    expect(remoteInPage('mf_players')).toBeUndefined();
    document.head.innerHTML = '';
    writePageData(PAGE_DATA_IDS.remotes, JSON.stringify([null, { name: 'mf_players', entry: 42 }, dashboard]));
    expect(remoteInPage('mf_players')).toBeUndefined();
    expect(remoteInPage('mf_dashboard')).toEqual(dashboard);
    document.head.innerHTML = '';
    writePageData(PAGE_DATA_IDS.remotes, 'not json');
    expect(remoteInPage('mf_dashboard')).toBeUndefined();
  });

  it('leaves a failed preload to the route, without an unhandled rejection', async () => {
    writePageData(PAGE_DATA_IDS.remotes, JSON.stringify([dashboard]));
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('manifest unreachable'));
    jest.mocked(registerRemotes).mockImplementationOnce(() => undefined);
    expect(() => preloadOpenedScreenEarly('/')).not.toThrow();
    jest.mocked(registerRemotes).mockImplementationOnce(() => {
      throw new Error('bad entry');
    });
    expect(() => preloadOpenedScreenEarly('/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
