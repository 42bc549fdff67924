// Loads a remote screen before it is opened, so that opening it only renders it: its module
// is then on the page (screen-modules.ts) and the route shows it in the click's own render.
//
// Two moments: the screen's sidebar link is pointed at or focused (the person is about to open
// it), and, once the first screen is on the page with its data and the browser is idle, every
// other screen in sidebar order, one at a time, unless the browser asks to save data, and
// none while the browser is offline (they wait for it to be back online). Before
// the screens, in that same idle moment, shared-ui's Radix parts (dialogs, menus, selects, tabs,
// toasts), which a page otherwise loads on first use, so that one opened later opens at once.
//
// A preload that fails is dropped without a word and not tried again: opening the screen then
// loads it the usual way, through the retry plugin and, if the remote stays down, its error card.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadDeferredParts } from 'shared-ui';
import { remoteScreens } from './remote-screens';
import { preloadScreenModule } from './screen-modules';
import { remoteNameOf } from './remote-unavailable-error';

export interface ScreenPreloaderOptions {
  /** Loads one screen's module (`mf_players/Players`) ready to render; rejects when it cannot. */
  preloadScreen?: (id: string) => Promise<unknown>;
  /** Resolves when the browser has nothing better to do. */
  whenIdle?: () => Promise<void>;
  /** The browser asks to save data (Save-Data, `navigator.connection.saveData`). */
  savesData?: () => boolean;
  /** Loads shared-ui's parts that load on first use (its Radix dialogs, menus, selects, tabs, toasts). */
  preloadParts?: () => Promise<void>;
  /** Resolves once the browser is online (at once when it is). */
  whenOnline?: () => Promise<void>;
}

export interface ScreenPreloader {
  /** Preloads one screen, once per page; the promise never rejects. */
  preload(id: string): Promise<void>;
  /**
   * Preloads `ids` one after another, each once `settled` (the page's own work done) and the
   * browser is idle. Runs once per page; later calls join the first.
   */
  preloadWhenIdle(ids: readonly string[], settled?: () => Promise<void>): Promise<void>;
}

/**
 * Module Federation's preloadRemote fetches the manifest, runs the remote's entry and preloads
 * the exposed module's files; it fails quietly (a rejected promise), unlike loadRemote, whose
 * failure the fallback plugin answers with an error screen and a console message. Only once
 * everything has arrived is the module loaded the way its route loads it (screen-modules.ts),
 * so that the route renders it at once.
 */
async function preloadWithFederation(id: string): Promise<void> {
  const remote = remoteNameOf(id);
  const expose = id.slice(remote.length + 1);
  await preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]);
  const screen = remoteScreens.find((candidate) => candidate.id === id);
  if (screen) await preloadScreenModule(screen.load);
}

function whenBrowserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
}

/**
 * Offline, every file of a preload fails, and a remote's runtime can keep such a failure for
 * the page's life (the screen opened back online shows its error card): the idle preload waits
 * for the browser to be online.
 */
function whenBrowserOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (navigator.onLine !== false) resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  });
}

function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function createScreenPreloader({
  preloadScreen = preloadWithFederation,
  whenIdle = whenBrowserIdle,
  savesData = browserSavesData,
  preloadParts = loadDeferredParts,
  whenOnline = whenBrowserOnline,
}: ScreenPreloaderOptions = {}): ScreenPreloader {
  const started = new Map<string, Promise<void>>();
  let idleRun: Promise<void> | undefined;

  function preload(id: string): Promise<void> {
    let attempt = started.get(id);
    if (!attempt) {
      // Called inside the promise so that a loader throwing at once is caught as well.
      attempt = Promise.resolve()
        .then(() => preloadScreen(id))
        .then(
          () => undefined,
          () => undefined,
        );
      started.set(id, attempt);
    }
    return attempt;
  }

  function preloadWhenIdle(ids: readonly string[], settled: () => Promise<void> = async () => {}): Promise<void> {
    idleRun ??= (async () => {
      let partsStarted = false;
      for (const id of ids) {
        if (started.has(id)) continue;
        await settled();
        await whenOnline();
        await whenIdle();
        if (savesData()) return;
        // In the first idle moment, beside the first screen: the parts are small and shared.
        if (!partsStarted) {
          partsStarted = true;
          void preloadParts().catch(() => undefined);
        }
        await preload(id);
      }
    })().catch(() => undefined);
    return idleRun;
  }

  return { preload, preloadWhenIdle };
}

/** The site's one preloader: the sidebar's links and the routes share what it has loaded. */
export const screenPreloader = createScreenPreloader();
