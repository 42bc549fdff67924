// What a route calls once its screen is on the page: preload the other screens (sidebar order)
// when the page's data has arrived and the browser is idle, so the first view's own requests
// never share the network with them.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { navGroups } from '../layout/nav-items';
import { screenPreloader, type ScreenPreloader } from './preload-screens';

/** Resolves once no query of `client` is fetching. */
export function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

const screensInSidebarOrder = navGroups.flatMap((group) => group.items.map((item) => item.remoteId));

/** Returns `(shownId) => void`: preloads every screen but the one shown, while idle. */
export function usePreloadWhenIdle(preloader: ScreenPreloader = screenPreloader): (shownId: string) => void {
  const client = useQueryClient();
  return useCallback(
    (shownId: string) => {
      void preloader.preloadWhenIdle(
        screensInSidebarOrder.filter((id) => id !== shownId),
        () => queriesSettled(client),
      );
    },
    [client, preloader],
  );
}
