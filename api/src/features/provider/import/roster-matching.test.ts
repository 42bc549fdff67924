import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planRosters, type BookPlayer, type RosterOptions } from './roster-matching';

const book = (id: number, name: string, teamId: number | null, isKeeper = false): BookPlayer => ({
  id,
  name,
  teamId,
  position: 'WR',
  nflTeam: 'Phi',
  isKeeper,
});
const rostered = (name: string, teamId: number | null) => ({ name, teamId, position: 'WR', nflTeam: 'Phi' });
const options = (changes: Partial<RosterOptions> = {}): RosterOptions => ({
  moveKeepers: new Set(),
  releaseUnrostered: false,
  importedTeamIds: new Set([1, 2]),
  ...changes,
});

describe('planRosters', () => {
  it('finds players by name whatever the case, adds the new, and lists every move', () => {
    const plan = planRosters(
      [book(1, 'Ann Lee', 1), book(2, 'Bo Day', 1)],
      [rostered('ann lee', 1), rostered('Bo Day', 2), rostered('Cy Fox', 2)],
      options(),
    );
    assert.equal(plan.unchanged, 1);
    assert.deepEqual(plan.creates, [rostered('Cy Fox', 2)]);
    assert.deepEqual(plan.updates, [{ player: book(2, 'Bo Day', 1), changes: { teamId: 2 } }]);
    assert.deepEqual(plan.teamChanges, [
      { playerId: 2, name: 'Bo Day', fromTeamId: 1, toTeamId: 2, isKeeper: false, kind: 'move', applied: true },
    ]);
  });

  it("gives a player found by name the provider's id where he has none or another, and never clears it", () => {
    const rows = [
      { ...book(1, 'Ann Lee', 1), providerPlayerId: null },
      { ...book(2, 'Bo Day', 1), providerPlayerId: '7' },
      { ...book(3, 'Cy Fox', 1), providerPlayerId: '8' },
      { ...book(4, 'Di Eng', 1), providerPlayerId: '9' },
    ];
    const plan = planRosters(
      rows,
      [
        { ...rostered('Ann Lee', 1), providerPlayerId: '6' },
        { ...rostered('Bo Day', 1), providerPlayerId: '70' },
        { ...rostered('Cy Fox', 1), providerPlayerId: '8' },
        { ...rostered('Di Eng', 1), providerPlayerId: null },
        { ...rostered('Ed Oak', 2), providerPlayerId: '11' },
      ],
      options(),
    );
    assert.deepEqual(
      plan.updates.map((update) => [update.player.id, update.changes]),
      [
        [1, { providerPlayerId: '6' }],
        [2, { providerPlayerId: '70' }],
      ],
    );
    assert.equal(plan.unchanged, 2);
    assert.deepEqual(plan.creates, [{ ...rostered('Ed Oak', 2), providerPlayerId: '11' }]);
  });

  it('moves a keeper only when ticked, and lists him either way', () => {
    const keeper = book(3, 'Kip Ray', 1, true);
    const held = planRosters([keeper], [rostered('Kip Ray', 2)], options());
    assert.deepEqual(held.updates, []);
    assert.deepEqual(
      held.teamChanges.map((change) => [change.kind, change.applied, change.isKeeper]),
      [['move', false, true]],
    );
    const ticked = planRosters([keeper], [rostered('Kip Ray', 2)], options({ moveKeepers: new Set([3]) }));
    assert.deepEqual(ticked.updates, [{ player: keeper, changes: { teamId: 2 } }]);
  });

  it('leaves a player on no roster on his team unless asked, and a keeper unless ticked too', () => {
    const rows = [book(1, 'Ann Lee', 1), book(2, 'Kip Ray', 2, true), book(3, 'Ed Oak', 9)];
    const kept = planRosters(rows, [], options());
    assert.deepEqual(kept.updates, []);
    // Listed: both on imported teams; team 9 is not the provider's, so Ed Oak is not its business.
    assert.deepEqual(
      kept.teamChanges.map((change) => [change.name, change.kind, change.applied]),
      [
        ['Ann Lee', 'release', false],
        ['Kip Ray', 'release', false],
      ],
    );
    const freed = planRosters(rows, [], options({ releaseUnrostered: true }));
    assert.deepEqual(freed.updates, [{ player: rows[0], changes: { teamId: null } }]);
    const all = planRosters(rows, [], options({ releaseUnrostered: true, moveKeepers: new Set([2]) }));
    assert.deepEqual(
      all.updates.map((update) => update.player.id),
      [1, 2],
    );
  });

  it('keeps two players of one name apart by NFL team', () => {
    const plan = planRosters([], [rostered('Sam Park', 1), { ...rostered('Sam Park', 2), nflTeam: 'Det' }], options());
    assert.deepEqual(
      plan.creates.map((player) => player.name),
      ['Sam Park', 'Sam Park (Det)'],
    );
  });

  it("keeps the book's team where the provider says what it said at the last import, and records its answers", () => {
    const rows = [book(1, 'Ann Lee', 2), book(2, 'Bo Day', 1), book(3, 'Cy Fox', 1, true)];
    const plan = planRosters(rows, [rostered('Ann Lee', 1), rostered('Bo Day', 2), rostered('Cy Fox', 2)], {
      ...options(),
      // Ann was on team 1 then too (the app moved her since); Bo and Cy were on team 1.
      providerBefore: new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    });
    assert.deepEqual(
      plan.teamChanges.map((change) => [change.name, change.applied]),
      [
        ['Bo Day', true],
        ['Cy Fox', false],
      ],
    );
    assert.deepEqual([...plan.held], [1]);
    // The unticked keeper's new team is not recorded: the next import offers it again.
    assert.deepEqual(
      [...plan.providerTeams],
      [
        ['ann lee', 1],
        ['bo day', 2],
      ],
    );
  });

  it('names a change that would undo a trade made in the app since, and makes it only when the provider is chosen', () => {
    const trade = { id: 9, acceptedAt: new Date('2025-10-01T12:00:00Z'), teamIds: [1, 2] };
    const rows = [book(1, 'Ann Lee', 2), book(2, 'Bo Day', 2)];
    const traded = {
      ...options({ releaseUnrostered: true }),
      providerBefore: new Map([
        [1, 1],
        [2, 1],
      ]),
      tradedSince: new Map([
        [1, trade],
        [2, trade],
      ]),
    };
    const kept = planRosters(rows, [rostered('Ann Lee', 3)], traded);
    assert.deepEqual(
      kept.teamChanges.map((change) => [change.name, change.kind, change.applied, change.undoesTrade?.id]),
      [
        ['Ann Lee', 'move', false, 9],
        ['Bo Day', 'release', false, 9],
      ],
    );
    assert.deepEqual([kept.updates, [...kept.held]], [[], [1, 2]]);
    const taken = planRosters(rows, [rostered('Ann Lee', 3)], { ...traded, takeProvider: new Set([1, 2]) });
    assert.deepEqual(
      taken.updates.map((update) => [update.player.name, update.changes]),
      [
        ['Ann Lee', { teamId: 3 }],
        ['Bo Day', { teamId: null }],
      ],
    );
  });
});
