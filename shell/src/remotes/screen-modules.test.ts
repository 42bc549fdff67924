import type { ComponentType } from 'react';
import { createFallbackPlugin } from './fallback-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { forgetScreen, preloadScreenModule, screenModule, type ScreenModule } from './screen-modules';

const screen: ScreenModule = { default: (() => null) as ComponentType };

describe("a screen's module", () => {
  it('is loaded once per page, however often its route asks', async () => {
    const load = jest.fn(async () => screen);
    expect(screenModule(load)).toBe(screenModule(load));
    await screenModule(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('carries its value once loaded, so that React renders it without suspending', async () => {
    const load = async () => screen;
    const promise = screenModule(load);
    expect(promise).not.toHaveProperty('status');
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: screen });
  });

  it('is loaded the usual way by its route after a preload failed', async () => {
    const load = jest
      .fn<Promise<ScreenModule>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(screen);
    await expect(preloadScreenModule(load)).resolves.toBeUndefined();
    await expect(screenModule(load)).resolves.toBe(screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is loaded again by its route after a preload got the fallback plugin's stand-in (the remote was out of reach)", async () => {
    // What the runtime hands back when the remote cannot be reached: the plugin's stand-in.
    const standIn = (await createFallbackPlugin(() => {}).errorLoadRemote!({
      id: 'mf_players/Players',
      error: new Error('Failed to fetch'),
      lifecycle: 'onLoad',
      from: 'runtime',
      origin: undefined as never,
    })) as ScreenModule;
    const load = jest.fn<Promise<ScreenModule>, []>().mockResolvedValueOnce(standIn).mockResolvedValueOnce(screen);
    await expect(preloadScreenModule(load)).resolves.toBeUndefined();
    await expect(screenModule(load)).resolves.toBe(screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is loaded by its route itself when opened while a preload runs, which cannot hand it a failure from before', async () => {
    // The preload started offline and ends in the stand-in; the route, opened back online, loads the screen.
    let endPreload!: (module: ScreenModule) => void;
    const standIn = { default: () => null, unavailable: new RemoteUnavailableError('mf_players/Players') };
    const load = jest
      .fn<Promise<ScreenModule>, []>()
      .mockReturnValueOnce(new Promise((resolve) => (endPreload = resolve)))
      .mockResolvedValueOnce(screen);
    const preloaded = preloadScreenModule(load);
    const opened = screenModule(load);
    endPreload(standIn as ScreenModule);
    await preloaded;
    await expect(opened).resolves.toBe(screen);
    expect(screenModule(load)).toBe(opened);
  });

  it("keeps a route's failure until it is forgotten, then loads again", async () => {
    const load = jest
      .fn<Promise<ScreenModule>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(screen);
    const failed = screenModule(load);
    await expect(failed).rejects.toThrow('down');
    expect(screenModule(load)).toBe(failed);
    forgetScreen(load);
    await expect(screenModule(load)).resolves.toBe(screen);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a loader that throws at once into a failed load', async () => {
    const load = () => {
      throw new Error('no remote');
    };
    await expect(screenModule(load)).rejects.toThrow('no remote');
  });
});
