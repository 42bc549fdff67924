import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, importBody, importJob, importPreview, latestImport as latestImportAnswer, scoreRefreshResult } from 'shared-contracts';
import { actorOf } from '../../../plugins/access';
import type { FantasyProvider } from '../provider';
import { latestImport, toImportJob } from './import-jobs';
import { previewImport, runImport } from './import-runner';
import { refreshScores } from './score-refresh';
import { importChoices } from './season-writer';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 502: errorBody };

/**
 * /api/yahoo/import (commissioner): the followed league's teams, every week's games of its
 * season and the seasons before it, and its rosters into the player book. Preview first;
 * the import answers once it is done, paused or stopped, and GET shows its progress
 * meanwhile.
 */
const importRoutes: FastifyPluginAsyncZod<{ provider: FantasyProvider }> = async (app, { provider }) => {
  const name = provider.displayName;
  const context = (request: Parameters<typeof actorOf>[0]) => ({ db: app.db, provider, actor: actorOf(request), log: request.log });

  app.get(
    '/',
    {
      config: { access: 'commissioner' },
      schema: { summary: `The league's latest ${name} import and its progress (null before the first)`, tags: ['yahoo'], response: { 200: latestImportAnswer, ...failures } },
    },
    async (request) => {
      const row = await latestImport(app.db, actorOf(request).leagueId, provider.id);
      return row ? toImportJob(row) : null;
    },
  );

  app.post(
    '/preview',
    {
      config: { access: 'commissioner' },
      schema: { summary: `What an import from ${name} would create, update and leave alone, season by season`, tags: ['yahoo'], body: importBody, response: { 200: importPreview, ...failures } },
    },
    async (request) => previewImport(context(request), request.body.seasons, importChoices(request.body)),
  );

  app.post(
    '/',
    {
      config: { access: 'commissioner' },
      schema: {
        summary: `Import (or resume importing) the followed ${name} league: teams, every week's games of the chosen seasons, rosters`,
        tags: ['yahoo'],
        body: importBody,
        response: { 200: importJob, ...failures },
      },
    },
    async (request) => toImportJob(await runImport(context(request), request.body.seasons, importChoices(request.body))),
  );

  app.post(
    '/refresh-scores',
    {
      config: { access: 'commissioner' },
      schema: { summary: `Re-read the followed season's scores from ${name} for every week that has started`, tags: ['yahoo'], response: { 200: scoreRefreshResult, ...failures } },
    },
    async (request) => refreshScores(app.db, provider, actorOf(request)),
  );
};

export default importRoutes;
