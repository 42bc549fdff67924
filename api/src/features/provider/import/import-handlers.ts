import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImportBody } from 'shared-contracts/provider-setup';
import { actorOf } from '../../../plugins/access';
import { asCallKind } from '../call-share';
import type { FantasyProvider } from '../provider';
import { toImportJob } from './import-jobs';
import { latestRun, previewImport, runImport, type ImportContext } from './import-runner';
import { refreshScores } from './score-refresh';
import { importChoices } from './season-writer';

/** The provider a request's import goes to: the one the request's league follows. */
export type ImportProviderOf = (request: FastifyRequest) => Promise<FantasyProvider>;

/**
 * The import's four calls (/api/provider/import…, registered in ../routes.ts): the latest
 * run, the preview, the run itself (the followed league's teams, every week's games of the
 * chosen seasons, its rosters into the player book; it answers once done or paused, a
 * provider failure recorded as the run's: docs/api.md §13) and the score refresh, each with
 * the provider `providerOf` names for the request.
 */
export function importHandlers(app: FastifyInstance, providerOf: ImportProviderOf) {
  const context = async (request: FastifyRequest): Promise<ImportContext> => ({
    db: app.db,
    provider: await providerOf(request),
    actor: actorOf(request),
    log: request.log,
    tryLock: app.tryLock,
  });
  return {
    latest: async (request: FastifyRequest) => {
      const row = await latestRun(await context(request));
      return row ? toImportJob(row) : null;
    },
    // An import's many calls wait behind the league's screens' (docs/sleeper.md §7).
    preview: async (request: FastifyRequest, body: ImportBody) =>
      asCallKind('import', async () => previewImport(await context(request), body.seasons, importChoices(body))),
    start: async (request: FastifyRequest, body: ImportBody) =>
      asCallKind('import', async () =>
        toImportJob(await runImport(await context(request), body.seasons, importChoices(body))),
      ),
    refreshScores: async (request: FastifyRequest) =>
      asCallKind('import', async () => {
        const { provider, actor } = await context(request);
        return refreshScores(app.db, provider, actor);
      }),
  };
}
