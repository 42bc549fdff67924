import { providerRosterParams, providerRosterQuery, providerStatus } from '../provider';
import { providerRoster, weekScores } from '../rosters';
import { endpoint, type RefusalStatus } from './endpoint';

/**
 * A provider failure is refused with 409 (not set up or connected), 429 (cooling down after a
 * rate limit) or 502 (the provider failed), as Yahoo's calls are.
 */
const providerRefusals: RefusalStatus[] = [400, 401, 403, 409, 429, 502];

/**
 * The calls that serve a league whatever provider it follows (Yahoo or Sleeper) on its
 * screens: which provider it follows, and a team's roster and week points. Choosing the
 * provider and importing from it are in provider-setup.ts, an entry of their own.
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
  getProviderRoster: endpoint({
    method: 'GET',
    path: '/api/provider/roster/:teamKey/:week',
    summary: "A team's roster in a week from the league's provider (?season= reads that season's league, same team)",
    tags: ['provider'],
    access: 'member',
    params: providerRosterParams,
    query: providerRosterQuery,
    success: { status: 200, schema: providerRoster },
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
