import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserDataRouter, ThemeProvider, Toaster } from 'shared-ui';
import { AuthProvider, type AuthBackend } from 'shared-auth';
import type { RuntimeConfig } from 'shared-contracts';
import { createQueryClient, forgetEveryAnswer } from './query-client';

export interface AppProvidersProps {
  config: RuntimeConfig;
  children?: ReactNode;
  /**
   * 'browser' (default) wraps the app in a browser data router (so screens can block leaving
   * with unsaved changes); 'none' when the caller supplies its own router around AppProviders.
   */
  router?: 'browser' | 'none';
  /** Defaults to a fresh createQueryClient(). */
  queryClient?: QueryClient;
  /** Defaults to Firebase per `config`. */
  authBackend?: AuthBackend;
}

/**
 * Everything a page needs around its routes: query client, theme (+ global styles), router,
 * auth, and the toast region. The shell and each remote running alone bootstrap with it. A
 * league switch forgets every cached answer: nothing of the old league is shown in the new.
 */
export function AppProviders({ config, children, router = 'browser', queryClient, authBackend }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <AuthProvider config={config} backend={authBackend} onLeagueChange={() => forgetEveryAnswer(client)}>
      {children}
    </AuthProvider>
  );
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {router === 'browser' ? <BrowserDataRouter>{app}</BrowserDataRouter> : app}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
