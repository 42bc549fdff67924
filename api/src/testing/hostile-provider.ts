/**
 * A hostile provider on loopback, for tests of what our clients do with answers that no real
 * provider sends (docs/sleeper.md §7): a small HTTP server whose `answer` may answer a request
 * itself (an oversized or endless body, a redirect elsewhere, a huge Retry-After, a league of
 * 3,000 rosters); any request it leaves is passed on unchanged to `upstream` (the fake
 * provider), so everything else about the league is as usual.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers `path` (after the base, e.g. `/league/1/rosters`) and says true, or says false to pass it on. */
export type HostileAnswer = (
  path: string,
  response: ServerResponse,
  request: IncomingMessage,
) => boolean | Promise<boolean>;

export type HostileProvider = {
  /** The base address to hand our client, in place of the upstream's (same path prefix). */
  apiBase: string;
  /** Paths asked for, in order, whoever answered them. */
  asked: string[];
  /** Replaces the answer (null: pass everything on). */
  answer(answer: HostileAnswer | null): void;
  close(): Promise<void>;
};

/** A hostile provider in front of `upstream` (an API base such as `http://127.0.0.1:4000/v1`), or of nothing. */
export async function startHostileProvider(upstream: string | null): Promise<HostileProvider> {
  const prefix = upstream ? new URL(upstream).pathname.replace(/\/$/, '') : '/v1';
  let current: HostileAnswer | null = null;
  const asked: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '/';
      const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
      asked.push(path);
      if (current && (await current(path, response, request))) return;
      if (!upstream) {
        response.writeHead(404).end();
        return;
      }
      const passed = await fetch(`${upstream}${path}`, { headers: { accept: 'application/json' } });
      response.writeHead(passed.status, { 'content-type': passed.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await passed.arrayBuffer()));
    })().catch(() => response.destroy());
  });
  // An endless answer is still being written when the client hangs up: that is no failure here.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}${prefix}`,
    asked,
    answer(answer) {
      current = answer;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes JSON with its length, as a provider would. */
export function sendJson(response: ServerResponse, value: unknown, status = 200): true {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
  return true;
}

/**
 * Writes a body that never ends (`start`, then `unit` over and over for as long as the client
 * reads: by default `[0,0,…`), without a length; answers how many bytes were written once the
 * client hung up.
 */
export function sendEndless(response: ServerResponse, start = '[', unit = '0,'): Promise<number> {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write(start);
  const chunk = Buffer.from(unit.repeat(Math.ceil((64 * 1024) / unit.length)));
  let written = start.length;
  return new Promise((resolve) => {
    const write = () => {
      while (!response.destroyed && response.write(chunk)) written += chunk.length;
      if (response.destroyed) resolve(written);
      else written += chunk.length;
    };
    response.on('drain', write);
    response.on('close', () => resolve(written));
    write();
  });
}
