// A counter-offer (docs/screens/trades.md §4.6): the receiving team answers a pending proposal
// with one of its own, the same items to start from, every one editable, going back the other
// way. Made from the proposal as the history shows it, apart from React.
import type { LeagueInfo, Trade } from 'shared-contracts';
import type { DraftItem } from './trade-draft';
import { itemLabel, type Lookups } from './trade-story';

export interface CounterDraft {
  /** The proposal it answers: closed as 'countered' when the counter is made. */
  counters: number;
  /** Side a, the counter's proposer: the team the proposal was made to. */
  teamA: number;
  /** Side b: the team that proposed. */
  teamB: number;
  items: DraftItem[];
}

/**
 * The receiving team may counter a pending proposal; the commissioner may, for that team. A
 * trade of three or four teams is not countered (§4.9): its teams reject it and propose anew.
 */
export function canCounter(trade: Trade, league: Pick<LeagueInfo, 'role' | 'team'> | null): boolean {
  if (trade.status !== 'pending' || !league || trade.teams.length > 2) return false;
  return league.role === 'commissioner' || league.team?.id === trade.proposedToTeamId;
}

/** The form's start for a counter: each item on the side of the team that gives it, keyed as the form keys it. */
export function counterDraft(trade: Trade, lookups: Lookups): CounterDraft {
  const teamA = trade.proposedToTeamId;
  return {
    counters: trade.id,
    teamA,
    teamB: trade.proposedByTeamId,
    items: trade.items.map((item) => {
      const side = item.fromTeamId === teamA ? 'a' : 'b';
      return {
        key: item.itemType === 'faab' ? `${side}:faab` : `${side}:${item.itemType}:${item.itemId}`,
        side,
        itemType: item.itemType,
        itemId: item.itemId,
        quantity: item.quantity,
        label: itemLabel(item, lookups),
      };
    }),
  };
}
