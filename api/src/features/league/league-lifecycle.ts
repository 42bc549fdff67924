/**
 * A league's life after its creation (docs/leagues.md §6): its commissioner renames it or
 * deletes it, and a member leaves it. Each is one transaction.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { type DeleteLeagueBody, type LeagueSummary, type RenameLeagueBody } from 'shared-contracts';
import { sameName } from 'shared-contracts/name-compare';
import type { Database, Queryable } from '../../db/client';
import {
  draftPicks,
  faabBalances,
  leagues,
  matchups,
  memberships,
  pingPongBalls,
  trades,
  users,
} from '../../db/schema';
import { type Actor, recordAudit } from '../audit';
import { leagueSummaryOf } from '../leagues';
import { lockJoinedCommissioners } from './members/member-repository';

/** The demo league is every visitor's: nobody renames it, deletes it or leaves it. */
const DEMO_LEAGUE = 'The demo league is shared by everyone: it cannot be renamed, deleted or left';

/** The league, locked for the change; 404 when it is gone (deleted by another commissioner meanwhile). */
async function lockLeague(tx: Queryable, leagueId: number) {
  const [league] = await tx.select().from(leagues).where(eq(leagues.id, leagueId)).for('update');
  if (!league) throw httpErrors.notFound('League not found');
  if (league.isDemo) throw httpErrors.conflict(DEMO_LEAGUE);
  return league;
}

/**
 * Renames the league. Its new name follows a new league's rule (shared-contracts), and may
 * not look like the name of another league the commissioner belongs to (any letter case or
 * look-alike form, as team names): the switcher would show two leagues they cannot tell
 * apart. Audited; the same name again writes nothing.
 */
export async function renameLeague(
  db: Database,
  actor: Actor & { userId: number },
  body: RenameLeagueBody,
): Promise<LeagueSummary> {
  return db.transaction(async (tx) => {
    const before = await lockLeague(tx, actor.leagueId);
    if (before.name !== body.name) {
      const others = await tx
        .select({ name: leagues.name })
        .from(memberships)
        .innerJoin(leagues, eq(leagues.id, memberships.leagueId))
        .where(
          and(
            eq(memberships.userId, actor.userId),
            isNotNull(memberships.joinedAt),
            ne(memberships.leagueId, actor.leagueId),
          ),
        );
      const alike = others.find((other) => sameName(other.name, body.name));
      if (alike) throw httpErrors.conflict(`You already belong to a league named ${alike.name}: choose another name`);
      const [after] = await tx
        .update(leagues)
        .set({ name: body.name })
        .where(eq(leagues.id, actor.leagueId))
        .returning();
      await recordAudit(tx, actor, {
        action: 'league.rename',
        entity: 'leagues',
        entityId: actor.leagueId,
        before,
        after,
      });
    }
    const summary = await leagueSummaryOf(tx, actor.userId, actor.leagueId);
    if (!summary) throw httpErrors.notFound('League not found');
    return summary;
  });
}

/**
 * Deletes the league once its name is typed again (compared as names are). Every row of it
 * goes in one transaction: each league-owned table's league_id cascades (teams, games,
 * players, picks, balls, FAAB, trades and their items, lotteries and their entries, keeper
 * rules, members and invitations, links, removals, provider connections, imports and the
 * audit log), and a member whose last used league it was falls back to their next (that
 * column is cleared). Other leagues and the people themselves stay. Answers the deleted
 * league's name, for the server's log (its own audit rows go with it).
 */
export async function deleteLeague(db: Database, actor: Actor, body: DeleteLeagueBody): Promise<string> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, actor.leagueId);
    if (!sameName(league.name, body.confirmName))
      throw httpErrors.badRequest(`Type the league's name, ${league.name}, to delete it`);
    // The rows that name a team without a cascade of their own go first: in one cascading
    // statement PostgreSQL may reach a team before them and refuse (a trade item's team).
    for (const table of [trades, matchups, draftPicks, pingPongBalls, faabBalances])
      await tx.delete(table).where(eq(table.leagueId, actor.leagueId));
    // users is a reference table, copied to every node, so it keeps no foreign key to a
    // league (docs/scaling.md §5): the last-used league is cleared here instead.
    await tx.update(users).set({ lastLeagueId: null }).where(eq(users.lastLeagueId, actor.leagueId));
    await tx.delete(leagues).where(eq(leagues.id, actor.leagueId));
    return league.name;
  });
}

/**
 * The caller leaves the league: their membership ends; their team stays, without a manager,
 * for the commissioner to give to someone else (docs/leagues.md §6). The last commissioner
 * who has joined cannot leave: they make another member commissioner first, or delete the
 * league. Audited; a call without the header then works in their next league.
 */
export async function leaveLeague(db: Database, actor: Actor & { userId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLeague(tx, actor.leagueId);
    const commissioners = await lockJoinedCommissioners(tx, actor.leagueId);
    const [before] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.leagueId, actor.leagueId), eq(memberships.userId, actor.userId)))
      .for('update');
    if (!before) throw httpErrors.notFound('League not found');
    if (before.role === 'commissioner' && commissioners <= 1)
      throw httpErrors.conflict(
        "You are the league's only commissioner: make another member commissioner before you leave, or delete the league",
      );
    await tx.delete(memberships).where(and(eq(memberships.leagueId, before.leagueId), eq(memberships.id, before.id)));
    await tx
      .update(users)
      .set({ lastLeagueId: null })
      .where(and(eq(users.id, actor.userId), eq(users.lastLeagueId, actor.leagueId)));
    await recordAudit(tx, actor, {
      action: 'member.leave',
      entity: 'memberships',
      entityId: before.id,
      before,
      after: null,
    });
  });
}
