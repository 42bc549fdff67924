// The stream's client against msw answering GET /api/events as the API does (text/event-stream):
// each event invalidates its roots, a reconnect sends Last-Event-ID and a fresh token, and the
// status goes offline between the drop and the catch-up.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { connectApi } from 'shared-auth';
import { type ActivityItem, endpoints, LEAGUE_ID_HEADER, queryRoots } from 'shared-contracts';
import { http, HttpResponse, mswPath, server } from 'shared-testing';
import { openLiveStream, type LiveStatus } from './index';
import { ROOTS_OF_KIND } from './live-invalidations';

const proposal: ActivityItem = {
  id: 41,
  kind: 'trade.proposed',
  at: '2031-01-02T03:04:05.678Z',
  actor: 'Ann',
  teamIds: [1, 2],
  text: 'Ann proposed a trade between Otters and Bears',
};

/** A response that sends `text` and ends, as a stream the API closed (or a dropped connection). */
const eventStream = (text: string) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('openLiveStream', () => {
  let tokens = 0;
  let disconnect: () => void;
  beforeEach(() => {
    tokens = 0;
    disconnect = connectApi({ getToken: async () => `token-${++tokens}`, getLeagueId: () => 7 });
  });
  afterEach(() => disconnect());

  it('invalidates what each event changes, and resumes after the last id with a fresh token', async () => {
    const requests: Request[] = [];
    server.use(
      http.get(mswPath(endpoints.streamEvents), ({ request }) => {
        requests.push(request);
        if (requests.length === 1)
          return eventStream(
            `retry: 1\n\nid: 40\nevent: ready\ndata: {}\n\nid: 41\nevent: activity\ndata: ${JSON.stringify(proposal)}\n\n`,
          );
        return eventStream(
          `id: 42\nevent: scores\ndata: {"id":42,"season":2031,"weeks":[3]}\n\nevent: ready\ndata: {}\n\n`,
        );
      }),
    );
    const queryClient = new QueryClient();
    const invalidated: unknown[] = [];
    jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey?.[0]);
    });
    const statuses: LiveStatus[] = [];
    const close = openLiveStream({ queryClient, onStatus: (status) => statuses.push(status) });
    try {
      await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
      await waitFor(() => expect(invalidated).toContain(queryRoots.standings));
      const [first, second] = requests as [Request, Request];
      expect(first.headers.get('Authorization')).toBe('Bearer token-1');
      expect(first.headers.get(LEAGUE_ID_HEADER)).toBe('7');
      expect(first.headers.get('Last-Event-ID')).toBeNull();
      expect(second.headers.get('Authorization')).toBe('Bearer token-2');
      expect(second.headers.get('Last-Event-ID')).toBe('41');
      // The proposal: the feed and the trades (the Trade Center and the sidebar's count).
      expect(invalidated).toEqual(expect.arrayContaining([queryRoots.activity, ...ROOTS_OF_KIND['trade.proposed']]));
      expect(invalidated).toEqual(expect.arrayContaining([queryRoots.matchups, queryRoots.teams, queryRoots.players]));
      await waitFor(() => expect(statuses.slice(0, 3)).toEqual(['live', 'offline', 'live']));
    } finally {
      close();
    }
  });

  it('once caught up, reads again what failed while the connection was lost, and only that', async () => {
    // One connection, then none for a minute: the test sees one catch-up.
    server.use(
      http.get(mswPath(endpoints.streamEvents), () =>
        eventStream('retry: 60000\n\nid: 50\nevent: ready\ndata: {}\n\n'),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let standingsReads = 0;
    let teamsReads = 0;
    // Two screens' reads: the standings' failed (the connection was lost), the teams' did not.
    const standings = new QueryObserver(queryClient, {
      queryKey: [queryRoots.standings],
      queryFn: async () => {
        standingsReads += 1;
        if (standingsReads === 1) throw new TypeError('Failed to fetch');
        return 'rows';
      },
    });
    const teams = new QueryObserver(queryClient, {
      queryKey: [queryRoots.teams],
      queryFn: async () => {
        teamsReads += 1;
        return 'teams';
      },
    });
    const stopWatching = [standings.subscribe(() => undefined), teams.subscribe(() => undefined)];
    await waitFor(() => expect(standings.getCurrentResult().status).toBe('error'));
    await waitFor(() => expect(teams.getCurrentResult().data).toBe('teams'));
    const close = openLiveStream({ queryClient, onStatus: () => undefined });
    try {
      await waitFor(() => expect(standings.getCurrentResult().data).toBe('rows'));
      expect(standingsReads).toBe(2);
      expect(teamsReads).toBe(1);
    } finally {
      close();
      for (const stop of stopWatching) stop();
    }
  });

  it('stops for good when the API refuses the caller (no longer a member)', async () => {
    let calls = 0;
    server.use(
      http.get(mswPath(endpoints.streamEvents), () => {
        calls += 1;
        return HttpResponse.json({ message: 'You are not a member of this league' }, { status: 403 });
      }),
    );
    const statuses: LiveStatus[] = [];
    const close = openLiveStream({ queryClient: new QueryClient(), onStatus: (status) => statuses.push(status) });
    await waitFor(() => expect(statuses).toEqual(['stopped']));
    close();
    expect(calls).toBe(1);
  });
});
