// Starts the shell: reads the runtime settings and the remotes' addresses the server gives
// it, registers the remotes, then renders the site.
import { mountApp } from 'shared-app';
import { App } from './app/App';
import { registerRemotesFromFile } from './remotes/register-remotes';

void mountApp(<App />, { before: registerRemotesFromFile });
