import { httpErrors } from '@fastify/sensible';
import type { InvitationCard, InvitationPreview, LeagueSummary } from 'shared-contracts';
import type { Database, Queryable } from '../../../db/client';
import { recordAudit } from '../../audit';
import { rememberLastUsedLeague } from '../last-used-league';
import { leagueSummaryOf } from '../league-directory';
import { LeagueLimitError, MAX_LEAGUES_PER_PERSON } from '../league-creation';
import {
  bindInvitation,
  emailOf,
  findOpenInvitation,
  insertManager,
  isMemberOf,
  lastRemoval,
  lockJoiner,
} from './joining-repository';
import { countUse, findOfferedLink, findTeamSeat, linkStatus, type OfferedLink, teamOf } from './link-repository';

const ASK_AGAIN = 'ask the commissioner for a new one';

/** The day a link expires, as its refusal names it: an ISO date (UTC), the same in every language. */
function expiryDay(expiresAt: Date): string {
  return expiresAt.toISOString().slice(0, 10);
}

/**
 * The link a token opens while it still admits people, else the refusal its holder sees:
 * 404 when there is none (never made, or revoked), 409 when it expired or is used up.
 */
function usableLink(link: OfferedLink | null, now: Date): OfferedLink {
  if (!link) throw httpErrors.notFound('This invitation link is not valid: it may have been revoked');
  switch (linkStatus(link, now)) {
    case 'expired':
      throw httpErrors.conflict(`This invitation link expired on ${expiryDay(link.expiresAt)}: ${ASK_AGAIN}`);
    case 'used-up':
      throw httpErrors.conflict(`This invitation link has been used by as many people as it allows: ${ASK_AGAIN}`);
    case 'active':
      return link;
  }
}

/**
 * Refuses a link made before its holder was removed from its league: removing a member ends
 * what the links of before can do for them, and a new invitation (a link made since, or one
 * to their email) is needed (docs/api.md §5, Invitation links).
 */
async function refuseIfRemovedSince(db: Queryable, link: OfferedLink, userId: number): Promise<void> {
  const removedAt = await lastRemoval(db, link.leagueId, userId);
  if (removedAt && removedAt >= link.createdAt)
    throw httpErrors.conflict(`You were removed from this league after this link was made: ${ASK_AGAIN}`);
}

/**
 * What a link offers, for the page it opens, before its holder joins. `userId` is the
 * caller's stored user, null when the account sync has not stored them yet (no league of
 * theirs, so not a member either).
 */
export async function previewInvitation(
  db: Database,
  token: string,
  userId: number | null,
  now: Date = new Date(),
): Promise<InvitationPreview> {
  const link = usableLink(await findOfferedLink(db, token), now);
  const alreadyMember = userId !== null && (await isMemberOf(db, link.leagueId, userId));
  // The page tells a removed member at once what accepting would: refused, unless an
  // invitation to their email waits (a new invitation admits them by any link).
  if (userId !== null && !alreadyMember) {
    const invitation = await findOpenInvitation(db, link.leagueId, await emailOf(db, userId));
    if (!invitation) await refuseIfRemovedSince(db, link, userId);
  }
  return {
    leagueId: link.leagueId,
    leagueName: link.leagueName,
    team: teamOf(link),
    expiresAt: link.expiresAt.toISOString(),
    alreadyMember,
  };
}

/**
 * What the link's card shows anyone holding it, signed in or not (the page a first visit
 * opens, docs/api.md §5): the names and the expiry only. Who is in the league, its id and the
 * team's stay behind sign-in; a link that cannot be used is refused with the same reason
 * the signed-in preview gives.
 */
export async function invitationCardOf(db: Database, token: string, now: Date = new Date()): Promise<InvitationCard> {
  const link = usableLink(await findOfferedLink(db, token), now);
  return {
    leagueName: link.leagueName,
    teamName: teamOf(link)?.name ?? null,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * Joins the link's league (docs/api.md §5, Invitation links), in one transaction: the link's
 * row is locked first, so two people taking its last use queue and the second is refused.
 * A member already changes nothing but their last used league. Anyone else joins as a
 * manager (of the link's team, if it names one), or takes up the invitation already waiting
 * for their email in that league, keeping its role; the link counts one use.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  userId: number,
  now: Date = new Date(),
): Promise<LeagueSummary> {
  return db.transaction(async (tx) => {
    const link = usableLink(await findOfferedLink(tx, token, { lock: true }), now);
    const leagueId = link.leagueId;
    // Locked before the membership is read: the same person joining by two links at once
    // queues here, and the second finds them a member.
    const joiner = await lockJoiner(tx, userId);

    if (!(await isMemberOf(tx, leagueId, userId))) {
      if (joiner.leagues >= MAX_LEAGUES_PER_PERSON) throw new LeagueLimitError('join');
      const invitation = await findOpenInvitation(tx, leagueId, joiner.email, { lock: true });
      // An invitation to their email waiting is a new invitation: it admits them by any link.
      if (!invitation) await refuseIfRemovedSince(tx, link, userId);
      if (link.teamId !== null) {
        const team = await findTeamSeat(tx, leagueId, link.teamId);
        // The link's own addressee may already hold the team through their invitation.
        if (team && team.holderId !== null && team.holderId !== invitation?.id) {
          throw httpErrors.conflict(`${team.name} got a manager after this link was made: ${ASK_AGAIN}`);
        }
      }
      const membership = invitation
        ? await bindInvitation(tx, invitation, { userId, teamId: link.teamId ?? invitation.teamId, joinedAt: now })
        : await insertManager(tx, { leagueId, userId, teamId: link.teamId, joinedAt: now });
      await countUse(tx, link);
      await recordAudit(
        tx,
        { leagueId, userId },
        {
          action: 'member.join',
          entity: 'memberships',
          entityId: membership.id,
          before: invitation,
          after: membership,
        },
      );
    }

    await rememberLastUsedLeague(tx, userId, leagueId);
    const summary = await leagueSummaryOf(tx, userId, leagueId);
    if (!summary) throw new Error(`User ${userId} joined league ${leagueId} but is not a member of it`);
    return summary;
  });
}
