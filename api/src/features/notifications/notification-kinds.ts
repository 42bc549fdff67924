import { type NotificationKind } from 'shared-contracts/notifications';

/** Who hears of an entry: the manager of one team, the managers of several, or every member of the league. */
export type Audience = { team: number } | { teams: number[] } | 'league';

type Row = Record<string, unknown>;
const rowOf = (value: unknown): Row => (value !== null && typeof value === 'object' ? (value as Row) : {});
const teamAt = (row: Row, key: string): number | null => (typeof row[key] === 'number' ? row[key] : null);
/** A trade of three or four teams: its teams, listed beside the row as `teamIds` (none for two). */
const tradeTeamsOf = (entry: Row): number[] => {
  const list = Array.isArray(entry.teamIds) ? entry.teamIds.filter((id) => typeof id === 'number') : [];
  return list.length > 2 ? list : [];
};

/**
 * A proposal tells the team proposed to, or, in a trade of three or four teams, every team
 * but the proposer's; an answer tells the proposer, or every team of a trade of three or four
 * (each one waits on the others).
 */
const offered = (after: unknown): Audience | null => {
  const others = tradeTeamsOf(rowOf(after)).slice(1);
  return others.length > 0 ? { teams: others } : team(teamAt(rowOf(rowOf(after).trade), 'proposedToTeamId'));
};
const answered = (after: unknown): Audience | null => {
  const all = tradeTeamsOf(rowOf(after));
  return all.length > 0 ? { teams: all } : team(teamAt(rowOf(after), 'proposedByTeamId'));
};

/**
 * The audit actions that notify (docs/notifications.md §2), the kind each is, and its audience
 * read from the entry's row: a proposal (a counter-offer included: it writes one) tells the
 * team it is proposed to; an answer tells the team that proposed; the end of a trade's review
 * (completed, vetoed by the league or the commissioner, or rejected by the commissioner)
 * tells every team in it; the lottery's draw tells everyone. Whoever made the change is never told of it (the dispatcher leaves the actor out).
 */
export const NOTIFYING_ACTIONS: Record<
  string,
  { kind: NotificationKind; audience: (after: unknown) => Audience | null }
> = {
  // A proposal's entry holds the trade under `trade`, beside its items and teams.
  'trade.propose': { kind: 'trade.offered', audience: offered },
  'trade.accept': { kind: 'trade.answered', audience: answered },
  'trade.accept-part': { kind: 'trade.answered', audience: answered },
  'trade.reject': { kind: 'trade.answered', audience: answered },
  'trade.complete': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'trade.veto': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'trade.disapprove': { kind: 'trade.reviewed', audience: (after) => tradeTeams(rowOf(after)) },
  'lottery.draw': { kind: 'lottery.drawn', audience: () => 'league' },
};

/** The teams in a trade (its row): every team of a trade of three or four, else who proposed it and who it was proposed to. */
function tradeTeams(trade: Row): Audience | null {
  const many = tradeTeamsOf(trade);
  if (many.length > 0) return { teams: many };
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
