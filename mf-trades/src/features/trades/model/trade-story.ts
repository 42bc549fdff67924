// How the history tells a trade: each item as "what, from whom, to whom", its status badge,
// and which actions the signed-in member may take on it.
import type { BadgeVariant } from 'shared-ui';
import type { DraftPick, LeagueInfo, Player, Team, Trade, TradeAction, TradeItem, TradeStatus } from 'shared-contracts';
import { ballsLabel, faabLabel, pickLabel } from './trade-draft';

/**
 * docs/screens/trades.md §4.3: accepted=success, rejected, vetoed and rejected by the
 * commissioner=destructive, cancelled and countered=muted, otherwise (pending, under review)=warning.
 */
export function statusVariant(status: TradeStatus): BadgeVariant {
  if (status === 'accepted') return 'success';
  if (status === 'rejected' || status === 'vetoed' || status === 'rejected_by_commissioner') return 'destructive';
  if (status === 'cancelled' || status === 'countered') return 'muted';
  return 'warning';
}

export const STATUS_LABELS: Record<TradeStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  countered: 'Countered',
  in_review: 'Under review',
  vetoed: 'Vetoed',
  rejected_by_commissioner: 'Rejected by the commissioner',
};

export interface Lookups {
  players: ReadonlyMap<number, Pick<Player, 'name' | 'position'>>;
  picks: ReadonlyMap<number, Pick<DraftPick, 'year' | 'round' | 'position' | 'originalTeamId'>>;
  /** A team's abbreviation, for '(via ABBR)'. */
  abbreviationOf: (teamId: number) => string;
}

export function itemLabel(item: TradeItem, lookups: Lookups): string {
  switch (item.itemType) {
    case 'player': {
      const player = item.itemId === null ? undefined : lookups.players.get(item.itemId);
      return player ? `${player.name} (${player.position})` : `Player #${item.itemId}`;
    }
    case 'draft_pick': {
      const pick = item.itemId === null ? undefined : lookups.picks.get(item.itemId);
      return pick ? pickLabel(pick, item.fromTeamId, lookups.abbreviationOf) : `Draft pick #${item.itemId}`;
    }
    case 'ping_pong_ball':
      return ballsLabel(item.quantity ?? 0);
    case 'faab':
      return faabLabel(item.quantity ?? 0);
  }
}

/** A trade of three or four teams (§4.9); a trade of two reads its two-team fields as it always did. */
export const isMultiTeam = (trade: Pick<Trade, 'teams'>) => trade.teams.length > 2;

/** The teams of a trade of three or four still to accept, by name, in the trade's order. */
export function waitingFor(trade: Pick<Trade, 'teams'>): string[] {
  return trade.teams.filter((team) => team.acceptedAt === null).map((team) => team.name);
}

/**
 * The actions the member may take: the receiving team answers (in a trade of three or four,
 * each team until it has accepted), the proposer cancels, the commissioner may do any.
 */
export function allowedActions(trade: Trade, league: Pick<LeagueInfo, 'role' | 'team'> | null): TradeAction[] {
  if (trade.status !== 'pending' || !league) return [];
  if (league.role === 'commissioner') return ['accept', 'reject', 'cancel'];
  const teamId = league.team?.id;
  if (teamId === trade.proposedByTeamId) return ['cancel'];
  if (isMultiTeam(trade))
    return trade.teams.some((team) => team.teamId === teamId && team.acceptedAt === null) ? ['accept', 'reject'] : [];
  if (teamId === trade.proposedToTeamId) return ['accept', 'reject'];
  return [];
}

/** What an item does, in words: "2026 Round 1 (via GCK): Gotham City Knights → Bayou Bandits". */
export function itemMove(item: TradeItem, lookups: Lookups, teamName: (teamId: number) => string): string {
  return `${itemLabel(item, lookups)}: ${teamName(item.fromTeamId)} → ${teamName(item.toTeamId)}`;
}

/** A team's abbreviation from the league's teams ('Unknown' for a team not among them, as on Draft Picks). */
export function abbreviations(
  teams: readonly Pick<Team, 'id' | 'abbreviation'>[] | undefined,
): (teamId: number) => string {
  const byId = new Map((teams ?? []).map((team) => [team.id, team.abbreviation]));
  return (teamId) => byId.get(teamId) ?? 'Unknown';
}

export const ACTION_LABELS: Record<TradeAction, string> = { accept: 'Accept', reject: 'Reject', cancel: 'Cancel' };
