import { httpErrors } from '@fastify/sensible';
import type { Trade, TradeAction } from 'shared-contracts';
import type { Database } from '../../db/client';
import type { Member } from '../league';
import { recordAudit } from '../audit';
import { reservationProblems } from './reserved-assets';
import { readReviewRule } from './review-rule-repository';
import { findProblems, loadAssets, lotteryProblems, moveAssets } from './trade-assets';
import { startReview } from './trade-review';
import { findTrade, itemsOf, lockTrade, setTradeStatus, type TradeRow } from './trade-repository';
import { listTeams } from '../teams';

const NEXT_STATUS = { accept: 'accepted', reject: 'rejected', cancel: 'cancelled' } as const;

/** The receiving team accepts or rejects, the proposing team cancels; the commissioner may do all. */
function refuseRole(member: Member, trade: TradeRow, action: TradeAction): void {
  if (member.role === 'commissioner') return;
  if (action === 'cancel' && member.teamId !== trade.proposedByTeamId)
    throw httpErrors.forbidden('Only the proposing team can cancel this trade');
  if (action !== 'cancel' && member.teamId !== trade.proposedToTeamId)
    throw httpErrors.forbidden(`Only the receiving team can ${action} this trade`);
}

/**
 * PUT /api/trades/{id}. The trade row is locked first and its status read after the lock,
 * so of two accepts at the same moment (on any API instances) one executes and the other
 * finds the trade no longer pending. Accepting re-checks every item (held, and not reserved
 * by a trade under review) and moves them all in the same transaction, or moves nothing; in
 * a league that reviews trades it moves nothing yet and puts the trade under review, its
 * assets reserved (docs/screens/trades.md §4.7).
 */
export async function respondToTrade(
  db: Database,
  member: Member,
  tradeId: number,
  action: TradeAction,
): Promise<Trade> {
  const leagueTeams = await listTeams(db, member.leagueId);
  const names = new Map(leagueTeams.map((team) => [team.id, team.name]));

  await db.transaction(async (tx) => {
    const trade = await lockTrade(tx, member.leagueId, tradeId);
    if (!trade) throw httpErrors.notFound(`Trade ${tradeId} not found`);
    refuseRole(member, trade, action);
    if (trade.status !== 'pending') throw httpErrors.conflict(`Trade is not pending: it was ${trade.status}`);

    const entries = [];
    const teamName = (id: number) => names.get(id) ?? `team ${id}`;
    if (action === 'accept') {
      const items = await itemsOf(tx, trade.id);
      const rows = await loadAssets(tx, member.leagueId, trade.season, items, true);
      const problems = [
        ...findProblems(items, rows, trade.season, teamName),
        ...(await lotteryProblems(tx, member.leagueId, items, rows, true)),
        ...(await reservationProblems(tx, member.leagueId, trade.season, items, rows, teamName)),
      ];
      if (problems.length > 0) {
        throw httpErrors.conflict(
          `The trade can no longer be accepted: ${problems.map((problem) => problem.message).join('; ')}`,
        );
      }
      const rule = await readReviewRule(tx, member.leagueId);
      if (rule.mode !== 'immediate') {
        const after = await startReview(tx, trade, rule, member.userId);
        await recordAudit(tx, member, {
          action: 'trade.accept',
          entity: 'trades',
          entityId: trade.id,
          before: trade,
          after,
        });
        return;
      }
      entries.push(...(await moveAssets(tx, member.leagueId, trade.season, items, rows)));
    }
    const after = await setTradeStatus(tx, trade.id, NEXT_STATUS[action], member.userId);
    entries.push({ action: `trade.${action}`, entity: 'trades', entityId: trade.id, before: trade, after });
    await recordAudit(tx, member, entries);
  });

  const answered = await findTrade(db, member.leagueId, tradeId);
  if (!answered) throw new Error(`trade ${tradeId} vanished after its response`);
  return answered;
}
