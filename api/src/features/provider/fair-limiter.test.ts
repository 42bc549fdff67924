import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CallKind, leagueShare, userShare, withCallShare } from './call-share';
import { FairLimiter } from './fair-limiter';
import { handedSlots } from '../../testing/handed-slots';

/** A limiter whose slots the test hands out, and the order in which its calls went out. */
function limiterUnderTest() {
  const slots = handedSlots();
  const limiter = new FairLimiter(slots.next);
  const sent: string[] = [];
  const call = (share: string, kind: CallKind, label: string) =>
    withCallShare({ share, kind }, () =>
      limiter.limit(async () => {
        sent.push(label);
        return label;
      }),
    );
  return { slots, limiter, sent, call };
}

describe('the fair limiter: every league its turn, and a screen before look-ups and imports', () => {
  it('sends one call a slot, and none without one', async () => {
    const { slots, sent, call } = limiterUnderTest();
    const calls = [call(leagueShare(1), 'screen', 'a'), call(leagueShare(1), 'screen', 'b')];
    await slots.settle();
    assert.deepEqual(sent, []);
    await slots.give(1);
    assert.deepEqual(sent, ['a']);
    await slots.give(1);
    assert.deepEqual(await Promise.all(calls), ['a', 'b']);
  });

  it("100 look-ups queued by one league hold another league's roster read back by one call at most", async () => {
    const { slots, limiter, sent, call } = limiterUnderTest();
    const lookUps = Array.from({ length: 100 }, (_, index) => call(leagueShare(1), 'lookup', `look-up ${index}`));
    const roster = call(leagueShare(2), 'screen', 'roster');
    await slots.give(2);
    assert.deepEqual(sent, ['look-up 0', 'roster']);
    assert.equal(await roster, 'roster');
    assert.equal(limiter.waiting, 99);
    await slots.give(99);
    await Promise.all(lookUps);
    assert.equal(sent.length, 101);
    assert.equal(limiter.waiting, 0);
  });

  it('serves the leagues waiting in turn, whatever each has queued', async () => {
    const { slots, sent, call } = limiterUnderTest();
    for (let index = 0; index < 4; index++) void call(leagueShare(1), 'import', `one ${index}`);
    for (let index = 0; index < 2; index++) void call(leagueShare(2), 'import', `two ${index}`);
    void call(userShare(7), 'lookup', 'user 7');
    await slots.give(7);
    assert.deepEqual(sent, ['one 0', 'two 0', 'user 7', 'one 1', 'two 1', 'one 2', 'one 3']);
  });

  it("within a league, a screen's read goes before look-ups, and look-ups before an import", async () => {
    const { slots, sent, call } = limiterUnderTest();
    // The first asks for a slot at once; the others wait in the league's queue by kind.
    void call(leagueShare(1), 'import', 'import 0');
    void call(leagueShare(1), 'import', 'import 1');
    void call(leagueShare(1), 'lookup', 'look-up');
    void call(leagueShare(1), 'screen', 'screen');
    await slots.give(4);
    assert.deepEqual(sent, ['import 0', 'screen', 'look-up', 'import 1']);
  });

  it("a call that fails takes its slot and hands the turn on; the failure is the caller's", async () => {
    const { slots, limiter } = limiterUnderTest();
    const failing = withCallShare({ share: leagueShare(1), kind: 'screen' }, () =>
      limiter.limit(() => Promise.reject(new Error('Sleeper is down'))),
    );
    const failed = assert.rejects(failing, /Sleeper is down/);
    const next = withCallShare({ share: leagueShare(1), kind: 'screen' }, () => limiter.limit(async () => 'next'));
    await slots.give(2);
    await failed;
    assert.equal(await next, 'next');
  });
});
