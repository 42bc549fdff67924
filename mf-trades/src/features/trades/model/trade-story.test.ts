import type { Trade } from 'shared-contracts';
import { allowedActions, itemLabel, itemMove, statusVariant } from './trade-story';

const trade = (status: Trade['status'] = 'pending'): Trade => ({
  id: 1,
  proposedByTeamId: 1,
  proposedToTeamId: 2,
  proposedByTeam: { name: 'A' },
  proposedToTeam: { name: 'B' },
  proposedAt: '2025-10-01T00:00:00.000Z',
  status,
  season: 2025,
  items: [],
  note: null,
  countersTradeId: null,
  counteredByTradeId: null,
  review: null,
  teams: [
    { teamId: 1, name: 'A', acceptedAt: '2025-10-01T00:00:00.000Z' },
    { teamId: 2, name: 'B', acceptedAt: null },
  ],
});
const team = (id: number) => ({
  id,
  name: `T${id}`,
  displayName: `T${id}`,
  abbreviation: 'T',
  yahooTeamKey: null,
  logoUrl: null,
});

describe('the trade history rules', () => {
  it('colours statuses: accepted success, rejected and vetoed destructive, cancelled and countered muted, otherwise warning', () => {
    expect(
      [
        'accepted',
        'rejected',
        'cancelled',
        'countered',
        'pending',
        'in_review',
        'vetoed',
        'rejected_by_commissioner',
      ].map((status) => statusVariant(status as Trade['status'])),
    ).toEqual(['success', 'destructive', 'muted', 'muted', 'warning', 'warning', 'destructive', 'destructive']);
  });

  it('lets the receiving manager accept or reject, the proposer cancel, the commissioner do any, others nothing', () => {
    expect(allowedActions(trade(), { role: 'manager', team: team(2) })).toEqual(['accept', 'reject']);
    expect(allowedActions(trade(), { role: 'manager', team: team(1) })).toEqual(['cancel']);
    expect(allowedActions(trade(), { role: 'manager', team: team(3) })).toEqual([]);
    expect(allowedActions(trade(), { role: 'manager', team: null })).toEqual([]);
    expect(allowedActions(trade(), { role: 'commissioner', team: null })).toEqual(['accept', 'reject', 'cancel']);
    expect(allowedActions(trade('accepted'), { role: 'commissioner', team: null })).toEqual([]);
  });

  it('names items from the lookups, with a fallback when the row is unknown', () => {
    const lookups = {
      players: new Map([[5, { name: 'Josh Allen', position: 'QB' }]]),
      picks: new Map([
        [9, { year: 2027, round: 3, position: null, originalTeamId: 2 }],
        [10, { year: 2026, round: 1, position: 4, originalTeamId: 1 }],
      ]),
      abbreviationOf: (teamId: number) => `T${teamId}`,
    };
    const item = { id: 1, tradeId: 1, fromTeamId: 1, toTeamId: 2, quantity: null };
    expect(itemLabel({ ...item, itemType: 'player', itemId: 5 }, lookups)).toBe('Josh Allen (QB)');
    expect(itemLabel({ ...item, itemType: 'player', itemId: 6 }, lookups)).toBe('Player #6');
    // A pick is the team's own unless it came from another: '(via ABBR)' names where from.
    expect(itemLabel({ ...item, itemType: 'draft_pick', itemId: 9 }, lookups)).toBe('2027 Round 3 (via T2)');
    expect(itemLabel({ ...item, itemType: 'draft_pick', itemId: 10 }, lookups)).toBe('2026 Round 1, Pick 4');
    expect(itemMove({ ...item, itemType: 'draft_pick', itemId: 9 }, lookups, (teamId) => `Team ${teamId}`)).toBe(
      '2027 Round 3 (via T2): Team 1 → Team 2',
    );
    expect(itemLabel({ ...item, itemType: 'ping_pong_ball', itemId: 4, quantity: 3 }, lookups)).toBe(
      '3 ping pong balls',
    );
    expect(itemLabel({ ...item, itemType: 'faab', itemId: null, quantity: 30 }, lookups)).toBe('$30 FAAB');
  });
});
