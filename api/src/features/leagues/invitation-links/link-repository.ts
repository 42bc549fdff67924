import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvitationLink } from 'shared-contracts';
import type { Queryable } from '../../../db/client';
import { invitationLinks, leagues, memberships, teams } from '../../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../../db/league-row';

export type LinkRow = typeof invitationLinks.$inferSelect;
type TeamRef = { id: number; name: string } | null;

/** A link with its team's name, as its commissioners list it. */
export type ListedLink = LinkRow & { teamName: string | null };

/** A link with what its holder sees before joining: the league's name and the team's. */
export type OfferedLink = LinkRow & { leagueName: string; teamName: string | null };

/** Whether a link still admits people at `now`: expiry first, then its uses. */
export function linkStatus(link: Pick<LinkRow, 'expiresAt' | 'uses' | 'maxUses'>, now: Date): InvitationLink['status'] {
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.uses >= link.maxUses) return 'used-up';
  return 'active';
}

export function teamOf(link: { teamId: number | null; teamName: string | null }): TeamRef {
  return link.teamId === null ? null : { id: link.teamId, name: link.teamName ?? '' };
}

export function toInvitationLink(link: ListedLink, now: Date): InvitationLink {
  return {
    id: link.id,
    token: link.token,
    team: teamOf(link),
    expiresAt: link.expiresAt.toISOString(),
    maxUses: link.maxUses,
    uses: link.uses,
    createdAt: link.createdAt.toISOString(),
    status: linkStatus(link, now),
  };
}

export async function insertLink(db: Queryable, values: typeof invitationLinks.$inferInsert): Promise<LinkRow> {
  const [row] = await db.insert(invitationLinks).values(values).returning();
  if (!row) throw new Error('The invitation link was not stored');
  return row;
}

function listedLinks(db: Queryable) {
  return db
    .select({ link: invitationLinks, teamName: teams.name })
    .from(invitationLinks)
    .leftJoin(teams, and(eq(teams.leagueId, invitationLinks.leagueId), eq(teams.id, invitationLinks.teamId)));
}

/** The league's links, newest first (the id breaks a tie within one instant). */
export async function listLinks(db: Queryable, leagueId: number): Promise<ListedLink[]> {
  const rows = await listedLinks(db)
    .where(eq(invitationLinks.leagueId, leagueId))
    .orderBy(desc(invitationLinks.createdAt), desc(invitationLinks.id));
  return rows.map(({ link, teamName }) => ({ ...link, teamName }));
}

export async function findLeagueLink(db: Queryable, leagueId: number, id: number): Promise<ListedLink | null> {
  const [row] = await listedLinks(db).where(and(eq(invitationLinks.leagueId, leagueId), eq(invitationLinks.id, id)));
  return row ? { ...row.link, teamName: row.teamName } : null;
}

/** Deletes the league's link `id`; answers the row deleted, or null when the league has no such link. */
export async function deleteLeagueLink(db: Queryable, leagueId: number, id: number): Promise<LinkRow | null> {
  const [row] = await db
    .delete(invitationLinks)
    .where(and(eq(invitationLinks.leagueId, leagueId), eq(invitationLinks.id, id)))
    .returning();
  return row ?? null;
}

/**
 * The link a token opens, with its league's and team's names; null for none. With `lock`,
 * the link row (only: not the league or the team) stays locked until the transaction ends,
 * so two people taking its last use queue and the second sees the first's count.
 */
export async function findOfferedLink(
  db: Queryable,
  token: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OfferedLink | null> {
  const query = db
    .select({ link: invitationLinks, leagueName: leagues.name, teamName: teams.name })
    .from(invitationLinks)
    .innerJoin(leagues, eq(leagues.id, invitationLinks.leagueId))
    .leftJoin(teams, and(eq(teams.leagueId, invitationLinks.leagueId), eq(teams.id, invitationLinks.teamId)))
    .where(eq(invitationLinks.token, token));
  const [row] = lock ? await query.for('update', { of: invitationLinks }) : await query;
  return row ? { ...row.link, leagueName: row.leagueName, teamName: row.teamName } : null;
}

/** Counts one more person admitted by the link. */
export async function countUse(db: Queryable, link: LeagueRowKey): Promise<LinkRow> {
  const [row] = await db
    .update(invitationLinks)
    .set({ uses: sql`${invitationLinks.uses} + 1` })
    .where(isLeagueRow(invitationLinks, link))
    .returning();
  if (!row) throw new Error(`Invitation link ${link.id} vanished while it was being used`);
  return row;
}

/**
 * A team of the league and the membership holding it (a member, or an invitation waiting for
 * its first sign-in: a team has at most one), null for none; null when the league has no
 * such team.
 */
export async function findTeamSeat(
  db: Queryable,
  leagueId: number,
  teamId: number,
): Promise<{ id: number; name: string; holderId: number | null } | null> {
  const [team] = await db
    .select({ id: teams.id, name: teams.name, holderId: memberships.id })
    .from(teams)
    .leftJoin(memberships, and(eq(memberships.leagueId, teams.leagueId), eq(memberships.teamId, teams.id)))
    .where(and(eq(teams.id, teamId), eq(teams.leagueId, leagueId)))
    .limit(1);
  return team ?? null;
}
