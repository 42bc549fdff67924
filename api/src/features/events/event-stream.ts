import type { FastifyReply } from 'fastify';
import type { EventSink } from './event-hub';
import type { LiveEvent } from './live-events';

/** How long a client waits before reconnecting after the stream ends (the `retry:` field). */
const RECONNECT_MS = 2000;
/**
 * A client that reads slower than the league writes: past this much unsent, its stream ends,
 * and its reconnect resumes from the log (Last-Event-ID) rather than the API holding its backlog.
 */
const MAX_UNSENT_BYTES = 1 << 20;

/**
 * Answers the request with a Server-Sent Events stream written on the raw response, past
 * Fastify's serializer (docs/api.md §20): the API has no compression, and nothing buffers it.
 * `X-Accel-Buffering: no` asks nginx not to either; the headers the security plugin set
 * already (helmet's) go out with it.
 */
export function openEventStream(reply: FastifyReply): EventSink {
  reply.hijack();
  const response = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // Never stored: every event is the member's league's.
    'cache-control': 'no-cache, no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  response.write(`retry: ${RECONNECT_MS}\n\n`);
  const write = (text: string) => {
    if (response.writableEnded) return;
    response.write(text);
    if (response.writableLength > MAX_UNSENT_BYTES) response.end();
  };
  return {
    send: (event: LiveEvent) =>
      write(
        `${event.id === null ? '' : `id: ${event.id}\n`}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`,
      ),
    heartbeat: () => write(': keep-alive\n\n'),
    end: () => {
      if (!response.writableEnded) response.end();
    },
  };
}
