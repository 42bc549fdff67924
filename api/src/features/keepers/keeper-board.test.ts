// Laying keepers on the draft's picks (keeper-board.ts): his own pick, a traded pick under each
// rule, two keepers on one pick; and over generated boards, that every keeper either uses a pick
// his team holds or is named in a missing-pick conflict, and that exactly the picks used twice
// are shared-pick conflicts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { placeKeepers, type RoundedKeeper } from './keeper-board';
import { type KeeperBoardPick } from 'shared-contracts/keepers';

const YEAR = 2031;
const abbreviation = (teamId: number) => ['', 'AAA', 'BBB', 'CCC'][teamId] ?? `team ${teamId}`;
/** Rounds 1 to 3 for teams 1 and 2, each held by its own team, numbered in team order. */
const picks = (): KeeperBoardPick[] =>
  [1, 2, 3].flatMap((round) =>
    [1, 2].map((team) => ({
      id: round * 10 + team,
      round,
      position: team,
      currentTeamId: team,
      originalTeamId: team,
    })),
  );
const keeper = (playerId: number, teamId: number, round: number): RoundedKeeper => ({
  playerId,
  name: `Player ${playerId}`,
  position: 'RB',
  teamId,
  round,
});

describe('placeKeepers', () => {
  it("puts a keeper on his team's own pick in his round", () => {
    const board = placeKeepers([keeper(1, 1, 2), keeper(2, 2, 3)], picks(), 'conflict', YEAR, abbreviation);
    assert.deepEqual(
      board.keepers.map((entry) => entry.pick?.id),
      [21, 32],
    );
    assert.deepEqual(board.conflicts, []);
  });

  it('names two keepers that claim one pick', () => {
    const board = placeKeepers([keeper(1, 1, 2), keeper(2, 1, 2)], picks(), 'conflict', YEAR, abbreviation);
    assert.deepEqual(board.conflicts, [
      {
        kind: 'shared-pick',
        playerIds: [1, 2],
        players: ['Player 1', 'Player 2'],
        pickId: 21,
        message: 'Player 1 and Player 2 both claim one pick: 2031 round 2, pick 1, held by AAA',
      },
    ]);
  });

  it('under `conflict` a traded-away pick leaves the keeper without one, named', () => {
    const traded = picks().map((pick) => (pick.id === 21 ? { ...pick, currentTeamId: 2 } : pick));
    const board = placeKeepers([keeper(1, 1, 2)], traded, 'conflict', YEAR, abbreviation);
    assert.equal(board.keepers[0]?.pick, null);
    assert.deepEqual(board.conflicts, [
      {
        kind: 'missing-pick',
        playerIds: [1],
        players: ['Player 1'],
        pickId: null,
        message: 'Player 1 has no pick: AAA traded its 2031 round 2 pick away (2031 round 2, pick 1, held by BBB)',
      },
    ]);
  });

  it('under `next-owned` a traded-away pick gives way to the first pick the team holds from that round on', () => {
    const traded = picks().map((pick) => (pick.id === 21 ? { ...pick, currentTeamId: 2 } : pick));
    const board = placeKeepers([keeper(1, 1, 2), keeper(2, 2, 2)], traded, 'next-owned', YEAR, abbreviation);
    // Team 1 holds no round 2 pick now: its round 3 pick. Team 2 holds its own round 2 pick.
    assert.deepEqual(
      board.keepers.map((entry) => entry.pick?.id),
      [31, 22],
    );
    assert.deepEqual(board.conflicts, []);
    const noneLeft = placeKeepers(
      [keeper(1, 1, 3)],
      picks().filter((pick) => pick.id !== 31),
      'next-owned',
      YEAR,
      abbreviation,
    );
    assert.equal(noneLeft.conflicts[0]?.kind, 'missing-pick');
    assert.equal(
      noneLeft.conflicts[0]?.message,
      'Player 1 has no pick: AAA has no 2031 round 3 pick, nor a later pick',
    );
  });

  it('every keeper uses a pick his team holds or is a missing pick; picks used twice are shared', () => {
    const board = fc.record({
      holders: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 9, maxLength: 9 }),
      keepers: fc.array(fc.record({ teamId: fc.integer({ min: 1, max: 3 }), round: fc.integer({ min: 1, max: 3 }) }), {
        maxLength: 8,
      }),
      rule: fc.constantFrom('next-owned' as const, 'conflict' as const),
    });
    fc.assert(
      fc.property(board, ({ holders, keepers, rule }) => {
        const all: KeeperBoardPick[] = [1, 2, 3].flatMap((round) =>
          [1, 2, 3].map((team) => ({
            id: round * 10 + team,
            round,
            position: team,
            currentTeamId: holders[(round - 1) * 3 + team - 1]!,
            originalTeamId: team,
          })),
        );
        const given = keepers.map((entry, index) => keeper(index + 1, entry.teamId, entry.round));
        const placed = placeKeepers(given, all, rule, YEAR, abbreviation);
        const missing = placed.conflicts.filter((conflict) => conflict.kind === 'missing-pick');
        for (const entry of placed.keepers) {
          if (entry.pick) {
            assert.equal(entry.pick.currentTeamId, entry.teamId);
            assert.ok(entry.pick.round >= entry.round);
            if (rule === 'conflict') assert.equal(entry.pick.originalTeamId, entry.teamId);
          } else assert.ok(missing.some((conflict) => conflict.playerIds.includes(entry.playerId)));
        }
        const uses = new Map<number, number>();
        for (const entry of placed.keepers) if (entry.pick) uses.set(entry.pick.id, (uses.get(entry.pick.id) ?? 0) + 1);
        const shared = placed.conflicts.filter((conflict) => conflict.kind === 'shared-pick');
        assert.deepEqual(
          shared.map((conflict) => conflict.pickId).sort(),
          [...uses]
            .filter(([, count]) => count > 1)
            .map(([id]) => id)
            .sort(),
        );
      }),
    );
  });
});
