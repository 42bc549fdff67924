import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, memberships } from '../../db/schema';
import { recordAudit } from '../audit';
import { acceptInvitations } from './members';

/**
 * Admits a signed-in user wherever they may enter: every league that invited their email,
 * and the open demo league when the deployment keeps it open, where everyone is commissioner
 * so a visitor can try every screen. `email` must be the ID token's verified email (see
 * verifiedEmail): an invitation, a configured commissioner's seat included, is taken only by
 * someone who proved they own the address. Repeating it changes nothing; a role is kept.
 */
export async function admit(
  db: Queryable,
  user: { id: number; email: string },
  options: { demoLeagueOpen: boolean },
): Promise<void> {
  const joined = await acceptInvitations(db, user.id, user.email);
  // Taking up an invitation is joining the league, as a link's join is: audited in the
  // sign-in's transaction, so the league's activity tells of it (docs/api.md §18).
  for (const membership of joined) {
    await recordAudit(
      db,
      { leagueId: membership.leagueId, userId: user.id },
      { action: 'member.join', entity: 'memberships', entityId: membership.id, before: null, after: membership },
    );
  }
  if (options.demoLeagueOpen) await admitToOpenLeague(db, user.id);
}

async function admitToOpenLeague(db: Queryable, userId: number): Promise<void> {
  const [demo] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.isDemo, true))
    .orderBy(asc(leagues.id))
    .limit(1);
  if (!demo) return;
  await db
    .insert(memberships)
    .values({ leagueId: demo.id, userId, role: 'commissioner', joinedAt: new Date() })
    .onConflictDoNothing();
}
