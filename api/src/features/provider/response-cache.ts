import { LRUCache } from 'lru-cache';

/** Any answer but undefined (lru-cache's values). */
type Answer = NonNullable<unknown>;

/** How to load one answer, and how long to keep it once it is in. */
type Load = { load: () => Promise<Answer>; ttlMs: (value: Answer) => number };

/**
 * Provider answers kept in memory (lru-cache): each entry lives for its own time, and
 * concurrent requests for the same key share one in-flight call (twelve members opening
 * Teams at once make one Yahoo call per roster, not twelve). Failures are not kept. Past
 * `maxEntries` the least recently used entry goes.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Answer, Load>;
  /** Keys whose calls are running, and how many: lru-cache's keys() lists only settled entries. */
  private readonly loading = new Map<string, number>();

  constructor(maxEntries = 2000, now: () => number = Date.now) {
    this.entries = new LRUCache<string, Answer, Load>({
      max: maxEntries,
      // Read the clock on every check, so an entry is stale the moment its time is up.
      ttlResolution: 0,
      perf: { now },
      // An entry forgotten while its call runs (clear()) still answers those waiting for it,
      // but is not stored.
      ignoreFetchAbort: true,
      fetchMethod: async (key, _stale, { options, context }) => {
        this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
        try {
          const value = await context.load();
          options.ttl = context.ttlMs(value);
          return value;
        } finally {
          const running = (this.loading.get(key) ?? 1) - 1;
          if (running > 0) this.loading.set(key, running);
          else this.loading.delete(key);
        }
      },
    });
  }

  /** The cached value of `key`, or `load()`'s, kept for `ttlMs(value)` once it resolves. */
  async get<T extends Answer>(key: string, load: () => Promise<T>, ttlMs: (value: T) => number): Promise<T> {
    const context: Load = { load, ttlMs: ttlMs as Load['ttlMs'] };
    return (await this.entries.fetch(key, { context })) as T;
  }

  /** Forgets every entry whose key starts with `prefix` (a league's, after it reconnects). */
  clear(prefix = ''): void {
    for (const key of [...this.entries.keys(), ...this.loading.keys()])
      if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
