import {
  ballsLabel,
  canSubmit,
  faabLabel,
  pickLabel,
  quantityProblem,
  receiverOf,
  toProposal,
  withItem,
  type DraftItem,
} from './trade-draft';

const player: DraftItem = {
  key: 'a:player:5',
  side: 'a',
  itemType: 'player',
  itemId: 5,
  quantity: null,
  label: 'Josh Allen',
};
const faab = (quantity: number): DraftItem => ({
  key: 'b:faab',
  side: 'b',
  itemType: 'faab',
  itemId: null,
  quantity,
  label: faabLabel(quantity),
});

describe('the trade form rules', () => {
  it('wants a quantity above 0: empty, zero, negative and fractions are refused', () => {
    for (const raw of ['', ' ', '0', '-3', '1.5', 'abc']) {
      expect(quantityProblem('faab', raw)).toBe('Quantity must be greater than 0');
      expect(quantityProblem('ping_pong_ball', raw, 50)).toBe('Quantity must be greater than 0');
    }
  });

  it('bounds ping pong balls to 1–100 and to what the team holds', () => {
    expect(quantityProblem('ping_pong_ball', '1', 10)).toBeNull();
    expect(quantityProblem('ping_pong_ball', '100', 100)).toBeNull();
    expect(quantityProblem('ping_pong_ball', '101', 500)).toBe('Ping pong balls must be 1 to 100');
    expect(quantityProblem('ping_pong_ball', '11', 10)).toBe('This team holds only 10 ping pong balls that year');
    expect(quantityProblem('ping_pong_ball', '1', 0)).toBe('This team holds no ping pong balls that year');
  });

  it('bounds FAAB to 1–1000', () => {
    expect(quantityProblem('faab', '1')).toBeNull();
    expect(quantityProblem('faab', '1000')).toBeNull();
    expect(quantityProblem('faab', '1001')).toBe('FAAB must be 1 to 1000');
  });

  it("bounds FAAB to the team's balance once it is known", () => {
    expect(quantityProblem('faab', '37', 37)).toBeNull();
    expect(quantityProblem('faab', '38', 37)).toBe('This team has only $37 FAAB left');
    expect(quantityProblem('faab', '1', 0)).toBe('This team has no FAAB left');
    // Above 1000 is the trade's bound, whatever the balance.
    expect(quantityProblem('faab', '1001', 5000)).toBe('FAAB must be 1 to 1000');
  });

  it("labels picks by year and round, the number once set, and '(via ABBR)' when another team's", () => {
    const abbreviationOf = (teamId: number) => ({ 1: 'GCK', 2: 'SAS' })[teamId] ?? 'Unknown';
    expect(pickLabel({ year: 2026, round: 2, position: null, originalTeamId: 1 }, 1, abbreviationOf)).toBe(
      '2026 Round 2',
    );
    expect(pickLabel({ year: 2026, round: 2, position: 7, originalTeamId: 1 }, 1, abbreviationOf)).toBe(
      '2026 Round 2, Pick 7',
    );
    expect(pickLabel({ year: 2027, round: 1, position: null, originalTeamId: 2 }, 1, abbreviationOf)).toBe(
      '2027 Round 1 (via SAS)',
    );
    expect(pickLabel({ year: 2025, round: 3, position: 11, originalTeamId: 1 }, 2, abbreviationOf)).toBe(
      '2025 Round 3, Pick 11 (via GCK)',
    );
    expect(ballsLabel(1, 2026)).toBe('1 ping pong ball (2026)');
    expect(ballsLabel(4)).toBe('4 ping pong balls');
  });

  it('submits only with two different teams and at least one item', () => {
    expect(canSubmit({ a: null, b: 2 }, [player])).toBe(false);
    expect(canSubmit({ a: 1, b: null }, [player])).toBe(false);
    expect(canSubmit({ a: 1, b: 2 }, [])).toBe(false);
    expect(canSubmit({ a: 1, b: 1 }, [player])).toBe(false);
    expect(canSubmit({ a: 1, b: 2 }, [player])).toBe(true);
  });

  it('submits a trade of three only once its third team is chosen and gives or gets something', () => {
    const toC = { ...player, to: 'c' as const };
    expect(canSubmit({ a: 1, b: 2, c: null }, [player])).toBe(false);
    // A gives B its player: team C takes no part.
    expect(canSubmit({ a: 1, b: 2, c: 3 }, [player])).toBe(false);
    expect(canSubmit({ a: 1, b: 2, c: 3 }, [player, { ...faab(10), to: 'c' }])).toBe(true);
    expect(canSubmit({ a: 1, b: 2, c: 2 }, [player, toC])).toBe(false);
  });

  it('sends a trade of three with the third team in otherTeamIds and each item to the team it names', () => {
    expect(toProposal({ a: 1, b: 2, c: 3 }, [player, { ...faab(10), to: 'c' }])).toEqual({
      proposedByTeamId: 1,
      proposedToTeamId: 2,
      otherTeamIds: [3],
      items: [
        { fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 5 },
        { fromTeamId: 2, toTeamId: 3, itemType: 'faab', quantity: 10 },
      ],
    });
  });

  it('sends an item to the other team when a removed team was its receiver', () => {
    expect(receiverOf({ ...player, to: 'c' }, ['a', 'b'])).toBe('b');
  });

  it('replaces an item of the same key instead of adding it twice', () => {
    expect(withItem(withItem([player], faab(10)), faab(25))).toEqual([player, faab(25)]);
  });

  it('sends side a from team A to team B and side b back, without empty fields', () => {
    expect(toProposal({ a: 1, b: 2 }, [player, faab(10)])).toEqual({
      proposedByTeamId: 1,
      proposedToTeamId: 2,
      items: [
        { fromTeamId: 1, toTeamId: 2, itemType: 'player', itemId: 5 },
        { fromTeamId: 2, toTeamId: 1, itemType: 'faab', quantity: 10 },
      ],
    });
  });
});
