// Starts the shell: reads the runtime settings and the remotes' addresses the server gives
// it, registers the remotes, then renders the site.
import { createRoot } from 'react-dom/client';
import { AppProviders, loadRuntimeConfig } from 'shared-auth';
import { App } from './app/App';
import { registerRemotesFromFile } from './remotes/register-remotes';

async function start() {
  const [config] = await Promise.all([loadRuntimeConfig(), registerRemotesFromFile()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <AppProviders config={config}>
      <App />
    </AppProviders>,
  );
}

void start();
