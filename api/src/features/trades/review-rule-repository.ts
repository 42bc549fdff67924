import { eq } from 'drizzle-orm';
import { TRADE_REVIEW_LIMITS, type TradeReviewRule } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client';
import { tradeReviewRules } from '../../db/schema';
import { type Actor, recordAudit } from '../audit';

/** A league without a rule completes accepted trades at once, as every league did before reviews. */
export const DEFAULT_REVIEW_RULE: TradeReviewRule = {
  mode: 'immediate',
  reviewHours: TRADE_REVIEW_LIMITS.reviewHours.default,
  vetoPercent: TRADE_REVIEW_LIMITS.vetoPercent.default,
};

/** GET /api/trades/review-rule: the league's rule, or the default. */
export async function readReviewRule(db: Queryable, leagueId: number): Promise<TradeReviewRule> {
  const [row] = await db.select().from(tradeReviewRules).where(eq(tradeReviewRules.leagueId, leagueId));
  return row ? { mode: row.mode, reviewHours: row.reviewHours, vetoPercent: row.vetoPercent } : DEFAULT_REVIEW_RULE;
}

/**
 * PUT /api/trades/review-rule: the commissioner's rule, written with its audit entry. Trades
 * already under review keep the review (mode, deadline, threshold) they went into.
 */
export async function writeReviewRule(db: Database, actor: Actor, rule: TradeReviewRule): Promise<TradeReviewRule> {
  return db.transaction(async (tx) => {
    const before = await readReviewRule(tx, actor.leagueId);
    const values = { ...rule, updatedBy: actor.userId, updatedAt: new Date() };
    await tx
      .insert(tradeReviewRules)
      .values({ leagueId: actor.leagueId, ...values })
      .onConflictDoUpdate({ target: tradeReviewRules.leagueId, set: values });
    await recordAudit(tx, actor, {
      action: 'league.trade-review-rule',
      entity: 'trade_review_rules',
      entityId: actor.leagueId,
      before,
      after: rule,
    });
    return rule;
  });
}
