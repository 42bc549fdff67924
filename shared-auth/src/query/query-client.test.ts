import { createQueryClient, PLAYERS_STALE_TIME_MS, playersCacheOptions } from './query-client';

describe('createQueryClient', () => {
  it("has SPEC's defaults: no retries, no refetch on focus, no polling, never stale", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('caches players for five minutes', () => {
    expect(PLAYERS_STALE_TIME_MS).toBe(300_000);
    expect(playersCacheOptions).toEqual({ staleTime: 300_000 });
  });
});
