import { and, desc, eq } from 'drizzle-orm';
import type { ImportJob, ImportStatus, SeasonImport } from 'shared-contracts/provider-setup';
import type { Queryable } from '../../../db/client';
import { leagueImports } from '../../../db/schema';
import { isLeagueRow, type LeagueRowKey } from '../../../db/league-row';

export type ImportRow = typeof leagueImports.$inferSelect;

export function toImportJob(row: ImportRow): ImportJob {
  return {
    id: row.id,
    status: row.status as ImportStatus,
    seasons: row.seasons,
    // A run recorded before seasons carried warnings has none (the answer's schema needs the field).
    completed: (row.completed as SeasonImport[]).map((season) => ({ ...season, warnings: season.warnings ?? [] })),
    step: row.step,
    calls: row.calls,
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function latestImport(db: Queryable, leagueId: number, provider: string): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(leagueImports)
    .where(and(eq(leagueImports.leagueId, leagueId), eq(leagueImports.provider, provider)))
    .orderBy(desc(leagueImports.id))
    .limit(1);
  return row ?? null;
}

/**
 * The provider league keys of every season the league's imports from `provider` wrote (each
 * run's `completed` names its seasons' leagues).
 */
export async function importedLeagueKeys(db: Queryable, leagueId: number, provider: string): Promise<Set<string>> {
  const rows = await db
    .select({ completed: leagueImports.completed })
    .from(leagueImports)
    .where(and(eq(leagueImports.leagueId, leagueId), eq(leagueImports.provider, provider)));
  return new Set(
    rows.flatMap((row) => (row.completed as Array<Pick<SeasonImport, 'leagueKey'>>).map((season) => season.leagueKey)),
  );
}

export async function createImport(
  db: Queryable,
  values: { leagueId: number; userId: number | null; provider: string; seasons: number[] },
): Promise<ImportRow> {
  const [row] = await db
    .insert(leagueImports)
    .values({ ...values, status: 'running', step: 'Starting' })
    .returning();
  if (!row) throw new Error('the import was not recorded');
  return row;
}

export async function updateImport(
  db: Queryable,
  run: LeagueRowKey,
  changes: Partial<Pick<ImportRow, 'status' | 'completed' | 'step' | 'calls' | 'message'>>,
): Promise<ImportRow> {
  const [row] = await db
    .update(leagueImports)
    .set({ ...changes, updatedAt: new Date() })
    .where(isLeagueRow(leagueImports, run))
    .returning();
  if (!row) throw new Error(`import ${run.id} is gone`);
  return row;
}

/**
 * Marks a run whose process is gone as failed (the caller holds the league's import lock, so
 * no process runs it): only while its row still says running.
 */
export async function failAbandonedImport(db: Queryable, run: LeagueRowKey): Promise<void> {
  await db
    .update(leagueImports)
    .set({
      status: 'failed',
      message: 'The server running this import stopped before the import finished. Run it again to resume.',
      updatedAt: new Date(),
    })
    .where(and(isLeagueRow(leagueImports, run), eq(leagueImports.status, 'running')));
}
