import { eq } from 'drizzle-orm';
import { providerId, type ProviderId } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { leagues } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { leagueWithSeasons } from '../league';

/**
 * The provider a league follows (`leagues.provider`); Yahoo for a league that never chose.
 * Read through the league's cached row (GET /api/league's), so Teams' many roster and points
 * calls read no table; a change of provider writes `leagues`, which drops it.
 */
export async function leagueProviderId(db: Queryable, leagueId: number): Promise<ProviderId> {
  const parsed = providerId.safeParse((await leagueWithSeasons(db, leagueId))?.league.provider);
  return parsed.success ? parsed.data : 'yahoo';
}

/**
 * Makes the league follow `provider` inside the caller's transaction, audited as
 * `league.provider` when it changes. Answers whether it changed.
 */
export async function setLeagueProvider(tx: Queryable, actor: Actor, provider: ProviderId): Promise<boolean> {
  const [before] = await tx.select().from(leagues).where(eq(leagues.id, actor.leagueId)).for('update');
  if (!before || before.provider === provider) return false;
  const [after] = await tx.update(leagues).set({ provider }).where(eq(leagues.id, actor.leagueId)).returning();
  await recordAudit(tx, actor, {
    action: 'league.provider',
    entity: 'leagues',
    entityId: actor.leagueId,
    before,
    after,
  });
  return true;
}
