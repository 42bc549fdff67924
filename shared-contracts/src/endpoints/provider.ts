import { importBody, importJob, importPreview, latestImport, scoreRefreshResult } from '../league-setup';
import {
  followProviderBody,
  providerRosterParams,
  providerRosterQuery,
  providerStatus,
  sleeperLeaguesQuery,
} from '../provider';
import { providerLeagueList, weekScores, yahooRoster } from '../yahoo';
import { endpoint, type RefusalStatus } from './endpoint';

/**
 * A provider failure is refused with 409 (not set up or connected), 429 (cooling down after a
 * rate limit) or 502 (the provider failed), as Yahoo's calls are.
 */
const providerRefusals: RefusalStatus[] = [400, 401, 403, 409, 429, 502];

/**
 * The calls that serve a league whatever provider it follows (Yahoo or Sleeper): choosing
 * it, importing from it, and a team's roster and week points. Yahoo's OAuth steps stay
 * under /api/yahoo.
 */
export const providerEndpoints = {
  getProvider: endpoint({
    method: 'GET',
    path: '/api/provider',
    summary: 'The provider the league follows (Yahoo or Sleeper) and its league there',
    tags: ['provider'],
    access: 'member',
    success: { status: 200, schema: providerStatus },
    refusals: providerRefusals,
  }),
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
  getProviderRoster: endpoint({
    method: 'GET',
    path: '/api/provider/roster/:teamKey/:week',
    summary: "A team's roster in a week from the league's provider (?season= reads that season's league, same team)",
    tags: ['provider'],
    access: 'member',
    params: providerRosterParams,
    query: providerRosterQuery,
    success: { status: 200, schema: yahooRoster },
    refusals: providerRefusals,
  }),
  getProviderWeekScores: endpoint({
    method: 'GET',
    path: '/api/provider/stats/:teamKey/:week',
    summary:
      "A team's players' points and stats in a week from the league's provider, by the provider's player id (?season= reads that season's league)",
    tags: ['provider'],
    access: 'member',
    params: providerRosterParams,
    query: providerRosterQuery,
    success: { status: 200, schema: weekScores },
    refusals: providerRefusals,
  }),
};
