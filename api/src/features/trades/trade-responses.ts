import { httpErrors } from '@fastify/sensible';
import type { Trade, TradeAction } from 'shared-contracts';
import type { Database } from '../../db/client';
import type { Member } from '../league';
import { recordAudit } from '../audit';
import { reservationProblems } from './reserved-assets';
import { readReviewRule } from './review-rule-repository';
import { findProblems, loadAssets, lotteryProblems, moveAssets } from './trade-assets';
import { startReview } from './trade-review';
import { findTrade, itemsOf, lockTrade, partiesOfTrade, recordAcceptance, setTradeStatus } from './trade-repository';
import { answeringTeams, type Party, waitingTeams } from './trade-parties';
import { listTeams } from '../teams';

const NEXT_STATUS = { accept: 'accepted', reject: 'rejected', cancel: 'cancelled' } as const;

/**
 * The teams an accept or a reject is for, or why not: the proposing team cancels, the
 * commissioner may do all (docs/screens/trades.md §4.9).
 */
function answering(member: Member, parties: Party[], action: TradeAction, teamId: number | undefined) {
  if (action !== 'cancel') return answeringTeams(member, parties, teamId, action);
  if (member.role !== 'commissioner' && member.teamId !== parties[0]?.teamId)
    return { refused: 'Only the proposing team can cancel this trade' };
  // A cancel is the proposing team's: a team named with it must be that one.
  if (teamId !== undefined && teamId !== parties[0]?.teamId)
    return { refused: 'Only the proposing team can cancel this trade' };
  return { teams: [] };
}

/**
 * PUT /api/trades/{id}. The trade row is locked first and its status read after the lock,
 * so of two answers at the same moment (on any API instances) each sees what the other
 * committed: of two accepts of one team, one records it and the other finds the team has
 * answered; the accept of the last waiting team, whichever it is, completes the trade once.
 * Until then an accept only records the team's answer; any team's reject ends the trade.
 * Completing re-checks every item (held, and not reserved by a trade under review) and
 * moves them all in the same transaction, or moves nothing; in a league that reviews trades
 * it moves nothing yet and puts the trade under review, its assets reserved
 * (docs/screens/trades.md §4.7, §4.9).
 */
export async function respondToTrade(
  db: Database,
  member: Member,
  tradeId: number,
  action: TradeAction,
  teamId?: number,
): Promise<Trade> {
  const leagueTeams = await listTeams(db, member.leagueId);
  const names = new Map(leagueTeams.map((team) => [team.id, team.name]));
  // Another league's team is answered as no team at all (docs/api.md §1).
  if (teamId !== undefined && !names.has(teamId)) throw httpErrors.notFound(`Team ${teamId} not found`);

  await db.transaction(async (tx) => {
    const trade = await lockTrade(tx, member.leagueId, tradeId);
    if (!trade) throw httpErrors.notFound(`Trade ${tradeId} not found`);
    const parties = await partiesOfTrade(tx, trade);
    // The role first (403), then the status (409), then the team's own answer (409).
    const answer = answering(member, parties, action, teamId);
    if ('refused' in answer) throw httpErrors.forbidden(answer.refused);
    if (trade.status !== 'pending') throw httpErrors.conflict(`Trade is not pending: it was ${trade.status}`);
    if ('already' in answer) throw httpErrors.conflict(answer.already);
    const answered = answer.teams;

    const entries = [];
    const teamName = (id: number) => names.get(id) ?? `team ${id}`;
    if (action === 'accept') {
      const items = await itemsOf(tx, trade);
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
      await recordAcceptance(tx, trade, parties, answered, member.userId);
      const stillWaiting = waitingTeams(parties).filter((id) => !answered.includes(id));
      const teamIds = parties.map((party) => party.teamId);
      if (stillWaiting.length > 0) {
        // Not the last team: the trade stays pending, its answer recorded and audited.
        await recordAudit(tx, member, {
          action: 'trade.accept-part',
          entity: 'trades',
          entityId: trade.id,
          before: trade,
          after: { ...trade, teamIds, acceptedTeamIds: answered, waitingTeamIds: stillWaiting },
        });
        return;
      }
      const rule = await readReviewRule(tx, member.leagueId);
      if (rule.mode !== 'immediate') {
        const after = await startReview(tx, trade, rule, member.userId, teamIds.length);
        await recordAudit(tx, member, {
          action: 'trade.accept',
          entity: 'trades',
          entityId: trade.id,
          before: trade,
          after: { ...after, teamIds },
        });
        return;
      }
      entries.push(...(await moveAssets(tx, member.leagueId, trade.season, items, rows)));
    }
    const after = await setTradeStatus(tx, trade, NEXT_STATUS[action], member.userId);
    entries.push({
      action: `trade.${action}`,
      entity: 'trades',
      entityId: trade.id,
      before: trade,
      after: { ...after, teamIds: parties.map((party) => party.teamId) },
    });
    await recordAudit(tx, member, entries);
  });

  const found = await findTrade(db, member.leagueId, tradeId);
  if (!found) throw new Error(`trade ${tradeId} vanished after its response`);
  return found;
}
