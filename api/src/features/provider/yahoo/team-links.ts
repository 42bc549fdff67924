import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { teams } from '../../../db/schema';
import { recordAudit, type Actor } from '../../audit';

/** Our teams that hold a provider team key: key → team id. */
export async function linkedTeams(db: Queryable, leagueId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: teams.id, key: teams.providerTeamKey })
    .from(teams)
    .where(eq(teams.leagueId, leagueId));
  return new Map(rows.flatMap((row) => (row.key ? [[row.key, row.id] as const] : [])));
}

export type LinkOutcome = { team: { id: number; name: string }; previousHolder: { id: number; name: string } | null };

/**
 * Links `teamId` to the provider team `key`. A key belongs to at most one team: a previous
 * holder is unlinked in the same transaction, and both changes are audited with it.
 * 404 when the team is not one of the league's.
 */
export async function linkTeam(db: Queryable, actor: Actor, teamId: number, key: string): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.leagueId, actor.leagueId)))
      .for('update');
    if (!team) throw httpErrors.notFound(`Team ${teamId} not found`);
    if (team.providerTeamKey === key) return { team, previousHolder: null };
    const [holder] = await tx
      .select()
      .from(teams)
      .where(and(eq(teams.leagueId, actor.leagueId), eq(teams.providerTeamKey, key)))
      .for('update');
    if (holder) {
      await tx
        .update(teams)
        .set({ providerTeamKey: null })
        .where(and(eq(teams.leagueId, holder.leagueId), eq(teams.id, holder.id)));
      await recordAudit(tx, actor, {
        action: 'team.unlink',
        entity: 'teams',
        entityId: holder.id,
        before: { providerTeamKey: key },
        after: { providerTeamKey: null },
      });
    }
    await tx
      .update(teams)
      .set({ providerTeamKey: key })
      .where(and(eq(teams.leagueId, team.leagueId), eq(teams.id, team.id)));
    await recordAudit(tx, actor, {
      action: 'team.link',
      entity: 'teams',
      entityId: team.id,
      before: { providerTeamKey: team.providerTeamKey },
      after: { providerTeamKey: key },
    });
    return { team, previousHolder: holder ?? null };
  });
}
