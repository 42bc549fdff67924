// Module Federation runtime plugin: a remote's manifest or entry script that fails to load is
// tried once more after a short pause before the failure reaches the screen. A server that
// is restarting or a dropped connection then costs the user nothing.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

export interface RetryOptions {
  /** Extra attempts after the first (default 1). */
  retries?: number;
  delayMs?: number;
  fetchImpl?: typeof fetch;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRetryPlugin({
  retries = 1,
  delayMs = 300,
  fetchImpl,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const doFetch: typeof fetch = (...args) => (fetchImpl ?? globalThis.fetch)(...args);

  return {
    name: 'fantasy-league-retry',

    // Manifests (mf-manifest.json) are fetched through this hook.
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await doFetch(url, init);
          if (response.ok) return response;
          if (attempt >= retries) throw new Error(`${url} answered ${response.status}`);
        } catch (error) {
          if (attempt >= retries) throw error;
        }
        await wait(delayMs);
      }
    },

    // A remote entry script (remoteEntry.js) that failed to load: forget the failed attempt
    // and load it once more. The runtime hands us a loader that does not come back here.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
      const again = wait(delayMs).then(async () => (await getRemoteEntry({ origin, remoteInfo })) || undefined);
      // The hook's declared type nests the promise; awaiting it unwraps both levels alike.
      return Promise.resolve(again) as unknown as LoadEntryErrorResult;
    },
  };
}

export default createRetryPlugin;
