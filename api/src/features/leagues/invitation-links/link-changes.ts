import { randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import type { CreateInvitationLinkBody, InvitationLink } from 'shared-contracts';
import type { Database, Queryable } from '../../../db/client';
import { type Actor, recordAudit } from '../../audit';
import { deleteLeagueLink, findLeagueLink, findTeamSeat, insertLink, toInvitationLink } from './link-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 24 random bytes, URL-safe: 32 characters nobody guesses (invitationToken in shared-contracts). */
export function newLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A link for a team admits that team's manager: the team must be the league's (another
 * league's team is as missing as none) and nobody may hold it already.
 */
async function checkTeamIsFree(db: Queryable, leagueId: number, teamId: number): Promise<void> {
  const team = await findTeamSeat(db, leagueId, teamId);
  if (!team) throw httpErrors.notFound(`Team ${teamId} not found`);
  if (team.holderId !== null) {
    throw httpErrors.conflict(`${team.name} already has a manager: a link for it would admit nobody`);
  }
}

/** Creates a link of the actor's league, audited; the link answers as its commissioners list it. */
export async function createLink(
  db: Database,
  actor: Actor,
  body: CreateInvitationLinkBody,
  now: Date = new Date(),
): Promise<InvitationLink> {
  return db.transaction(async (tx) => {
    const teamId = body.teamId ?? null;
    if (teamId !== null) await checkTeamIsFree(tx, actor.leagueId, teamId);
    const row = await insertLink(tx, {
      leagueId: actor.leagueId,
      token: newLinkToken(),
      teamId,
      expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
      maxUses: body.maxUses,
      createdByUserId: actor.userId,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'invitation-link.create',
      entity: 'invitation_links',
      entityId: row.id,
      before: null,
      after: row,
    });
    const created = await findLeagueLink(tx, actor.leagueId, row.id);
    if (!created) throw new Error(`Invitation link ${row.id} vanished as it was created`);
    return toInvitationLink(created, now);
  });
}

/**
 * Revokes a link of the actor's league: its row goes (the audit log keeps it), so its token
 * opens nothing from now on. Another league's link is as missing as none.
 */
export async function revokeLink(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteLeagueLink(tx, actor.leagueId, id);
    if (!before) throw httpErrors.notFound('Invitation link not found');
    await recordAudit(tx, actor, {
      action: 'invitation-link.revoke',
      entity: 'invitation_links',
      entityId: id,
      before,
      after: null,
    });
  });
}
