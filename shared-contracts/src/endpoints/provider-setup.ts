// The provider-neutral rows of choosing a provider and importing from it: an entry of their own
// (`shared-contracts/provider-setup`, docs/performance.md §2.2), so they import the main entry's
// names from 'shared-contracts'.
import { endpoint, providerStatus, type RefusalStatus } from 'shared-contracts';
import { followProviderBody, providerLeagueList, sleeperLeaguesQuery } from '../provider-connection';
import { importBody, importJob, importPreview, latestImport, scoreRefreshResult } from '../provider-import';

/** As the screens' provider calls (endpoints/provider.ts): 409 not set up, 429 cooling down, 502 the provider failed. */
const providerRefusals: RefusalStatus[] = [400, 401, 403, 409, 429, 502];

/** Choosing the league's provider (Yahoo or Sleeper) and its league there, importing from it, refreshing scores. */
export const providerSetupEndpoints = {
  followProvider: endpoint({
    method: 'PUT',
    path: '/api/provider',
    summary: 'Follow a Sleeper league by its id, or Yahoo (its league chosen after its OAuth steps)',
    tags: ['provider'],
    access: 'commissioner',
    body: followProviderBody,
    success: { status: 200, schema: providerStatus },
    refusals: [...providerRefusals, 404],
  }),
  listSleeperLeagues: endpoint({
    method: 'GET',
    path: '/api/provider/sleeper/leagues',
    summary: "A Sleeper user's NFL leagues of a season (the current one by default), to choose one to follow",
    tags: ['provider'],
    access: 'commissioner',
    query: sleeperLeaguesQuery,
    success: { status: 200, schema: providerLeagueList },
    refusals: [...providerRefusals, 404],
  }),
  getLatestProviderImport: endpoint({
    method: 'GET',
    path: '/api/provider/import',
    summary: "The league's latest import from its provider and its progress (null before the first)",
    tags: ['provider'],
    access: 'commissioner',
    success: { status: 200, schema: latestImport },
    refusals: providerRefusals,
  }),
  previewProviderImport: endpoint({
    method: 'POST',
    path: '/api/provider/import/preview',
    summary: "What an import from the league's provider would create, update and leave alone, season by season",
    tags: ['provider'],
    access: 'commissioner',
    body: importBody,
    success: { status: 200, schema: importPreview },
    refusals: providerRefusals,
  }),
  startProviderImport: endpoint({
    method: 'POST',
    path: '/api/provider/import',
    summary:
      "Import (or resume importing) the followed provider league: teams, every week's games of the chosen seasons, rosters, and where the provider has them traded picks, keepers and FAAB",
    tags: ['provider'],
    access: 'commissioner',
    body: importBody,
    success: { status: 200, schema: importJob },
    refusals: providerRefusals,
  }),
  refreshProviderScores: endpoint({
    method: 'POST',
    path: '/api/provider/import/refresh-scores',
    summary: "Re-read the followed season's scores from the league's provider for every week that has started",
    tags: ['provider'],
    access: 'commissioner',
    success: { status: 200, schema: scoreRefreshResult },
    refusals: providerRefusals,
  }),
};
