import { onlineManager, QueryClient } from '@tanstack/react-query';

/** docs/web.md §1: the players query is cached for 5 minutes. */
export const PLAYERS_STALE_TIME_MS = 5 * 60 * 1000;

/** Spread into the players query's options: `useQuery({ ...playersCacheOptions, queryKey, queryFn })`. */
export const playersCacheOptions = { staleTime: PLAYERS_STALE_TIME_MS } as const;

/**
 * docs/web.md §1's data-fetching defaults: no retry for queries or mutations, no refetch on window
 * focus, no polling, data never stale (a view refetches when a change invalidates it). A write is
 * never paused while offline to be sent later (TanStack's default): it runs at once, and the API
 * client refuses it with a message (docs/web.md §15).
 */
export function createQueryClient(): QueryClient {
  // TanStack starts out online and learns otherwise only from the browser's `offline` event: a
  // page opened offline (from the service worker) would send every read and show its failure
  // over the kept answers, where an offline read waits, keeping them, until the browser is back
  // online (docs/web.md §15).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Forgets every answer when the tab switches league (docs/screens/shell.md §2.5): the requests
 * still under way are cancelled first, so none of the old league's answers lands in the cache
 * after it was cleared.
 */
export async function forgetEveryAnswer(client: QueryClient): Promise<void> {
  await client.cancelQueries();
  client.clear();
}
