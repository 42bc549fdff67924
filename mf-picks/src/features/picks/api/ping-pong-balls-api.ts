// /api/ping-pong-balls: each team's balls for the year's draft lottery, and the commissioner's
// changes to them: set by hand (all or none), or allocated from last season's standings
// (previewed first, then applied).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from 'shared-auth';
import {
  endpoints,
  type BallAllocationBody,
  type PingPongBallEntry,
  queryRoots,
  type SetPingPongBallsBody,
} from 'shared-contracts';
import { toast } from 'shared-ui';

export const pingPongBallKeys = {
  all: [queryRoots.pingPongBalls] as const,
  year: (year: number) => [queryRoots.pingPongBalls, 'year', year] as const,
};

export const pingPongBallsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: pingPongBallKeys.year(year),
    queryFn: ({ signal }) => api.call(endpoints.listPingPongBalls, { query: { year }, signal }),
  });

export const BALLS_SAVE_FAILED = 'Failed to save ping pong balls';
export const ALLOCATION_PREVIEW_FAILED = 'Failed to preview the allocation';

/**
 * A write of the year's balls: its answer (the year's balls as stored) is laid in; the balls
 * and the lottery (whose odds they are) are read again.
 */
function useBallsWrite<Body>(year: number, send: (body: Body) => Promise<PingPongBallEntry[]>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (stored) => {
      queryClient.setQueryData(pingPongBallKeys.year(year), stored);
      toast({ title: done });
    },
    onError: (error) => {
      console.error(BALLS_SAVE_FAILED, error);
      toast({ variant: 'destructive', title: BALLS_SAVE_FAILED, description: errorMessage(error, BALLS_SAVE_FAILED) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pingPongBallKeys.all }),
        queryClient.invalidateQueries({ queryKey: [queryRoots.picks, 'lottery'] }),
      ]),
  });
}

export function useSetBalls(year: number) {
  return useBallsWrite(
    year,
    (body: SetPingPongBallsBody) => api.call(endpoints.setPingPongBalls, { body }),
    'Ping pong balls saved',
  );
}

export function useApplyAllocation(year: number) {
  return useBallsWrite(
    year,
    (body: BallAllocationBody) => api.call(endpoints.allocateBalls, { body }),
    'Ping pong balls allocated',
  );
}

/** What an allocation would give each team: asked on demand, writes nothing. */
export function usePreviewAllocation() {
  return useMutation({
    mutationFn: (body: BallAllocationBody) => api.call(endpoints.previewBallAllocation, { body }),
    onError: (error) => {
      console.error(ALLOCATION_PREVIEW_FAILED, error);
      toast({
        variant: 'destructive',
        title: ALLOCATION_PREVIEW_FAILED,
        description: errorMessage(error, ALLOCATION_PREVIEW_FAILED),
      });
    },
  });
}
