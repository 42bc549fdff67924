import { and, eq, isNull } from 'drizzle-orm';
import type { ChangeCounts } from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { teams } from '../../../db/schema';
import { recordAudit, type Actor, type AuditEntry } from '../../audit';
import { deriveAbbreviation } from '../../teams';
import type { SeasonData } from './season-data';

type TeamRow = typeof teams.$inferSelect;

/** The provider's team id in a team key: `461.l.6288.t.3` → '3'. */
export function teamIdOf(teamKey: string): string {
  return teamKey.split('.t.')[1] ?? '';
}

/**
 * Finds or creates the local team of each of the season's provider teams and answers the
 * provider team key → local team id map. A local team is the provider team's when it holds
 * its key, or a key with the same team id from another season of the chain (a team keeps
 * its id from season to season), or, not yet linked, has the same name.
 * The followed season's names, managers and logos win (abbreviations stay as the league set
 * them); earlier seasons only add teams that have since left.
 */
export async function importTeams(
  tx: Queryable,
  actor: Actor,
  data: SeasonData,
  chainLeagueKeys: string[],
): Promise<{ keyToTeam: Map<string, number>; counts: ChangeCounts }> {
  const local = await tx.select().from(teams).where(eq(teams.leagueId, actor.leagueId));
  const inChain = (key: string | null) => key !== null && chainLeagueKeys.includes(key.split('.t.')[0] ?? '');
  const counts: ChangeCounts = { created: 0, updated: 0, unchanged: 0 };
  const keyToTeam = new Map<string, number>();
  const audit: AuditEntry[] = [];
  const claimed = new Set<number>();

  const find = (teamKey: string, name: string): TeamRow | undefined =>
    local.find((team) => team.providerTeamKey === teamKey) ??
    local.find(
      (team) =>
        !claimed.has(team.id) &&
        inChain(team.providerTeamKey) &&
        teamIdOf(team.providerTeamKey ?? '') === teamIdOf(teamKey),
    ) ??
    local.find(
      (team) =>
        !claimed.has(team.id) && team.providerTeamKey === null && team.name.toLowerCase() === name.toLowerCase(),
    );

  for (const provided of data.teams) {
    const existing = find(provided.teamKey, provided.name);
    if (existing) {
      claimed.add(existing.id);
      keyToTeam.set(provided.teamKey, existing.id);
      const wanted = data.isFollowed
        ? {
            name: provided.name,
            displayName: provided.manager || provided.name,
            providerTeamKey: provided.teamKey,
            logoUrl: provided.logoUrl ?? existing.logoUrl,
          }
        : { providerTeamKey: existing.providerTeamKey ?? provided.teamKey };
      const changed = Object.entries(wanted).filter(([field, value]) => existing[field as keyof TeamRow] !== value);
      if (changed.length === 0) {
        counts.unchanged += 1;
        continue;
      }
      const [after] = await tx
        .update(teams)
        .set(wanted)
        .where(and(eq(teams.leagueId, existing.leagueId), eq(teams.id, existing.id)))
        .returning();
      audit.push({ action: 'team.import-update', entity: 'teams', entityId: existing.id, before: existing, after });
      counts.updated += 1;
      continue;
    }
    const abbreviation = deriveAbbreviation(
      provided.name,
      local.map((team) => team.abbreviation),
    );
    const [created] = await tx
      .insert(teams)
      .values({
        leagueId: actor.leagueId,
        name: provided.name,
        displayName: provided.manager || provided.name,
        abbreviation,
        providerTeamKey: provided.teamKey,
        logoUrl: provided.logoUrl,
      })
      .returning();
    if (!created) throw new Error('the team was not created');
    local.push(created);
    claimed.add(created.id);
    keyToTeam.set(provided.teamKey, created.id);
    audit.push({ action: 'team.import-create', entity: 'teams', entityId: created.id, before: null, after: created });
    counts.created += 1;
  }
  if (audit.length > 0) await recordAudit(tx, actor, audit);
  return { keyToTeam, counts };
}

/** The names of the league's teams linked to no provider team (an import links every team it finds or creates). */
export async function unlinkedTeamNames(tx: Queryable, leagueId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.leagueId, leagueId), isNull(teams.providerTeamKey)));
  return rows.map((row) => row.name);
}
