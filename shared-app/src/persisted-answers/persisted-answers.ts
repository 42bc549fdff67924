// A returning member's last known screen (docs/web.md §14): the query client's answers are kept in
// IndexedDB per member (Firebase uid) and league, at most a week old and under a size cap, and
// put back into the cache before the first screen renders, so the screen shows at once and
// refreshes behind it. Only that same member in that same league gets them back: the record's
// key and its buster both name the two, and any other member's records are deleted before a
// restore. Sign-out, a league switch and a "not a member" refusal delete them.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, delMany, get, keys, set, del, type UseStore } from 'idb-keyval';
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

/** Thrown by the serializer when a record is over the cap; the persister then drops the oldest answer and tries again. */
export class RecordTooLargeError extends Error {
  override name = 'RecordTooLargeError';
}

/** JSON of the record, refused over `maxChars` (docs/web.md §14). */
export function cappedSerialize(maxChars: number): (client: PersistedClient) => string {
  return (client) => {
    const json = JSON.stringify(client);
    if (json.length > maxChars) throw new RecordTooLargeError(`${json.length} characters, over ${maxChars}`);
    return json;
  };
}

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

/**
 * The record of one member in one league. Once `close`d it writes nothing more: a save the
 * throttle still holds cannot bring back a record deleted at sign-out.
 */
function ownerPersister(storage: AnswersStorage, owner: AnswersOwner, maxChars: number, throttleMs: number) {
  let closed = false;
  const persister: Persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => storage.get(key),
      setItem: (key, value: string) => (closed ? Promise.resolve() : storage.set(key, value)),
      removeItem: (key) => storage.del(key),
    },
    key: answersKey(owner),
    throttleTime: throttleMs,
    serialize: cappedSerialize(maxChars),
    // Over the cap: the oldest answer goes, until the record fits (or holds nothing).
    retry: removeOldestQuery,
  });
  return {
    persister,
    close: () => {
      closed = true;
    },
  };
}

const sameOwner = (a: AnswersOwner | null, b: AnswersOwner) => a?.uid === b.uid && a.leagueId === b.leagueId;

/**
 * The page's persisted answers for one query client: restore a member's record into it, keep
 * the record up to date while they work in a league, and forget.
 */
export function createPersistedAnswers(client: QueryClient, options: PersistedAnswersOptions) {
  const { storage } = options;
  const maxAge = options.maxAgeMs ?? PERSISTED_MAX_AGE_MS;
  const maxChars = options.maxChars ?? PERSISTED_MAX_CHARS;
  const throttleMs = options.throttleMs ?? PERSIST_THROTTLE_MS;
  let kept: { owner: AnswersOwner; stop: () => void } | null = null;

  const stopKeeping = () => {
    kept?.stop();
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
      try {
        await deleteRecords((other) => other?.uid !== owner.uid);
        const { persister } = ownerPersister(storage, owner, maxChars, throttleMs);
        await persistQueryClientRestore({ queryClient: client, persister, maxAge, buster: answersBuster(owner) });
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
      if (!sameOwner(kept?.owner ?? null, owner)) {
        stopKeeping();
        const { persister, close } = ownerPersister(storage, owner, maxChars, throttleMs);
        const unsubscribe = persistQueryClientSubscribe({
          queryClient: client,
          persister,
          buster: answersBuster(owner),
        });
        kept = {
          owner,
          stop: () => {
            unsubscribe();
            close();
          },
        };
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
