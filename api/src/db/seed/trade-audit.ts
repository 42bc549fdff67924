import type { auditLog, tradeItems, trades } from '../schema';

type TradeRow = typeof trades.$inferSelect;
type TradeItemRow = typeof tradeItems.$inferSelect;
type AuditRow = typeof auditLog.$inferInsert;

const RESPONSE_ACTION = {
  accepted: 'trade.accept',
  rejected: 'trade.reject',
  cancelled: 'trade.cancel',
  countered: 'trade.counter',
} as const;

/**
 * The audit entries the trade routes would have written for the seeded trades, so the demo's
 * activity feed tells its history as it tells trades made through the API (docs/api.md §18):
 * each trade's proposal at its proposedAt (after: the trade as proposed, beside its items),
 * and its acceptance, rejection or cancellation at its respondedAt (before: the pending
 * trade, after: the stored one). The demo's teams have no users, so the entries are the
 * league's own (userId null, "The league …"): naming a member who never acted would be false.
 * Only headlines: an acceptance's asset moves are already in the seeded rows, and the feed
 * never reads them. Oldest first, so ids follow the calendar, as the feed's order is by id.
 */
export function buildTradeAudit(leagueId: number, storedTrades: TradeRow[], storedItems: TradeItemRow[]): AuditRow[] {
  const entries: AuditRow[] = [];
  for (const trade of storedTrades) {
    const proposed: TradeRow = { ...trade, status: 'pending', respondedAt: null, respondedByUserId: null };
    const items = storedItems.filter((item) => item.tradeId === trade.id);
    entries.push({
      leagueId,
      userId: null,
      action: 'trade.propose',
      entity: 'trades',
      entityId: trade.id,
      before: null,
      after: { trade: proposed, items },
      createdAt: trade.proposedAt,
    });
    // The demo's trades never went through a review (docs/screens/trades.md §4.7).
    if (!(trade.status in RESPONSE_ACTION)) continue;
    if (!trade.respondedAt) throw new Error(`Seeding failed: ${trade.status} trade ${trade.id} has no response time`);
    entries.push({
      leagueId,
      userId: null,
      action: RESPONSE_ACTION[trade.status as keyof typeof RESPONSE_ACTION],
      entity: 'trades',
      entityId: trade.id,
      before: proposed,
      after: trade,
      createdAt: trade.respondedAt,
    });
  }
  // A stable sort: a proposal stays before a response stamped the same instant.
  return entries.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
