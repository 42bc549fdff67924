// The async boundary Module Federation needs: shared modules (React…) are negotiated before
// anything imports them. The chunk's name lets the build list the scripts the page needs
// first (first-view-scripts.ts), which its server then asks the browser to fetch at once.
//
// Before that, while those scripts are still arriving, a returning member's account sync and
// league read go out (shared-auth's first calls: plain code bundled here, not the shared copy),
// and the screen the page opens on starts loading (opened-screen-early.ts).
import { sendFirstCalls } from 'shared-auth/first-calls';
import { preloadOpenedScreenEarly } from './remotes/opened-screen-early';

void sendFirstCalls().then((returning) => {
  // Someone signed out goes to the login page first: their opened screen would only take
  // bandwidth from it (the shell preloads it later anyway, preload-opening-screen.ts).
  if (returning) preloadOpenedScreenEarly(window.location.pathname);
});
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
