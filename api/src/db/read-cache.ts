import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from './client';

/** The tables whose changes are announced (migration 0008's triggers): what a cached read may depend on. */
export const WATCHED_TABLES = ['matchups', 'teams', 'memberships', 'users', 'leagues'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** The channel those triggers announce on, naming the changed table. */
export const CHANGES_CHANNEL = 'fantasy_data_changes';

type Entry = { tables: readonly WatchedTable[]; value: unknown };

/** How a read is remembered: `maxAgeMs` bounds how long, whatever the announcements say. */
export type ReadOptions = { maxAgeMs?: number };

/**
 * Remembers the answers of a few hot reads (the caller's membership, standings, a week's
 * games) until a table they were read from changes. The database announces every committed
 * change to those tables (a statement trigger's NOTIFY, migration 0008), so every path that
 * writes them, in this instance or another on the same database, drops what they affect.
 *
 * Only while the announcements are heard: until listening starts, and from the moment the
 * listening connection is lost until it is back, every read goes to the database.
 * A read that raced a change is not kept: each table has a generation, bumped by every
 * announcement, and an answer is kept only if its tables' generations did not move while it
 * was read (the announcement comes after the commit, so a read that started before it either
 * sees the bump or is dropped by it).
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly generations = new Map<WatchedTable, number>();
  private listening = false;

  /** Up to `maxEntries` (at least 1) answers, least recently used out first. */
  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** The answer remembered under `key`, else `load`'s, kept if nothing it read from changed meanwhile. */
  async read<T>(
    key: string,
    tables: readonly WatchedTable[],
    load: () => Promise<T>,
    options: ReadOptions = {},
  ): Promise<T> {
    if (!this.listening) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const before = tables.map((table) => this.generation(table));
    const value = await load();
    if (this.listening && tables.every((table, i) => this.generation(table) === before[i])) {
      // Shared by every later request: frozen, so no caller can change another's answer.
      this.entries.set(key, { tables, value: deepFreeze(value) }, options.maxAgeMs ? { ttl: options.maxAgeMs } : {});
    }
    return value;
  }

  /** A table changed: forget every answer read from it. Tables no answer reads from are ignored. */
  changed(table: string): void {
    if (!isWatched(table)) return;
    const watched = table;
    this.generations.set(watched, this.generation(watched) + 1);
    for (const [key, entry] of this.entries.entries()) if (entry.tables.includes(watched)) this.entries.delete(key);
  }

  /** Announcements are heard from now on (true), or may be missed (false: forget everything, read through). */
  setListening(listening: boolean): void {
    if (!listening) this.forgetAll();
    this.listening = listening;
  }

  /** Forgets every answer, and keeps none whose read is under way. */
  forgetAll(): void {
    for (const table of WATCHED_TABLES) this.generations.set(table, this.generation(table) + 1);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The keys of the answers kept until a change of their tables says otherwise, leaving out
   * those with a `maxAgeMs`, which time may also end: what only announcements may change.
   */
  lastingKeys(): string[] {
    // lru-cache gives an answer without a time limit an infinite remaining time.
    return [...this.entries.keys()].filter((key) => this.entries.getRemainingTTL(key) === Infinity).sort();
  }

  private generation(table: WatchedTable): number {
    return this.generations.get(table) ?? 0;
  }
}

function isWatched(table: string): table is WatchedTable {
  return (WATCHED_TABLES as readonly string[]).includes(table);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const caches = new WeakMap<Queryable, ReadCache>();

/** Gives a database handle its read cache (the database plugin does, once it listens). */
export function attachReadCache(db: Database, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `load`'s answer through the database's read cache. A transaction has none (it must see
 * its own writes), nor has a database the plugin did not set up: those read directly.
 */
export function readThrough<T>(
  db: Queryable,
  key: string,
  tables: readonly WatchedTable[],
  load: () => Promise<T>,
  options?: ReadOptions,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, tables, load, options) : load();
}
