import { createRetryPlugin } from './retry-plugin';

const ok = () => new Response('{"name":"mf_players"}', { status: 200 });

describe('retry plugin', () => {
  it('fetches a manifest again once when the first attempt fails', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok());
    const plugin = createRetryPlugin({ delayMs: 0, fetchImpl: fetchImpl as typeof fetch });
    const response = await plugin.fetch!('http://127.0.0.1:3002/mf-manifest.json', {});
    expect(response && (await response.json())).toEqual({ name: 'mf_players' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('tries again after an error status too', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(ok());
    const plugin = createRetryPlugin({ delayMs: 0, fetchImpl: fetchImpl as typeof fetch });
    const response = await plugin.fetch!('http://x/mf-manifest.json', {});
    expect(response && response.status).toBe(200);
  });

  it('gives up after one retry with the last failure', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = createRetryPlugin({ delayMs: 0, fetchImpl: fetchImpl as typeof fetch });
    await expect(plugin.fetch!('http://x/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports a manifest that keeps answering an error status', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue(new Response('', { status: 404 }));
    const plugin = createRetryPlugin({ delayMs: 0, fetchImpl: fetchImpl as typeof fetch });
    await expect(plugin.fetch!('http://x/mf-manifest.json', {})).rejects.toThrow(
      'http://x/mf-manifest.json answered 404',
    );
  });

  it('loads a failed remote entry script once more, forgetting the failed attempt', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'mf_players:entry': Promise.resolve() };
    const plugin = createRetryPlugin({ delayMs: 0 });
    const result = await plugin.loadEntryError!({
      getRemoteEntry,
      origin: {} as never,
      remoteInfo: { name: 'mf_players' } as never,
      globalLoading: globalLoading as never,
      uniqueKey: 'mf_players:entry',
    });
    expect(await result).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(globalLoading['mf_players:entry']).toBeUndefined();
  });
});
