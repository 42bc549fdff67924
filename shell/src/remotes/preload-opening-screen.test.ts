import type { ScreenPreloader } from './preload-screens';
import { preloadOpeningScreen, screenAt } from './preload-opening-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), loadRemote: jest.fn() }));

describe('the screen a page opens on', () => {
  it('is found by its exact route, a trailing slash ignored', () => {
    expect(screenAt('/')).toBe('mf_dashboard/Home');
    expect(screenAt('/players')).toBe('mf_players/Players');
    expect(screenAt('/players/')).toBe('mf_players/Players');
    expect(screenAt('/login')).toBeUndefined();
    expect(screenAt('/players/extra')).toBeUndefined();
  });

  it('is preloaded, and nothing is for a page that is no screen', () => {
    const preloader: ScreenPreloader = { preload: jest.fn(async () => {}), preloadWhenIdle: jest.fn(async () => {}) };
    preloadOpeningScreen('/trades', preloader);
    preloadOpeningScreen('/login', preloader);
    expect(preloader.preload).toHaveBeenCalledTimes(1);
    expect(preloader.preload).toHaveBeenCalledWith('mf_trades/TradeCenter');
  });
});
