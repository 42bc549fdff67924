import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupEndpoints, type ImportBody } from 'shared-contracts/provider-setup';
import { route } from '../../../plugins/endpoint-route';
import { actorOf } from '../../../plugins/access';
import { asCallKind } from '../call-share';
import type { FantasyProvider } from '../provider';
import { toImportJob } from './import-jobs';
import { latestRun, previewImport, runImport, type ImportContext } from './import-runner';
import { refreshScores } from './score-refresh';
import { importChoices } from './season-writer';

/** The provider a request's import goes to: fixed (/api/yahoo/import) or the league's own (/api/provider/import). */
export type ImportProviderOf = (request: FastifyRequest) => Promise<FantasyProvider>;

/**
 * The import's four calls, whichever paths serve them: the latest run, the preview, the run
 * itself and the score refresh, each with the provider `providerOf` names for the request.
 * /api/yahoo/import and /api/provider/import register these same handlers.
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

/**
 * /api/yahoo/import (commissioner): the followed league's teams, every week's games of its
 * season and the seasons before it, and its rosters into the player book. Preview first;
 * the import answers once it is done or paused (a provider failure answers as the provider's
 * error, the run recorded as failed: docs/api.md §13), and GET shows its progress meanwhile.
 */
const importRoutes: FastifyPluginAsyncZod<{ provider: FantasyProvider }> = async (app, { provider }) => {
  const handlers = importHandlers(app, async () => provider);
  route(app, setupEndpoints.getLatestImport, (request) => handlers.latest(request));
  route(app, setupEndpoints.previewImport, (request) => handlers.preview(request, request.body));
  route(app, setupEndpoints.startImport, (request) => handlers.start(request, request.body));
  route(app, setupEndpoints.refreshScores, (request) => handlers.refreshScores(request));
};

export default importRoutes;
