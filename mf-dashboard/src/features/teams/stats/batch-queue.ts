// Live scores are asked for a few teams at a time (docs/screens/teams.md §4.3: 3 teams per batch, a
// 500 ms pause between batches), so opening every roster at once does not fire twelve score
// calls together. Each team's scores are still their own query; their fetches pass through
// one queue that releases them in batches.

export interface BatchQueueOptions {
  /** Tasks run together in one batch. */
  size: number;
  /** Milliseconds between the end of one batch and the start of the next. */
  pauseMs: number;
  /**
   * The longest a batch holds the queue: a call still unanswered by then goes on, but the
   * next batch no longer waits for it (one hung request must not stop every later one).
   */
  stallMs?: number;
  /** Waits `ms` (a fake in tests). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock the pause is measured on (a fake in tests). */
  now?: () => number;
}

export interface BatchQueue {
  /** Runs `task` in the next batch with room; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createBatchQueue({
  size,
  pauseMs,
  stallMs = 15_000,
  sleep = realSleep,
  now = Date.now,
}: BatchQueueOptions): BatchQueue {
  const waiting: Array<() => Promise<void>> = [];
  let draining = false;
  let lastBatchEnded = Number.NEGATIVE_INFINITY;

  async function drain() {
    draining = true;
    // Tasks queued in the same moment (every card opened by 'Expand (all)') join one batch.
    await sleep(0);
    while (waiting.length > 0) {
      const rest = lastBatchEnded + pauseMs - now();
      if (rest > 0) await sleep(rest);
      const batch = waiting.splice(0, size);
      await Promise.race([Promise.all(batch.map((start) => start())), sleep(stallMs)]);
      lastBatchEnded = now();
    }
    draining = false;
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => task().then(resolve, reject));
        if (!draining) void drain();
      });
    },
  };
}
