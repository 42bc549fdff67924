import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { answeringTeams, type Party, partiesOf, partyProblems, waitingTeams } from './trade-parties';
import { totalGiven } from './trade-assets';

const proposedAt = new Date('2025-09-01T12:00:00Z');
const partiesFor = (teamIds: number[]): Party[] =>
  teamIds.map((teamId, position) => ({ teamId, position, acceptedAt: position === 0 ? proposedAt : null }));

/** Applies one accept as the API does: the answer's teams are marked, and whether it completed. */
function accept(parties: Party[], member: { role: string; teamId: number | null }) {
  const answer = answeringTeams(member, parties, undefined, 'accept');
  if (!('teams' in answer)) return { parties, completed: false, answer };
  const before = waitingTeams(parties).length;
  const next = parties.map((party) =>
    answer.teams.includes(party.teamId) && party.acceptedAt === null ? { ...party, acceptedAt: proposedAt } : party,
  );
  return { parties: next, completed: before > 0 && waitingTeams(next).length === 0, answer };
}

describe('a trade of two to four teams completes once, whatever order its teams accept in', () => {
  it('every order of accepts, repeated accepts included, completes exactly once, at the last waiting team', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 20 }),
        (size, order) => {
          const teamIds = [11, 12, 13, 14].slice(0, size);
          let parties = partiesFor(teamIds);
          let completions = 0;
          const answered = new Set<number>([teamIds[0]!]);
          for (const index of order) {
            const teamId = teamIds[index % size]!;
            const step = accept(parties, { role: 'manager', teamId });
            parties = step.parties;
            if ('teams' in step.answer) answered.add(teamId);
            if (step.completed) {
              completions += 1;
              // Completion comes with the answer of the last team that was waiting.
              assert.equal(answered.size, size);
            }
          }
          assert.equal(completions, answered.size === size ? 1 : 0);
          assert.equal(waitingTeams(parties).length, size - answered.size);
        },
      ),
    );
  });

  it("the commissioner's accept without a team answers for every team still waiting", () => {
    const parties = partiesFor([1, 2, 3, 4]);
    assert.deepEqual(answeringTeams({ role: 'commissioner', teamId: null }, parties, undefined, 'accept'), {
      teams: [2, 3, 4],
    });
    // His own team first, when it waits.
    assert.deepEqual(answeringTeams({ role: 'commissioner', teamId: 3 }, parties, undefined, 'accept'), {
      teams: [3],
    });
    assert.deepEqual(answeringTeams({ role: 'commissioner', teamId: null }, parties, 9, 'accept'), {
      refused: 'Team 9 is not in this trade',
    });
  });

  it('keeps the two-team refusals word for word', () => {
    const parties = partiesFor([1, 2]);
    assert.deepEqual(answeringTeams({ role: 'manager', teamId: 1 }, parties, undefined, 'accept'), {
      refused: 'Only the receiving team can accept this trade',
    });
    assert.deepEqual(answeringTeams({ role: 'manager', teamId: 5 }, parties, undefined, 'reject'), {
      refused: 'Only the receiving team can reject this trade',
    });
  });
});

describe('partiesOf', () => {
  it('reads a trade without stored teams as its two teams, the other accepted with the trade', () => {
    const head = { proposedByTeamId: 1, proposedToTeamId: 2, proposedAt, respondedAt: proposedAt };
    assert.deepEqual(
      partiesOf({ ...head, status: 'pending' }, []).map((party) => party.acceptedAt !== null),
      [true, false],
    );
    assert.deepEqual(
      partiesOf({ ...head, status: 'in_review' }, []).map((party) => party.acceptedAt !== null),
      [true, true],
    );
    assert.deepEqual(
      partiesOf({ ...head, status: 'rejected' }, []).map((party) => party.acceptedAt !== null),
      [true, false],
    );
  });
});

describe('partyProblems', () => {
  const teamsArb = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 2, maxLength: 4 });

  it('accepts any items between two teams of the trade that touch every team', () => {
    fc.assert(
      fc.property(teamsArb, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }), (teams, pairs) => {
        // A ring through every team touches each, then any extra pairs of distinct teams.
        const ring = teams.map((team, index) => ({ fromTeamId: team, toTeamId: teams[(index + 1) % teams.length]! }));
        const extra = pairs
          .map(([a, b]) => ({ fromTeamId: teams[a % teams.length]!, toTeamId: teams[b % teams.length]! }))
          .filter((item) => item.fromTeamId !== item.toTeamId);
        assert.deepEqual(partyProblems(teams, [...ring, ...extra]), []);
      }),
    );
  });

  it('names an item to a team outside the trade, and a team of three that takes no part', () => {
    assert.deepEqual(
      partyProblems(
        [1, 2, 3],
        [
          { fromTeamId: 1, toTeamId: 2 },
          { fromTeamId: 2, toTeamId: 9 },
        ],
        (id) => `Team ${id}`,
      ),
      [
        'Item 2: must move between two teams of the trade',
        'Every team of the trade must give or get an item: Team 3 does not',
      ],
    );
  });
});

describe('totalGiven', () => {
  it("sums a team's FAAB over every team it goes to, and a ball row over its items", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ to: fc.integer({ min: 2, max: 4 }), quantity: fc.integer({ min: 1, max: 1000 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        (gifts) => {
          const items = gifts.map((gift) => ({
            fromTeamId: 1,
            toTeamId: gift.to,
            itemType: 'faab' as const,
            itemId: null,
            quantity: gift.quantity,
          }));
          // Another team's FAAB is not counted.
          const other = { fromTeamId: 2, toTeamId: 1, itemType: 'faab' as const, itemId: null, quantity: 7 };
          const sum = gifts.reduce((total, gift) => total + gift.quantity, 0);
          for (const item of items) assert.equal(totalGiven([...items, other], item), sum);
          assert.equal(totalGiven([...items, other], other), 7);
        },
      ),
    );
  });
});
