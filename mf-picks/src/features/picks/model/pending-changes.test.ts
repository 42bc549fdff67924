import { applyEdits, batchBody, NO_EDITS, pendingChanges, withEdits } from './pending-changes';
import { assignTeam, dropPick } from './pick-editor';
import { idsOf, pick, round } from './test-picks';

const saved = [...round(4), ...round(3, { round: 2 }).map((p) => ({ ...p, id: p.id + 10 }))];

describe('pending changes', () => {
  it('starts empty', () => {
    expect(pendingChanges(saved, NO_EDITS)).toEqual([]);
    expect(applyEdits(saved, NO_EDITS)).toEqual(saved);
  });

  it('holds a reordered round: every pick whose number moved, as it will be saved', () => {
    const dropped = dropPick(saved, NO_EDITS, 1, 1, 3);
    if (!dropped.ok) throw new Error(dropped.reason);
    expect(pendingChanges(saved, dropped.edits).map((p) => [p.id, p.position])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('holds a pick given to another team', () => {
    const assigned = assignTeam(saved, NO_EDITS, 12, '4');
    if (!assigned.ok) throw new Error(assigned.reason);
    const original = saved.find((p) => p.id === 12);
    expect(pendingChanges(saved, assigned.edits)).toEqual([
      { ...original, currentTeamId: 4, from: { currentTeamId: original?.currentTeamId, position: original?.position } },
    ]);
  });

  it('keeps every edit together: a team change survives a later reorder of its round', () => {
    const assigned = assignTeam(saved, NO_EDITS, 2, '4');
    if (!assigned.ok) throw new Error(assigned.reason);
    const dropped = dropPick(saved, assigned.edits, 1, 4, 1);
    if (!dropped.ok) throw new Error(dropped.reason);
    const pending = pendingChanges(saved, dropped.edits);
    expect(pending.find((p) => p.id === 2)).toMatchObject({ currentTeamId: 4, position: 3 });
    expect(idsOf(pending)).toEqual([4, 1, 2, 3]);
  });

  it('forgets an edit that puts a pick back as the server holds it', () => {
    const moved = dropPick(saved, NO_EDITS, 1, 1, 2);
    if (!moved.ok) throw new Error(moved.reason);
    const back = dropPick(saved, moved.edits, 1, 1, 2);
    if (!back.ok) throw new Error(back.reason);
    expect(pendingChanges(saved, back.edits)).toEqual([]);
    const assigned = assignTeam(saved, NO_EDITS, 3, '1');
    if (!assigned.ok) throw new Error(assigned.reason);
    const undone = assignTeam(saved, assigned.edits, 3, '3');
    expect(undone.ok && undone.edits.size).toBe(0);
  });

  it('lists changes in round, then draft order', () => {
    const first = assignTeam(saved, NO_EDITS, 13, '1');
    if (!first.ok) throw new Error(first.reason);
    const second = assignTeam(saved, first.edits, 2, '1');
    if (!second.ok) throw new Error(second.reason);
    expect(idsOf(pendingChanges(saved, second.edits))).toEqual([2, 13]);
  });

  it('keeps edits over picks the server has since changed, and shows the server’s other fields', () => {
    const assigned = assignTeam(saved, NO_EDITS, 1, '2');
    if (!assigned.ok) throw new Error(assigned.reason);
    const refetched = saved.map((p) => (p.id === 1 ? { ...p, originalTeamId: 9 } : p));
    expect(pendingChanges(refetched, assigned.edits)).toEqual([
      { ...refetched[0], currentTeamId: 2, from: { currentTeamId: 1, position: 1 } },
    ]);
  });

  it('sends the pick each edit was first made from, even after a refetch shows it changed', () => {
    const assigned = assignTeam(saved, NO_EDITS, 1, '2');
    if (!assigned.ok) throw new Error(assigned.reason);
    // Another tab moved pick 1 to team 4; the refetch shows it under the edit.
    const refetched = saved.map((p) => (p.id === 1 ? { ...p, currentTeamId: 4 } : p));
    const again = assignTeam(refetched, assigned.edits, 1, '3');
    if (!again.ok) throw new Error(again.reason);
    expect(pendingChanges(refetched, again.edits).map((p) => [p.id, p.currentTeamId, p.from])).toEqual([
      [1, 3, { currentTeamId: 1, position: 1 }],
    ]);
  });

  it("ignores a team that is not a positive whole number ('Invalid team ID')", () => {
    for (const value of ['', 'x', '0', '-1'])
      expect(assignTeam(saved, NO_EDITS, 1, value)).toEqual({ ok: false, reason: 'Invalid team ID' });
  });

  it('ignores edits to a locked pick and to a pick it does not know', () => {
    const lockedSaved = saved.map((p) => (p.id === 1 ? { ...p, isLocked: true } : p));
    expect(assignTeam(lockedSaved, NO_EDITS, 1, '2')).toEqual({ ok: false, reason: 'locked-pick' });
    expect(assignTeam(saved, NO_EDITS, 999, '2')).toEqual({ ok: false, reason: 'unknown-pick' });
  });

  it('ignores a drop onto a pick of another round', () => {
    expect(dropPick(saved, NO_EDITS, 1, 1, 12)).toEqual({ ok: false, reason: 'other-round' });
  });

  it('records an edit only against a pick the server listed', () => {
    expect(withEdits(NO_EDITS, saved, [pick(500, { currentTeamId: 2 })]).size).toBe(0);
  });

  it('sends each changed pick whole, as docs/screens/picks.md §4.2 lists its fields', () => {
    const from = { currentTeamId: 3, position: 3 };
    expect(batchBody([{ ...pick(3, { position: null, currentTeamId: 5, isLocked: false }), from }])).toEqual({
      picks: [
        { id: 3, currentTeamId: 5, position: null, year: 2030, round: 1, originalTeamId: 3, isLocked: false, from },
      ],
    });
  });
});
