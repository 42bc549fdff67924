import { count, eq } from 'drizzle-orm';
import type { CreateLeagueBody, LeagueSummary } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { leagues, memberships, users } from '../../db/schema';
import { recordAudit } from '../audit';

/** How many leagues one person may belong to: generous for any player, a bound for a script. */
export const MAX_LEAGUES_PER_PERSON = 50;

/** Refuses a league past the cap; `wanted` says what the person was doing (creating, joining). */
export class LeagueLimitError extends Error {
  constructor(wanted: 'create' | 'join' = 'create') {
    super(`You belong to ${MAX_LEAGUES_PER_PERSON} leagues, the most one person can: leave one to ${wanted} another`);
  }
}

/**
 * Creates a league whose commissioner is its creator (docs/leagues.md): empty, in the season
 * given, at week 1, following Yahoo until Settings says otherwise. It becomes the creator's
 * last used league, so the next screen opens it. One transaction, audited.
 */
export async function createLeague(db: Queryable, userId: number, body: CreateLeagueBody): Promise<LeagueSummary> {
  return db.transaction(async (tx) => {
    // Lock the creator's row: two creations at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx.select({ leagues: count() }).from(memberships).where(eq(memberships.userId, userId));
    if ((held?.leagues ?? 0) >= MAX_LEAGUES_PER_PERSON) throw new LeagueLimitError();

    const [league] = await tx
      .insert(leagues)
      .values({
        name: body.name,
        isDemo: false,
        currentSeason: body.season,
        defaultSeason: body.season,
        defaultWeek: 1,
      })
      .returning();
    if (!league) throw new Error('The league was not created');
    const [membership] = await tx
      .insert(memberships)
      .values({ leagueId: league.id, userId, role: 'commissioner', joinedAt: new Date() })
      .returning();
    await tx.update(users).set({ lastLeagueId: league.id }).where(eq(users.id, userId));
    await recordAudit(tx, { leagueId: league.id, userId }, [
      { action: 'league.create', entity: 'leagues', entityId: league.id, before: null, after: league },
      {
        action: 'member.join',
        entity: 'memberships',
        entityId: membership?.id ?? null,
        before: null,
        after: membership,
      },
    ]);
    return {
      id: league.id,
      name: league.name,
      isDemo: false,
      currentSeason: league.currentSeason,
      role: 'commissioner',
      team: null,
    };
  });
}
