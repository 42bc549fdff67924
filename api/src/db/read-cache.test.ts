import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReadCache } from './read-cache';

/** A load that counts its calls and answers the current value of `source`. */
function counter(source: { value: number }) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return { value: source.value };
  };
  return { calls, load };
}

function listeningCache(maxEntries = 10): ReadCache {
  const cache = new ReadCache(maxEntries);
  cache.setListening(true);
  return cache;
}

describe('ReadCache', () => {
  it('answers a read again from memory', async () => {
    const cache = listeningCache();
    const source = { value: 1 };
    const { calls, load } = counter(source);
    await cache.read('standings 1 2024', ['matchups', 'teams'], load);
    source.value = 2;
    assert.deepEqual(await cache.read('standings 1 2024', ['matchups', 'teams'], load), { value: 1 });
    assert.equal(calls.count, 1);
  });

  it('forgets an answer when a table it was read from changes, and only then', async () => {
    const cache = listeningCache();
    const source = { value: 1 };
    const { calls, load } = counter(source);
    await cache.read('standings 1 2024', ['matchups', 'teams'], load);
    cache.changed('memberships');
    cache.changed('players');
    await cache.read('standings 1 2024', ['matchups', 'teams'], load);
    assert.equal(calls.count, 1, 'other tables changed: still remembered');
    source.value = 2;
    cache.changed('teams');
    assert.deepEqual(await cache.read('standings 1 2024', ['matchups', 'teams'], load), { value: 2 });
    assert.equal(calls.count, 2);
  });

  it("forgets a league's answers when its rows change, and keeps every other league's", async () => {
    const cache = listeningCache();
    const sources = { one: { value: 1 }, two: { value: 1 } };
    const one = counter(sources.one);
    const two = counter(sources.two);
    const readOne = () => cache.read('standings 1 2024', ['matchups', 'teams'], one.load, { leagueId: 1 });
    const readTwo = () => cache.read('standings 2 2024', ['matchups', 'teams'], two.load, { leagueId: 2 });
    await readOne();
    await readTwo();
    sources.one.value = 2;
    cache.changed('teams 1');
    assert.deepEqual(await readOne(), { value: 2 }, "league 1's answer is read again");
    assert.deepEqual(await readTwo(), { value: 1 });
    assert.deepEqual([one.calls.count, two.calls.count], [2, 1], "league 2's answer is kept");
  });

  it("forgets every league's answers for a change of several leagues, of a table without leagues, or a truncate", async () => {
    const cache = listeningCache();
    const one = counter({ value: 1 });
    const two = counter({ value: 1 });
    const read = async () => {
      await cache.read('team 1 5', ['teams'], one.load, { leagueId: 1 });
      await cache.read('member a 2', ['memberships', 'users'], two.load, { leagueId: 2 });
    };
    await read();
    cache.changed('teams'); // rows of several leagues, or a truncate: no league named
    await read();
    assert.deepEqual([one.calls.count, two.calls.count], [2, 1], 'every answer read from teams is forgotten');
    cache.changed('users'); // users have no league: always the whole table
    await read();
    assert.deepEqual([one.calls.count, two.calls.count], [2, 2]);
  });

  it("forgets an answer read without a league (the caller's last league) when any league's rows change", async () => {
    const cache = listeningCache();
    const { calls, load } = counter({ value: 1 });
    await cache.read('member a last', ['memberships'], load);
    cache.changed('memberships 7');
    await cache.read('member a last', ['memberships'], load);
    assert.equal(calls.count, 2);
  });

  it("keeps a league's answer whose read only another league's change raced", async () => {
    const cache = listeningCache();
    let release = () => {};
    const slowLoad = () =>
      new Promise<{ value: number }>((resolve) => {
        release = () => resolve({ value: 1 });
      });
    const reading = cache.read('week 1 2024 17', ['matchups'], slowLoad, { leagueId: 1 });
    cache.changed('matchups 2');
    release();
    await reading;
    assert.equal(cache.size, 1, 'kept: league 2 changed, not league 1');
    const racing = cache.read('week 3 2024 17', ['matchups'], slowLoad, { leagueId: 3 });
    cache.changed('matchups'); // every league's rows, as far as anyone knows
    release();
    await racing;
    assert.equal(cache.size, 0, 'none kept: the whole table changed, while the second was read');
  });

  it('keeps no answer whose read raced a change to its tables', async () => {
    const cache = listeningCache();
    let release = () => {};
    const slowLoad = () =>
      new Promise<{ value: number }>((resolve) => {
        release = () => resolve({ value: 1 });
      });
    const reading = cache.read('week 1 2024 17', ['matchups'], slowLoad);
    cache.changed('matchups'); // committed while the read was under way
    release();
    assert.deepEqual(await reading, { value: 1 });
    assert.equal(cache.size, 0);
  });

  it('reads through while it is not hearing changes, and forgets everything when it stops', async () => {
    const cache = new ReadCache(10);
    const source = { value: 1 };
    const { calls, load } = counter(source);
    await cache.read('member a', ['memberships'], load);
    await cache.read('member a', ['memberships'], load);
    assert.equal(calls.count, 2, 'not listening yet: nothing remembered');
    cache.setListening(true);
    await cache.read('member a', ['memberships'], load);
    cache.setListening(false);
    cache.setListening(true);
    await cache.read('member a', ['memberships'], load);
    assert.equal(calls.count, 4, 'the listener was lost in between: read again');
  });

  it('forgets everything when told to (a write request of this instance)', async () => {
    const cache = listeningCache();
    const { calls, load } = counter({ value: 1 });
    await cache.read('member a', ['memberships'], load);
    await cache.read('week 1 2024 1', ['matchups'], load);
    cache.forgetAll();
    assert.equal(cache.size, 0);
    await cache.read('member a', ['memberships'], load);
    assert.equal(calls.count, 3);
  });

  it('holds at most maxEntries answers', async () => {
    const cache = listeningCache(2);
    const { calls, load } = counter({ value: 1 });
    for (const key of ['a', 'b', 'c', 'a']) await cache.read(key, ['teams'], load);
    assert.equal(calls.count, 4, 'a was evicted by c');
    assert.equal(cache.size, 2);
  });

  it('hands out answers no caller can change for the next', async () => {
    const cache = listeningCache();
    const rows = [{ id: 1, name: 'Knights' }];
    await cache.read('standings', ['teams'], async () => rows);
    const again = await cache.read('standings', ['teams'], async () => [{ id: 0, name: '' }]);
    assert.throws(() => {
      again[0]!.name = 'changed';
    }, TypeError);
    assert.equal(again[0]!.name, 'Knights');
  });

  it('forgets an answer read with maxAgeMs once that age has passed, announcements or not', async () => {
    const cache = listeningCache();
    const source = { value: 1 };
    const { calls, load } = counter(source);
    await cache.read('member a', ['memberships'], load, { maxAgeMs: 30 });
    await cache.read('member a', ['memberships'], load, { maxAgeMs: 30 });
    assert.equal(calls.count, 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    source.value = 2;
    assert.deepEqual(await cache.read('member a', ['memberships'], load, { maxAgeMs: 30 }), { value: 2 });
    assert.equal(calls.count, 2);
  });

  it('ignores announcements of tables no answer reads from', async () => {
    const cache = listeningCache();
    const { calls, load } = counter({ value: 1 });
    await cache.read('standings', ['teams'], load);
    cache.changed('players');
    cache.changed('fence 1');
    await cache.read('standings', ['teams'], load);
    assert.equal(calls.count, 1);
  });
});
