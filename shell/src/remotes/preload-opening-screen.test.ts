import type { ScreenPreloader } from './preload-screens';
import { preloadOpeningScreen } from './preload-opening-screen';
import { remoteScreens, screenAt } from './remote-screens';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), loadRemote: jest.fn() }));

describe('the screen a page opens on', () => {
  it('is found by its exact route, a trailing slash ignored', () => {
    const idAt = (pathname: string) => screenAt(pathname, remoteScreens)?.id;
    expect(idAt('/')).toBe('mf_dashboard/Home');
    expect(idAt('/players')).toBe('mf_players/Players');
    expect(idAt('/players/')).toBe('mf_players/Players');
    expect(idAt('/login')).toBeUndefined();
    expect(idAt('/players/extra')).toBeUndefined();
  });

  it('is found at a path that names a row: one game’s page, /matchups/<id>', () => {
    const idAt = (pathname: string) => screenAt(pathname, remoteScreens)?.id;
    expect(idAt('/matchups/12')).toBe('mf_dashboard/Matchup');
    expect(idAt('/matchups/12/')).toBe('mf_dashboard/Matchup');
    expect(idAt('/matchups')).toBeUndefined();
    expect(idAt('/matchups/')).toBeUndefined();
    expect(idAt('/matchups/12/extra')).toBeUndefined();
  });

  it('is preloaded, and nothing is for a page that is no screen', () => {
    const preloader: ScreenPreloader = { preload: jest.fn(async () => {}), preloadWhenIdle: jest.fn(async () => {}) };
    preloadOpeningScreen('/trades', preloader);
    preloadOpeningScreen('/login', preloader);
    expect(preloader.preload).toHaveBeenCalledTimes(1);
    expect(preloader.preload).toHaveBeenCalledWith('mf_trades/TradeCenter');
  });
});
