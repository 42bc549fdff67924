// /api/picks/lottery/{year}: a year's draft lottery (odds, commitment, entries, result), and
// its changes: the commissioner's open, close, draw and reset, and any member's entry.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, useCreateMutation } from 'shared-auth';
import { queryRoots } from 'shared-contracts';
import { lotteryEndpoints, type LotteryView } from 'shared-contracts/lottery';
import { toast } from 'shared-ui';

export const lotteryKeys = {
  // Under the picks root: a draw moves picks, and a saved board refreshes the lottery too.
  year: (year: number) => [queryRoots.picks, 'lottery', year] as const,
};

export const lotteryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: lotteryKeys.year(year),
    queryFn: ({ signal }) => api.call(lotteryEndpoints.getLottery, { params: { year }, signal }),
  });

export function useLottery(year: number) {
  return useQuery(lotteryQueryOptions(year));
}

export type LotteryAction = 'open' | 'close' | 'draw' | 'reset';

/** Each action's operation (none takes a body). */
const ACTION_ROWS = {
  open: lotteryEndpoints.openLottery,
  close: lotteryEndpoints.closeLottery,
  draw: lotteryEndpoints.drawLottery,
  reset: lotteryEndpoints.resetLottery,
} as const satisfies Record<LotteryAction, unknown>;

const ACTION_WORDS: Record<LotteryAction, { done: string; failed: string }> = {
  open: { done: 'Lottery opened', failed: 'Failed to open the lottery' },
  close: { done: 'Entries closed', failed: 'Failed to close entries' },
  draw: { done: 'Lottery drawn', failed: 'Failed to draw the lottery' },
  reset: { done: 'Lottery reset', failed: 'Failed to reset the lottery' },
};

/**
 * A change to the lottery: its answer (the lottery as stored) is laid in at once; every picks
 * query is then read again, because a draw sets the round-1 positions. One at a time, each
 * made once per intent (opening and an entry create; the key goes only with those).
 */
function useLotteryMutation<Variables>(
  year: number,
  send: (variables: Variables, idempotencyKey: string) => Promise<LotteryView>,
  words: (variables: Variables) => { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useCreateMutation({
    send,
    onSuccess: (view, variables) => {
      queryClient.setQueryData(lotteryKeys.year(year), view);
      toast({ title: words(variables).done });
    },
    onError: (error, variables) => {
      console.error(words(variables).failed, error);
      toast({
        variant: 'destructive',
        title: words(variables).failed,
        description: errorMessage(error, words(variables).failed),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [queryRoots.picks] }),
  });
}

export function useLotteryAction(year: number) {
  return useLotteryMutation(
    year,
    (action: LotteryAction, idempotencyKey) => api.call(ACTION_ROWS[action], { params: { year }, idempotencyKey }),
    (action) => ACTION_WORDS[action],
  );
}

export function useAddLotteryEntry(year: number) {
  return useLotteryMutation(
    year,
    (text: string, idempotencyKey) =>
      api.call(lotteryEndpoints.enterLottery, { params: { year }, body: { text }, idempotencyKey }),
    () => ({ done: 'Entry added', failed: 'Failed to add the entry' }),
  );
}

/** The year's lottery status, or null before one is opened (or while it loads). */
export function useLotteryStatus(year: number) {
  return useLottery(year).data?.current?.status ?? null;
}
