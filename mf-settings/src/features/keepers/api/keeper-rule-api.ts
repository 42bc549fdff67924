// GET/PUT /api/keepers/{season}/rule and POST /api/keepers/{season}/rollover: the keeper
// rule card's and the roll-over card's query options and mutations.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { useToast } from 'shared-ui';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { type KeeperRuleBody, keeperEndpoints } from 'shared-contracts/keepers';

export const keeperRuleKeys = {
  all: [queryRoots.keepers] as const,
  rule: (season: number) => [queryRoots.keepers, 'rule', season] as const,
};

export const keeperRuleQueryOptions = (season: number) =>
  queryOptions({
    queryKey: keeperRuleKeys.rule(season),
    queryFn: ({ signal }) => api.call(keeperEndpoints.getKeeperRule, { params: { season }, signal }),
  });

export function useKeeperRule(season: number) {
  return useQuery(keeperRuleQueryOptions(season));
}

/** Saves a season's rule; everything keeper-related (the Players screen's costs too) is read again. */
export function useSaveKeeperRule(season: number) {
  return useToastedMutation({
    send: (body: KeeperRuleBody) => api.call(keeperEndpoints.setKeeperRule, { params: { season }, body }),
    success: `Keeper rule for ${season} saved`,
    failure: 'Failed to save the keeper rule',
    invalidates: [keeperRuleKeys.all],
  });
}

/**
 * A roll-over, dry or real. A real one changes next year's book: every cached book and
 * keeper season is read again.
 */
export function useRollover(season: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (dryRun: boolean) =>
      api.call(keeperEndpoints.rollOverKeepers, { params: { season }, body: { dryRun } }),
    onSuccess: (result) => {
      if (!result.dryRun)
        toast({
          title: `Rolled ${result.fromSeason} over to ${result.toSeason}`,
          description: `${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`,
        });
    },
    onError: (error) => {
      console.error('Failed to roll the season over', error);
      toast({ title: 'Failed to roll the season over', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: (result) => {
      if (result && !result.dryRun) {
        void queryClient.invalidateQueries({ queryKey: [queryRoots.players] });
        void queryClient.invalidateQueries({ queryKey: keeperRuleKeys.all });
      }
    },
  });
}
