import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from './client';

/**
 * The tables whose changes are announced (the triggers of migrations 0008 and 0021): what a
 * cached read may depend on. The audit log is one because the league's activity feed reads it.
 */
export const WATCHED_TABLES = ['matchups', 'teams', 'memberships', 'users', 'leagues', 'audit_log'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** The channel those triggers announce on, naming the changed table. */
export const CHANGES_CHANNEL = 'fantasy_data_changes';

type Entry = { tables: readonly WatchedTable[]; leagueId: number | null; value: unknown };

/**
 * How a read is remembered: `maxAgeMs` bounds how long, whatever the announcements say;
 * `leagueId` says it reads only that league's rows of its tables (users aside, which have no
 * league), so a change of another league's rows leaves it (docs/api.md §16).
 */
export type ReadOptions = { maxAgeMs?: number; leagueId?: number };

/**
 * A change as announced (migration 0017): `teams 12`, rows of league 12 only, or `teams`, rows
 * of several leagues or none (users), or a truncate: the whole table.
 */
export function parseAnnouncement(announcement: string): { table: string; leagueId: number | null } {
  const [table = '', league] = announcement.trim().split(' ');
  const leagueId = league !== undefined && /^\d+$/.test(league) ? Number(league) : null;
  return { table, leagueId };
}

/**
 * Remembers the answers of a few hot reads (the caller's membership, standings, a week's
 * games) until a table they were read from changes. The database announces every committed
 * change to those tables (a statement trigger's NOTIFY, migration 0008), so every path that
 * writes them, in this instance or another on the same database, drops what they affect.
 *
 * A change names its league when its rows were all one league's: it drops that league's
 * answers and those read without a league, and leaves every other league's. A change of
 * several leagues' rows, of a table without leagues, or a truncate drops every answer read
 * from the table, as before leagues were told apart.
 *
 * Only while the announcements are heard: until listening starts, and from the moment the
 * listening connection is lost until it is back, every read goes to the database.
 * A read that raced a change is not kept: each table has generations, bumped by the
 * announcements, and an answer is kept only if those it depends on did not move while it was
 * read (the announcement comes after the commit, so a read that started before it either
 * sees the bump or is dropped by it). A league's read depends on its table's whole-table
 * generation and its league's; a read without a league on one bumped by every change.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** `teams`: whole-table changes; `teams 12`: league 12's; `teams *`: every change of the table. */
  private readonly generations = new Map<string, number>();
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
    const leagueId = options.leagueId ?? null;
    const counters = tables.flatMap((table) => (leagueId === null ? [`${table} *`] : [table, `${table} ${leagueId}`]));
    const before = counters.map((counter) => this.generation(counter));
    const value = await load();
    if (this.listening && counters.every((counter, i) => this.generation(counter) === before[i])) {
      // Shared by every later request: frozen, so no caller can change another's answer.
      this.entries.set(
        key,
        { tables, leagueId, value: deepFreeze(value) },
        options.maxAgeMs ? { ttl: options.maxAgeMs } : {},
      );
    }
    return value;
  }

  /**
   * A change was announced (`teams 12`, `teams`): forget every answer read from the table, of
   * that league and without a league, or of every league when none is named. Tables no answer
   * reads from are ignored.
   */
  changed(announcement: string): void {
    const { table, leagueId } = parseAnnouncement(announcement);
    if (!isWatched(table)) return;
    const watched = table;
    this.bump(`${watched} *`);
    this.bump(leagueId === null ? watched : `${watched} ${leagueId}`);
    for (const [key, entry] of this.entries.entries())
      if (
        entry.tables.includes(watched) &&
        (leagueId === null || entry.leagueId === null || entry.leagueId === leagueId)
      )
        this.entries.delete(key);
  }

  /** Announcements are heard from now on (true), or may be missed (false: forget everything, read through). */
  setListening(listening: boolean): void {
    if (!listening) this.forgetAll();
    this.listening = listening;
  }

  /** Forgets every answer, and keeps none whose read is under way. */
  forgetAll(): void {
    for (const table of WATCHED_TABLES) {
      this.bump(table);
      this.bump(`${table} *`);
    }
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

  private generation(counter: string): number {
    return this.generations.get(counter) ?? 0;
  }

  private bump(counter: string): void {
    this.generations.set(counter, this.generation(counter) + 1);
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
