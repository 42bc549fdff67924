// Module Federation runtime plugin (errorLoadRemote hook): when a remote stays unreachable
// after the retry, the shell gets a stand-in module instead of the runtime's error code. The
// stand-in's screen throws a RemoteUnavailableError, which the route's error boundary shows
// as an error card with Retry, while the sidebar and the other routes keep working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError, type UnavailableStandIn } from './remote-unavailable-error';

export function createFallbackPlugin(
  log: (message: string, error: unknown) => void = console.error,
): ModuleFederationRuntimePlugin {
  return {
    name: 'fantasy-league-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (the manifest, the entry) fail on into 'onLoad'; answer once there.
      if (lifecycle !== 'onLoad') return undefined;
      const unavailable = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(id, error);
      log(`[shell] ${unavailable.message}`, error);
      const UnavailableScreen = () => {
        throw unavailable;
      };
      // Marked, so that a preload's stand-in is told from the screen and dropped (screen-modules.ts).
      const standIn: UnavailableStandIn = { default: UnavailableScreen, __esModule: true, unavailable };
      return standIn;
    },
  };
}

export default createFallbackPlugin;
