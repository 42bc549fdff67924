import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, Toaster } from 'shared-ui';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthBackend } from './auth/backend';
import type { RuntimeConfig } from './config/runtime-config';
import { createQueryClient } from './query/query-client';

export interface AppProvidersProps {
  config: RuntimeConfig;
  children?: ReactNode;
  /**
   * 'browser' (default) wraps the app in a BrowserRouter; 'none' when the caller supplies its
   * own router around AppProviders (a data router, or a MemoryRouter in tests).
   */
  router?: 'browser' | 'none';
  /** Defaults to a fresh createQueryClient(). */
  queryClient?: QueryClient;
  /** Defaults to Firebase per `config`. */
  authBackend?: AuthBackend;
}

/**
 * Everything a page needs around its routes: query client, theme (+ global styles), router,
 * auth, and the toast region. The shell and each remote running alone bootstrap with it.
 */
export function AppProviders({ config, children, router = 'browser', queryClient, authBackend }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <AuthProvider config={config} backend={authBackend}>
      {children}
    </AuthProvider>
  );
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {router === 'browser' ? <BrowserRouter>{app}</BrowserRouter> : app}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
