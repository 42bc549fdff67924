import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { InviteMemberBody, LeagueMember, UpdateMemberBody } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { memberships, teams } from '../../db/schema';
import type { Member } from '../league/membership-repository';
import { recordAudit } from '../audit/audit-repository';
import {
  findLeagueMember,
  findMembershipByEmail,
  findTeamHolder,
  insertInvitation,
  lockJoinedCommissioners,
  lockMembership,
} from './member-repository';

const LAST_COMMISSIONER = 'The league must keep at least one commissioner';

/** The rules every change of membership keeps, each in one transaction with its audit row. */

function isLastCommissioner(row: { role: string; userId: number | null }, joinedCommissioners: number): boolean {
  return row.role === 'commissioner' && row.userId !== null && joinedCommissioners <= 1;
}

async function checkTeam(app: FastifyInstance, db: Queryable, leagueId: number, teamId: number, memberId?: number): Promise<void> {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(and(eq(teams.id, teamId), eq(teams.leagueId, leagueId)));
  if (!team) throw app.httpErrors.badRequest(`Team ${teamId} is not a team of this league`);
  if (await findTeamHolder(db, leagueId, teamId, memberId)) {
    throw app.httpErrors.conflict(`${team.name} already has a manager`);
  }
}

async function readBack(app: FastifyInstance, db: Queryable, leagueId: number, id: number): Promise<LeagueMember> {
  const member = await findLeagueMember(db, leagueId, id);
  if (!member) throw app.httpErrors.notFound(`Member ${id} not found`);
  return member;
}

export async function inviteMember(app: FastifyInstance, caller: Member, body: InviteMemberBody): Promise<LeagueMember> {
  return app.db.transaction(async (tx) => {
    if (await findMembershipByEmail(tx, caller.leagueId, body.email)) {
      throw app.httpErrors.conflict(`${body.email.toLowerCase()} is already a member or invited`);
    }
    if (body.teamId) await checkTeam(app, tx, caller.leagueId, body.teamId);
    const row = await insertInvitation(tx, {
      leagueId: caller.leagueId,
      email: body.email,
      role: body.role,
      teamId: body.teamId ?? null,
      invitedByUserId: caller.userId,
    });
    await recordAudit(tx, caller, { action: 'member.invite', entity: 'memberships', entityId: row.id, before: null, after: row });
    return readBack(app, tx, caller.leagueId, row.id);
  });
}

export async function updateMember(app: FastifyInstance, caller: Member, id: number, body: UpdateMemberBody): Promise<LeagueMember> {
  return app.db.transaction(async (tx) => {
    const commissioners = await lockJoinedCommissioners(tx, caller.leagueId);
    const before = await lockMembership(tx, caller.leagueId, id);
    if (!before) throw app.httpErrors.notFound(`Member ${id} not found`);
    if (isLastCommissioner(before, commissioners) && body.role === 'manager') {
      throw app.httpErrors.conflict(LAST_COMMISSIONER);
    }
    if (body.teamId) await checkTeam(app, tx, caller.leagueId, body.teamId, id);
    const [after] = await tx
      .update(memberships)
      .set({ ...(body.role ? { role: body.role } : {}), ...(body.teamId !== undefined ? { teamId: body.teamId } : {}) })
      .where(eq(memberships.id, id))
      .returning();
    await recordAudit(tx, caller, { action: 'member.update', entity: 'memberships', entityId: id, before, after });
    return readBack(app, tx, caller.leagueId, id);
  });
}

export async function removeMember(app: FastifyInstance, caller: Member, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const commissioners = await lockJoinedCommissioners(tx, caller.leagueId);
    const before = await lockMembership(tx, caller.leagueId, id);
    if (!before) throw app.httpErrors.notFound(`Member ${id} not found`);
    if (isLastCommissioner(before, commissioners)) throw app.httpErrors.conflict(LAST_COMMISSIONER);
    await tx.delete(memberships).where(eq(memberships.id, id));
    await recordAudit(tx, caller, { action: 'member.remove', entity: 'memberships', entityId: id, before, after: null });
  });
}
