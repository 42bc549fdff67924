// /api/yahoo/*: the provider calls of the Settings screen, one function or query per endpoint.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderLeague, ProviderResult, ProviderTeam, RosterPlayer } from 'shared-contracts';
import { fetchJson } from 'shared-auth';

/** The provider's display name in SPEC.md's texts ('Start {provider} OAuth Setup'). */
export const PROVIDER_NAME = 'Yahoo';

export const providerKeys = {
  all: ['provider'] as const,
  teams: () => [...providerKeys.all, 'teams'] as const,
  leagues: () => [...providerKeys.all, 'leagues'] as const,
  roster: (teamKey: string, week: number) => [...providerKeys.all, 'roster', teamKey, week] as const,
};

export const requestAuthUrl = () => fetchJson<{ authUrl?: string }>('/api/yahoo/oauth/request-token');

export const verifyCode = (code: string) =>
  fetchJson<ProviderResult>('/api/yahoo/oauth/verify-code', { method: 'POST', body: JSON.stringify({ code }) });

export const testConnection = () => fetchJson<ProviderResult>('/api/yahoo/test-connection');

export const linkTeam = (yahooTeamKey: string, teamId: number) =>
  fetchJson<ProviderResult>('/api/yahoo/link-team', { method: 'POST', body: JSON.stringify({ yahooTeamKey, teamId }) });

export const followLeague = (leagueKey: string) =>
  fetchJson<ProviderResult>('/api/yahoo/league', { method: 'PUT', body: JSON.stringify({ leagueKey }) });

export const fetchRoster = (teamKey: string, week: number) => fetchJson<RosterPlayer[]>(`/api/yahoo/roster/${teamKey}/${week}`);

/** Provider teams are read only once the connection is known to work. */
export function useProviderTeams(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: providerKeys.teams(), queryFn: () => fetchJson<ProviderTeam[]>('/api/yahoo/teams'), enabled }),
  );
}

/** Asked only from the teams card, which shows once the connection works. */
export function useProviderLeagues() {
  return useQuery(queryOptions({ queryKey: providerKeys.leagues(), queryFn: () => fetchJson<ProviderLeague[]>('/api/yahoo/leagues') }));
}
