// The league's live stream for the whole page (docs/web.md §13): opened once the signed-in
// layout has rendered, by a dynamic import, so the first view carries neither the stream's
// client nor its package; opened again for another league or another user. Every screen
// updates through the invalidations it makes, none through a stream of its own. While it is
// down, a small status says so: the page shows what it had, and catches up once back.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { Badge } from 'shared-ui';

/** The words of the status while the stream is down. */
export const OFFLINE_TEXT = 'Offline — catching up';

type Status = 'connecting' | 'live' | 'offline' | 'stopped';

/** Opens the stream; answers the function that closes it. */
export type OpenLiveStream = (options: { queryClient: QueryClient; onStatus: (status: Status) => void }) => () => void;

/**
 * How long the page must have been quiet (no query fetching, no resource arriving) before the
 * stream's client starts loading: the first view's own scripts and calls go first (the first
 * view's budget counts neither the client nor the stream), and a test's or a tool's "network
 * idle" (500 ms without a request) has come before the stream holds a request open. A fresh
 * page's stream starts where the log stands then: a change made in those moments shows on the
 * next one.
 */
export const LIVE_QUIET_MS = 1000;
const QUIET_CHECK_MS = 250;

/** The newest moment a resource of the page finished arriving (ms since the page began). */
function lastResourceEnd(): number {
  const entries = performance.getEntriesByType('resource');
  return entries.reduce((latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd), 0);
}

/** Calls `start` once the page has been quiet for LIVE_QUIET_MS; answers the function that cancels it. */
function whenQuiet(queryClient: QueryClient, start: () => void): () => void {
  const timer = setInterval(() => {
    if (queryClient.isFetching() > 0 || performance.now() - lastResourceEnd() < LIVE_QUIET_MS) return;
    clearInterval(timer);
    start();
  }, QUIET_CHECK_MS);
  return () => clearInterval(timer);
}

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

/** The stream's status where the page begins: empty while live, a warning while offline. */
export function LiveUpdates() {
  const status = useLiveUpdates();
  return (
    // A polite live region that is always there (a region added with its words may go unread),
    // but not role="status": that role means "loading" to the screens' checks, and this one is
    // no loading indicator. data-live: the stream's state, for the end-to-end tests to wait on.
    <Bar aria-live="polite" aria-atomic="true" data-testid="live-status" data-live={status}>
      {status === 'offline' && <Badge variant="warning">{OFFLINE_TEXT}</Badge>}
    </Bar>
  );
}
