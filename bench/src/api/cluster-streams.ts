// The cluster bench's live-stream clients (docs/benchmarks.md §9): each reads GET /api/events
// through the balancer as a browser's EventSource does, and when its stream ends or is refused
// it connects again with Last-Event-ID (docs/api.md §20), after the 2 s the server's `retry:` asks.
import { setTimeout as pause } from 'node:timers/promises';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import type { BenchUser } from './sign-in';

const RECONNECT_MS = 2000;

export class ClusterStreamClient {
  /** Ids of the `activity` events received (a repeat after a reconnect is kept once). */
  readonly activityIds = new Set<number>();
  /** Connections made again after the first stream had opened (one per ended or refused stream). */
  reconnects = 0;
  /** `reset` events: the stream could not tell what was missed. */
  resets = 0;
  private lastEventId: string | null = null;
  private readonly stopper = new AbortController();
  private readonly done: Promise<void>;
  /** Resolves once the first stream has sent `ready`. */
  readonly ready: Promise<void>;
  private markReady!: () => void;

  constructor(
    private readonly baseUrl: string,
    private readonly user: BenchUser,
  ) {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.done = this.run();
  }

  private async run(): Promise<void> {
    let opened = false;
    while (!this.stopper.signal.aborted) {
      try {
        const response = await fetch(`${this.baseUrl}/api/events`, {
          headers: {
            authorization: `Bearer ${this.user.token}`,
            [LEAGUE_ID_HEADER]: String(this.user.leagueId),
            accept: 'text/event-stream',
            ...(this.lastEventId === null ? {} : { 'last-event-id': this.lastEventId }),
          },
          signal: this.stopper.signal,
        });
        if (response.ok && response.body) {
          opened = true;
          await this.read(response.body);
        } else await response.arrayBuffer().catch(() => undefined);
      } catch {
        // The stream ended with its instance, or never opened: connect again below.
      }
      if (this.stopper.signal.aborted) return;
      if (opened) this.reconnects += 1;
      await pause(RECONNECT_MS, undefined, { signal: this.stopper.signal }).catch(() => undefined);
    }
  }

  /** Parses the stream's events (SSE: `id:`, `event:`, `data:` lines, a blank line ends one). */
  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let name = 'message';
    let id: string | null = null;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (line === '') {
          if (id !== null) this.lastEventId = id;
          if (name === 'ready') this.markReady();
          if (name === 'reset') this.resets += 1;
          if (name === 'activity' && id !== null) this.activityIds.add(Number(id));
          name = 'message';
          id = null;
        } else if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('id:')) id = line.slice(3).trim();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopper.abort();
    await this.done;
  }
}
