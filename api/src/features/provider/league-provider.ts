import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { providerId, type ProviderId } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { leagues } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';

/** The provider a league follows (`leagues.provider`); Yahoo for a league that never chose. */
export async function leagueProviderId(db: Queryable, leagueId: number): Promise<ProviderId> {
  const [row] = await db.select({ provider: leagues.provider }).from(leagues).where(eq(leagues.id, leagueId));
  const parsed = providerId.safeParse(row?.provider);
  return parsed.success ? parsed.data : 'yahoo';
}

/** Requests whose league's provider was read already: one read a request, however many helpers ask. */
const readThisRequest = new WeakMap<FastifyRequest, Promise<ProviderId>>();

/** The provider of the caller's league, read once per request. */
export function requestProviderId(db: Queryable, request: FastifyRequest, leagueId: number): Promise<ProviderId> {
  let read = readThisRequest.get(request);
  if (!read) {
    read = leagueProviderId(db, leagueId);
    readThisRequest.set(request, read);
  }
  return read;
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
