import { httpErrors } from '@fastify/sensible';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Trade, TradeDecisionBody, TradeReviewRule } from 'shared-contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { isLeagueRow } from '../../db/league-row';
import { trades, tradeVetoes } from '../../db/schema';
import { type Actor, type AuditEntry, recordAudit } from '../audit';
import type { Member } from '../league';
import { listTeams } from '../teams';
import { reservationProblems } from './reserved-assets';
import { mayVeto, reviewState, vetoThreshold } from './review-rules';
import { findProblems, loadAssets, lotteryProblems, moveAssets } from './trade-assets';
import { findTrade, itemsOf, lockTrade, partiesOfTrade, type TradeRow } from './trade-repository';

/** The review a trade is under, as the rules read it ('immediate' is never stored on a trade). */
const reviewModeOf = (trade: TradeRow) => (trade.reviewMode === 'immediate' ? null : trade.reviewMode);

/** The league itself: the review timer ends a review in no member's name. */
const leagueActor = (leagueId: number): Actor => ({ leagueId, userId: null });

async function teamNames(db: Queryable, leagueId: number): Promise<(id: number) => string> {
  const names = new Map((await listTeams(db, leagueId)).map((team) => [team.id, team.name]));
  return (id) => names.get(id) ?? `team ${id}`;
}

async function setStatus(tx: Transaction, trade: TradeRow, status: TradeRow['status']): Promise<TradeRow> {
  const [row] = await tx
    .update(trades)
    .set({ status, respondedAt: new Date() })
    .where(isLeagueRow(trades, trade))
    .returning();
  if (!row) throw new Error(`trade ${trade.id} vanished inside its transaction`);
  return row;
}

async function vetoCount(db: Queryable, tradeId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(tradeVetoes).where(eq(tradeVetoes.tradeId, tradeId));
  return row?.count ?? 0;
}

/**
 * An accepted trade in a reviewing league goes into review instead of moving its assets
 * (the caller has checked they are held and not reserved; they are reserved from now on).
 * A league vote's deadline and threshold are fixed now, from the rule and the teams not in
 * the trade, so a later change of the rule leaves running reviews as they were.
 */
export async function startReview(
  tx: Transaction,
  trade: TradeRow,
  rule: TradeReviewRule,
  userId: number,
  tradeTeamCount = 2,
): Promise<TradeRow> {
  if (rule.mode === 'immediate') throw new Error('an immediate league does not review trades');
  const vote = rule.mode === 'league-vote';
  const teamCount = (await listTeams(tx, trade.leagueId)).length;
  const now = new Date();
  const [row] = await tx
    .update(trades)
    .set({
      status: 'in_review',
      respondedAt: now,
      respondedByUserId: userId,
      reviewMode: rule.mode,
      reviewEndsAt: vote ? new Date(now.getTime() + rule.reviewHours * 3_600_000) : null,
      vetoThreshold: vote ? vetoThreshold(teamCount - tradeTeamCount, rule.vetoPercent) : null,
    })
    .where(isLeagueRow(trades, trade))
    .returning();
  if (!row) throw new Error(`trade ${trade.id} vanished inside its transaction`);
  return row;
}

/**
 * Moves a reviewed trade's assets (the caller holds the trade's lock): each item re-checked
 * as an accept checks it, under the assets' locks. When one is no longer held (a
 * commissioner's edit or an import moved it meanwhile), `strict` answers 409 and changes
 * nothing (the commissioner's approval); the timer instead closes the trade as cancelled,
 * moving nothing, so it does not come due again and again.
 */
async function completeReviewed(tx: Transaction, actor: Actor, trade: TradeRow, strict: boolean): Promise<TradeRow> {
  const teamName = await teamNames(tx, trade.leagueId);
  const items = await itemsOf(tx, trade);
  const rows = await loadAssets(tx, trade.leagueId, trade.season, items, true);
  const problems = [
    ...findProblems(items, rows, trade.season, teamName),
    ...(await lotteryProblems(tx, trade.leagueId, items, rows, true)),
    ...(await reservationProblems(tx, trade.leagueId, trade.season, items, rows, teamName, trade.id)),
  ];
  if (problems.length > 0) {
    const message = `The trade can no longer complete: ${problems.map((problem) => problem.message).join('; ')}`;
    if (strict) throw httpErrors.conflict(message);
    const closed = await setStatus(tx, trade, 'cancelled');
    await recordAudit(tx, actor, {
      action: 'trade.cancel',
      entity: 'trades',
      entityId: trade.id,
      before: trade,
      after: closed,
    });
    return closed;
  }
  const entries: AuditEntry[] = await moveAssets(tx, trade.leagueId, trade.season, items, rows);
  const after = await setStatus(tx, trade, 'accepted');
  entries.push({ action: 'trade.complete', entity: 'trades', entityId: trade.id, before: trade, after });
  await recordAudit(tx, actor, entries);
  return after;
}

async function lockUnderReview(tx: Transaction, leagueId: number, tradeId: number): Promise<TradeRow> {
  const trade = await lockTrade(tx, leagueId, tradeId);
  if (!trade) throw httpErrors.notFound(`Trade ${tradeId} not found`);
  if (trade.status !== 'in_review') throw httpErrors.conflict(`Trade is not under review: it was ${trade.status}`);
  return trade;
}

/** A league vote's trade that still takes votes: before its deadline, the threshold not reached. */
async function lockVoteOpen(tx: Transaction, member: Member, tradeId: number): Promise<TradeRow> {
  const trade = await lockUnderReview(tx, member.leagueId, tradeId);
  if (trade.reviewMode !== 'league-vote')
    throw httpErrors.conflict("This trade waits for the commissioner's approval: the league does not vote on it");
  const teamIds = (await partiesOfTrade(tx, trade)).map((party) => party.teamId);
  if (!mayVeto(member.teamId, trade, teamIds))
    throw httpErrors.forbidden('Only the manager of a team not in the trade may veto it');
  const state = reviewState(
    {
      status: trade.status,
      mode: reviewModeOf(trade),
      endsAt: trade.reviewEndsAt,
      threshold: trade.vetoThreshold,
      vetoes: await vetoCount(tx, trade.id),
    },
    new Date(),
  );
  if (state !== 'waiting') throw httpErrors.conflict('The review of this trade has ended: votes are closed');
  return trade;
}

async function answer(db: Database, leagueId: number, tradeId: number): Promise<Trade> {
  const found = await findTrade(db, leagueId, tradeId);
  if (!found) throw new Error(`trade ${tradeId} vanished after its review`);
  return found;
}

/**
 * POST /api/trades/{id}/veto: the caller's team vetoes (once; again changes nothing). The
 * veto that reaches the threshold ends the review in the same transaction: the trade is
 * vetoed and its assets stay where they are.
 */
export async function castVeto(db: Database, member: Member, tradeId: number): Promise<Trade> {
  await db.transaction(async (tx) => {
    const trade = await lockVoteOpen(tx, member, tradeId);
    const [added] = await tx
      .insert(tradeVetoes)
      .values({ leagueId: trade.leagueId, tradeId: trade.id, teamId: member.teamId as number, userId: member.userId })
      .onConflictDoNothing()
      .returning();
    if (!added) return;
    await recordAudit(tx, member, {
      action: 'trade.veto-vote',
      entity: 'trade_vetoes',
      entityId: trade.id,
      before: null,
      after: added,
    });
    const vetoes = await vetoCount(tx, trade.id);
    const state = reviewState(
      {
        status: trade.status,
        mode: reviewModeOf(trade),
        endsAt: trade.reviewEndsAt,
        threshold: trade.vetoThreshold,
        vetoes,
      },
      new Date(),
    );
    if (state === 'vetoed') {
      const after = await setStatus(tx, trade, 'vetoed');
      await recordAudit(tx, leagueActor(trade.leagueId), {
        action: 'trade.veto',
        entity: 'trades',
        entityId: trade.id,
        before: trade,
        after,
      });
    }
  });
  return answer(db, member.leagueId, tradeId);
}

/** DELETE /api/trades/{id}/veto: the caller's team takes its veto back while the review runs. */
export async function withdrawVeto(db: Database, member: Member, tradeId: number): Promise<Trade> {
  await db.transaction(async (tx) => {
    const trade = await lockVoteOpen(tx, member, tradeId);
    const [removed] = await tx
      .delete(tradeVetoes)
      .where(and(eq(tradeVetoes.tradeId, trade.id), eq(tradeVetoes.teamId, member.teamId as number)))
      .returning();
    if (!removed) throw httpErrors.conflict('Your team has not vetoed this trade');
    await recordAudit(tx, member, {
      action: 'trade.veto-withdraw',
      entity: 'trade_vetoes',
      entityId: trade.id,
      before: removed,
      after: null,
    });
  });
  return answer(db, member.leagueId, tradeId);
}

/**
 * PUT /api/trades/{id}/review: the commissioner approves (the assets move now, re-checked)
 * or vetoes a trade under review, in either mode; in a league vote this ends it early.
 */
export async function decideTrade(
  db: Database,
  member: Member,
  tradeId: number,
  decision: TradeDecisionBody['decision'],
): Promise<Trade> {
  await db.transaction(async (tx) => {
    const trade = await lockUnderReview(tx, member.leagueId, tradeId);
    if (decision === 'approve') {
      await completeReviewed(tx, member, trade, true);
      return;
    }
    const byCommissioner = trade.reviewMode === 'commissioner';
    const after = await setStatus(tx, trade, byCommissioner ? 'rejected_by_commissioner' : 'vetoed');
    await recordAudit(tx, member, {
      action: byCommissioner ? 'trade.disapprove' : 'trade.veto',
      entity: 'trades',
      entityId: trade.id,
      before: trade,
      after,
    });
  });
  return answer(db, member.leagueId, tradeId);
}

/**
 * Ends every league vote whose deadline has passed, one trade a transaction, on any number
 * of API instances at once: each claims a due trade `for update skip locked`, so two never
 * take the same one, and reads its status after the lock, so one another instance ended
 * meanwhile is no longer due (a review completes once). Answers how many it ended.
 */
export async function completeDueReviews(db: Database): Promise<number> {
  let ended = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [trade] = await tx
        .select()
        .from(trades)
        .where(
          and(
            eq(trades.status, 'in_review'),
            eq(trades.reviewMode, 'league-vote'),
            lte(trades.reviewEndsAt, new Date()),
          ),
        )
        .orderBy(asc(trades.reviewEndsAt), asc(trades.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!trade) return false;
      const state = reviewState(
        {
          status: trade.status,
          mode: reviewModeOf(trade),
          endsAt: trade.reviewEndsAt,
          threshold: trade.vetoThreshold,
          vetoes: await vetoCount(tx, trade.id),
        },
        new Date(),
      );
      const actor = leagueActor(trade.leagueId);
      if (state === 'vetoed') {
        const after = await setStatus(tx, trade, 'vetoed');
        await recordAudit(tx, actor, {
          action: 'trade.veto',
          entity: 'trades',
          entityId: trade.id,
          before: trade,
          after,
        });
      } else if (state === 'due') {
        await completeReviewed(tx, actor, trade, false);
      } else {
        return false;
      }
      return true;
    });
    if (!done) return ended;
    ended += 1;
  }
}
