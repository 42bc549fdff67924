// Puts a web app on the page: reads the runtime settings the server gives (/config.json),
// waits for anything else the app needs first (the shell registers its remotes), then renders
// it inside the providers every app shares. The shell and each remote running alone start
// this way, so they sign in, fetch and theme identically.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { loadRuntimeConfig } from './runtime-config';

export async function mountApp(app: ReactElement, options: { before?: () => Promise<unknown> } = {}): Promise<void> {
  const [config] = await Promise.all([loadRuntimeConfig(), options.before?.()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<AppProviders config={config}>{app}</AppProviders>);
}
