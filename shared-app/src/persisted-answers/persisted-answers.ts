// A returning member's last known screen (docs/web.md §15): the query client's answers are kept in
// IndexedDB per member (Firebase uid) and league, at most a week old and under a size cap, and
// put back into the cache before the first screen renders, so the screen shows at once and
// refreshes behind it. Only that same member in that same league gets them back: the record's
// key and its buster both name the two, and any other member's records are deleted before a
// restore. Sign-out, a league switch and a "not a member" refusal delete them.
//
// This module is in the first view (the restore must run before the first screen); keeping the
// record up to date (keep-answers.ts, TanStack's persister) loads after it. The restore is
// TanStack's persistQueryClientRestore in a few lines, with the shared TanStack Query's hydrate:
// the persister package's own would bring a second copy of query-core's hydration into the
// first view (docs/performance.md §2.10).
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { LeagueInfo } from 'shared-contracts';
import { whenQuiet } from '../when-quiet';
import {
  answersBuster,
  answersKey,
  KEY_PREFIX,
  LAST_KNOWN_LEAGUE_KEY,
  LAST_SCREENS_KEY,
  leaguesKeptFor,
  membersPrefix,
  PERSIST_THROTTLE_MS,
  PERSISTED_MAX_AGE_MS,
  PERSISTED_MAX_CHARS,
  type AnswersOwner,
  type AnswersStorage,
} from './answer-records';

export interface PersistedAnswersOptions {
  storage: AnswersStorage;
  maxAgeMs?: number;
  maxChars?: number;
  throttleMs?: number;
  /** When keeping starts loading; once the page has settled (whenQuiet) unless a test says now. */
  afterFirstView?: (start: () => void) => () => void;
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
  const afterFirstView = options.afterFirstView ?? ((start: () => void) => whenQuiet(client, start));
  // Whose record is being kept; `stop` is null until keep-answers.ts has loaded.
  let kept: { owner: AnswersOwner; stop: (() => void) | null; stopped: boolean } | null = null;

  const stopKeeping = () => {
    if (kept) {
      kept.stopped = true;
      kept.stop?.();
    }
    kept = null;
  };

  /** Deletes the records whose key `drop` chooses (every one without it). */
  const deleteRecords = async (drop: (key: string) => boolean = () => true) => {
    const all = await storage.keys();
    const doomed = all.filter((key) => key.startsWith(KEY_PREFIX) && drop(key));
    if (doomed.length > 0) await storage.delMany(doomed);
  };

  return {
    /**
     * The league of `uid`'s one record; null with none, or with several (two tabs in two
     * leagues), where the API's last used league decides (docs/web.md §15).
     */
    async keptLeague(uid: string): Promise<number | null> {
      const leagues = leaguesKeptFor(await storage.keys(), uid);
      return leagues.length === 1 ? leagues[0]! : null;
    },

    /**
     * Puts `owner`'s record back into the cache when there is one, for them, under a week old;
     * answers the league it was kept with, or null. Every other member's records are deleted
     * first. The restored answers are marked stale, so each screen refetches them as it mounts.
     */
    async restore(owner: AnswersOwner): Promise<LeagueInfo | null> {
      const key = answersKey(owner);
      try {
        await deleteRecords((other) => !other.startsWith(membersPrefix(owner.uid)));
        const json = await storage.get(key);
        if (json) {
          const record = JSON.parse(json) as PersistedClient;
          // Too old, or not this member's in this league (whatever key it lies under): deleted.
          const expired = !record.timestamp || Date.now() - record.timestamp > maxAge;
          if (expired || record.buster !== answersBuster(owner)) await storage.del(key);
          else hydrate(client, record.clientState);
        }
      } catch (error) {
        // A record that cannot be read is deleted; the page starts as if none was kept.
        console.error('Restoring the last known answers failed', error);
        await storage.del(key).catch(() => undefined);
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
        // Loaded once the page has settled: the first view carries the restore alone.
        const cancel = afterFirstView(() => {
          import('./keep-answers')
            .then(({ keepAnswers }) => {
              if (!mine.stopped) mine.stop = keepAnswers(client, owner, { storage, maxChars, throttleMs });
            })
            .catch((error: unknown) => console.error('Loading the answers’ keeping failed', error));
        });
        mine.stop = cancel;
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
        // The screens drawn from the answers (last-screen.ts) go with them, whatever the scope.
        localStorage.removeItem(LAST_SCREENS_KEY);
        await deleteRecords((key) => scope.leagueId === undefined || key.endsWith(`:${scope.leagueId}`));
      } catch (error) {
        console.error('Deleting the last known answers failed', error);
      }
    },
  };
}

export type PersistedAnswers = ReturnType<typeof createPersistedAnswers>;
