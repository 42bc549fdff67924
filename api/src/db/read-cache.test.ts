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
