// The provider the league follows (docs/screens/settings.md §4.2): PUT /api/provider to follow
// a Sleeper league by its id or to go back to Yahoo, and GET /api/provider/sleeper/leagues to
// find a Sleeper user's leagues of a season to pick one from.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, teamKeys } from 'shared-auth';
import { providerNames, queryRoots } from 'shared-contracts';
import { setupEndpoints, type FollowProviderBody } from 'shared-contracts/provider-setup';
import { followingText, providerStatusKey } from '../../../lib/provider-status';
import type { Log } from '../hooks/useDebugLog';

export const sleeperLeaguesKey = (username: string, season: number | undefined) =>
  [queryRoots.provider, 'sleeper-leagues', username, season ?? null] as const;

/** A Sleeper user's leagues: asked once a username is submitted (`username` null until then). */
export function useSleeperLeagues(username: string | null, season?: number) {
  return useQuery(
    queryOptions({
      queryKey: sleeperLeaguesKey(username ?? '', season),
      queryFn: ({ signal }) =>
        api.call(setupEndpoints.listSleeperLeagues, {
          query: season === undefined ? { username: username ?? '' } : { username: username ?? '', season },
          signal,
        }),
      enabled: username !== null,
    }),
  );
}

/**
 * PUT /api/provider, logged. The answer is the league's new provider status; whatever the
 * answer, everything the provider feeds (its teams, the import, the linked teams) is read again.
 */
export function useFollowProvider(log: Log) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowProviderBody) => {
      const provider = providerNames[body.provider];
      log(body.league ? `Following ${provider} league ${body.league}...` : `Following ${provider}...`);
      return api.call(setupEndpoints.followProvider, { body });
    },
    onSuccess: (status) => {
      queryClient.setQueryData(providerStatusKey, status);
      log(followingText(status) ?? `Following ${providerNames[status.provider]}`);
    },
    onError: (error) => log(`Error choosing the provider: ${errorMessage(error)}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [queryRoots.provider] }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
