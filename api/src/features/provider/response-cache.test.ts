import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { approximateBytes, ResponseCache } from './response-cache';

const MINUTE = 60_000;
const SIX_HOURS = 6 * 60 * MINUTE;

/** A cache on a clock the test moves. */
function cacheAt(start: number, maxEntries = 100) {
  const clock = { now: start };
  return { clock, cache: new ResponseCache(maxEntries, () => clock.now) };
}

describe('the provider answer cache', () => {
  it('shares one in-flight load among concurrent callers, then keeps the value for its lifetime', async () => {
    const { clock, cache } = cacheAt(1_000_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `answer ${loads}`;
    };
    const answers = await Promise.all([
      cache.get('k', load, () => 1000),
      cache.get('k', load, () => 1000),
      cache.get('k', load, () => 1000),
    ]);
    assert.deepEqual(answers, ['answer 1', 'answer 1', 'answer 1']);
    clock.now += 999;
    assert.equal(await cache.get('k', load, () => 1000), 'answer 1');
    clock.now += 2;
    assert.equal(await cache.get('k', load, () => 1000), 'answer 2');
    assert.equal(loads, 2);
  });

  it('keeps each entry for the time its own answer asks: an ended week for hours, the current week for a minute', async () => {
    const { clock, cache } = cacheAt(5_000_000);
    const ttl = (answer: { over: boolean }) => (answer.over ? SIX_HOURS : MINUTE);
    let loads = 0;
    const week = (over: boolean) => async () => {
      loads += 1;
      return { over, load: loads };
    };
    await cache.get('1|week=16', week(true), ttl);
    await cache.get('1|week=17', week(false), ttl);
    clock.now += MINUTE + 1;
    assert.equal((await cache.get('1|week=16', week(true), ttl)).load, 1);
    assert.equal((await cache.get('1|week=17', week(false), ttl)).load, 3);
    clock.now += SIX_HOURS;
    assert.equal((await cache.get('1|week=16', week(true), ttl)).load, 4);
  });

  it('does not keep failures, and forgets entries by prefix (one league, not another)', async () => {
    const { cache } = cacheAt(1_000_000);
    let calls = 0;
    const answer = (value: string) => async () => {
      calls += 1;
      return value;
    };
    await assert.rejects(
      cache.get(
        '1|a',
        async () => {
          calls += 1;
          throw new Error('down');
        },
        () => 1000,
      ),
      /down/,
    );
    assert.equal(await cache.get('1|a', answer('up'), () => 1000), 'up');
    assert.equal(await cache.get('2|a', answer('other league'), () => 1000), 'other league');
    cache.clear('1|');
    assert.equal(await cache.get('1|a', answer('again'), () => 1000), 'again');
    assert.equal(await cache.get('2|a', answer('reloaded'), () => 1000), 'other league');
    assert.equal(calls, 4);
  });

  it('answers those already waiting when cleared mid-call, but does not keep that answer', async () => {
    const { cache } = cacheAt(1_000_000);
    let release: (value: string) => void = () => {};
    const waiting = cache.get(
      '1|a',
      () => new Promise<string>((resolve) => (release = resolve)),
      () => 1000,
    );
    cache.clear('1|');
    release('old account');
    assert.equal(await waiting, 'old account');
    assert.equal(
      await cache.get(
        '1|a',
        async () => 'new account',
        () => 1000,
      ),
      'new account',
    );
  });

  it('stays within its size by dropping the least recently used entry', async () => {
    const { cache } = cacheAt(1_000_000, 2);
    for (const key of ['a', 'b', 'c'])
      await cache.get(
        key,
        async () => key,
        () => MINUTE,
      );
    let reloaded = false;
    await cache.get(
      'a',
      async () => {
        reloaded = true;
        return 'a';
      },
      () => MINUTE,
    );
    assert.equal(reloaded, true);
  });
});

describe('the provider answer cache, bounded in bytes', () => {
  const answer = (kilobytes: number) => ({ name: 'x'.repeat(kilobytes * 512) });

  it('past its bytes the least recently used answers go, however few the entries', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache(100, () => clock.now, 100 * 1024);
    let loads = 0;
    const load = (kilobytes: number) => async () => {
      loads += 1;
      return answer(kilobytes);
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(40), () => MINUTE);
    assert.equal(loads, 3);
    // 3 × 40 KB is past 100 KB: the first one in, and least used since, went.
    await cache.get('b', load(40), () => MINUTE);
    await cache.get('c', load(40), () => MINUTE);
    assert.equal(loads, 3, 'the two newest stayed');
    await cache.get('a', load(40), () => MINUTE);
    assert.equal(loads, 4, 'the oldest was loaded again');
  });

  it('an answer bigger than the whole cache is answered, not kept', async () => {
    const cache = new ResponseCache(100, () => 0, 100 * 1024);
    let loads = 0;
    const huge = async () => {
      loads += 1;
      return answer(1024);
    };
    assert.equal((await cache.get('huge', huge, () => MINUTE)).name.length, 1024 * 512);
    await cache.get('huge', huge, () => MINUTE);
    assert.equal(loads, 2);
  });

  it('measures strings, numbers, lists, maps and nested objects, and a shared object once', () => {
    const shared = { id: 'abc' };
    const small = approximateBytes({ a: 1 });
    assert.ok(approximateBytes({ a: 'x'.repeat(1000) }) >= 2000);
    assert.ok(approximateBytes([shared, shared]) < approximateBytes([shared, { id: 'abc' }]));
    assert.ok(approximateBytes(new Map([[1, 'x'.repeat(500)]])) >= 1000);
    assert.ok(approximateBytes({ a: { b: { c: [1, 2, 3] } } }) > small);
  });
});
