import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportPreview, SeasonImport } from 'shared-contracts/provider-setup';
import type { Database, Queryable, TryLock } from '../../../db/client';
import { databaseFailure } from '../../../db/errors';
import type { Actor } from '../../audit';
import { ownTeamsLeftOut, ownTeamsRefusal } from './own-teams';
import type { FantasyProvider, ProviderSeason } from '../provider';
import { ProviderError } from '../provider-error';
import { createImport, failAbandonedImport, latestImport, updateImport, type ImportRow } from './import-jobs';
import { importTeams, unlinkedTeamNames } from './import-teams';
import { readSeason, type Progress, type SeasonData } from './season-data';
import { writeSeason, type ImportChoices } from './season-writer';

export type ImportContext = {
  db: Database;
  provider: FantasyProvider;
  actor: Actor;
  log: FastifyBaseLogger;
  /** The database's locks that end with their holder (DatabaseHandle.tryLock). */
  tryLock: TryLock;
};

/**
 * The lock space of imports, keyed by the league's id: one import per league at a time, held
 * by the process running it for as long as it runs (docs/leagues.md §5). A row alone cannot
 * tell a run under way from one whose process was killed; the lock ends with its process.
 */
const IMPORT_LOCK_SPACE = 7_341_003;
const ALREADY_RUNNING = 'An import of this league is already running';

/**
 * The league's latest run from the provider. A row that says running while nobody holds the
 * league's import lock was left by a process that is gone (killed, or on PGlite an earlier
 * start of this one): it is failed there and then, under the lock, so a run that has just
 * begun or ended is never mistaken for it.
 */
export async function latestRun(context: Omit<ImportContext, 'log'>): Promise<ImportRow | null> {
  const { db, provider, actor } = context;
  const row = await latestImport(db, actor.leagueId, provider.id);
  if (row?.status !== 'running') return row;
  const lock = await context.tryLock(IMPORT_LOCK_SPACE, actor.leagueId);
  if (!lock) return row;
  try {
    await failAbandonedImport(db, row);
    return await latestImport(db, actor.leagueId, provider.id);
  } finally {
    await lock.release();
  }
}

class PreviewRollback<T> extends Error {
  constructor(readonly result: T) {
    super('preview only');
  }
}

/** Runs `work` in a transaction that is always rolled back, and answers what it answered. */
async function dryRun<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new PreviewRollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.result as T;
    throw error;
  }
  throw new Error('the preview transaction committed');
}

/**
 * What an import of `count` seasons would create, update and leave alone: the same reads
 * and writes as the import, in one transaction that is then rolled back, so the preview
 * and the import cannot disagree. The provider's answers stay cached for the import.
 */
export async function previewImport(
  context: ImportContext,
  count: number,
  choices: ImportChoices,
): Promise<ImportPreview> {
  const { db, provider, actor } = context;
  const chain = await provider.seasonChain(actor.leagueId, count);
  const keys = chain.map((season) => season.leagueKey);
  const data: SeasonData[] = [];
  for (const [index, season] of chain.entries())
    data.push(await readSeason(provider, actor.leagueId, season, index === 0, async () => {}));
  return dryRun(db, async (tx) => {
    const seasons: SeasonImport[] = [];
    for (const season of data) seasons.push(await writeSeason(tx, actor, season, keys, choices, context.log));
    const added = seasons.reduce((total, season) => total + season.teams.created, 0);
    return { seasons, ownTeams: ownTeamsLeftOut(await unlinkedTeamNames(tx, actor.leagueId), added) };
  });
}

/**
 * Refuses an import that would add the provider's teams beside own teams linked to none of
 * them, unless the commissioner chose that: the teams of every season are met with the
 * league's (as the import will) in a transaction rolled back, before the run starts.
 */
async function refuseTeamsBesideOwn(context: ImportContext, chain: ProviderSeason[]): Promise<void> {
  const { db, provider, actor } = context;
  const keys = chain.map((season) => season.leagueKey);
  const seasons: SeasonData[] = [];
  for (const [index, season] of chain.entries()) {
    seasons.push({
      season,
      isFollowed: index === 0,
      teams: await provider.leagueTeams(actor.leagueId, season.leagueKey),
      weeks: [],
      rosters: null,
      playerPoints: null,
      extras: null,
      keeperHistory: [],
      draftHistory: [],
      warnings: [],
    });
  }
  const leftOut = await dryRun(db, async (tx) => {
    let added = 0;
    for (const season of seasons) added += (await importTeams(tx, actor, season, keys)).counts.created;
    return ownTeamsLeftOut(await unlinkedTeamNames(tx, actor.leagueId), added);
  });
  if (leftOut) throw httpErrors.conflict(ownTeamsRefusal(leftOut, provider.displayName));
}

/**
 * Imports the followed league's season and `count - 1` before it, newest first, each season
 * in one transaction together with the note that it is done. A run the provider stopped
 * (a rate limit pauses it, any other failure fails it) or whose process died is resumed by
 * the next call after the last season it wrote. Answers the run's row when it is done or
 * paused; any other provider failure, before the run starts or during it, is recorded as a
 * failed run and thrown as the provider's error (docs/api.md §13).
 */
export async function runImport(context: ImportContext, count: number, choices: ImportChoices): Promise<ImportRow> {
  const { db, provider, actor } = context;
  const lock = await context.tryLock(IMPORT_LOCK_SPACE, actor.leagueId);
  if (!lock) throw httpErrors.conflict(ALREADY_RUNNING);
  try {
    // Holding the lock, a row that still says running is a run whose process is gone.
    let previous = await latestImport(db, actor.leagueId, provider.id);
    if (previous?.status === 'running') {
      await failAbandonedImport(db, previous);
      previous = await latestImport(db, actor.leagueId, provider.id);
    }
    const resumable = previous && previous.status !== 'done' && previous.seasons.length === count ? previous : null;
    let chain: ProviderSeason[];
    try {
      chain = await provider.seasonChain(actor.leagueId, count);
      if (!choices.addBesideOwnTeams) await refuseTeamsBesideOwn(context, chain);
    } catch (error) {
      // The provider failing before the first season is read is still a run that stopped:
      // the import's status shows it, as it would one stopped later (docs/api.md §13).
      if (error instanceof ProviderError && !SET_UP_FIRST.has(error.kind))
        await recordStopBeforeStart(context, resumable, error);
      throw error;
    }
    const job = resumable
      ? await updateImport(db, resumable, { status: 'running', message: '' })
      : await createImport(db, {
          leagueId: actor.leagueId,
          userId: actor.userId,
          provider: provider.id,
          seasons: chain.map((season) => season.season),
        });
    return await importSeasons(context, job, chain, choices);
  } finally {
    await lock.release();
  }
}

async function importSeasons(
  context: ImportContext,
  job: ImportRow,
  chain: ProviderSeason[],
  choices: ImportChoices,
): Promise<ImportRow> {
  const { db, provider, actor, log } = context;
  const keys = chain.map((season) => season.leagueKey);
  const completed = [...(job.completed as SeasonImport[])];
  let calls = job.calls;
  const progress: Progress = async (step) => {
    calls += 1;
    await updateImport(db, job, { step, calls });
  };
  const total = job.seasons.length;
  try {
    for (const [index, season] of chain.entries()) {
      if (!job.seasons.includes(season.season) || completed.some((done) => done.season === season.season)) continue;
      const data = await readSeason(provider, actor.leagueId, season, index === 0, progress);
      await db.transaction(async (tx) => {
        const result = await writeSeason(tx, actor, data, keys, choices, log);
        completed.push(result);
        await updateImport(tx, job, { completed, step: `${season.season}: written`, calls });
      });
    }
    return await updateImport(db, job, { status: 'done', step: 'Done', calls, message: summary(completed) });
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      // A failed statement is logged by what failed (its SQLSTATE, table, statement), never
      // with its parameters: they hold the provider's data being written.
      const database = databaseFailure(error);
      log.error({ ...(database ? { database } : { err: error }), importId: job.id }, 'the import failed');
      await updateImport(db, job, {
        status: 'failed',
        calls,
        message: 'The import failed on the server. Run it again to resume.',
      });
      throw error;
    }
    const paused = error.kind === 'rate_limited';
    log.warn(
      { importId: job.id, kind: error.kind, reason: error.message },
      paused ? 'the import paused' : 'the import stopped',
    );
    const row = await updateImport(db, job, { ...stopOf(error, completed.length, total), calls });
    // A paused run answers itself (200 `paused`); any other provider failure answers as the
    // provider's error (502 with its words), the run recorded as failed all the same.
    if (!paused) throw error;
    return row;
  }
}

/** Provider errors that mean the league is not set up for imports yet: no run to record. */
const SET_UP_FIRST = new Set<ProviderError['kind']>(['not_configured', 'not_connected']);

/** A run's row once the provider stopped it: paused by a rate limit, else failed. */
function stopOf(error: ProviderError, written: number, total: number): Pick<ImportRow, 'status' | 'message'> {
  const count =
    total === 0 ? 'No season was read yet' : `${written} of ${total} season${total === 1 ? '' : 's'} written`;
  return error.kind === 'rate_limited'
    ? { status: 'paused', message: `Paused: ${error.message} ${count}; run the import again then to resume.` }
    : { status: 'failed', message: `Stopped: ${error.message} ${count}; run the import again to resume.` };
}

/**
 * Records a run the provider stopped before its first season was read: the run it would have
 * resumed keeps its seasons and what it wrote, else a new run of no seasons yet says so.
 */
async function recordStopBeforeStart(
  context: ImportContext,
  resumable: ImportRow | null,
  error: ProviderError,
): Promise<void> {
  const { db, provider, actor, log } = context;
  const job =
    resumable ??
    (await createImport(db, { leagueId: actor.leagueId, userId: actor.userId, provider: provider.id, seasons: [] }));
  log.warn({ importId: job.id, kind: error.kind, reason: error.message }, 'the import stopped before it started');
  await updateImport(db, job, stopOf(error, (job.completed as SeasonImport[]).length, job.seasons.length));
}

function summary(seasons: SeasonImport[]): string {
  const sum = (pick: (season: SeasonImport) => { created: number; updated: number } | null) =>
    seasons.reduce((total, season) => total + (pick(season)?.created ?? 0) + (pick(season)?.updated ?? 0), 0);
  const names = seasons.map((season) => season.season).join(', ');
  const replaced = seasons.reduce((total, season) => total + season.matchups.removed, 0);
  const held = seasons.reduce(
    (total, season) => total + season.playerChanges.filter((change) => !change.applied).length,
    0,
  );
  return (
    `Imported ${seasons.length} season${seasons.length === 1 ? '' : 's'} (${names}): ${sum((season) => season.teams)} teams, ${sum((season) => season.matchups)} games and ${sum((season) => season.players)} players created or updated.` +
    (replaced > 0 ? ` ${replaced} of the league's games replaced by the provider's.` : '') +
    (held > 0 ? ` ${held} player${held === 1 ? '' : 's'} kept on their team.` : '') +
    extrasSummary(seasons)
  );
}

/** The traded picks, keepers and FAAB an import wrote, in words; empty when it wrote none. */
function extrasSummary(seasons: SeasonImport[]): string {
  const sum = (pick: (extras: NonNullable<SeasonImport['extras']>) => { created: number; updated: number }) =>
    seasons.reduce((total, { extras }) => total + (extras ? pick(extras).created + pick(extras).updated : 0), 0);
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const parts = [
    [sum((extras) => extras.draftPicks), 'draft pick', 'draft picks'],
    [sum((extras) => extras.keepers), 'keeper', 'keepers'],
    [sum((extras) => extras.faab), 'FAAB balance', 'FAAB balances'],
  ] as const;
  const told = parts.filter(([count]) => count > 0).map(([count, one, many]) => plural(count, one, many));
  return told.length > 0 ? ` ${told.join(', ')} created or updated.` : '';
}
