import { asc, eq } from 'drizzle-orm';
import type { MemberRole } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { leagues, memberships, users } from '../../db/schema';

/** The caller as a member of their league: what every league-scoped route works from. */
export type Member = {
  userId: number;
  membershipId: number;
  leagueId: number;
  role: MemberRole;
  teamId: number | null;
};

/**
 * The caller's membership, found from their Firebase uid. One league per deployment today:
 * should a user belong to several (a real league and the open demo), the real one is
 * theirs, then the oldest, until the API takes a league in the path.
 */
export async function findMemberByFirebaseId(db: Queryable, firebaseId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      userId: users.id,
      membershipId: memberships.id,
      leagueId: memberships.leagueId,
      role: memberships.role,
      teamId: memberships.teamId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(leagues, eq(leagues.id, memberships.leagueId))
    .where(eq(users.firebaseId, firebaseId))
    .orderBy(asc(leagues.isDemo), asc(memberships.leagueId))
    .limit(1);
  return row ?? null;
}
