// mf-settings on its own (`pnpm --filter mf-settings dev`): the same providers the shell gives it
// (AppProviders: router, query client, theme, sign-in), so the screens can be developed without the shell.
import { createRoot } from 'react-dom/client';
import { AppProviders, loadRuntimeConfig } from 'shared-auth';
import { StandaloneApp } from './StandaloneApp';

async function start() {
  const config = await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <AppProviders config={config}>
      <StandaloneApp />
    </AppProviders>,
  );
}

void start();
