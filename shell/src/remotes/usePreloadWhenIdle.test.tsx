import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ScreenPreloader } from './preload-screens';
import { queriesSettled, usePreloadWhenIdle } from './usePreloadWhenIdle';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(), loadRemote: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloading the other screens once one is shown', () => {
  it('asks for every screen but the one shown, in sidebar order, once the page’s queries have settled', async () => {
    const client = new QueryClient();
    const preloader: ScreenPreloader = { preload: jest.fn(), preloadWhenIdle: jest.fn(async () => {}) };
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePreloadWhenIdle(preloader), { wrapper });

    result.current('mf_dashboard/Home');
    expect(preloader.preloadWhenIdle).toHaveBeenCalledWith(
      [
        'mf_dashboard/Teams',
        'mf_dashboard/Activity',
        'mf_dashboard/Records',
        'mf_picks/DraftPicks',
        'mf_players/Players',
        'mf_trades/TradeCenter',
        'mf_schedule/Schedule',
        'mf_settings/Settings',
      ],
      expect.any(Function),
    );

    // The second argument waits for the page's data.
    let finish: (value: string) => void = () => {};
    void client.fetchQuery({
      queryKey: ['standings'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    });
    let settled = false;
    void jest.mocked(preloader.preloadWhenIdle).mock.calls[0]![1]!().then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    finish('done');
    await flush();
    expect(settled).toBe(true);
  });
});

describe('queriesSettled', () => {
  it('answers at once when nothing is fetching', async () => {
    await expect(queriesSettled(new QueryClient())).resolves.toBeUndefined();
  });

  it('waits for every query in flight, not just the first', async () => {
    const client = new QueryClient();
    const finishers: Array<() => void> = [];
    for (const key of ['a', 'b'])
      void client.fetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<number>((resolve) => finishers.push(() => resolve(1))),
      });
    let settled = false;
    void queriesSettled(client).then(() => {
      settled = true;
    });
    finishers[0]!();
    await flush();
    expect(settled).toBe(false);
    finishers[1]!();
    await flush();
    expect(settled).toBe(true);
  });
});
