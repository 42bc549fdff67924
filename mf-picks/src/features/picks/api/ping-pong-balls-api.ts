// GET /api/ping-pong-balls?year=: each team's balls for the year's draft lottery.
import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { pingPongBallList, queryRoots } from 'shared-contracts';

export const pingPongBallKeys = {
  all: [queryRoots.pingPongBalls] as const,
  year: (year: number) => [queryRoots.pingPongBalls, 'year', year] as const,
};

export const pingPongBallsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: pingPongBallKeys.year(year),
    queryFn: ({ signal }) => api.get(`/api/ping-pong-balls?year=${year}`, pingPongBallList, { signal }),
  });
