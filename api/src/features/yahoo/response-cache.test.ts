import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResponseCache } from './response-cache';

describe('the provider answer cache', () => {
  it('shares one in-flight load among concurrent callers, then keeps the value for its lifetime', async () => {
    let now = 0;
    const cache = new ResponseCache(100, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `answer ${loads}`;
    };
    const answers = await Promise.all([cache.get('k', load, () => 1000), cache.get('k', load, () => 1000), cache.get('k', load, () => 1000)]);
    assert.deepEqual(answers, ['answer 1', 'answer 1', 'answer 1']);
    now = 999;
    assert.equal(await cache.get('k', load, () => 1000), 'answer 1');
    now = 1000;
    assert.equal(await cache.get('k', load, () => 1000), 'answer 2');
    assert.equal(loads, 2);
  });

  it('does not keep failures, and forgets entries by prefix', async () => {
    const cache = new ResponseCache();
    let calls = 0;
    await assert.rejects(cache.get('1|a', async () => { calls += 1; throw new Error('down'); }, () => 1000), /down/);
    assert.equal(await cache.get('1|a', async () => { calls += 1; return 'up'; }, () => 1000), 'up');
    cache.clear('1|');
    assert.equal(await cache.get('1|a', async () => { calls += 1; return 'again'; }, () => 1000), 'again');
    assert.equal(calls, 3);
  });

  it('stays within its size by dropping the oldest entries', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key, () => 60_000);
    let reloaded = false;
    await cache.get('a', async () => { reloaded = true; return 'a'; }, () => 60_000);
    assert.equal(reloaded, true);
  });
});
