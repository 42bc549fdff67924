/**
 * A small in-memory cache of provider answers: each entry lives for its own time, and
 * concurrent requests for the same key share one in-flight call (twelve members opening
 * Teams at once make one Yahoo call per roster, not twelve). Failures are not cached.
 */
type Entry = { value: Promise<unknown>; expiresAt: number };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `load()`'s, kept for `ttlMs(value)` once it resolves. */
  get<T>(key: string, load: () => Promise<T>, ttlMs: (value: T) => number): Promise<T> {
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > this.now()) return existing.value as Promise<T>;
    const value = load();
    // Until it settles the entry is shared by everyone asking; it then gets its real lifetime.
    const entry: Entry = { value, expiresAt: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        entry.expiresAt = this.now() + ttlMs(resolved);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
    return value;
  }

  /** Forgets every entry whose key starts with `prefix` (a league's, after it reconnects). */
  clear(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private evict(): void {
    if (this.entries.size <= this.maxEntries) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    // Still full: drop the oldest (Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
