// A member's record of answers (docs/web.md §15): its key and buster, both naming the member and
// the league, and where records live (the site's own IndexedDB database, through idb-keyval).
import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/** Answers older than this are not shown: a week (docs/web.md §15). */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The most a member's record may hold, in characters of its JSON: the oldest answers are left
 * out until it fits (the Players book of a big league is the one that can reach it).
 */
export const PERSISTED_MAX_CHARS = 1_500_000;

/** How often, at most, the record is written while answers arrive. */
export const PERSIST_THROTTLE_MS = 1000;

export const KEY_PREFIX = 'answers:';

/**
 * The localStorage key of the screens drawn from the member's answers (last-screen.ts), which
 * the page's painter reads (docs/web.md §16); here, beside the records, because forgetting them
 * removes it too.
 */
export const LAST_SCREENS_KEY = 'fantasy.lastScreens';

/** The league's own answer (GET /api/league for the member), kept with the screens' answers. */
export const LAST_KNOWN_LEAGUE_KEY = ['last-known-league'] as const;

export interface AnswersOwner {
  uid: string;
  leagueId: number;
}

/** How every record key of the member begins. */
export const membersPrefix = (uid: string) => `${KEY_PREFIX}${encodeURIComponent(uid)}:`;

/** The leagues of the member's records among `keys`. */
export function leaguesKeptFor(keys: readonly string[], uid: string): number[] {
  const prefix = membersPrefix(uid);
  return keys
    .filter((key) => key.startsWith(prefix))
    .map((key) => Number(key.slice(prefix.length)))
    .filter((leagueId) => Number.isSafeInteger(leagueId) && leagueId > 0);
}

/** The record's key: one per member and league. */
export function answersKey({ uid, leagueId }: AnswersOwner): string {
  return `${membersPrefix(uid)}${leagueId}`;
}

/** What the record must carry to be restored: the same member and league. */
export function answersBuster(owner: AnswersOwner): string {
  return answersKey(owner);
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
