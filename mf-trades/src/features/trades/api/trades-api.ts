// The trade centre's calls (endpoints.listTrades and its neighbours): the history list, the league's trade seasons, proposing and answering a
// trade. Keys live under queryRoots.trades, so the shell's pending-count badge (same root)
// refreshes with them.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useCreateMutation } from 'shared-auth';
import { endpoints, queryRoots, type ProposeTradeBody, type TradeAction } from 'shared-contracts';
import { toast } from 'shared-ui';

export const tradeKeys = {
  all: [queryRoots.trades] as const,
  list: (season: number, teamId: number | null) => [queryRoots.trades, 'list', season, teamId ?? 'all'] as const,
  seasons: () => [queryRoots.trades, 'seasons'] as const,
};

/**
 * The history a page at a time: the first page is the plain call with season and team, each
 * next page the address the API's Link header gave (the same filters and a cursor; the client
 * follows it only to this same operation). A refresh after a change reads again every page
 * loaded, so the list stays as long as it was.
 */
export const tradesQueryOptions = (season: number, teamId: number | null) =>
  infiniteQueryOptions({
    queryKey: tradeKeys.list(season, teamId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.page(endpoints.listTrades, { query: { season, teamId: teamId ?? undefined }, next: pageParam, signal }),
    getNextPageParam: (lastPage) => lastPage.next,
  });

export const useTrades = (season: number, teamId: number | null) =>
  useInfiniteQuery(tradesQueryOptions(season, teamId));

export const useTradeSeasons = () =>
  useQuery({
    queryKey: tradeKeys.seasons(),
    queryFn: ({ signal }) => api.call(endpoints.listTradeSeasons, { signal }),
  });

/**
 * docs/screens/trades.md §3's toasts for a proposal; the server's reason when it gives one.
 * Made once per intent: a double click or a retry after a lost answer proposes one trade.
 */
export function useProposeTrade() {
  const queryClient = useQueryClient();
  return useCreateMutation({
    send: (body: ProposeTradeBody, idempotencyKey) => api.call(endpoints.proposeTrade, { body, idempotencyKey }),
    onSuccess: () => toast({ title: 'Trade proposal submitted successfully' }),
    onError: (error) => {
      console.error('Failed to submit trade', error);
      toast({ title: 'Failed to submit trade', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}

/**
 * The review's calls (docs/screens/trades.md §4.7): a manager's veto and its withdrawal, the
 * commissioner's approval or veto. The trades are read again either way; an approval moves assets.
 */
export function useReviewTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, act }: { id: number; act: 'veto' | 'withdraw' | 'approve' | 'reject' }) => {
      if (act === 'veto') return api.call(endpoints.vetoTrade, { params: { id } });
      if (act === 'withdraw') return api.call(endpoints.withdrawTradeVeto, { params: { id } });
      return api.call(endpoints.decideTrade, {
        params: { id },
        body: { decision: act === 'approve' ? 'approve' : 'veto' },
      });
    },
    onSuccess: (trade, { act }) => {
      const words = {
        veto: 'Veto recorded',
        withdraw: 'Veto withdrawn',
        approve: 'Trade approved',
        reject: 'Trade vetoed',
      };
      toast({ title: trade.status === 'vetoed' && act === 'veto' ? 'Trade vetoed' : words[act] });
      if (trade.status === 'accepted')
        for (const root of MOVED_ASSET_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
    onError: (error) => {
      console.error('Failed to review trade', error);
      toast({ title: 'Failed to review the trade', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}

/** The roots of every query an accepted trade changes, in whichever remote shows them. */
export const MOVED_ASSET_ROOTS = [
  queryRoots.players,
  queryRoots.picks,
  queryRoots.pingPongBalls,
  queryRoots.faab,
] as const;

/**
 * Accept, reject or cancel. Either way the trades are read again, so a refused action (an
 * asset moved, another side got there first) shows the trade as the server holds it.
 */
export function useRespondToTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TradeAction }) =>
      api.call(endpoints.respondToTrade, { params: { id }, body: { action } }),
    onSuccess: (_answer, { action }) => {
      toast({ title: `Trade ${action}ed successfully` });
      if (action === 'accept')
        for (const root of MOVED_ASSET_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
    onError: (error, { action }) => {
      console.error(`Failed to ${action} trade`, error);
      toast({ title: `Failed to ${action} trade`, description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
  });
}
