// GET /api/keepers/{season} and PUT /api/keepers/{season}/players/{id}: a season's keepers
// (rule, deadline, each team's keepers and budget) and a declaration.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { keeperEndpoints } from 'shared-contracts/keepers';

export const keeperKeys = {
  all: [queryRoots.keepers] as const,
  season: (season: number) => [queryRoots.keepers, 'season', season] as const,
};

export const keeperSeasonQueryOptions = (season: number) =>
  queryOptions({
    queryKey: keeperKeys.season(season),
    queryFn: ({ signal }) => api.call(keeperEndpoints.getKeeperSeason, { params: { season }, signal }),
  });

export function useKeeperSeason(season: number) {
  return useQuery(keeperSeasonQueryOptions(season));
}

/**
 * Marks or unmarks a keeper. The server's refusal (another team, not eligible, over the
 * limit, past the deadline) shows in its own words; the keepers and the book are read
 * again either way, so neither shows what the server does not hold.
 */
export function useDeclareKeeper(season: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ playerId, isKeeper }: { playerId: number; name: string; isKeeper: boolean }) =>
      api.call(keeperEndpoints.markKeeper, { params: { season, playerId }, body: { isKeeper } }),
    onSuccess: (_answer, { name, isKeeper }) => toast({ title: isKeeper ? `${name} kept` : `${name} released` }),
    onError: (error) => {
      console.error('Failed to change keepers', error);
      toast({ title: 'Failed to change keepers', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keeperKeys.season(season) }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.players] }),
      ]),
  });
}
