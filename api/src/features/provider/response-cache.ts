import { LRUCache } from 'lru-cache';

/** Any answer but undefined (lru-cache's values). */
type Answer = NonNullable<unknown>;

/** How to load one answer, and how long to keep it once it is in. */
type Load = { load: () => Promise<Answer>; ttlMs: (value: Answer) => number };

/** What the cache may hold in all, by the size estimate below: some dozens of leagues' answers. */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Provider answers kept in memory (lru-cache): each entry lives for its own time, and
 * concurrent requests for the same key share one in-flight call (twelve members opening
 * Teams at once make one Yahoo call per roster, not twelve). Failures are not kept. Past
 * `maxEntries`, or past `maxBytes` of answers by `approximateBytes`, the least recently used
 * entries go; an answer bigger than `maxBytes` alone is answered but not kept. So a provider's
 * few huge answers cannot hold the process's memory until a restart.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Answer, Load>;
  /** Keys whose calls are running, and how many: lru-cache's keys() lists only settled entries. */
  private readonly loading = new Map<string, number>();

  constructor(maxEntries = 2000, now: () => number = Date.now, maxBytes = RESPONSE_CACHE_MAX_BYTES) {
    this.entries = new LRUCache<string, Answer, Load>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (value, key) => Math.max(1, approximateBytes(value) + key.length * 2),
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

/**
 * About how many bytes `value` holds in memory (strings two a character, numbers eight, each
 * object, list or map some more), walked without recursion: an estimate to bound the cache by,
 * not V8's exact count. Written here because lru-cache takes a size but does not measure one.
 */
export function approximateBytes(value: unknown): number {
  let bytes = 0;
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') bytes += 16 + item.length * 2;
    else if (typeof item === 'number' || typeof item === 'boolean' || typeof item === 'bigint') bytes += 8;
    else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item);
      bytes += 32;
      if (item instanceof Map) for (const [key, entry] of item as Map<unknown, unknown>) pending.push(key, entry);
      else if (item instanceof Set) for (const entry of item as Set<unknown>) pending.push(entry);
      else if (Array.isArray(item)) for (const entry of item as unknown[]) pending.push(entry);
      else for (const [key, entry] of Object.entries(item)) pending.push(key, entry);
    } else bytes += 8;
  }
  return bytes;
}
