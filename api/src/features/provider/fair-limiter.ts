/**
 * A provider's rate limit shared fairly (docs/sleeper.md §7): the process stays under the
 * provider's rate as a whole, and when a call may go out, the next share in turn sends one:
 * each league (or person without a league) waiting is served in turn, whatever the others have
 * queued, and within a share, a screen's read goes before a look-up, a look-up before an
 * import. One league's hundred look-ups then delay another league's screen by one call, not by
 * a hundred.
 *
 * p-queue orders each share's calls by priority; p-throttle paces the slots. Neither chooses
 * between queues, so the turn-taking between shares is this module's: a ring of the shares
 * waiting, each with at most one call asking for a slot at a time.
 */
import PQueue from 'p-queue';
import pThrottle from 'p-throttle';
import { type CallKind, type CallShare, currentCallShare } from './call-share';

/** Runs a call when the limiter lets it go. */
export type Limiter = <T>(call: () => Promise<T>) => Promise<T>;

/** Answers when the next call may go out: the rate, one slot per call. */
export type Slots = () => Promise<void>;

/** p-queue serves a higher priority first. */
const PRIORITY: Record<CallKind, number> = { screen: 2, lookup: 1, import: 0 };

/** `perMinute` slots, spread over each second (15 a second for 900 a minute), so no burst trips the provider. */
export function rateSlots(perMinute: number): Slots {
  const perSecond = Math.max(1, Math.floor(perMinute / 60));
  const slot = pThrottle({ limit: perSecond, interval: 1000, strict: true })(() => undefined);
  return async () => {
    await slot();
  };
}

export class FairLimiter {
  /** Each share's calls waiting for their turn, most urgent first; gone once the share has none. */
  private readonly queues = new Map<string, PQueue>();
  /** The shares whose next call asks for a slot, in the order they are served. */
  private readonly ring: Array<() => void> = [];
  private serving = false;

  constructor(private readonly slots: Slots) {}

  /** A Limiter whose calls take the turn of the share the work making them is in (call-share.ts). */
  readonly limit: Limiter = (call) => this.run(currentCallShare(), call);

  /** Runs `call` once `share` has its turn and a slot is free. */
  async run<T>(share: CallShare, call: () => Promise<T>): Promise<T> {
    await this.queueOf(share.share).add(() => this.turn(), { priority: PRIORITY[share.kind] });
    return call();
  }

  /** Calls waiting in all, for tests and logs. */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.size + queue.pending;
    return count;
  }

  private queueOf(share: string): PQueue {
    let queue = this.queues.get(share);
    if (!queue) {
      // One call of the share asks for a slot at a time: its next is chosen when this one goes.
      const created = new PQueue({ concurrency: 1 });
      created.addEventListener('idle', () => {
        if (this.queues.get(share) === created) this.queues.delete(share);
      });
      this.queues.set(share, created);
      queue = created;
    }
    return queue;
  }

  /** Waits in the ring for a slot: the share goes to the back once served, behind every other waiting. */
  private turn(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.ring.push(resolve);
      void this.serve();
    });
  }

  private async serve(): Promise<void> {
    if (this.serving) return;
    this.serving = true;
    try {
      while (this.ring.length > 0) {
        await this.slots();
        this.ring.shift()?.();
      }
    } finally {
      this.serving = false;
    }
  }
}

/** A fair limiter of `perMinute` calls. */
export function createLimiter(perMinute: number): Limiter {
  return new FairLimiter(rateSlots(perMinute)).limit;
}
