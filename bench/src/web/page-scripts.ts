// Records the JavaScript a page fetches: each file's app (by the origin it came from), its
// size as the page received it (raw), after gzip -9 (what a server precompressing at build
// time would send at best), and on the wire (the encoded body as it crossed the network).
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

export type FetchedScript = { app: string; file: string; raw: number; gzip: number; wire: number; encoding: string };

export type ScriptRecorder = { stop(): Promise<FetchedScript[]> };

/**
 * Starts recording the scripts `page` requests; `stop()` takes no new ones and answers the
 * recorded ones once each has finished. `appOfOrigin` names the app an origin serves.
 */
export function recordScripts(page: Page, appOfOrigin: (origin: string) => string | undefined): ScriptRecorder {
  const pending: Promise<FetchedScript | null>[] = [];
  let stopped = false;
  const onRequest = (request: Request) => {
    if (stopped) return;
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const app = appOfOrigin(url.origin);
    if (!app) return;
    pending.push(describe(request, app, url));
  };
  page.on('request', onRequest);
  return {
    async stop() {
      stopped = true;
      page.off('request', onRequest);
      const scripts = await Promise.all(pending);
      return scripts.filter((script): script is FetchedScript => script !== null);
    },
  };
}

async function describe(request: Request, app: string, url: URL): Promise<FetchedScript | null> {
  const response = await request.response();
  // A failed or cached-away request fetched nothing.
  if (!response || response.status() !== 200) return null;
  const body = await response.body();
  const sizes = await request.sizes();
  return {
    app,
    file: url.pathname.split('/').pop()!,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    wire: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
  };
}
