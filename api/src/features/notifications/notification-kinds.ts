import type { NotificationKind } from 'shared-contracts';

/** Who hears of an entry: the manager of one team, the managers of some teams, or every member of the league. */
export type Audience = { team: number } | { teams: number[] } | 'league';

type Row = Record<string, unknown>;
const rowOf = (value: unknown): Row => (value !== null && typeof value === 'object' ? (value as Row) : {});
const teamAt = (row: Row, key: string): number | null => (typeof row[key] === 'number' ? row[key] : null);

/**
 * The audit actions that notify (docs/notifications.md §2), the kind each is, and its audience
 * read from the entry's row: a proposal (a counter-offer included: it writes one) tells the
 * team it is proposed to; an answer tells the team that proposed; the end of a trade's review
 * (completed, vetoed by the league or the commissioner, or rejected by the commissioner)
 * tells both teams in it; the lottery's draw tells everyone. Whoever made the change is never told of it (the dispatcher leaves the actor out).
 */
export const NOTIFYING_ACTIONS: Record<
  string,
  { kind: NotificationKind; audience: (after: unknown) => Audience | null }
> = {
  'trade.propose': {
    kind: 'trade.offered',
    // A proposal's entry holds the trade under `trade`, beside its items.
    audience: (after) => team(teamAt(rowOf(rowOf(after).trade), 'proposedToTeamId')),
  },
  'trade.accept': { kind: 'trade.answered', audience: (after) => team(teamAt(rowOf(after), 'proposedByTeamId')) },
  'trade.reject': { kind: 'trade.answered', audience: (after) => team(teamAt(rowOf(after), 'proposedByTeamId')) },
  'trade.complete': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'trade.veto': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'trade.disapprove': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'lottery.draw': { kind: 'lottery.drawn', audience: () => 'league' },
};

/** The teams in a trade (its row): who proposed it and who it was proposed to. */
function tradeTeams(trade: Row): Audience | null {
  const teams = [teamAt(trade, 'proposedByTeamId'), teamAt(trade, 'proposedToTeamId')].filter(
    (id): id is number => id !== null,
  );
  return teams.length === 0 ? null : { teams };
}

function team(id: number | null): Audience | null {
  return id === null ? null : { team: id };
}

/** Each kind's subject line, after the league's name. */
export const SUBJECT_OF_KIND: Record<NotificationKind, string> = {
  'trade.offered': 'A trade offer for your team',
  'trade.answered': 'Your trade offer was answered',
  'trade.reviewed': 'The review of your trade ended',
  'keeper.deadline': 'The keeper deadline is in 48 hours',
  'lottery.drawn': 'The draft lottery was drawn',
};

/** What a member turns off by the kind's unsubscribe link, in the page's words. */
export const NAME_OF_KIND: Record<NotificationKind, string> = {
  'trade.offered': 'trade offers to your team',
  'trade.answered': 'answers to your trade offers',
  'trade.reviewed': 'the end of your trades’ reviews',
  'keeper.deadline': 'keeper deadline reminders',
  'lottery.drawn': 'draft lottery results',
};
