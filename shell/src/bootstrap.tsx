// Starts the shell: reads the runtime settings and the remotes' addresses the server gives
// it, registers the remotes (and starts loading the screen the page opens on), then renders
// the site.
import { mountApp } from 'shared-app';
import { App } from './app/App';
import { preloadOpeningScreen } from './remotes/preload-opening-screen';
import { registerRemotesFromFile } from './remotes/register-remotes';

void mountApp(<App />, {
  before: async () => {
    await registerRemotesFromFile();
    preloadOpeningScreen(window.location.pathname);
  },
});
