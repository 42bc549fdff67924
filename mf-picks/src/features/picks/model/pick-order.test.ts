import { groupByRound, reorderRound, sortPicks } from './pick-order';
import { idsOf, pick, positionsOf, round } from './test-picks';

describe('sortPicks', () => {
  it('orders by position ascending, ties by id, picks without a position last', () => {
    const picks = [
      pick(5, { position: 2 }),
      pick(3, { position: null }),
      pick(4, { position: 1 }),
      pick(2, { position: 2 }),
      pick(1, { position: null }),
    ];
    expect(idsOf(sortPicks(picks))).toEqual([4, 2, 5, 1, 3]);
  });

  it('leaves the list it was given as it was', () => {
    const picks = [pick(2, { position: 2 }), pick(1, { position: 1 })];
    sortPicks(picks);
    expect(idsOf(picks)).toEqual([2, 1]);
  });
});

describe('groupByRound', () => {
  it('gives rounds 1 to 5 in order, each sorted, empty rounds included', () => {
    const picks = [pick(1, { round: 3, position: 2 }), pick(2, { round: 1 }), pick(3, { round: 3, position: 1 })];
    const rounds = groupByRound(picks);
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5]);
    expect(idsOf(rounds[0]!.picks)).toEqual([2]);
    expect(rounds[1]!.picks).toEqual([]);
    expect(idsOf(rounds[2]!.picks)).toEqual([3, 1]);
  });
});

describe('reorderRound', () => {
  it('moves a pick down onto a later place and renumbers the round 1..n', () => {
    const result = reorderRound(round(5), 2, 4);
    expect(result.ok && idsOf(result.picks)).toEqual([1, 3, 4, 2, 5]);
    expect(result.ok && positionsOf(result.picks)).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves a pick up onto an earlier place', () => {
    const result = reorderRound(round(5), 5, 1);
    expect(result.ok && idsOf(result.picks)).toEqual([5, 1, 2, 3, 4]);
  });

  it('numbers a round that had no order yet, starting from the id order', () => {
    const result = reorderRound(round(4, { position: null }), 4, 2);
    expect(result.ok && idsOf(result.picks)).toEqual([1, 4, 2, 3]);
    expect(result.ok && positionsOf(result.picks)).toEqual([1, 2, 3, 4]);
  });

  it('closes gaps in the numbering', () => {
    const picks = [pick(1, { position: 3 }), pick(2, { position: 7 }), pick(3, { position: 9 })];
    const result = reorderRound(picks, 1, 3);
    expect(result.ok && idsOf(result.picks)).toEqual([2, 3, 1]);
    expect(result.ok && positionsOf(result.picks)).toEqual([1, 2, 3]);
  });

  it('ignores a drop outside any list, onto itself, or onto a pick of another round', () => {
    expect(reorderRound(round(3), 1, null)).toEqual({ ok: false, reason: 'no-destination' });
    expect(reorderRound(round(3), 2, 2)).toEqual({ ok: false, reason: 'same-place' });
    expect(reorderRound(round(3), 1, 99)).toEqual({ ok: false, reason: 'other-round' });
  });

  it('keeps a locked pick in its place while the others flow around it', () => {
    const picks = round(5).map((p) => (p.id === 3 ? { ...p, isLocked: true } : p));
    const result = reorderRound(picks, 1, 5);
    expect(result.ok && idsOf(result.picks)).toEqual([2, 4, 3, 5, 1]);
    expect(result.ok && result.picks.find((p) => p.id === 3)?.position).toBe(3);
  });

  it('refuses to move a locked pick, to drop onto one, or to renumber one', () => {
    const lockedFirst = round(3).map((p) => (p.id === 1 ? { ...p, isLocked: true } : p));
    expect(reorderRound(lockedFirst, 1, 3)).toEqual({ ok: false, reason: 'locked-pick' });
    expect(reorderRound(lockedFirst, 3, 1)).toEqual({ ok: false, reason: 'locked-pick' });
    const lockedAtFive = [pick(1, { position: 5, isLocked: true }), pick(2, { position: 6 }), pick(3, { position: 7 })];
    expect(reorderRound(lockedAtFive, 3, 2)).toEqual({ ok: false, reason: 'locked-pick' });
  });

  it('gives back every pick once, numbered 1..n, whatever is dragged where', () => {
    const picks = round(6).map((p) => (p.id === 4 ? { ...p, isLocked: true } : p));
    for (const from of [1, 2, 3, 5, 6]) {
      for (const to of [1, 2, 3, 5, 6]) {
        const result = reorderRound(picks, from, to);
        if (from === to) continue;
        if (!result.ok) throw new Error(`${from} → ${to} refused: ${result.reason}`);
        expect([...idsOf(result.picks)].sort()).toEqual([1, 2, 3, 4, 5, 6]);
        expect(positionsOf(result.picks)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(result.picks[3]?.id).toBe(4);
        // the dragged pick lands where the one it was dropped on stood
        expect(result.picks.findIndex((p) => p.id === from)).toBe(picks.findIndex((p) => p.id === to));
      }
    }
  });
});
