// Keeping a member's record up to date while they work in a league (docs/web.md §15): TanStack's
// async-storage persister, throttled, under the size cap. Loaded once the first screen has
// rendered (a dynamic import): only the restore must run before it, so only the restore's code
// is in the first view (docs/performance.md §2.10).
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import {
  answersBuster,
  answersKey,
  LAST_KNOWN_LEAGUE_KEY,
  type AnswersOwner,
  type AnswersStorage,
} from './answer-records';
import { keepLastScreen } from './last-screen';

/** Thrown by the serializer when a record is over the cap; the persister then drops the oldest answer and tries again. */
export class RecordTooLargeError extends Error {
  override name = 'RecordTooLargeError';
}

/** JSON of the record, refused over `maxChars` (docs/web.md §15). */
export function cappedSerialize(maxChars: number): (client: PersistedClient) => string {
  return (client) => {
    const json = JSON.stringify(client);
    if (json.length > maxChars) throw new RecordTooLargeError(`${json.length} characters, over ${maxChars}`);
    return json;
  };
}

const isLeagueAnswer = (query: PersistedClient['clientState']['queries'][number]) =>
  query.queryKey[0] === LAST_KNOWN_LEAGUE_KEY[0];

/**
 * The record without its oldest screen answer, or undefined when it has none left: what the
 * persister tries next when a record is over the cap (TanStack's removeOldestQuery, except that
 * the league's own answer stays, without which nothing is restored).
 */
export function withoutOldestAnswer({
  persistedClient,
}: {
  persistedClient: PersistedClient;
}): PersistedClient | undefined {
  const { queries } = persistedClient.clientState;
  const oldest = queries
    .filter((query) => !isLeagueAnswer(query))
    .reduce<(typeof queries)[number] | undefined>(
      (found, query) => (found && found.state.dataUpdatedAt <= query.state.dataUpdatedAt ? found : query),
      undefined,
    );
  if (!oldest) return undefined;
  return {
    ...persistedClient,
    clientState: { ...persistedClient.clientState, queries: queries.filter((query) => query !== oldest) },
  };
}

/**
 * The record of one member in one league. Once `close`d it writes nothing more: a save the
 * throttle still holds cannot bring back a record deleted at sign-out.
 */
function ownerPersister(
  storage: AnswersStorage,
  owner: AnswersOwner,
  { maxChars, throttleMs, onSaved }: { maxChars: number; throttleMs: number; onSaved: () => void },
) {
  let closed = false;
  const persister: Persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => storage.get(key),
      setItem: (key, value: string) => (closed ? Promise.resolve() : storage.set(key, value).then(onSaved)),
      removeItem: (key) => storage.del(key),
    },
    key: answersKey(owner),
    throttleTime: throttleMs,
    serialize: cappedSerialize(maxChars),
    // Over the cap: the oldest answer goes, until the record fits (or holds nothing).
    retry: withoutOldestAnswer,
  });
  return {
    persister,
    close: () => {
      closed = true;
    },
  };
}

/**
 * Saves `owner`'s record whenever the cache changes, and the screen drawn from it
 * (last-screen.ts), until the answered function is called; after that nothing more is written
 * (not even a save the throttle still holds).
 */
export function keepAnswers(
  client: QueryClient,
  owner: AnswersOwner,
  { storage, maxChars, throttleMs }: { storage: AnswersStorage; maxChars: number; throttleMs: number },
): () => void {
  // The screen drawn from these answers is kept beside them (last-screen.ts).
  const screen = keepLastScreen(owner);
  const { persister, close } = ownerPersister(storage, owner, { maxChars, throttleMs, onSaved: screen.changed });
  // The persister's own query-core (pnpm-workspace.yaml) types the same client apart: it only
  // reads the caches (dehydrate), which both versions lay out alike.
  const queryClient = client as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];
  const options = { queryClient, persister, buster: answersBuster(owner) };
  const unsubscribe = persistQueryClientSubscribe(options);
  // The answers that arrived while this module loaded are saved now, not at the next change.
  void persistQueryClientSave(options);
  return () => {
    unsubscribe();
    close();
    screen.stop();
  };
}
