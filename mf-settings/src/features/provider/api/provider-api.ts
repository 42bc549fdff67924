// /api/yahoo/*: Yahoo's calls of the Settings screen (its OAuth steps, its league, linking),
// one function or query per endpoint; the roster test asks the provider-neutral roster call.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, queryRoots } from 'shared-contracts';
import { setupEndpoints, type ProviderTeam } from 'shared-contracts/provider-setup';
import { api, errorMessage, teamKeys } from 'shared-auth';
import type { Log } from '../hooks/useDebugLog';

/** Yahoo's display name in the texts of docs/screens/settings.md §3 ('Start {provider} OAuth Setup'). */
export const PROVIDER_NAME = 'Yahoo';

export const providerKeys = {
  all: [queryRoots.provider] as const,
  connection: () => [...providerKeys.all, 'connection'] as const,
  /** What the followed league holds: its teams and the account's leagues. */
  lists: () => [...providerKeys.all, 'lists'] as const,
  teams: () => [...providerKeys.lists(), 'teams'] as const,
  leagues: () => [...providerKeys.lists(), 'leagues'] as const,
};

export const requestAuthUrl = () => api.call(setupEndpoints.requestYahooAuthUrl);

export const verifyCode = (code: string) => api.call(setupEndpoints.verifyYahooCode, { body: { code } });

export const testConnection = (signal?: AbortSignal) => api.call(setupEndpoints.testYahooConnection, { signal });

export const linkTeam = (yahooTeamKey: string, teamId: number) =>
  api.call(setupEndpoints.linkYahooTeam, { body: { yahooTeamKey, teamId } });

export const followLeague = (leagueKey: string) => api.call(setupEndpoints.followYahooLeague, { body: { leagueKey } });

/** Whichever provider the league follows: the roster test serves Yahoo and Sleeper alike. */
export const fetchRoster = (teamKey: string, week: number) =>
  api.call(endpoints.getProviderRoster, { params: { teamKey, week } });

/** Provider teams are read only once the connection is known to work. */
export function useProviderTeams(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: providerKeys.teams(),
      queryFn: ({ signal }) => api.call(setupEndpoints.listYahooTeams, { signal }),
      enabled,
    }),
  );
}

/** Asked only from the teams card, which shows once the connection works. */
export function useProviderLeagues() {
  return useQuery(
    queryOptions({
      queryKey: providerKeys.leagues(),
      queryFn: ({ signal }) => api.call(setupEndpoints.listYahooLeagues, { signal }),
    }),
  );
}

/** 'Followed league': PUT /api/yahoo/league, logged; the lists are read again whatever the answer. */
export function useFollowLeague(log: Log) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueKey: string) => {
      log(`Following league ${leagueKey}...`);
      return followLeague(leagueKey);
    },
    onSuccess: (result) => log(result.message),
    onError: (error) => log(`Error choosing league: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerKeys.lists() }),
  });
}

/** 'Link Teams': POST /api/yahoo/link-team, logged. */
export function useLinkTeam(log: Log) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ team, teamId }: { team: ProviderTeam; teamId: number }) => {
      log(`Linking ${team.name} (${team.team_key}) to team ${teamId}...`);
      return linkTeam(team.team_key, teamId);
    },
    onSuccess: (result) => log(result.message),
    onError: (error) => log(`Error linking team: ${errorMessage(error)}`),
    // Linking may unlink the team's previous key too: read both lists again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providerKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}

/** 'Test Roster Fetch': one team's roster for a week, on demand, logged. */
export function useRosterTest(log: Log) {
  return useMutation({
    mutationFn: ({ teamKey, week }: { teamKey: string; week: number }) => {
      log(`Fetching roster of ${teamKey} for week ${week}...`);
      return fetchRoster(teamKey, week);
    },
    onSuccess: (players) => log(`Roster fetched: ${players.length} players`),
    onError: (error) => log(`Failed to fetch roster: ${errorMessage(error)}`),
  });
}
