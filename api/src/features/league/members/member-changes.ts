import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import { LAST_COMMISSIONER, type InviteMemberBody, type LeagueMember, type UpdateMemberBody } from 'shared-contracts';
import type { Database, Queryable } from '../../../db/client';
import { leagueRemovals, memberships, teams } from '../../../db/schema';
import { type Actor, recordAudit } from '../../audit';
import {
  findLeagueMember,
  findMembershipByEmail,
  findTeamHolder,
  insertInvitation,
  lockJoinedCommissioners,
  lockMembership,
} from './member-repository';
import { isLeagueRow } from '../../../db/league-row';

/** The rules every change of membership keeps, each in one transaction with its audit row. */

function isLastCommissioner(row: { role: string; userId: number | null }, joinedCommissioners: number): boolean {
  return row.role === 'commissioner' && row.userId !== null && joinedCommissioners <= 1;
}

async function checkTeam(db: Queryable, leagueId: number, teamId: number, memberId?: number): Promise<void> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.leagueId, leagueId)));
  if (!team) throw httpErrors.notFound(`Team ${teamId} is not a team of this league`);
  if (await findTeamHolder(db, leagueId, teamId, memberId)) {
    throw httpErrors.conflict(`${team.name} already has a manager`);
  }
}

async function readBack(db: Queryable, leagueId: number, id: number): Promise<LeagueMember> {
  const member = await findLeagueMember(db, leagueId, id);
  if (!member) throw httpErrors.notFound(`Member ${id} not found`);
  return member;
}

export async function inviteMember(db: Database, actor: Actor, body: InviteMemberBody): Promise<LeagueMember> {
  return db.transaction(async (tx) => {
    if (await findMembershipByEmail(tx, actor.leagueId, body.email)) {
      throw httpErrors.conflict(`${body.email.toLowerCase()} is already a member or invited`);
    }
    if (body.teamId) await checkTeam(tx, actor.leagueId, body.teamId);
    const row = await insertInvitation(tx, {
      leagueId: actor.leagueId,
      email: body.email,
      role: body.role,
      teamId: body.teamId ?? null,
      invitedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'member.invite',
      entity: 'memberships',
      entityId: row.id,
      before: null,
      after: row,
    });
    return readBack(tx, actor.leagueId, row.id);
  });
}

export async function updateMember(
  db: Database,
  actor: Actor,
  id: number,
  body: UpdateMemberBody,
): Promise<LeagueMember> {
  return db.transaction(async (tx) => {
    const commissioners = await lockJoinedCommissioners(tx, actor.leagueId);
    const before = await lockMembership(tx, actor.leagueId, id);
    if (!before) throw httpErrors.notFound(`Member ${id} not found`);
    if (isLastCommissioner(before, commissioners) && body.role === 'manager') {
      throw httpErrors.conflict(LAST_COMMISSIONER);
    }
    if (body.teamId) await checkTeam(tx, actor.leagueId, body.teamId, id);
    const [after] = await tx
      .update(memberships)
      .set({ ...(body.role ? { role: body.role } : {}), ...(body.teamId !== undefined ? { teamId: body.teamId } : {}) })
      .where(isLeagueRow(memberships, { leagueId: actor.leagueId, id }))
      .returning();
    await recordAudit(tx, actor, { action: 'member.update', entity: 'memberships', entityId: id, before, after });
    return readBack(tx, actor.leagueId, id);
  });
}

export async function removeMember(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const commissioners = await lockJoinedCommissioners(tx, actor.leagueId);
    const before = await lockMembership(tx, actor.leagueId, id);
    if (!before) throw httpErrors.notFound(`Member ${id} not found`);
    if (isLastCommissioner(before, commissioners)) throw httpErrors.conflict(LAST_COMMISSIONER);
    await tx.delete(memberships).where(isLeagueRow(memberships, { leagueId: actor.leagueId, id }));
    // Remembered so that the links made before now stop admitting them (docs/api.md §5,
    // Invitation links): a removed member comes back only by a new invitation.
    // The app's clock, as a link's createdAt is: the two are compared, and the database's
    // clock may differ from this server's.
    const removedAt = new Date();
    if (before.userId !== null)
      await tx
        .insert(leagueRemovals)
        .values({ leagueId: actor.leagueId, userId: before.userId, removedAt })
        .onConflictDoUpdate({ target: [leagueRemovals.leagueId, leagueRemovals.userId], set: { removedAt } });
    // An invitation nobody took up is withdrawn, not a member removed: the league's feed tells
    // of members leaving (docs/api.md §18).
    const action = before.userId === null ? 'invitation.withdraw' : 'member.remove';
    await recordAudit(tx, actor, { action, entity: 'memberships', entityId: id, before, after: null });
  });
}
