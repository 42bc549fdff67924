import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserDataRouter, ThemeProvider, Toaster } from 'shared-ui';
import { AuthProvider, type AuthBackend } from 'shared-auth';
import type { RuntimeConfig } from 'shared-contracts';
import { indexedDbStorage } from './persisted-answers/answer-records';
import { createPersistedAnswers } from './persisted-answers/persisted-answers';
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
  /**
   * Keep a returning member's answers in IndexedDB (docs/web.md §15): true (default) where
   * the browser has IndexedDB.
   */
  persistAnswers?: boolean;
}

/**
 * Everything a page needs around its routes: query client, theme (+ global styles), router,
 * auth, and the toast region. The shell and each remote running alone bootstrap with it. A
 * league switch and a sign-out forget every cached answer: nothing of the old league is shown
 * in the new, nothing of one member to the next. A returning member's answers are kept in
 * IndexedDB and restored before the first screen (docs/web.md §15).
 */
export function AppProviders({
  config,
  children,
  router = 'browser',
  queryClient,
  authBackend,
  persistAnswers = true,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [answers] = useState(() =>
    persistAnswers && typeof indexedDB !== 'undefined'
      ? createPersistedAnswers(client, { storage: indexedDbStorage() })
      : undefined,
  );
  const app = (
    <AuthProvider
      config={config}
      backend={authBackend}
      lastKnown={answers}
      onLeagueChange={async () => {
        // The old league's record goes with its answers (docs/web.md §15).
        await answers?.forget();
        await forgetEveryAnswer(client);
      }}
      onSignedOut={() => forgetEveryAnswer(client)}
    >
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
