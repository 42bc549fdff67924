import { createFallbackPlugin } from './fallback-plugin';
import { RemoteUnavailableError } from './remote-unavailable-error';

const args = (
  lifecycle: 'onLoad' | 'afterResolve',
  error: unknown = new Error('RUNTIME-003: failed to get manifest'),
) => ({
  id: 'mf_players/Players',
  error,
  from: 'runtime' as const,
  lifecycle,
  origin: {} as never,
});

describe('fallback plugin', () => {
  it('answers a load that failed with a stand-in whose screen throws RemoteUnavailableError', () => {
    const log = jest.fn();
    const module = createFallbackPlugin(log).errorLoadRemote!(args('onLoad')) as { default: () => unknown };
    expect(() => module.default()).toThrow(RemoteUnavailableError);
    expect(() => module.default()).toThrow(
      'mf_players/Players could not be loaded: RUNTIME-003: failed to get manifest',
    );
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('leaves earlier lifecycles alone, so the failure reaches the load once', () => {
    expect(createFallbackPlugin(jest.fn()).errorLoadRemote!(args('afterResolve'))).toBeUndefined();
  });
});
