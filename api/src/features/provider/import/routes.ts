import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { route } from '../../../plugins/endpoint-route';
import { actorOf } from '../../../plugins/access';
import type { FantasyProvider } from '../provider';
import { latestImport, toImportJob } from './import-jobs';
import { previewImport, runImport } from './import-runner';
import { refreshScores } from './score-refresh';
import { importChoices } from './season-writer';

/**
 * /api/yahoo/import (commissioner): the followed league's teams, every week's games of its
 * season and the seasons before it, and its rosters into the player book. Preview first;
 * the import answers once it is done, paused or stopped, and GET shows its progress
 * meanwhile.
 */
const importRoutes: FastifyPluginAsyncZod<{ provider: FantasyProvider }> = async (app, { provider }) => {
  const context = (request: Parameters<typeof actorOf>[0]) => ({
    db: app.db,
    provider,
    actor: actorOf(request),
    log: request.log,
  });

  route(app, endpoints.getLatestImport, async (request) => {
    const row = await latestImport(app.db, actorOf(request).leagueId, provider.id);
    return row ? toImportJob(row) : null;
  });

  route(app, endpoints.previewImport, async (request) =>
    previewImport(context(request), request.body.seasons, importChoices(request.body)),
  );

  route(app, endpoints.startImport, async (request) =>
    toImportJob(await runImport(context(request), request.body.seasons, importChoices(request.body))),
  );

  route(app, endpoints.refreshScores, async (request) => refreshScores(app.db, provider, actorOf(request)));
};

export default importRoutes;
