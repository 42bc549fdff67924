import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LeagueMember, MemberRole } from 'shared-contracts';
import type { Queryable } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { readThrough } from '../../../db/read-cache';
import { leagues, memberships, teams, users } from '../../../db/schema';
import type { Member } from '../../../plugins/caller';

export type { Member };

type MembershipRow = typeof memberships.$inferSelect;

const memberColumns = {
  id: memberships.id,
  // An invitation carries its email; a member admitted by the open demo league has the user's.
  email: sql<string>`coalesce(${memberships.email}, ${users.email})`,
  displayName: users.displayName,
  role: memberships.role,
  teamId: teams.id,
  teamName: teams.name,
  teamAbbreviation: teams.abbreviation,
  userId: memberships.userId,
  createdAt: memberships.createdAt,
  joinedAt: memberships.joinedAt,
};

type MemberListRow = {
  id: number;
  email: string;
  displayName: string | null;
  role: MemberRole;
  teamId: number | null;
  teamName: string | null;
  teamAbbreviation: string | null;
  userId: number | null;
  createdAt: Date;
  joinedAt: Date | null;
};

function toLeagueMember(row: MemberListRow): LeagueMember {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    team:
      row.teamId === null
        ? null
        : { id: row.teamId, name: row.teamName ?? '', abbreviation: row.teamAbbreviation ?? '' },
    status: row.userId === null ? 'invited' : 'joined',
    invitedAt: row.createdAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
  };
}

const memberColumnsOfCaller = {
  userId: users.id,
  membershipId: memberships.id,
  leagueId: memberships.leagueId,
  role: memberships.role,
  teamId: memberships.teamId,
};

/**
 * The caller's membership of the league their X-League-Id header names: one lookup through
 * two unique indexes (users by Firebase uid, memberships by league and user).
 */
const memberInLeague = preparedPerDatabase((db) =>
  db
    .select(memberColumnsOfCaller)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(users.firebaseId, sql.placeholder('firebaseId')), eq(memberships.leagueId, sql.placeholder('leagueId'))),
    )
    .prepare('member_in_league'),
);

/**
 * The caller's membership when no header names a league (docs/leagues.md): the league they
 * used last, else a real league before the demo, else the oldest. A league they have left is
 * passed over, as it holds no membership of theirs.
 */
const memberOfLastLeague = preparedPerDatabase((db) =>
  db
    .select(memberColumnsOfCaller)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(leagues, eq(leagues.id, memberships.leagueId))
    .where(eq(users.firebaseId, sql.placeholder('firebaseId')))
    .orderBy(
      desc(sql`${memberships.leagueId} is not distinct from ${users.lastLeagueId}`),
      asc(leagues.isDemo),
      asc(memberships.leagueId),
    )
    .limit(1)
    .prepare('member_of_last_league'),
);

/**
 * How long a membership is remembered at most. Access follows a change as soon as this
 * instance hears of it; this bounds the time it can miss one (a listening connection lost
 * without a word is noticed only at its next heartbeat), at the price of one lookup per
 * member every few seconds.
 */
export const MEMBERSHIP_MAX_AGE_MS = 3000;

/**
 * The caller's membership of `leagueId`, or of their last used league when it is null; null
 * when they are no member of it. Every signed-in request asks this once (the access guard):
 * prepared, and remembered until a membership, user or league changes.
 */
export async function findMemberByFirebaseId(
  db: Queryable,
  firebaseId: string,
  leagueId: number | null = null,
): Promise<Member | null> {
  return readThrough(
    db,
    `member ${firebaseId} ${leagueId ?? 'last'}`,
    ['memberships', 'users', 'leagues'],
    async () => {
      const [row] =
        leagueId === null
          ? await memberOfLastLeague(db).execute({ firebaseId })
          : await memberInLeague(db).execute({ firebaseId, leagueId });
      return row ?? null;
    },
    // Of one league, its rows only (a user's are the whole table's anyway); the last used league may be any.
    { maxAgeMs: MEMBERSHIP_MAX_AGE_MS, ...(leagueId === null ? {} : { leagueId }) },
  );
}

function memberQuery(db: Queryable) {
  return db
    .select(memberColumns)
    .from(memberships)
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(teams, and(eq(teams.leagueId, memberships.leagueId), eq(teams.id, memberships.teamId)));
}

export async function listMembers(db: Queryable, leagueId: number): Promise<LeagueMember[]> {
  const rows = await memberQuery(db).where(eq(memberships.leagueId, leagueId)).orderBy(asc(memberships.id));
  return rows.map(toLeagueMember);
}

export async function findLeagueMember(db: Queryable, leagueId: number, id: number): Promise<LeagueMember | null> {
  const [row] = await memberQuery(db).where(and(eq(memberships.leagueId, leagueId), eq(memberships.id, id)));
  return row ? toLeagueMember(row) : null;
}

/** The membership row itself, locked until the transaction ends (edits read-check-write it). */
export async function lockMembership(db: Queryable, leagueId: number, id: number): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.leagueId, leagueId), eq(memberships.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * Locks every commissioner row of the league and counts those who have joined (an
 * invitation may never be taken up). Two commissioners demoting each other at the same
 * moment queue here, so the second sees the first's change and the league never ends up
 * without a commissioner.
 */
export async function lockJoinedCommissioners(db: Queryable, leagueId: number): Promise<number> {
  const rows = await db
    .select({ id: memberships.id, userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.leagueId, leagueId), eq(memberships.role, 'commissioner')))
    .for('update');
  return rows.filter((row) => row.userId !== null).length;
}

export async function findMembershipByEmail(db: Queryable, leagueId: number, email: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.leagueId, leagueId),
        sql`lower(coalesce(${memberships.email}, ${users.email})) = ${email.toLowerCase()}`,
      ),
    );
  return row ?? null;
}

/** The member holding a team, other than `exceptId`: a team has at most one. */
export async function findTeamHolder(db: Queryable, leagueId: number, teamId: number, exceptId?: number) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.leagueId, leagueId), eq(memberships.teamId, teamId)));
  return rows.find((row) => row.id !== exceptId) ?? null;
}

export async function insertInvitation(
  db: Queryable,
  values: { leagueId: number; email: string; role: MemberRole; teamId: number | null; invitedByUserId: number | null },
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('The invitation was not stored');
  return row;
}

/**
 * Binds every open invitation for `email` to the user signing in. Answers the memberships
 * taken up.
 */
export async function acceptInvitations(db: Queryable, userId: number, email: string): Promise<MembershipRow[]> {
  return db
    .update(memberships)
    .set({ userId, joinedAt: sql`now()` })
    .where(and(isNull(memberships.userId), eq(memberships.email, email.toLowerCase())))
    .returning();
}
