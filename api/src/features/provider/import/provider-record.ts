/**
 * What the provider said at the league's last import (docs/leagues.md §5): per player of the
 * imported season, the team it had him on; per team, the FAAB it reported. The next import
 * compares the provider's new answers with these, moving only what the provider changed.
 * Written in the season's transaction, only where the answer changed (a run with nothing new
 * writes nothing); stamped with the app's clock, as trades are accepted by it: a trade accepted
 * after the provider's answer became what it is may be undone by its next change.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { providerFaabBalances, providerPlayerTeams } from '../../../db/schema';

export type RecordedTeam = { teamId: number | null; recordedAt: Date };
export type RecordedFaab = { balance: number; recordedAt: Date };

/** The team the provider had each of these players on at the last import, by player id. */
export async function recordedPlayerTeams(
  tx: Queryable,
  leagueId: number,
  playerIds: readonly number[],
): Promise<Map<number, RecordedTeam>> {
  if (playerIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(providerPlayerTeams)
    .where(and(eq(providerPlayerTeams.leagueId, leagueId), inArray(providerPlayerTeams.playerId, [...playerIds])));
  return new Map(rows.map((row) => [row.playerId, { teamId: row.teamId, recordedAt: row.recordedAt }]));
}

/** Records the provider's team of each player (null: on no roster) as this import read it. */
export async function recordPlayerTeams(
  tx: Queryable,
  leagueId: number,
  entries: ReadonlyArray<{ playerId: number; teamId: number | null }>,
): Promise<void> {
  if (entries.length === 0) return;
  const recordedAt = new Date();
  await tx
    .insert(providerPlayerTeams)
    .values(entries.map((entry) => ({ leagueId, ...entry, recordedAt })))
    .onConflictDoUpdate({
      target: [providerPlayerTeams.leagueId, providerPlayerTeams.playerId],
      set: { teamId: sql`excluded.team_id`, recordedAt },
    });
}

/** The FAAB the provider reported for each team of the season at the last import, by team id. */
export async function recordedFaab(
  tx: Queryable,
  leagueId: number,
  season: number,
): Promise<Map<number, RecordedFaab>> {
  const rows = await tx
    .select()
    .from(providerFaabBalances)
    .where(and(eq(providerFaabBalances.leagueId, leagueId), eq(providerFaabBalances.season, season)));
  return new Map(rows.map((row) => [row.teamId, { balance: row.balance, recordedAt: row.recordedAt }]));
}

/** Records the FAAB the provider reports for each team of the season as this import read it. */
export async function recordFaab(
  tx: Queryable,
  leagueId: number,
  season: number,
  entries: ReadonlyArray<{ teamId: number; balance: number }>,
): Promise<void> {
  if (entries.length === 0) return;
  const recordedAt = new Date();
  await tx
    .insert(providerFaabBalances)
    .values(entries.map((entry) => ({ leagueId, season, ...entry, recordedAt })))
    .onConflictDoUpdate({
      target: [providerFaabBalances.leagueId, providerFaabBalances.teamId, providerFaabBalances.season],
      set: { balance: sql`excluded.balance`, recordedAt },
    });
}
