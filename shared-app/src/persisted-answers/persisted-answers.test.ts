// docs/web.md §15 through TanStack's own persister: which member and league get a record back,
// how old and how big it may be, and what deletes it. The storage is a Map standing in for
// IndexedDB (jsdom has none); the end-to-end suite runs the real one (returning-member.spec.ts).
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { testLeague } from 'shared-auth/testing';
import { createQueryClient } from '../query-client';
import { answersKey, PERSISTED_MAX_AGE_MS, type AnswersStorage } from './answer-records';
import { createPersistedAnswers, type PersistedAnswers } from './persisted-answers';

function mapStorage(): AnswersStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
    delMany: async (list) => list.forEach((key) => map.delete(key)),
  };
}

const ann = { uid: 'uid-ann', leagueId: 7 };
const bob = { uid: 'uid-bob', leagueId: 7 };
const league7 = { ...testLeague, id: 7, name: 'Keepers' };

let storage: ReturnType<typeof mapStorage>;
const clients: QueryClient[] = [];
function page(options: { maxChars?: number } = {}): { client: QueryClient; answers: PersistedAnswers } {
  const client = createQueryClient();
  clients.push(client);
  return {
    client,
    answers: createPersistedAnswers(client, {
      storage,
      throttleMs: 0,
      // Keeping starts at once here; on the site, once the page has settled.
      afterFirstView: (start) => {
        start();
        return () => {};
      },
      ...options,
    }),
  };
}

beforeEach(() => {
  storage = mapStorage();
});
afterEach(() => {
  clients.splice(0).forEach((client) => client.clear());
  jest.restoreAllMocks();
});

/** Ann works in league 7 and sees its standings; answers once her record holds them. */
async function annVisits(options: { maxChars?: number } = {}) {
  const first = page(options);
  first.answers.keep(ann, league7);
  first.client.setQueryData(['standings'], [{ team: 'Ann FC', wins: 3 }]);
  await waitFor(() => expect(storage.map.get(answersKey(ann))).toContain('Ann FC'));
  return first;
}

describe('persisted answers', () => {
  it('gives the same member in the same league their answers and league back, marked to refetch', async () => {
    await annVisits();
    const { client, answers } = page();
    await expect(answers.restore(ann)).resolves.toEqual(league7);
    expect(client.getQueryData(['standings'])).toEqual([{ team: 'Ann FC', wins: 3 }]);
    // Restored answers are stale: a screen mounting on them refetches in the background.
    const refetched = jest.fn(async () => [{ team: 'Ann FC', wins: 4 }]);
    const observer = new QueryObserver(client, { queryKey: ['standings'], queryFn: refetched });
    expect(observer.getCurrentResult().data).toEqual([{ team: 'Ann FC', wins: 3 }]);
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(observer.getCurrentResult().data).toEqual([{ team: 'Ann FC', wins: 4 }]));
    expect(refetched).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('names the league a member’s one record was kept in, none of another member’s, and none of several', async () => {
    expect(await page().answers.keptLeague(ann.uid)).toBeNull();
    await annVisits();
    expect(await page().answers.keptLeague(ann.uid)).toBe(7);
    expect(await page().answers.keptLeague(bob.uid)).toBeNull();
    // A second tab of Ann's, in league 9: which league is hers is the API's to say.
    const other = page();
    other.answers.keep({ uid: ann.uid, leagueId: 9 }, { ...league7, id: 9 });
    other.client.setQueryData(['standings'], [{ team: 'Ann Nine', wins: 1 }]);
    await waitFor(() => expect(storage.map.get(answersKey({ uid: ann.uid, leagueId: 9 }))).toContain('Ann Nine'));
    expect(await page().answers.keptLeague(ann.uid)).toBeNull();
  });

  it('gives another member on the same browser nothing, and deletes the first one’s record', async () => {
    await annVisits();
    const { client, answers } = page();
    await expect(answers.restore(bob)).resolves.toBeNull();
    expect(client.getQueryData(['standings'])).toBeUndefined();
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('gives the same member nothing in another league', async () => {
    await annVisits();
    const { client, answers } = page();
    await expect(answers.restore({ uid: ann.uid, leagueId: 8 })).resolves.toBeNull();
    expect(client.getQueryData(['standings'])).toBeUndefined();
  });

  it('checks the record’s own owner, not only where it lies', async () => {
    await annVisits();
    // Bob's record copied under Ann's key: its buster names Bob, so it is refused and deleted.
    const bobs = page();
    bobs.answers.keep(bob, league7);
    bobs.client.setQueryData(['standings'], [{ team: 'Bob United', wins: 1 }]);
    await waitFor(() => expect(storage.map.get(answersKey(bob))).toContain('Bob United'));
    storage.map.set(answersKey(ann), storage.map.get(answersKey(bob)) ?? '');
    const { client, answers } = page();
    await expect(answers.restore(ann)).resolves.toBeNull();
    expect(client.getQueryData(['standings'])).toBeUndefined();
    expect(storage.map.has(answersKey(ann))).toBe(false);
  });

  it('restores a record up to a week old, not older, and deletes the old one', async () => {
    await annVisits();
    const keptAt = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(keptAt + PERSISTED_MAX_AGE_MS - 60_000);
    await expect(page().answers.restore(ann)).resolves.toEqual(league7);
    jest.spyOn(Date, 'now').mockReturnValue(keptAt + PERSISTED_MAX_AGE_MS + 60_000);
    const { client, answers } = page();
    await expect(answers.restore(ann)).resolves.toBeNull();
    expect(client.getQueryData(['standings'])).toBeUndefined();
    expect(storage.map.has(answersKey(ann))).toBe(false);
  });

  it('keeps a record under its size cap by leaving the oldest answers out', async () => {
    const { client } = await annVisits({ maxChars: 2800 });
    client.setQueryData(
      ['players'],
      Array.from({ length: 80 }, (_, index) => ({ name: `Player ${index}` })),
    );
    // Over the cap with both: the older answer (the standings) goes, the newer stays.
    await waitFor(() => expect(storage.map.get(answersKey(ann))).toContain('Player 79'));
    const record = storage.map.get(answersKey(ann)) ?? '';
    expect(record.length).toBeLessThanOrEqual(2800);
    expect(record).not.toContain('Ann FC');
    // The league's own answer stays: without it nothing would be restored.
    await expect(page().answers.restore(ann)).resolves.toEqual(league7);
  });

  it('forgets everything on sign-out, and a save still waiting writes nothing after it', async () => {
    const { client, answers } = await annVisits();
    client.setQueryData(['trades'], [{ id: 1 }]);
    await answers.forget();
    expect([...storage.map.keys()]).toEqual([]);
    client.setQueryData(['trades'], [{ id: 2 }]);
    await new Promise((done) => setTimeout(done, 20));
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('forgets one league alone on a "not a member" refusal', async () => {
    await annVisits();
    storage.map.set(answersKey({ uid: ann.uid, leagueId: 8 }), 'league 8');
    await page().answers.forget({ leagueId: 7 });
    expect([...storage.map.keys()]).toEqual([answersKey({ uid: ann.uid, leagueId: 8 })]);
  });

  it('starts with nothing when the record cannot be read', async () => {
    storage.map.set(answersKey(ann), '{not json');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { client, answers } = page();
    await expect(answers.restore(ann)).resolves.toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(storage.map.has(answersKey(ann))).toBe(false);
  });
});
