// A returning member's last known screen (docs/web.md §14): the query client's answers are kept in
// IndexedDB per member (Firebase uid) and league, at most a week old and under a size cap, and
// put back into the cache before the first screen renders, so the screen shows at once and
// refreshes behind it. Only that same member in that same league gets them back: the record's
// key and its buster both name the two, and any other member's records are deleted before a
// restore. Sign-out, a league switch and a "not a member" refusal delete them.
//
// This module is in the first view (the restore must run before the first screen); keeping the
// record up to date (keep-answers.ts) loads after it (docs/performance.md §2.10).
import { persistQueryClientRestore } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import type { LeagueInfo } from 'shared-contracts';

/** Answers older than this are not shown: a week (docs/web.md §14). */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The most a member's record may hold, in characters of its JSON: the oldest answers are left
 * out until it fits (the Players book of a big league is the one that can reach it).
 */
export const PERSISTED_MAX_CHARS = 1_500_000;

/** How often, at most, the record is written while answers arrive. */
export const PERSIST_THROTTLE_MS = 1000;

const KEY_PREFIX = 'answers:';

/** The league's own answer (GET /api/league for the member), kept with the screens' answers. */
export const LAST_KNOWN_LEAGUE_KEY = ['last-known-league'] as const;

export interface AnswersOwner {
  uid: string;
  leagueId: number;
}

/** The record's key: one per member and league. */
export function answersKey({ uid, leagueId }: AnswersOwner): string {
  return `${KEY_PREFIX}${encodeURIComponent(uid)}:${leagueId}`;
}

/** What the record must carry to be restored: the same member and league. */
export function answersBuster(owner: AnswersOwner): string {
  return answersKey(owner);
}

const ownerOfKey = (key: string): AnswersOwner | null => {
  const match = /^answers:([^:]+):(\d+)$/.exec(key);
  return match ? { uid: decodeURIComponent(match[1] ?? ''), leagueId: Number(match[2]) } : null;
};

/** Where records live: the site's own IndexedDB database. */
export interface AnswersStorage {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
  delMany(keys: string[]): Promise<void>;
}

/** The browser's IndexedDB through idb-keyval, opened on first use. */
export function indexedDbStorage(): AnswersStorage {
  let store: UseStore | null = null;
  const opened = () => (store ??= createStore('fantasy-league', 'answers'));
  return {
    get: (key) => get<string>(key, opened()),
    set: (key, value) => set(key, value, opened()),
    del: (key) => del(key, opened()),
    keys: async () => (await keys(opened())).map(String),
    delMany: (list) => delMany(list, opened()),
  };
}

export interface PersistedAnswersOptions {
  storage: AnswersStorage;
  maxAgeMs?: number;
  maxChars?: number;
  throttleMs?: number;
}

const sameOwner = (a: AnswersOwner | null | undefined, b: AnswersOwner) =>
  a?.uid === b.uid && a.leagueId === b.leagueId;

/**
 * The page's persisted answers for one query client: restore a member's record into it, keep
 * the record up to date while they work in a league, and forget.
 */
export function createPersistedAnswers(client: QueryClient, options: PersistedAnswersOptions) {
  const { storage } = options;
  const maxAge = options.maxAgeMs ?? PERSISTED_MAX_AGE_MS;
  const maxChars = options.maxChars ?? PERSISTED_MAX_CHARS;
  const throttleMs = options.throttleMs ?? PERSIST_THROTTLE_MS;
  // Whose record is being kept; `stop` is null until keep-answers.ts has loaded.
  let kept: { owner: AnswersOwner; stop: (() => void) | null; stopped: boolean } | null = null;

  const stopKeeping = () => {
    if (kept) {
      kept.stopped = true;
      kept.stop?.();
    }
    kept = null;
  };

  /** Deletes the records `drop` chooses (every one without it). */
  const deleteRecords = async (drop: (owner: AnswersOwner | null) => boolean = () => true) => {
    const all = await storage.keys();
    const doomed = all.filter((key) => key.startsWith(KEY_PREFIX) && drop(ownerOfKey(key)));
    if (doomed.length > 0) await storage.delMany(doomed);
  };

  return {
    /**
     * Puts `owner`'s record back into the cache when there is one, for them, under a week old;
     * answers the league it was kept with, or null. Every other member's records are deleted
     * first. The restored answers are marked stale, so each screen refetches them as it mounts.
     */
    async restore(owner: AnswersOwner): Promise<LeagueInfo | null> {
      const key = answersKey(owner);
      try {
        await deleteRecords((other) => other?.uid !== owner.uid);
        // TanStack's restore: it deletes a record that is too old or whose buster is not this
        // member's and league's, and hydrates the cache from any other.
        await persistQueryClientRestore({
          queryClient: client,
          maxAge,
          buster: answersBuster(owner),
          persister: {
            restoreClient: async () => {
              const json = await storage.get(key);
              return json ? JSON.parse(json) : undefined;
            },
            removeClient: () => storage.del(key),
            persistClient: async () => {},
          },
        });
      } catch (error) {
        // A record that cannot be read is deleted by the restore; the page starts as if none was kept.
        console.error('Restoring the last known answers failed', error);
        return null;
      }
      const league = client.getQueryData<LeagueInfo>(LAST_KNOWN_LEAGUE_KEY) ?? null;
      if (!league || league.id !== owner.leagueId) return null;
      await client.invalidateQueries({ refetchType: 'none' });
      return league;
    },

    /** Keeps `owner`'s record up to date with the cache from now on, `league` in it. */
    keep(owner: AnswersOwner, league: LeagueInfo): void {
      if (!sameOwner(kept?.owner, owner)) {
        stopKeeping();
        const mine: NonNullable<typeof kept> = { owner, stop: null, stopped: false };
        kept = mine;
        import('./keep-answers')
          .then(({ keepAnswers }) => {
            if (!mine.stopped) mine.stop = keepAnswers(client, owner, { storage, maxChars, throttleMs });
          })
          .catch((error: unknown) => console.error('Loading the answers’ keeping failed', error));
      }
      // Written into the cache, which the subscription then saves with the rest.
      client.setQueryData(LAST_KNOWN_LEAGUE_KEY, league);
    },

    /**
     * Stops keeping and deletes records: `leagueId`'s alone (a "not a member" refusal), or
     * every one (sign-out, a league switch).
     */
    async forget(scope: { leagueId?: number } = {}): Promise<void> {
      if (scope.leagueId === undefined || kept?.owner.leagueId === scope.leagueId) stopKeeping();
      try {
        await deleteRecords((owner) => scope.leagueId === undefined || owner?.leagueId === scope.leagueId);
      } catch (error) {
        console.error('Deleting the last known answers failed', error);
      }
    },
  };
}

export type PersistedAnswers = ReturnType<typeof createPersistedAnswers>;
