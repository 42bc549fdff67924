// How the app's queries behave with docs/web.md §1's defaults, through TanStack Query's own
// observers (what useQuery runs on): asked once, never again on focus or remount until a change
// invalidates them; the players query alone goes stale, after five minutes.
import { focusManager, onlineManager, QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createQueryClient, forgetEveryAnswer, PLAYERS_STALE_TIME_MS, playersCacheOptions } from './query-client';

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => client.clear());

/** A component's useQuery: subscribes until unmount() and reports each result. */
function mount(queryKey: QueryKey, queryFn: () => Promise<unknown>, options: { staleTime?: number } = {}) {
  const observer = new QueryObserver(client, { queryKey, queryFn, ...options });
  const unmount = observer.subscribe(() => {});
  return { observer, unmount };
}

describe('the query client', () => {
  it('on a page opened offline, a read of a kept answer waits, keeping the answer, and is sent once back online', async () => {
    const offline = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      client = createQueryClient();
      // As QueryClientProvider does: the client hears the browser going online.
      client.mount();
      client.setQueryData(['standings'], ['kept']);
      await client.invalidateQueries({ queryKey: ['standings'] });
      const queryFn = jest.fn(async () => ['fresh']);
      const { observer } = mount(['standings'], queryFn);
      expect(observer.getCurrentResult().fetchStatus).toBe('paused');
      expect(observer.getCurrentResult().data).toEqual(['kept']);
      expect(queryFn).not.toHaveBeenCalled();
      onlineManager.setOnline(true);
      await waitFor(() => expect(observer.getCurrentResult().data).toEqual(['fresh']));
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
      client.unmount();
    }
  });

  it('asks a failing query once: no retry, the error shows at once', async () => {
    const queryFn = jest.fn(async () => {
      throw new Error('500: database is down');
    });
    const { observer } = mount(['teams'], queryFn);
    await waitFor(() => expect(observer.getCurrentResult().isError).toBe(true), { timeout: 1500 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('sends a failing mutation once', async () => {
    const mutationFn = jest.fn(async () => {
      throw new Error('409: taken');
    });
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow(
      '409: taken',
    );
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('never refetches on focus, on remount or by itself; an invalidation does', async () => {
    const queryFn = jest.fn(async () => ['Bayou Bandits']);
    const first = mount(['teams'], queryFn);
    await waitFor(() => expect(first.observer.getCurrentResult().isSuccess).toBe(true));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    first.unmount();
    const again = mount(['teams'], queryFn);
    expect(again.observer.getCurrentResult().data).toEqual(['Bayou Bandits']);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await client.invalidateQueries({ queryKey: ['teams'] });
    expect(queryFn).toHaveBeenCalledTimes(2);
    again.unmount();
  });

  it('keeps players for five minutes, then reads them again on the next mount', async () => {
    expect(PLAYERS_STALE_TIME_MS).toBe(5 * 60 * 1000);
    const queryFn = jest.fn(async () => ['Jalen Hurts']);
    const first = mount(['players', 2025], queryFn, playersCacheOptions);
    await waitFor(() => expect(first.observer.getCurrentResult().isSuccess).toBe(true));
    first.unmount();

    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + PLAYERS_STALE_TIME_MS - 1000);
    mount(['players', 2025], queryFn, playersCacheOptions).unmount();
    expect(queryFn).toHaveBeenCalledTimes(1);

    clock.mockReturnValue(now + PLAYERS_STALE_TIME_MS + 1000);
    mount(['players', 2025], queryFn, playersCacheOptions);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});

describe('forgetEveryAnswer (a league switch)', () => {
  it("drops every cached answer and cancels the ones under way, so none of the old league's lands afterwards", async () => {
    await client.fetchQuery({ queryKey: ['teams'], queryFn: async () => ['old league team'] });
    let finish!: (value: string[]) => void;
    let aborted = false;
    const pending = client
      .fetchQuery({
        queryKey: ['players'],
        queryFn: ({ signal }) => {
          signal.addEventListener('abort', () => (aborted = true));
          return new Promise<string[]>((resolve) => (finish = resolve));
        },
      })
      .catch(() => 'cancelled');
    await forgetEveryAnswer(client);
    finish(['old league player']);
    await pending;
    expect(aborted).toBe(true);
    expect(client.getQueryData(['teams'])).toBeUndefined();
    expect(client.getQueryData(['players'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
