// The page's one connection to the league's live stream (GET /api/events, docs/api.md §20),
// loaded after the first view (the shell imports it lazily): the `eventsource` package reads
// the stream over fetch, so every connection carries the API client's headers (a fresh
// Firebase ID token, the tab's league), and resumes with Last-Event-ID after a drop.
import type { QueryClient } from '@tanstack/react-query';
import { EventSource } from 'eventsource';
import { ApiError, api } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { activityEvent, scoresEvent } from 'shared-contracts/live-events';
import {
  invalidateEverything,
  invalidateForActivity,
  invalidateForScores,
  retryFailedReads,
} from './live-invalidations';

/**
 * `connecting`: the first connection is being made (nothing to show); `live`: every event
 * since is here; `offline`: the stream dropped and is reconnecting, catching up on what it
 * missed once back; `stopped`: refused for good (signed out, no longer a member).
 */
export type LiveStatus = 'connecting' | 'live' | 'offline' | 'stopped';

export type LiveStreamOptions = {
  queryClient: QueryClient;
  onStatus: (status: LiveStatus) => void;
  /** Where the stream is: the same origin's, through the site's /api proxy, unless a test says. */
  url?: string;
};

/** A refusal no retry changes: not signed in, not a member, a bad request. A 429 (too many streams) is tried again. */
const isFinal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Opens the stream and keeps it open: each event invalidates what it changed (one place,
 * live-invalidations.ts). The package reconnects after a drop or a failed request, each time
 * through the API client (a token refreshed meanwhile is the one sent). Answers the function
 * that closes it (sign-out, another league, the page going away).
 */
export function openLiveStream({ queryClient, onStatus, url }: LiveStreamOptions): () => void {
  // Kept here too, not only inside the package: every connection sends it, the first of a
  // page included, and a refused one never loses it.
  let lastEventId: string | null = null;
  let status: LiveStatus = 'connecting';
  const tell = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
  };
  const source = new EventSource(url ?? endpoints.streamEvents.path, {
    fetch: async (_url, init) => {
      const headers: Record<string, string> = { ...init.headers };
      if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
      try {
        return await api.raw(endpoints.streamEvents, { signal: init.signal, headers });
      } catch (error) {
        if (isFinal(error)) {
          source.close();
          tell('stopped');
        }
        throw error;
      }
    },
  });
  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };
  source.addEventListener('ready', (event) => {
    remember(event);
    retryFailedReads(queryClient);
    tell('live');
  });
  source.addEventListener('reset', (event) => {
    remember(event);
    invalidateEverything(queryClient);
    tell('live');
  });
  source.addEventListener('activity', (event) => {
    remember(event);
    const item = activityEvent.safeParse(JSON.parse(event.data));
    // An event this page cannot read (a newer API): every view reads again rather than miss it.
    if (item.success) invalidateForActivity(queryClient, item.data.kind);
    else invalidateEverything(queryClient);
  });
  source.addEventListener('scores', (event) => {
    remember(event);
    if (scoresEvent.safeParse(JSON.parse(event.data)).success) invalidateForScores(queryClient);
    else invalidateEverything(queryClient);
  });
  source.addEventListener('error', () => {
    // CLOSED: refused for good (told above, or a response that is no event stream); else
    // the package reconnects, and `ready` (or `reset`) says when it has caught up.
    if (source.readyState === source.CLOSED) tell('stopped');
    else tell('offline');
  });
  return () => source.close();
}
