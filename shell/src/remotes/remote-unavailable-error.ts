// The error a remote route's boundary shows when the remote could not be loaded (its server
// is down, its manifest is missing, its entry script failed). Kept free of React: the
// runtime plugins that create it run before React is loaded.
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';

  constructor(
    /** Module Federation id, e.g. `mf_players/Players`. */
    readonly remoteId: string,
    override readonly cause?: unknown,
  ) {
    super(`${remoteId} could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`);
  }
}

/** `mf_players/Players` -> `mf_players`. */
export function remoteNameOf(remoteId: string): string {
  return remoteId.split('/')[0] ?? remoteId;
}

/**
 * The module the fallback plugin (fallback-plugin.ts) answers a remote that could not be
 * loaded with: a screen that throws `unavailable`, drawn by the route as its error card.
 */
export interface UnavailableStandIn {
  default: () => never;
  __esModule: true;
  unavailable: RemoteUnavailableError;
}

/** Whether a loaded module is the fallback plugin's stand-in rather than the remote's screen. */
export function isUnavailableStandIn(module: unknown): module is UnavailableStandIn {
  return (
    typeof module === 'object' &&
    module !== null &&
    (module as Partial<UnavailableStandIn>).unavailable instanceof RemoteUnavailableError
  );
}
