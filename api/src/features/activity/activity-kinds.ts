import type { ActivityKind } from 'shared-contracts';

/**
 * Which audit entries each kind of the feed reads (docs/api.md §18). Only headlines: a change
 * of many rows (an import, a roll-over, an accepted trade's moves) also writes one entry
 * that tells of the whole, and the feed reads that one, never its rows.
 */
export const ACTIONS_OF_KIND: Record<ActivityKind, readonly string[]> = {
  'trade.proposed': ['trade.propose'],
  // 'trade.accept-part': one team of a trade of three or four accepted; others still wait.
  'trade.accepted': ['trade.accept', 'trade.accept-part'],
  'trade.rejected': ['trade.reject'],
  'trade.cancelled': ['trade.cancel'],
  'trade.countered': ['trade.counter'],
  // A reviewed trade's end (docs/screens/trades.md §4.7): moved, or vetoed by the members'
  // votes or the commissioner ('trade.disapprove': rejected in a commissioner-approval league).
  'trade.completed': ['trade.complete'],
  'trade.vetoed': ['trade.veto', 'trade.disapprove'],
  'keeper.declared': ['player.keep'],
  'keeper.released': ['player.release'],
  'lottery.opened': ['lottery.open'],
  'lottery.drawn': ['lottery.draw'],
  'lottery.reset': ['lottery.reset'],
  import: ['league.import-season', 'league.player-import'],
  rollover: ['league.rollover'],
  'member.joined': ['member.join'],
  'member.left': ['member.leave', 'member.remove'],
  'schedule.edited': ['matchup.update', 'matchup.move'],
  'pick.edited': ['pick.update'],
};

const KIND_OF_ACTION = new Map<string, ActivityKind>(
  Object.entries(ACTIONS_OF_KIND).flatMap(([kind, actions]) =>
    actions.map((action) => [action, kind as ActivityKind] as const),
  ),
);

/** The feed's kind of an audit action; undefined for an action the feed does not tell of. */
export function kindOfAction(action: string): ActivityKind | undefined {
  return KIND_OF_ACTION.get(action);
}

/** Every audit action the feed reads, or those of one kind. */
export function feedActions(kind?: ActivityKind): string[] {
  return kind ? [...ACTIONS_OF_KIND[kind]] : [...KIND_OF_ACTION.keys()];
}

/**
 * The keys of an audited row that name a team of the league, in any of the rows the feed
 * reads (a trade's two teams, a player's or a membership's team, a game's two sides, a pick's
 * holder and original team). The team filter and an item's `teamIds` both read these.
 */
export const TEAM_KEYS = [
  'teamId',
  'proposedByTeamId',
  'proposedToTeamId',
  'homeTeamId',
  'awayTeamId',
  'currentTeamId',
  'originalTeamId',
] as const;
