// The league's live stream for the whole page (docs/web.md §13): opened once the signed-in
// layout has rendered, by a dynamic import, so the first view carries neither the stream's
// client nor its package; opened again for another league or another user. Every screen
// updates through the invalidations it makes, none through a stream of its own. While it is
// down, a small status says so: the page shows what it had, and catches up once back. The same
// place says when the browser itself is offline (writes are refused then) and whether the
// league shown is the member's last known one or was just updated (docs/web.md §15).
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { PAGE_QUIET_MS, whenQuiet } from 'shared-app';
import { useAuth } from 'shared-auth';
import { Badge } from 'shared-ui';

/** The words of the status while the stream is down. */
export const OFFLINE_TEXT = 'Offline — catching up';

/** docs/web.md §15, the browser offline: the page keeps what it shows and saves nothing. */
export const BROWSER_OFFLINE_TEXT =
  'Offline: showing the last known league. Nothing can be saved until you are back online.';

/** docs/web.md §15: the league shown is the member's last known one, being confirmed. */
export const LAST_KNOWN_TEXT = 'Showing your league as last seen';

/** docs/web.md §15: the last known league was confirmed and every screen's answers refreshed. */
export const UPDATED_TEXT = 'Updated just now';

/** How long "Updated just now" stays: after that it would no longer be true. */
const UPDATED_SHOWN_MS = 60_000;

type Status = 'connecting' | 'live' | 'offline' | 'stopped';

/** Opens the stream; answers the function that closes it. */
export type OpenLiveStream = (options: { queryClient: QueryClient; onStatus: (status: Status) => void }) => () => void;

/** docs/web.md §13: the stream's client loads once the page has been quiet this long (shared-app's whenQuiet). */
export const LIVE_QUIET_MS = PAGE_QUIET_MS;

/** The site's: the stream's client, loaded after the first view (its own chunk). */
const loadAndOpen = (options: Parameters<OpenLiveStream>[0]) => {
  let close: (() => void) | null = null;
  let ended = false;
  const cancel = whenQuiet(options.queryClient, () => {
    // The service worker is registered at the same quiet moment, so neither its registration
    // nor the files it fetches count against the first view (docs/web.md §14).
    import('../offline/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('Registering the service worker failed', error));
    import('shared-app/live')
      .then(({ openLiveStream }) => {
        if (!ended) close = openLiveStream(options);
      })
      .catch((error: unknown) => console.error('Loading the live updates failed', error));
  });
  return () => {
    ended = true;
    cancel();
    close?.();
  };
};

/**
 * How the layout opens the stream: the site's by default; a unit test gives its own, or null
 * for none (msw answers no stream, and the package would retry it for as long as the test runs).
 */
export const LiveStreamContext = createContext<OpenLiveStream | null>(loadAndOpen);

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  min-height: 0;
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
`;

/** Keeps the stream open while a league is shown; answers its status. */
export function useLiveUpdates(): Status {
  const queryClient = useQueryClient();
  const open = useContext(LiveStreamContext);
  const { user, league } = useAuth();
  const [status, setStatus] = useState<Status>('connecting');
  const uid = user?.uid ?? null;
  const leagueId = league?.id ?? null;
  useEffect(() => {
    if (open === null || uid === null || leagueId === null) return undefined;
    setStatus('connecting');
    return open({ queryClient, onStatus: setStatus });
  }, [open, queryClient, uid, leagueId]);
  return status;
}

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online (the `online` and `offline` events). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

type Freshness = 'none' | 'last-known' | 'updated';

/**
 * 'last-known' while the page shows the member's league as last seen; 'updated' once the sync
 * has confirmed it and no screen is fetching any more (their restored answers refreshed),
 * for a minute.
 */
function useFreshness(): Freshness {
  const { showingLastKnown } = useAuth();
  const queryClient = useQueryClient();
  const [freshness, setFreshness] = useState<Freshness>(showingLastKnown ? 'last-known' : 'none');
  useEffect(() => {
    if (showingLastKnown) {
      setFreshness('last-known');
      return undefined;
    }
    if (freshness !== 'last-known') return undefined;
    const settled = () => {
      if (queryClient.isFetching() === 0) setFreshness('updated');
    };
    settled();
    return queryClient.getQueryCache().subscribe(settled);
  }, [showingLastKnown, freshness, queryClient]);
  useEffect(() => {
    if (freshness !== 'updated') return undefined;
    const timer = setTimeout(() => setFreshness('none'), UPDATED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [freshness]);
  return freshness;
}

/**
 * The page's state where it begins: the browser offline, the stream down, or the league shown
 * being the last known one; empty otherwise.
 */
export function LiveUpdates() {
  const status = useLiveUpdates();
  const online = useBrowserOnline();
  const freshness = useFreshness();
  return (
    // A polite live region that is always there (a region added with its words may go unread),
    // but not role="status": that role means "loading" to the screens' checks, and this one is
    // no loading indicator. data-live: the stream's state, for the end-to-end tests to wait on.
    <Bar
      aria-live="polite"
      aria-atomic="true"
      data-testid="live-status"
      data-live={status}
      data-online={online}
      data-freshness={freshness}
    >
      {!online ? (
        <Badge variant="warning">{BROWSER_OFFLINE_TEXT}</Badge>
      ) : status === 'offline' ? (
        <Badge variant="warning">{OFFLINE_TEXT}</Badge>
      ) : freshness === 'last-known' ? (
        <Badge>{LAST_KNOWN_TEXT}</Badge>
      ) : freshness === 'updated' ? (
        <Badge>{UPDATED_TEXT}</Badge>
      ) : null}
    </Bar>
  );
}
