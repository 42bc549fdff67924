import type { Trade } from 'shared-contracts';
import { hasVetoed, mayDecide, mayVote, timeLeft, voteCount } from './trade-review';

const trade = (over: Partial<Trade> = {}): Trade => ({
  id: 7,
  proposedByTeamId: 1,
  proposedToTeamId: 2,
  proposedByTeam: { name: 'Otters' },
  proposedToTeam: { name: 'Bandits' },
  proposedAt: '2026-01-01T00:00:00Z',
  status: 'in_review',
  season: 2026,
  items: [],
  note: null,
  countersTradeId: null,
  counteredByTradeId: null,
  review: { mode: 'league-vote', endsAt: '2026-01-02T12:00:00Z', threshold: 3, vetoTeamIds: [4] },
  teams: [
    { teamId: 1, name: 'Otters', acceptedAt: '2026-01-01T00:00:00Z' },
    { teamId: 2, name: 'Bandits', acceptedAt: '2026-01-01T06:00:00Z' },
  ],
  ...over,
});
const manager = (id: number) => ({ role: 'manager' as const, team: { id } as never });

describe('trade review as the Trade Center shows it', () => {
  it('tells the time left in whole hours, and when it is due', () => {
    const now = new Date('2026-01-02T06:30:00Z');
    expect(timeLeft('2026-01-02T12:00:00Z', now)).toBe('in 5 hours');
    expect(timeLeft('2026-01-02T07:45:00Z', now)).toBe('in 1 hour');
    expect(timeLeft('2026-01-02T07:00:00Z', now)).toBe('in less than an hour');
    expect(timeLeft('2026-01-02T06:00:00Z', now)).toBe('due now');
  });

  it('counts the vetoes against the threshold in a vote only', () => {
    expect(voteCount(trade())).toBe('1 of 3 vetoes');
    expect(voteCount(trade({ review: { mode: 'commissioner', endsAt: null, threshold: null, vetoTeamIds: [] } }))).toBe(
      null,
    );
  });

  it('lets a team not in the trade vote while the review runs; the commissioner decides', () => {
    expect(mayVote(trade(), manager(4))).toBe(true);
    expect(mayVote(trade(), manager(1))).toBe(false);
    expect(mayVote(trade(), manager(2))).toBe(false);
    expect(mayVote(trade({ status: 'vetoed' }), manager(4))).toBe(false);
    expect(mayVote(trade(), { role: 'manager', team: null })).toBe(false);
    // The third team of a trade of three votes on it no more than the other two.
    const threeTeams = trade({
      teams: [...trade().teams, { teamId: 3, name: 'Owls', acceptedAt: '2026-01-01T06:00:00Z' }],
    });
    expect(mayVote(threeTeams, manager(3))).toBe(false);
    expect(mayVote(threeTeams, manager(4))).toBe(true);
    expect(hasVetoed(trade(), manager(4))).toBe(true);
    expect(hasVetoed(trade(), manager(5))).toBe(false);
    expect(mayDecide(trade(), { role: 'commissioner', team: null })).toBe(true);
    expect(mayDecide(trade(), manager(4))).toBe(false);
    expect(mayDecide(trade({ status: 'accepted' }), { role: 'commissioner', team: null })).toBe(false);
  });
});
