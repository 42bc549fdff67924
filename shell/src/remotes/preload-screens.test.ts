import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { createScreenPreloader } from './preload-screens';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), loadRemote: jest.fn() }));

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every queued promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  jest
    .mocked(loadRemote)
    .mockReset()
    .mockResolvedValue({ default: () => null });
});

describe('preloading a screen', () => {
  it('fetches the remote’s files quietly first, then runs the screen’s module so opening it finds it ready', async () => {
    const preloader = createScreenPreloader();
    await preloader.preload('mf_players/Players');
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_players', exposes: ['Players'] }]);
    expect(loadRemote).toHaveBeenCalledWith('mf_players/Players');
    expect(jest.mocked(preloadRemote).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(loadRemote).mock.invocationCallOrder[0]!,
    );
  });

  it('never runs loadRemote for a remote that could not be fetched, so the fallback plugin never answers a preload', async () => {
    jest.mocked(preloadRemote).mockRejectedValue(new Error('preloadRemote failed to load 1 resource(s).'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createScreenPreloader().preload('mf_trades/TradeCenter')).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('loads each screen once however often its link is pointed at', async () => {
    const preloadScreen = jest.fn(async () => {});
    const preloader = createScreenPreloader({ preloadScreen });
    await Promise.all([preloader.preload('mf_players/Players'), preloader.preload('mf_players/Players')]);
    await preloader.preload('mf_players/Players');
    await preloader.preload('mf_dashboard/Teams');
    expect(preloadScreen.mock.calls).toEqual([['mf_players/Players'], ['mf_dashboard/Teams']]);
  });

  it('swallows a failure, whether the loader rejects or throws, and does not try that screen again', async () => {
    const preloadScreen = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockImplementationOnce(() => {
        throw new Error('not registered');
      });
    const preloader = createScreenPreloader({ preloadScreen });
    await expect(preloader.preload('mf_players/Players')).resolves.toBeUndefined();
    await expect(preloader.preload('mf_picks/DraftPicks')).resolves.toBeUndefined();
    await preloader.preload('mf_players/Players');
    expect(preloadScreen).toHaveBeenCalledTimes(2);
  });
});

describe('preloading while idle', () => {
  function setUp({ savesData = false } = {}) {
    const loads = new Map<string, ReturnType<typeof deferred>>();
    const preloadScreen = jest.fn((id: string) => {
      const load = deferred();
      loads.set(id, load);
      return load.promise;
    });
    // The browser goes idle when the test says: every wait asked for until then ends.
    let waiting: Array<() => void> = [];
    const whenIdle = jest.fn(() => new Promise<void>((resolve) => waiting.push(resolve)));
    const goIdle = async () => {
      await flush();
      const ending = waiting;
      waiting = [];
      for (const resolve of ending) resolve();
      await flush();
    };
    const preloadParts = jest.fn(() => Promise.resolve());
    // Online unless the test takes the browser offline.
    let backOnline: (() => void) | null = null;
    let offline = false;
    const whenOnline = () => (offline ? new Promise<void>((resolve) => (backOnline = resolve)) : Promise.resolve());
    const goOffline = () => {
      offline = true;
    };
    const goOnline = async () => {
      offline = false;
      backOnline?.();
      await flush();
    };
    const preloader = createScreenPreloader({
      preloadScreen,
      whenIdle,
      savesData: () => savesData,
      preloadParts,
      whenOnline,
    });
    return { preloader, preloadScreen, preloadParts, loads, goIdle, whenIdle, goOffline, goOnline };
  }

  it('starts nothing before the page’s own work is done and the browser is idle', async () => {
    const { preloader, preloadScreen, goIdle, whenIdle } = setUp();
    const pageWork = deferred();
    void preloader.preloadWhenIdle(['mf_players/Players'], () => pageWork.promise);
    await flush();
    expect(whenIdle).not.toHaveBeenCalled();
    pageWork.resolve();
    await flush();
    expect(whenIdle).toHaveBeenCalledTimes(1);
    expect(preloadScreen).not.toHaveBeenCalled();
    await goIdle();
    expect(preloadScreen).toHaveBeenCalledWith('mf_players/Players');
  });

  it('loads no screen while the browser is offline, and goes on once it is back online', async () => {
    const { preloader, preloadScreen, loads, goIdle, goOffline, goOnline } = setUp();
    void preloader.preloadWhenIdle(['mf_dashboard/Teams', 'mf_players/Players']);
    await goIdle();
    expect(preloadScreen.mock.calls).toEqual([['mf_dashboard/Teams']]);
    goOffline();
    loads.get('mf_dashboard/Teams')!.reject(new Error('Failed to fetch'));
    await goIdle();
    await goIdle();
    expect(preloadScreen).toHaveBeenCalledTimes(1);
    await goOnline();
    await goIdle();
    expect(preloadScreen).toHaveBeenLastCalledWith('mf_players/Players');
  });

  it('loads one screen at a time, in the order given, each in an idle moment of its own', async () => {
    const { preloader, preloadScreen, loads, goIdle } = setUp();
    const done = preloader.preloadWhenIdle(['mf_dashboard/Teams', 'mf_players/Players', 'mf_trades/TradeCenter']);
    await goIdle();
    expect(preloadScreen.mock.calls).toEqual([['mf_dashboard/Teams']]);
    // Idle again, but Teams is still loading: Players waits for it.
    await goIdle();
    expect(preloadScreen).toHaveBeenCalledTimes(1);
    loads.get('mf_dashboard/Teams')!.resolve();
    await flush();
    expect(preloadScreen).toHaveBeenCalledTimes(1);
    await goIdle();
    expect(preloadScreen.mock.calls).toEqual([['mf_dashboard/Teams'], ['mf_players/Players']]);
    // A screen that fails does not stop the others.
    loads.get('mf_players/Players')!.reject(new Error('Failed to fetch'));
    await flush();
    await goIdle();
    expect(preloadScreen).toHaveBeenLastCalledWith('mf_trades/TradeCenter');
    loads.get('mf_trades/TradeCenter')!.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('skips a screen its link has already preloaded', async () => {
    const { preloader, preloadScreen, loads, goIdle } = setUp();
    void preloader.preload('mf_players/Players');
    await flush();
    loads.get('mf_players/Players')!.resolve();
    void preloader.preloadWhenIdle(['mf_players/Players', 'mf_schedule/Schedule']);
    await goIdle();
    expect(preloadScreen.mock.calls).toEqual([['mf_players/Players'], ['mf_schedule/Schedule']]);
  });

  it('runs once per page: a later screen shown joins the first run', async () => {
    const { preloader, preloadScreen, loads, goIdle } = setUp();
    const first = preloader.preloadWhenIdle(['mf_players/Players']);
    const second = preloader.preloadWhenIdle(['mf_players/Players', 'mf_settings/Settings']);
    expect(second).toBe(first);
    await goIdle();
    loads.get('mf_players/Players')!.resolve();
    await first;
    expect(preloadScreen.mock.calls).toEqual([['mf_players/Players']]);
  });

  it("loads shared-ui's parts once, in the first idle moment, beside the first screen", async () => {
    const { preloader, preloadScreen, preloadParts, loads, goIdle } = setUp();
    void preloader.preloadWhenIdle(['mf_players/Players', 'mf_trades/TradeCenter']);
    await flush();
    expect(preloadParts).not.toHaveBeenCalled();
    await goIdle();
    expect(preloadParts).toHaveBeenCalledTimes(1);
    expect(preloadScreen).toHaveBeenCalledWith('mf_players/Players');
    loads.get('mf_players/Players')!.resolve();
    await flush();
    await goIdle();
    expect(preloadScreen).toHaveBeenLastCalledWith('mf_trades/TradeCenter');
    expect(preloadParts).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing when the browser asks to save data', async () => {
    const { preloader, preloadScreen, preloadParts, goIdle } = setUp({ savesData: true });
    const done = preloader.preloadWhenIdle(['mf_players/Players', 'mf_trades/TradeCenter']);
    await goIdle();
    await goIdle();
    expect(preloadScreen).not.toHaveBeenCalled();
    expect(preloadParts).not.toHaveBeenCalled();
    await expect(done).resolves.toBeUndefined();
  });
});
