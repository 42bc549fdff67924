// Each screen's module, loaded once for the whole page and read by the route with React's
// `use`. A promise that has been fulfilled carries its value (`status`, `value`, the fields
// React itself reads), so a screen that was preloaded, or opened before, renders in the same
// pass instead of suspending: no skeleton, and none of the 300 ms React keeps a skeleton up.
//
// A failure is kept until the screen's error card is up (forgetScreen), so that React's retry
// of the render finds it instead of starting another load; Retry, or the next visit, then
// loads again. A preload's failure is dropped at once: opening the screen loads it the usual
// way, through the retry plugin and, if the remote stays down, its error card. A preload
// answered with the fallback plugin's stand-in (the remote could not be reached: the idle
// preload ran while the browser was offline) is a failure too, and a route opened while a
// preload runs does not wait on it: either would show the error card on the screen's first
// opening once the network is back, from a load that failed before.
import type { ComponentType } from 'react';
import { isUnavailableStandIn } from './remote-unavailable-error';

/** What every exposed module is: a screen without props as its default export. */
export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const modules = new WeakMap<ScreenLoader, Promise<ScreenModule>>();

/**
 * Writes the value on the promise once it is fulfilled, the way React's `use` reads it. A
 * rejection is left for React to record when it reads the promise (marking it here as well
 * made React report the error as uncaught instead of giving it to the error boundary).
 */
function track<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => undefined,
  );
  return promise;
}

/** Starts the load now; a loader that throws at once gives a rejected promise. */
function startLoad(load: ScreenLoader): Promise<ScreenModule> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** The page's load of the screen `load` loads (started now if it is not under way). */
export function screenModule(load: ScreenLoader): Promise<ScreenModule> {
  let module = modules.get(load);
  if (!module) {
    module = track(startLoad(load));
    modules.set(load, module);
  }
  return module;
}

/**
 * Loads the screen ahead of its route; a failure is never reported. The preload's own load is
 * kept for the route only once it has brought the screen: a route opened meanwhile loads it
 * itself (Module Federation shares the files under way), and a preload that failed, or got the
 * fallback plugin's stand-in, leaves nothing behind.
 */
export async function preloadScreenModule(load: ScreenLoader): Promise<void> {
  const opened = modules.get(load);
  if (opened) {
    await opened.catch(() => undefined);
    return;
  }
  let screen: ScreenModule;
  try {
    screen = await startLoad(load);
  } catch {
    return;
  }
  if (isUnavailableStandIn(screen) || modules.has(load)) return;
  modules.set(load, Object.assign(Promise.resolve(screen), { status: 'fulfilled', value: screen }));
}

/** Forgets the screen's load, so that the next render loads it again. */
export function forgetScreen(load: ScreenLoader): void {
  modules.delete(load);
}
