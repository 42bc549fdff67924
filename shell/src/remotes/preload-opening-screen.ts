// The screen a page opens on (a deep link, a reload, `/` after sign-in) starts loading as soon
// as the remotes are registered, while sign-in and membership are still being settled: the
// route's own load would start only once they are, a few round trips later.
import { remoteScreens, screenAt } from './remote-screens';
import { screenPreloader, type ScreenPreloader } from './preload-screens';

/** Preloads the screen at `pathname` (quietly: a failure leaves the route's own load to report it). */
export function preloadOpeningScreen(pathname: string, preloader: ScreenPreloader = screenPreloader): void {
  const screen = screenAt(pathname, remoteScreens);
  if (screen) void preloader.preload(screen.id);
}
