import { EventSource } from 'eventsource';
import type { FastifyInstance } from 'fastify';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import { bearer, type TestUser } from './identities';

/** One event as a stream's reader received it. */
export type ReceivedEvent = { name: string; id: string; data: Record<string, unknown> };

const NAMES = ['ready', 'activity', 'scores', 'reset'] as const;

/** The app's address once it listens on a free loopback port (a stream needs real HTTP, not inject). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app listens on no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * GET /api/events as a browser's client reads it (the `eventsource` package: the member's
 * bearer token and league on each connection, Last-Event-ID on a reconnect), keeping every
 * event in order. `next` waits for the first event after those already taken that matches.
 */
export class EventStreamReader {
  readonly events: ReceivedEvent[] = [];
  private taken = 0;
  private wake: (() => void) | null = null;
  private readonly source: EventSource;
  /** The HTTP status of a refused connection (the client then stops), or null. */
  failedWith: number | null = null;

  constructor(base: string, user: TestUser, leagueId: number, lastEventId?: number | string) {
    const headers: Record<string, string> = { ...bearer(user), [LEAGUE_ID_HEADER]: String(leagueId) };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    this.source = new EventSource(`${base}/api/events`, {
      fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, ...headers } }),
    });
    for (const name of NAMES)
      this.source.addEventListener(name, (event) => {
        this.events.push({ name, id: event.lastEventId, data: JSON.parse(event.data) as Record<string, unknown> });
        this.wake?.();
      });
    this.source.addEventListener('error', (event) => {
      if (this.source.readyState === this.source.CLOSED) this.failedWith = event.code ?? 0;
      this.wake?.();
    });
  }

  /** The next event (after those taken) that `matches`; events skipped on the way are taken too. */
  async next(matches: (event: ReceivedEvent) => boolean = () => true): Promise<ReceivedEvent> {
    for (;;) {
      while (this.taken < this.events.length) {
        const event = this.events[this.taken++]!;
        if (matches(event)) return event;
      }
      if (this.failedWith !== null) throw new Error(`the stream was refused: ${this.failedWith}`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Events received and not yet taken. */
  pending(): ReceivedEvent[] {
    return this.events.slice(this.taken);
  }

  close(): void {
    this.source.close();
  }
}
